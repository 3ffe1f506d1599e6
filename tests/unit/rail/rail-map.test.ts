import { describe, expect, it } from 'vitest';
import {
  addRoute,
  emptyRailMap,
  addStation,
  distance,
  germanyMap,
  moveStation,
  parseRailMapFile,
  parseRailMapText,
  railMapText,
  railNetwork,
  removeRoute,
  removeStation,
  routeBetween,
  setExpress,
  setRouteSpaces,
  spaceCount,
  stationDistance,
  stationSpace,
  stepTargets,
  validateRailMap,
  type RailMap,
} from '../../../src/rail';
import { PASSENGER_STATIONS } from '../../../src/rules/bahn-frei';

const map = germanyMap();
const sp = (id: string) => {
  const s = stationSpace(map, id);
  if (s === undefined) throw new Error(`no station ${id}`);
  return s;
};

describe('the Germany map: the facts of the rulebook and issue 17', () => {
  it('is a valid board for 4 players with every passenger card station', () => {
    expect(validateRailMap(map, { players: 4, passengerStations: PASSENGER_STATIONS })).toEqual([]);
    expect(map.stations.length).toBe(38);
    expect(map.routes.length).toBe(56);
  });

  it('has every station the events and examples name', () => {
    for (const id of ['fulda', 'hannover', 'kassel', 'hamm', 'wolfsburg', 'bremen', 'duesseldorf', 'leipzig', 'stuttgart', 'munich', 'frankfurt', 'cologne', 'rostock', 'berlin', 'wuerzburg', 'mannheim']) expect(stationSpace(map, id), id).toBeDefined();
  });

  it('Frankfurt and Cologne are red stations (the mosquito card names them)', () => {
    const hub = (id: string) => map.stations.find((s) => s.id === id)!.hub;
    expect(hub('frankfurt')).toBe(true);
    expect(hub('cologne')).toBe(true);
    expect(hub('fulda')).toBe(false);
  });

  it('Rostock to Berlin is 4 spaces on the direct way', () => {
    expect(stationDistance(map, 'rostock', 'berlin')).toBe(4);
    const direct = map.routes.find((r) => r.id === routeBetween(map, 'rostock', 'berlin'))!;
    expect(direct.spaces.length + 1).toBe(4);
  });

  it('Cologne to Frankfurt is 3 spaces for other trains and 1 for the Express, both ways', () => {
    expect(stationDistance(map, 'cologne', 'frankfurt')).toBe(3);
    expect(stationDistance(map, 'frankfurt', 'cologne')).toBe(3);
    expect(stationDistance(map, 'cologne', 'frankfurt', { express: true })).toBe(1);
    expect(stationDistance(map, 'frankfurt', 'cologne', { express: true })).toBe(1);
    // The Express passes over the white spaces in one counted step.
    expect(stepTargets(map, sp('cologne'), { express: true })).toContain(sp('frankfurt'));
    expect(stepTargets(map, sp('cologne'))).not.toContain(sp('frankfurt'));
  });

  it('Würzburg to Mannheim is 2 spaces for every train, the Express included (it enters the express route on a white space)', () => {
    const route = map.routes.find((r) => r.id === routeBetween(map, 'wuerzburg', 'mannheim'))!;
    expect(route.express).toBe(true);
    expect(route.spaces).toEqual(['white']);
    expect(stationDistance(map, 'wuerzburg', 'mannheim')).toBe(2);
    expect(stationDistance(map, 'wuerzburg', 'mannheim', { express: true })).toBe(2);
  });

  it('the routes the events close exist: Cologne–Frankfurt and Hannover–Kassel', () => {
    expect(routeBetween(map, 'cologne', 'frankfurt')).not.toBeNull();
    expect(routeBetween(map, 'hannover', 'kassel')).not.toBeNull();
  });

  it('the split in Fulda example can be driven: Fulda–Hannover, then via Bremen to Düsseldorf; Fulda–Leipzig', () => {
    expect(stationDistance(map, 'fulda', 'hannover')).toBeLessThanOrEqual(7);
    expect(stationDistance(map, 'fulda', 'leipzig')).toBeLessThanOrEqual(7);
    expect(Number.isFinite(stationDistance(map, 'bremen', 'duesseldorf'))).toBe(true);
  });

  it('numbers stations first, then each route’s spaces', () => {
    const spaces = map.stations.length + map.routes.reduce((n, r) => n + r.spaces.length, 0);
    expect(spaceCount(map)).toBe(spaces);
    expect(sp(map.stations[0]!.id)).toBe(0);
    const net = railNetwork(map);
    expect(net.spaces[map.stations.length]).toMatchObject({ kind: 'route', route: 0, index: 0 });
  });
});

describe('closures', () => {
  it('a closed station cannot be entered, but a train in it can leave', () => {
    const closed = { stations: ['fulda'] };
    const next = railNetwork(map).links[sp('fulda')]!.map((l) => l.to);
    for (const n of next) expect(stepTargets(map, n, { closed })).not.toContain(sp('fulda'));
    expect(stepTargets(map, sp('fulda'), { closed }).length).toBe(next.length);
  });

  it('a closed route cannot be entered; a train already on it moves along', () => {
    const id = routeBetween(map, 'cologne', 'frankfurt')!;
    const closed = { routes: [id] };
    expect(stepTargets(map, sp('cologne'), { closed }).some((t) => railNetwork(map).spaces[t]?.kind === 'route' && map.routes[(railNetwork(map).spaces[t] as { route: number }).route]!.id === id)).toBe(false);
    const r = railNetwork(map).routeIndex.get(id)!;
    const first = railNetwork(map).routeStart[r]!;
    expect(stepTargets(map, first, { closed })).toEqual(expect.arrayContaining([sp('cologne'), first + 1]));
    expect(distance(map, sp('cologne'), sp('frankfurt'), { closed })).toBeGreaterThan(3);
  });
});

describe('rail-map files', () => {
  it('round-trips through its text', () => {
    const back = parseRailMapText(railMapText(map));
    expect(back.ok && back.map).toEqual(map);
  });

  it('says in one line what is wrong', () => {
    const bad = [parseRailMapText('{oops'), parseRailMapText(''), parseRailMapFile([]), parseRailMapFile({ name: 'x' }), parseRailMapFile({ ...map, format: 2 }), parseRailMapFile({ ...map, stations: [{ ...map.stations[0], hub: 'yes' }] })];
    for (const r of bad) {
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error).not.toMatch(/\n/);
        expect(r.error.length).toBeLessThanOrEqual(300);
      }
    }
    const wrongFormat = parseRailMapFile({ ...map, format: 2 });
    expect(!wrongFormat.ok && wrongFormat.error).toMatch(/format 2.*format 1/);
    const badHub = parseRailMapFile({ ...map, stations: [{ ...map.stations[0], hub: 'yes' }] });
    expect(!badHub.ok && badHub.error).toMatch(/^stations\[0\]\.hub:/);
  });
});

describe('validation', () => {
  const tiny: RailMap = {
    format: 1,
    name: 'Tiny',
    stations: [
      { id: 'a', name: 'A', hub: true, x: 0, y: 0 },
      { id: 'b', name: 'B', hub: false, x: 10, y: 0 },
      { id: 'c', name: 'C', hub: false, x: 20, y: 0 },
    ],
    routes: [{ id: 'a-b', from: 'a', to: 'b', spaces: ['black'], express: false }],
  };
  it('finds a network that is not connected', () => {
    expect(validateRailMap(tiny).join(' ')).toMatch(/not connected.*'C'/);
  });
  it('asks for a red station per player', () => {
    expect(validateRailMap(tiny, { players: 2 }).join(' ')).toMatch(/2 trains need 2 red stations/);
  });
  it('asks for every passenger card station', () => {
    expect(validateRailMap(tiny, { passengerStations: ['a', 'zz'] }).join(' ')).toMatch(/lacks: 'zz'/);
  });
  it('refuses duplicate ids and routes to unknown stations', () => {
    const dup = { ...tiny, stations: [...tiny.stations, tiny.stations[0]!], routes: [...tiny.routes, { id: 'a-b', from: 'a', to: 'q', spaces: [], express: false }] };
    const p = validateRailMap(dup).join(' | ');
    expect(p).toMatch(/two stations are called 'a'/);
    expect(p).toMatch(/two routes are called 'a-b'/);
    expect(p).toMatch(/'q', which is not a station/);
  });
});

describe('editing (Build mode, pure)', () => {
  const base: RailMap = { format: 1, name: 'Edit', stations: [{ id: 'a', name: 'A', hub: true, x: 0, y: 0 }], routes: [] };
  it('adds and moves stations, joins them with a route of N coloured spaces, marks it express', () => {
    const r1 = addStation(base, { id: 'b', name: 'B', hub: false, x: 50, y: 0 });
    expect(r1.ok).toBe(true);
    if (!r1.ok) return;
    const r2 = addRoute(r1.map, { from: 'a', to: 'b', spaces: ['white', 'red', 'white'] });
    expect(r2.ok).toBe(true);
    if (!r2.ok) return;
    expect(spaceCount(r2.map)).toBe(2 + 3);
    expect(distance(r2.map, 0, 1)).toBe(4);
    const r3 = setExpress(r2.map, 'a-b', true);
    expect(r3.ok && distance(r3.map, 0, 1, { express: true })).toBe(2);
    const r4 = moveStation(r2.map, 'b', 70, 5);
    expect(r4.ok && r4.map.stations[1]).toMatchObject({ x: 70, y: 5 });
    const r5 = setRouteSpaces(r2.map, 'a-b', ['black']);
    expect(r5.ok && spaceCount(r5.map)).toBe(3);
    expect(validateRailMap(r2.map)).toEqual([]);
    // The original maps are untouched.
    expect(base.stations.length).toBe(1);
    expect(r1.map.routes.length).toBe(0);
    const r6 = removeStation(r2.map, 'b');
    expect(r6.ok && r6.map.routes).toEqual([]);
    const r7 = removeRoute(r2.map, 'a-b');
    expect(r7.ok && r7.map.routes.length).toBe(0);
  });
  it('refuses edits that break the structure, with a reason', () => {
    expect(addStation(base, { id: 'a', name: 'Again', hub: false, x: 0, y: 0 })).toMatchObject({ ok: false, error: expect.stringMatching(/already a station 'a'/) });
    expect(addStation(base, { id: 'Bad Id', name: 'B', hub: false, x: 0, y: 0 }).ok).toBe(false);
    expect(addRoute(base, { from: 'a', to: 'zz', spaces: [] })).toMatchObject({ ok: false, error: expect.stringMatching(/no station 'zz'/) });
    expect(addRoute(base, { from: 'a', to: 'a', spaces: [] }).ok).toBe(false);
    expect(moveStation(base, 'zz', 0, 0).ok).toBe(false);
    expect(setExpress(base, 'zz', true).ok).toBe(false);
    const two = addStation(base, { id: 'b', name: 'B', hub: false, x: 1, y: 1 });
    if (!two.ok) throw new Error(two.error);
    const joined = addRoute(two.map, { from: 'a', to: 'b', spaces: [] });
    if (!joined.ok) throw new Error(joined.error);
    expect(addRoute(joined.map, { from: 'b', to: 'a', spaces: ['black'] })).toMatchObject({ ok: false, error: expect.stringMatching(/already joined/) });
  });
});

describe('building from nothing', () => {
  it('starts with an empty map that validation calls unfinished, and grows station by station', () => {
    const empty = emptyRailMap('Mine');
    expect(validateRailMap(empty)).toContain('the map has no stations yet');
    expect(parseRailMapText(railMapText(empty)).ok).toBe(true);
    const a = addStation(empty, { id: 'a', name: 'A', hub: true, x: 0, y: 0 });
    expect(a.ok && validateRailMap(a.map)).toEqual([]);
  });
});
