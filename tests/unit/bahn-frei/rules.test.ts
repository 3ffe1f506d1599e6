/** Bahn Frei's rulebook, rule by rule, as scenarios (the examples and facts of the rulebook and issue 17). */
import { describe, expect, it } from 'vitest';
import { shortestPath } from '../../../src/rail';
import { dieFor, PASSENGER_CARDS, SPECIAL_CARDS, type BahnState } from '../../../src/rules/bahn-frei';
import { act, game, listed, map, nextRoundWith, operations, partSpace, seats, sp, started, where, withPassengers } from './helpers';

const steps = (s: BahnState, seat: number, part: string) => listed(s, seat).filter((a) => a.type === 'step' && a.part === part);

/** Drives a part along a shortest way to a station, one step action per counted space; returns the state and the steps taken. */
function drive(s: BahnState, seat: number, part: string, to: string, express = false): { state: BahnState; moves: number } {
  const path = shortestPath(map, partSpace(s, part), sp(to), { express })!;
  let state = s;
  for (const space of path) state = act(state, seat, { type: 'step', part, to: space }).state;
  return { state, moves: path.length };
}

describe('set-up', () => {
  it('shuffles the piles with the seed', () => {
    const a = game.setup(map, {}, seats(3), 5);
    const b = game.setup(map, {}, seats(3), 5);
    const c = game.setup(map, {}, seats(3), 6);
    expect(a.pile).toEqual(b.pile);
    expect(a.eventPile).toEqual(b.eventPile);
    expect(c.pile).not.toEqual(a.pile);
    expect(a.round).toBe(1);
    expect(a.eventPile.length).toBe(25);
  });

  it('removes the "3-4" passenger cards at 2 players; shuffles the 8 special passengers in as a variant', () => {
    const two = game.setup(map, {}, seats(2), 1);
    expect(two.pile.length).toBe(PASSENGER_CARDS.filter((c) => !c.threeFour).length);
    expect(two.pile.some((id) => PASSENGER_CARDS.find((c) => c.id === id)!.threeFour)).toBe(false);
    expect(game.setup(map, {}, seats(3), 1).pile.length).toBe(75);
    expect(game.setup(map, { specialPassengers: true }, seats(4), 1).pile.length).toBe(75 + SPECIAL_CARDS.length);
  });

  it('takes the dice by player count, swapped in round 8', () => {
    expect([dieFor(2, 1), dieFor(2, 7), dieFor(2, 8), dieFor(2, 14)]).toEqual(['light-green', 'light-green', 'green', 'green']);
    expect([dieFor(3, 1), dieFor(3, 8)]).toEqual(['light-blue', 'blue']);
    expect([dieFor(4, 1), dieFor(4, 8)]).toEqual(['orange', 'red']);
  });

  it('each player puts a locomotive on a red station, all at once', () => {
    const s = game.setup(map, {}, seats(2), 1);
    expect(game.actors(s)).toEqual([0, 1]);
    const places = listed(s, 0);
    const hubs = map.stations.filter((x) => x.hub).map((x) => x.id);
    expect(places.map((a) => (a.type === 'place' ? a.station : '')).sort()).toEqual([...hubs].sort());
    expect(places.every((a) => a.type === 'place' && a.train === 'red')).toBe(true);
    expect(game.apply(s, 0, { type: 'place', train: 'red', station: 'fulda' }).ok).toBe(false);
  });

  it('a solo player controls 2, 3 or 4 trains, with a 1-minute phase 4', () => {
    const s = started(1, ['frankfurt', 'berlin', 'munich'], {}, 1, 3);
    expect(s.trains.length).toBe(3);
    expect(s.trains.every((t) => t.driver === 0)).toBe(true);
    expect(s.maxVouchers).toBe(3);
    expect(() => game.setup(map, {}, seats(1, 5), 1)).toThrow(/2, 3 or 4 trains/);
    expect(() => game.setup(map, {}, seats(1, 1), 1)).toThrow(/2, 3 or 4 trains/);
    expect(() => game.setup(map, {}, seats(5), 1)).toThrow(/1 to 4 players/);
    const r = act(s, 0, { type: 'start' });
    expect(r.events).toContainEqual({ type: 'OperationsStarted', seconds: 60 });
    const two = started(2, ['frankfurt', 'berlin']);
    expect(act(two, 0, { type: 'start' }).events).toContainEqual({ type: 'OperationsStarted', seconds: 30 });
  });
});

describe('phases 1–3', () => {
  it('round 1: the die decides how many passengers arrive, each at the departure station on the card; no event before round 3', () => {
    const s = game.setup(map, {}, seats(2), 11);
    let r = act(s, 0, { type: 'place', train: 'red', station: 'frankfurt' });
    r = act(r.state, 1, { type: 'place', train: 'green', station: 'berlin' });
    const rolled = r.events.find((e) => e.type === 'DieRolled');
    expect(rolled).toBeDefined();
    const arrived = r.events.filter((e) => e.type === 'Arrived');
    expect(arrived.length).toBe(rolled!.type === 'DieRolled' ? rolled!.face : -1);
    for (const e of arrived) if (e.type === 'Arrived') expect(e.station).toBe(PASSENGER_CARDS.find((c) => c.id === e.passenger)!.from);
    expect(r.events.some((e) => e.type === 'EventDrawn')).toBe(false);
    expect(r.state.phase).toBe('briefing');
    const r2 = nextRoundWith(r.state, null, 2);
    expect(r2.events.some((e) => e.type === 'EventDrawn')).toBe(false);
    const r3 = nextRoundWith(r.state, 'snow', 3);
    expect(r3.events.some((e) => e.type === 'EventDrawn')).toBe(true);
  });

  it('the chief of operations rotates each round and alone starts the rail operations (the briefing)', () => {
    const s = started(3, ['frankfurt', 'berlin', 'munich']);
    expect(s.chief).toBe(0);
    expect(game.actors(s)).toEqual([0]);
    expect(game.apply(s, 1, { type: 'start' }).ok).toBe(false);
    const next = nextRoundWith(s, null, 2).state;
    expect(next.chief).toBe(1);
    expect(nextRoundWith(next, null, 3, { eventPile: [] }).state.chief).toBe(2);
  });
});

describe('phase 4: moving trains', () => {
  it('all players act at once; a beginner train moves up to 8 spaces, forward and back, and no more', () => {
    let s = operations(withPassengers(started(2, ['frankfurt', 'berlin']), {}));
    expect(game.actors(s)).toEqual([0, 1]);
    for (let i = 0; i < 8; i++) {
      const st = steps(s, 0, 'red');
      expect(st.length).toBeGreaterThan(0);
      s = act(s, 0, st[i % 2 === 0 ? 0 : st.length - 1]!).state;
    }
    expect(steps(s, 0, 'red')).toEqual([]);
    expect(steps(s, 1, 'green').length).toBeGreaterThan(0);
  });

  it('Rostock to Berlin takes 4 moves on the direct way', () => {
    const s = operations(withPassengers(started(2, ['berlin', 'hamburg']), {}), { parts: [] });
    const fixed = { ...s, parts: started(2, ['berlin', 'hamburg']).parts.map((p) => (p.id === 'red' ? { ...p, space: sp('rostock'), left: 8 } : { ...p, left: 8 })) };
    const r = drive(fixed, 0, 'red', 'berlin');
    expect(r.moves).toBe(4);
    expect(r.state.parts.find((p) => p.id === 'red')!.left).toBe(4);
  });

  it('frequent travellers move 7, the Express 6; the Express goes Cologne–Frankfurt in 1, the others in 3', () => {
    const s = operations(withPassengers(started(2, ['cologne', 'cologne'], { plates: 'frequent' }), {}));
    const base = nextRoundWith(s, null, 2).state;
    expect(base.parts.map((p) => [p.id, p.left])).toEqual([
      ['red', 6],
      ['green', 7],
    ]);
    const ops = operations(base);
    expect(drive(ops, 0, 'red', 'frankfurt', true).moves).toBe(1);
    expect(drive(ops, 1, 'green', 'frankfurt').moves).toBe(3);
    expect(steps(ops, 0, 'red').some((a) => a.type === 'step' && a.to === sp('frankfurt'))).toBe(true);
  });

  it('Würzburg–Mannheim: the Express needs two spaces, just like all other trains', () => {
    const s = operations(withPassengers(started(2, ['frankfurt', 'frankfurt'], { plates: 'frequent' }), {}));
    const at = { ...s, parts: s.parts.map((p) => ({ ...p, space: sp('wuerzburg'), left: 7 })) };
    expect(drive(at, 0, 'red', 'mannheim', true).moves).toBe(2);
    expect(drive(at, 1, 'green', 'mannheim').moves).toBe(2);
  });

  it('leftover moves do not carry over to the next round', () => {
    const s = operations(withPassengers(started(2, ['frankfurt', 'berlin']), {}));
    const moved = act(s, 0, steps(s, 0, 'red')[0]!).state;
    expect(nextRoundWith(moved, null, 2).state.parts.every((p) => p.left === 8)).toBe(true);
  });
});

describe('phase 4: boarding, changing trains, alighting, vouchers', () => {
  const base = () => operations(withPassengers(started(2, ['frankfurt', 'frankfurt']), { p63: { at: 'waiting', station: 'frankfurt' }, p03: { at: 'waiting', station: 'muenster' } }));

  it('a passenger boards only where the locomotive stands, into the car of the travel time', () => {
    const s = base();
    expect(listed(s, 0)).toContainEqual({ type: 'board', part: 'red', passenger: 'p63' });
    expect(listed(s, 0).some((a) => a.type === 'board' && a.passenger === 'p03')).toBe(false);
    const r = act(s, 0, { type: 'board', part: 'red', passenger: 'p63' });
    expect(where(r.state, 'p63')).toEqual({ at: 'aboard', part: 'red', car: 3 });
  });

  it('a passenger with a voucher on the card boards a lower car (travel time 3, one voucher: car 2)', () => {
    const s = operations(withPassengers(started(2, ['frankfurt', 'frankfurt']), { p63: { at: 'waiting', station: 'frankfurt' } }, { p63: 1 }));
    expect(where(act(s, 0, { type: 'board', part: 'red', passenger: 'p63' }).state, 'p63')).toEqual({ at: 'aboard', part: 'red', car: 2 });
  });

  it('passengers change trains only when both locomotives are on the same space, keeping the car number, and not back', () => {
    let s = act(base(), 0, { type: 'board', part: 'red', passenger: 'p63' }).state;
    expect(listed(s, 0)).toContainEqual({ type: 'transfer', passenger: 'p63', to: 'green' });
    s = act(s, 0, { type: 'transfer', passenger: 'p63', to: 'green' }).state;
    expect(where(s, 'p63')).toEqual({ at: 'aboard', part: 'green', car: 3 });
    expect(listed(s, 1).some((a) => a.type === 'transfer')).toBe(false);
    const apart = act(s, 0, steps(s, 0, 'red')[0]!).state;
    expect(listed(apart, 1).some((a) => a.type === 'transfer')).toBe(false);
  });

  it('a passenger alights only at the destination; early (car 2–5) earns a voucher, at most as many as players in the circle', () => {
    let s = operations(withPassengers(started(2, ['frankfurt', 'frankfurt']), { p55: { at: 'aboard', part: 'red', car: 2 }, p33: { at: 'aboard', part: 'red', car: 1 }, p63: { at: 'aboard', part: 'red', car: 3 } }));
    expect(listed(s, 0).some((a) => a.type === 'alight')).toBe(false);
    s = drive(s, 0, 'red', 'fulda').state;
    let r = act(s, 0, { type: 'alight', part: 'red', passenger: 'p55' });
    expect(r.events).toContainEqual({ type: 'Voucher', won: true });
    expect(r.state.vouchers).toBe(1);
    expect(where(r.state, 'p55')).toEqual({ at: 'delivered' });
    // Car 1 arrives on time, without a voucher.
    const late = operations(withPassengers(started(2, ['frankfurt', 'frankfurt']), { p33: { at: 'aboard', part: 'red', car: 1 } }));
    const erfurt = drive(late, 0, 'red', 'erfurt').state;
    r = act(erfurt, 0, { type: 'alight', part: 'red', passenger: 'p33' });
    expect(r.state.vouchers).toBe(0);
    // A full circle takes no more.
    const full = { ...s, vouchers: 2 };
    r = act(full, 0, { type: 'alight', part: 'red', passenger: 'p55' });
    expect(r.state.vouchers).toBe(2);
    expect(r.events).toContainEqual({ type: 'Voucher', won: false });
  });

  it('the phase ends when the time is up (any player may say so) or everyone is done; unfinished actions expire', () => {
    const s = base();
    expect(listed(s, 1)).toContainEqual({ type: 'time-up' });
    const r = act(s, 1, { type: 'time-up' });
    expect(r.state.phase).not.toBe('operations');
    let d = act(s, 0, { type: 'done' }).state;
    expect(game.actors(d)).toEqual([1]);
    expect(listed(d, 0)).toEqual([]);
    d = act(d, 1, { type: 'done' }).state;
    expect(d.phase).not.toBe('operations');
  });
});

describe('phase 5: complaint management', () => {
  it('passengers move one car lower; out of car 1 they complain; waiting passengers complain', () => {
    const s = operations(withPassengers(started(2, ['frankfurt', 'berlin']), { p63: { at: 'aboard', part: 'red', car: 3 }, p33: { at: 'aboard', part: 'red', car: 1 }, p03: { at: 'waiting', station: 'muenster' } }));
    const r = act(s, 0, { type: 'time-up' });
    expect(where(r.state, 'p63')).toEqual({ at: 'aboard', part: 'red', car: 2 });
    expect(where(r.state, 'p33')).toEqual({ at: 'complained' });
    expect(where(r.state, 'p03')).toEqual({ at: 'complained' });
    expect(r.state.complaints).toBe(2);
    expect(r.state.round).toBe(2);
  });

  it('a voucher on a waiting passenger keeps him in the game without a complaint', () => {
    const s = operations(withPassengers(started(2, ['frankfurt', 'berlin']), { p03: { at: 'waiting', station: 'muenster' } }), { vouchers: 1 });
    let r = act(s, 0, { type: 'time-up' });
    expect(r.state.phase).toBe('decide');
    expect(listed(r.state, 0)).toEqual([
      { type: 'pick', passenger: 'p03' },
      { type: 'choose', option: 'done' },
    ]);
    r = act(r.state, 0, { type: 'pick', passenger: 'p03' });
    expect(r.state.complaints).toBe(0);
    expect(r.state.vouchers).toBe(0);
    expect(where(r.state, 'p03')).toEqual({ at: 'waiting', station: 'muenster' });
    expect(r.state.passengers.find((p) => p.id === 'p03')!.vouchers).toBe(1);
  });

  it('a full voucher circle (as many as players) takes a complaint off the meter', () => {
    const s = operations(withPassengers(started(2, ['frankfurt', 'berlin']), {}), { vouchers: 2, complaints: 3 });
    let r = act(s, 0, { type: 'time-up' });
    expect(listed(r.state, 0)).toContainEqual({ type: 'choose', option: 'cash' });
    r = act(r.state, 0, { type: 'choose', option: 'cash' });
    expect(r.state.complaints).toBe(2);
    expect(r.state.vouchers).toBe(0);
    // One voucher short of full: no cashing.
    const short = act(operations(s, { vouchers: 1 }), 0, { type: 'time-up' }).state;
    expect(short.phase).toBe('briefing');
    expect(short.complaints).toBe(3);
  });

  it('8 complaints lose the game at once', () => {
    const s = operations(withPassengers(started(2, ['frankfurt', 'berlin']), { p33: { at: 'aboard', part: 'red', car: 1 } }), { complaints: 7 });
    const r = act(s, 0, { type: 'time-up' });
    expect(r.state.phase).toBe('over');
    expect(game.result(r.state)).toMatchObject({ kind: 'team', won: false, score: 8 });
    expect(game.actors(r.state)).toEqual([]);
  });
});

describe('round 15', () => {
  const at15 = (placed: Parameters<typeof withPassengers>[1], complaints: number, where15: readonly string[] = ['frankfurt', 'fulda']) => {
    const s = withPassengers(started(2, ['frankfurt', 'berlin']), {});
    const parts = s.parts.map((p, i) => ({ ...p, space: sp(where15[i]!) }));
    const r = nextRoundWith({ ...s, parts }, null, 15, { complaints, eventPile: [] });
    return { ...r, state: withPassengers(r.state, placed) };
  };

  it('brings no new passengers', () => {
    const r = at15({}, 0);
    expect(r.state.round).toBe(15);
    expect(r.events.some((e) => e.type === 'DieRolled')).toBe(false);
  });

  it('each passenger still waiting adds 1, every 2 still on the trains add 1; 7 or fewer win', () => {
    const r = at15({ p03: { at: 'waiting', station: 'muenster' }, p63: { at: 'aboard', part: 'red', car: 3 }, p55: { at: 'aboard', part: 'red', car: 2 }, p33: { at: 'aboard', part: 'green', car: 2 } }, 5);
    const end = act(operations(r.state), 0, { type: 'time-up' }).state;
    expect(end.complaints).toBe(5 + 1 + 1);
    expect(game.result(end)).toMatchObject({ kind: 'team', won: true, score: 7 });
    const lost = at15({ p03: { at: 'waiting', station: 'muenster' }, p63: { at: 'aboard', part: 'red', car: 3 }, p55: { at: 'aboard', part: 'red', car: 2 } }, 6);
    const end2 = act(operations(lost.state), 0, { type: 'time-up' }).state;
    expect(game.result(end2)).toMatchObject({ kind: 'team', won: false, score: 8 });
  });

  it('with every train in a red station, one remaining passenger leaves without complaint', () => {
    const r = at15({ p03: { at: 'waiting', station: 'muenster' } }, 7, ['frankfurt', 'berlin']);
    let s = act(operations(r.state), 0, { type: 'time-up' }).state;
    expect(s.phase).toBe('decide');
    expect(listed(s, s.chief)).toEqual([
      { type: 'pick', passenger: 'p03' },
      { type: 'choose', option: 'none' },
    ]);
    s = act(s, s.chief, { type: 'pick', passenger: 'p03' }).state;
    expect(game.result(s)).toMatchObject({ won: true, score: 7 });
    // Not every train in a red station: no such choice.
    const r2 = at15({ p03: { at: 'waiting', station: 'muenster' } }, 7, ['frankfurt', 'fulda']);
    const s2 = act(operations(r2.state), 0, { type: 'time-up' }).state;
    expect(game.result(s2)).toMatchObject({ won: false, score: 8 });
  });
});

describe('event cards', () => {
  const two = () => withPassengers(started(2, ['frankfurt', 'berlin']), {});
  const three = () => withPassengers(started(3, ['frankfurt', 'berlin', 'munich']), {});
  const lefts = (s: BahnState) => s.parts.map((p) => p.left);

  it('snow −2, overcrowded −1, the early conductor +1', () => {
    expect(lefts(nextRoundWith(two(), 'snow', 3).state)).toEqual([6, 6]);
    expect(lefts(nextRoundWith(two(), 'overcrowded', 3).state)).toEqual([7, 7]);
    expect(lefts(nextRoundWith(two(), 'early-conductor', 3).state)).toEqual([9, 9]);
  });

  it('questions about the real world are answered in the app: a ticket gives 2 more spaces; no doctor costs 1', () => {
    let s = nextRoundWith(two(), 'tickets', 3).state;
    expect(s.phase).toBe('decide');
    expect(listed(s, s.chief)).toEqual([
      { type: 'choose', option: 'yes' },
      { type: 'choose', option: 'no' },
    ]);
    expect(lefts(act(s, s.chief, { type: 'choose', option: 'yes' }).state)).toEqual([10, 10]);
    s = nextRoundWith(two(), 'sick-passenger', 3).state;
    expect(lefts(act(s, s.chief, { type: 'choose', option: 'no' }).state)).toEqual([7, 7]);
    expect(lefts(act(s, s.chief, { type: 'choose', option: 'yes' }).state)).toEqual([8, 8]);
  });

  it('the mosquito card: with a drink, a sip at the next station before moving on; without, refuel at a red station first', () => {
    let s = nextRoundWith(two(), 'windshield', 3).state;
    s = act(s, s.chief, { type: 'choose', option: 'yes' }).state;
    s = act(s, s.chief, { type: 'start' }).state;
    const r = drive(s, 0, 'red', 'fulda');
    expect(listed(r.state, 0).filter((a) => a.type !== 'done' && a.type !== 'time-up')).toEqual([{ type: 'sip', part: 'red' }]);
    const sipped = act(r.state, 0, { type: 'sip', part: 'red' }).state;
    expect(steps(sipped, 0, 'red').length).toBeGreaterThan(0);
    // No drink: a train away from a red station serves no passengers until it refuels there.
    let n = withPassengers(started(2, ['frankfurt', 'berlin']), { p55: { at: 'waiting', station: 'fulda' } });
    n = { ...n, parts: n.parts.map((p) => (p.id === 'red' ? { ...p, space: sp('fulda') } : p)) };
    let t = nextRoundWith(n, 'windshield', 3, { pile: [] }).state;
    t = act(t, t.chief, { type: 'choose', option: 'no' }).state;
    t = operations(t);
    expect(listed(t, 0).some((a) => a.type === 'board')).toBe(false);
  });

  it('Fulda and Frankfurt closed: nobody enters, whoever is there gets away', () => {
    const s = operations(nextRoundWith(two(), 'fulda-bomb', 3).state);
    expect(s.closedStations).toEqual(['fulda']);
    const near = { ...s, parts: s.parts.map((p) => (p.id === 'red' ? { ...p, space: shortestPath(map, sp('frankfurt'), sp('fulda'))![0]! } : p)) };
    expect(steps(near, 0, 'red').some((a) => a.type === 'step' && a.to === sp('fulda'))).toBe(false);
    const f = operations(nextRoundWith(two(), 'frankfurt-control', 3).state);
    expect(f.closedStations).toEqual(['frankfurt']);
    expect(steps(f, 0, 'red').length).toBeGreaterThan(0);
  });

  it('embankment fire closes Cologne–Frankfurt; trains already on it go on with 2 spaces less', () => {
    const s = two();
    const on = shortestPath(map, sp('cologne'), sp('frankfurt'))![0]!;
    const r = nextRoundWith({ ...s, parts: s.parts.map((p) => (p.id === 'red' ? { ...p, space: on } : p)) }, 'embankment-fire', 3).state;
    expect(r.closedRoutes).toEqual(['cologne-frankfurt']);
    expect(lefts(r)).toEqual([6, 8]);
    const atCologne = operations({ ...r, parts: r.parts.map((p) => (p.id === 'green' ? { ...p, space: sp('cologne') } : p)) });
    expect(steps(atCologne, 1, 'green').some((a) => a.type === 'step' && a.to === on)).toBe(false);
    expect(steps(atCologne, 0, 'red').length).toBe(2);
  });

  it('blackberry pickers close Hannover–Kassel', () => {
    expect(nextRoundWith(two(), 'blackberries', 3).state.closedRoutes).toEqual(['hannover-kassel']);
  });

  it('cyclone Eberhard moves the round marker back by one', () => {
    const r = nextRoundWith(two(), 'cyclone', 5);
    expect(r.events).toContainEqual({ type: 'MarkerBack', round: 4 });
    expect(r.state.round).toBe(4);
    expect(r.state.phase).toBe('briefing');
    expect(nextRoundWith(r.state, null, 5).state.round).toBe(5);
  });

  it('change of shift: each player passes his train clockwise', () => {
    const s = nextRoundWith(three(), 'shift-change', 3).state;
    expect(s.trains.map((t) => t.driver)).toEqual([1, 2, 0]);
    expect(game.tokens(s).find((t) => t.id === 'train-red')!.seat).toBe(1);
    const solo = nextRoundWith(withPassengers(started(1, ['frankfurt', 'berlin']), {}), 'shift-change', 3);
    expect(solo.events.some((e) => e.type === 'NoEffect')).toBe(true);
  });

  it('currywurst trays give a voucher, within the circle', () => {
    expect(nextRoundWith(two(), 'currywurst', 3).state.vouchers).toBe(1);
    expect(nextRoundWith(two(), 'currywurst', 3, { vouchers: 2 }).state.vouchers).toBe(2);
  });

  it('toilets: on every train one passenger moves a car lower; out of car 1 he complains at once', () => {
    const s = withPassengers(started(2, ['frankfurt', 'berlin']), { p63: { at: 'aboard', part: 'red', car: 3 }, p55: { at: 'aboard', part: 'red', car: 2 }, p01: { at: 'aboard', part: 'green', car: 1 } });
    let r = nextRoundWith(s, 'toilets', 3).state;
    // Phase 5 of round 2 moved everyone down first: p63 in 2, p55 in 1, p01 late.
    expect(r.complaints).toBe(1);
    expect(listed(r, r.chief)).toEqual(
      expect.arrayContaining([
        { type: 'pick', passenger: 'p63' },
        { type: 'pick', passenger: 'p55' },
      ]),
    );
    expect(listed(r, r.chief).length).toBe(2);
    const a = act(r, r.chief, { type: 'pick', passenger: 'p55' });
    expect(a.events).toContainEqual({ type: 'Complaint', passenger: 'p55', points: 1, why: 'moved out of the train' });
    r = a.state;
    expect(r.complaints).toBe(2);
    expect(r.phase).toBe('briefing');
  });

  it('a delayed train: all its passengers move a car lower; the bachelors send car 3 to car 2', () => {
    const s = withPassengers(started(2, ['frankfurt', 'berlin']), { p63: { at: 'aboard', part: 'red', car: 4 }, p55: { at: 'aboard', part: 'red', car: 3 } });
    let r = nextRoundWith(s, 'delayed-train', 3).state;
    expect(listed(r, r.chief)).toEqual([{ type: 'pick-train', train: 'red' }]);
    r = act(r, r.chief, { type: 'pick-train', train: 'red' }).state;
    expect([where(r, 'p63'), where(r, 'p55')]).toEqual([
      { at: 'aboard', part: 'red', car: 2 },
      { at: 'aboard', part: 'red', car: 1 },
    ]);
    let b = nextRoundWith(s, 'bachelors', 3).state;
    b = act(b, b.chief, { type: 'pick-train', train: 'red' }).state;
    expect(where(b, 'p63')).toEqual({ at: 'aboard', part: 'red', car: 2 });
  });

  it('engine damage and heat: only with 3–4 players; one train stands still, or one complaint', () => {
    expect(nextRoundWith(two(), 'engine-damage', 3).events.some((e) => e.type === 'NoEffect')).toBe(true);
    let s = nextRoundWith(three(), 'engine-damage', 3).state;
    expect(listed(s, s.chief)).toEqual([
      { type: 'choose', option: 'train' },
      { type: 'choose', option: 'complaint' },
    ]);
    expect(act(s, s.chief, { type: 'choose', option: 'complaint' }).state.complaints).toBe(1);
    s = act(s, s.chief, { type: 'choose', option: 'train' }).state;
    s = act(s, s.chief, { type: 'pick-train', train: 'green' }).state;
    expect(lefts(s)).toEqual([8, 0, 8]);
    const h = nextRoundWith(three(), 'heat', 3).state;
    expect(h.pending[0]).toMatchObject({ kind: 'either', effect: 'heat' });
  });

  it('newspapers and the changed arrangement: a voucher, or a passenger one car lower / one train a space less', () => {
    const s = withPassengers(started(2, ['frankfurt', 'berlin']), { p63: { at: 'aboard', part: 'red', car: 4 } });
    let r = nextRoundWith(s, 'newspapers', 3, { vouchers: 1 }).state;
    expect(act(r, r.chief, { type: 'choose', option: 'voucher' }).state.vouchers).toBe(0);
    r = act(r, r.chief, { type: 'choose', option: 'passenger' }).state;
    r = act(r, r.chief, { type: 'pick', passenger: 'p63' }).state;
    expect(where(r, 'p63')).toMatchObject({ car: 2 });
    let a = nextRoundWith(two(), 'arrangement', 3).state;
    expect(listed(a, a.chief)).toEqual([
      { type: 'pick-train', train: 'red' },
      { type: 'pick-train', train: 'green' },
    ]);
    a = act(a, a.chief, { type: 'pick-train', train: 'red' }).state;
    expect(lefts(a)).toEqual([7, 8]);
  });

  it('waiting for connections: each player draws two, one comes into play, the other goes under the pile', () => {
    let s = nextRoundWith(two(), 'connections', 3).state;
    const before = s.passengers.filter((p) => p.where.at === 'waiting').length;
    expect(s.pending.filter((d) => d.kind === 'keep-one').length).toBe(2);
    const d = s.pending[0]!;
    if (d.kind !== 'keep-one') throw new Error('keep-one expected');
    s = act(s, s.chief, { type: 'pick', passenger: d.drawn[0]! }).state;
    expect(where(s, d.drawn[0]!).at).toBe('waiting');
    expect(s.pile.at(-1)).toBe(d.drawn[1]);
    expect(s.passengers.filter((p) => p.where.at === 'waiting').length).toBe(before + 1);
    expect(nextRoundWith(two(), 'connections', 15).events.some((e) => e.type === 'NoEffect')).toBe(true);
  });

  it('the last-second passenger comes into play', () => {
    const r = nextRoundWith(two(), 'last-second', 15);
    expect(r.events.filter((e) => e.type === 'Arrived').length).toBe(1);
  });

  it('new software: a passenger may pass to the train on the left, in the same car', () => {
    const s = withPassengers(started(2, ['frankfurt', 'berlin']), { p63: { at: 'aboard', part: 'red', car: 4 } });
    let r = nextRoundWith(s, 'software', 3).state;
    expect(listed(r, r.chief)).toEqual([
      { type: 'pick', passenger: 'p63' },
      { type: 'choose', option: 'none' },
    ]);
    r = act(r, r.chief, { type: 'pick', passenger: 'p63' }).state;
    expect(where(r, 'p63')).toEqual({ at: 'aboard', part: 'green', car: 3 });
  });

  it('new software passes nobody to a train where a passenger travels alone, nor one who travels alone to an occupied train', () => {
    const s = withPassengers(started(2, ['frankfurt', 'berlin'], { specialPassengers: true }), { p63: { at: 'aboard', part: 'red', car: 4 }, s3: { at: 'aboard', part: 'green', car: 4 } });
    const r = nextRoundWith(s, 'software', 3).state;
    expect(listed(r, r.chief)).toEqual([{ type: 'choose', option: 'none' }]);
    const r2 = act(r, r.chief, { type: 'choose', option: 'none' }).state;
    expect(listed(r2, r2.chief)).toEqual([{ type: 'choose', option: 'none' }]);
  });

  it('the warning strike: one space less for every train, or one passenger per train a car lower', () => {
    const s = nextRoundWith(two(), 'strike', 3).state;
    expect(lefts(act(s, s.chief, { type: 'choose', option: 'fewer-spaces' }).state)).toEqual([7, 7]);
    expect(lefts(act(s, s.chief, { type: 'choose', option: 'passengers' }).state)).toEqual([8, 8]);
  });
});

describe('frequent-traveller variants', () => {
  it('Sinatra keeps one passenger in the same car at the end of the round', () => {
    const s = operations(withPassengers(started(2, ['frankfurt', 'berlin'], { plates: 'frequent' }), { p63: { at: 'aboard', part: 'green', car: 1 }, p55: { at: 'aboard', part: 'green', car: 2 } }));
    let r = act(s, 0, { type: 'time-up' }).state;
    expect(r.pending[0]).toMatchObject({ kind: 'sinatra', seat: 1 });
    r = act(r, 1, { type: 'pick', passenger: 'p63' }).state;
    expect(where(r, 'p63')).toEqual({ at: 'aboard', part: 'green', car: 1 });
    expect(where(r, 'p55')).toEqual({ at: 'aboard', part: 'green', car: 1 });
    expect(r.complaints).toBe(0);
  });

  it('Röntgen draws one passenger more and puts one back under the pile (never a special passenger)', () => {
    const s = started(3, ['frankfurt', 'berlin', 'munich'], { plates: 'frequent' }, 3);
    expect(s.pending[0]?.kind).toBe('put-back');
    const d = s.pending[0]!;
    if (d.kind !== 'put-back') throw new Error('put-back expected');
    expect(d.drawn.length).toBe(s.lastDie! + 1);
    const back = d.drawn[0]!;
    const r = act(s, s.chief, { type: 'pick', passenger: back }).state;
    expect(r.pile.at(-1)).toBe(back);
    expect(r.passengers.filter((p) => p.where.at === 'waiting').length).toBe(s.lastDie);
    const withSpecial = { ...s, pending: [{ ...d, drawn: ['s1', ...d.drawn.slice(1)] }] };
    expect(listed(withSpecial, s.chief).some((a) => a.type === 'pick' && a.passenger === 's1')).toBe(false);
  });

  it('St. Martin splits in rounds 3, 6, 9, 12: a second part with 7 spaces; a passenger left in it complains', () => {
    const placed = withPassengers(started(4, ['frankfurt', 'berlin', 'munich', 'hannover'], { plates: 'frequent' }), {});
    const s = { ...placed, parts: placed.parts.map((p) => (p.id === 'blue' ? { ...p, space: sp('fulda') } : p)) };
    const r = nextRoundWith(s, null, 3, { eventPile: [] }).state;
    const cube = r.parts.find((p) => p.cube)!;
    expect(cube).toMatchObject({ id: 'blue-cube', space: sp('fulda'), left: 7 });
    expect(r.parts.find((p) => p.id === 'blue')!.left).toBe(7);
    expect(game.tokens(r).map((t) => t.id)).toContain('cube-blue');
    const loaded = operations(withPassengers(r, { p55: { at: 'aboard', part: 'blue-cube', car: 3 } }));
    const end = act(loaded, 0, { type: 'time-up' }).state;
    expect(where(end, 'p55')).toEqual({ at: 'complained' });
    expect(end.complaints).toBe(1);
    expect(end.parts.some((p) => p.cube)).toBe(false);
    expect(nextRoundWith(s, null, 4, { eventPile: [] }).state.parts.some((p) => p.cube)).toBe(false);
  });

  it('special passengers: 2 complaints when late; some never change trains, travel alone or refuse vouchers', () => {
    const base = started(2, ['frankfurt', 'frankfurt'], { specialPassengers: true });
    const late = act(operations(withPassengers(base, { s1: { at: 'aboard', part: 'red', car: 1 } })), 0, { type: 'time-up' }).state;
    expect(late.complaints).toBe(2);
    const noChange = operations(withPassengers(base, { s1: { at: 'aboard', part: 'red', car: 3 } }));
    expect(listed(noChange, 0).some((a) => a.type === 'transfer')).toBe(false);
    const star = operations(withPassengers(base, { s3: { at: 'waiting', station: 'frankfurt' }, p63: { at: 'aboard', part: 'red', car: 3 } }));
    expect(listed(star, 0).some((a) => a.type === 'board' && a.passenger === 's3')).toBe(false);
    expect(listed(star, 1).some((a) => a.type === 'board' && a.passenger === 's3')).toBe(true);
    const inspector = operations(withPassengers(base, { s5: { at: 'waiting', station: 'leipzig' } }), { vouchers: 1 });
    const end = act(inspector, 0, { type: 'time-up' }).state;
    expect(end.complaints).toBe(2);
  });
});

describe('apply', () => {
  it('rejects what is not listed and leaves the state as it was', () => {
    const s = operations(withPassengers(started(2, ['frankfurt', 'berlin']), {}));
    const copy = JSON.stringify(game.hashable(s));
    for (const bad of [{ type: 'step', part: 'red', to: sp('berlin') }, { type: 'board', part: 'red', passenger: 'p01' }, { type: 'start' }, { type: 'fly' }]) {
      const r = game.apply(s, 0, bad as never);
      expect(r.ok).toBe(false);
    }
    expect(game.apply(s, 2, { type: 'done' }).ok).toBe(false);
    expect(JSON.stringify(game.hashable(s))).toBe(copy);
  });
});

describe('the rulebook’s worked examples', () => {
  it('travel time 2 boards car 2, travel time 3 car 3', () => {
    const s = operations(withPassengers(started(2, ['frankfurt', 'frankfurt']), { p63: { at: 'waiting', station: 'frankfurt' }, p55: { at: 'waiting', station: 'frankfurt' } }));
    let r = act(s, 0, { type: 'board', part: 'red', passenger: 'p55' }).state;
    r = act(r, 0, { type: 'board', part: 'red', passenger: 'p63' }).state;
    expect([where(r, 'p55'), where(r, 'p63')]).toEqual([
      { at: 'aboard', part: 'red', car: 2 },
      { at: 'aboard', part: 'red', car: 3 },
    ]);
  });

  it('the train split in Fulda: the locomotive takes a passenger to Hannover and goes on to Bremen, the cube one to Leipzig; one picked up in Leipzig by the cube complains', () => {
    const placed = withPassengers(started(4, ['frankfurt', 'berlin', 'munich', 'hannover'], { plates: 'frequent' }), {});
    const atFulda = { ...placed, parts: placed.parts.map((p) => (p.id === 'blue' ? { ...p, space: sp('fulda') } : p)) };
    let s = nextRoundWith(atFulda, null, 3, { eventPile: [] }).state;
    s = operations(withPassengers(s, { p74: { at: 'waiting', station: 'fulda' }, p41: { at: 'aboard', part: 'blue', car: 3 }, p42: { at: 'waiting', station: 'leipzig' } }));
    const blue = s.trains.find((t) => t.colour === 'blue')!.driver;
    s = act(s, blue, { type: 'board', part: 'blue', passenger: 'p74' }).state;
    s = act(s, blue, { type: 'transfer', passenger: 'p41', to: 'blue-cube' }).state;
    // The locomotive: Fulda → Hannover (5 spaces), drop off, on towards Bremen (2 more: its 7).
    let r = drive(s, blue, 'blue', 'hannover');
    expect(r.moves).toBe(5);
    s = act(r.state, blue, { type: 'alight', part: 'blue', passenger: 'p74' }).state;
    r = drive(s, blue, 'blue', 'bremen');
    expect(r.moves).toBe(2);
    s = r.state;
    expect(steps(s, blue, 'blue')).toEqual([]);
    // The cube: Fulda → Leipzig within its own 7.
    r = drive(s, blue, 'blue-cube', 'leipzig');
    expect(r.moves).toBeLessThanOrEqual(7);
    s = act(r.state, blue, { type: 'alight', part: 'blue-cube', passenger: 'p41' }).state;
    s = act(s, blue, { type: 'board', part: 'blue-cube', passenger: 'p42' }).state;
    const end = act(s, blue, { type: 'time-up' }).state;
    expect(where(end, 'p41')).toEqual({ at: 'delivered' });
    expect(where(end, 'p42')).toEqual({ at: 'complained' });
    expect(end.complaints).toBe(1);
    expect(end.vouchers).toBe(2);
  });
});
