/**
 * The rail map as a graph of spaces, the numbering a token's `space` uses:
 * stations first (in file order, 0 … S − 1), then each route's spaces in file
 * order, from its `from` end to its `to` end. Built once per map object and
 * cached; every query here is pure.
 */
import type { RailMap, SpaceColour } from './schema';

export type SpaceInfo =
  | { readonly kind: 'station'; readonly station: number }
  | { readonly kind: 'route'; readonly route: number; /** 0 = next to `from`. */ readonly index: number; readonly colour: SpaceColour };

/** A step between neighbouring spaces, along `route`. */
export interface Link {
  readonly to: number;
  readonly route: number;
}

export interface RailNetwork {
  readonly map: RailMap;
  readonly spaces: readonly SpaceInfo[];
  /** links[space]: the neighbouring spaces. */
  readonly links: readonly (readonly Link[])[];
  /** The flat index of each route's first space (its spaces follow in order). */
  readonly routeStart: readonly number[];
  readonly stationIndex: ReadonlyMap<string, number>;
  readonly routeIndex: ReadonlyMap<string, number>;
}

const cache = new WeakMap<RailMap, RailNetwork>();

/** The network of a map (maps are values: edit functions return new ones, so the cache stays right). */
export function railNetwork(map: RailMap): RailNetwork {
  const hit = cache.get(map);
  if (hit) return hit;
  const stationIndex = new Map<string, number>();
  map.stations.forEach((s, i) => {
    if (!stationIndex.has(s.id)) stationIndex.set(s.id, i);
  });
  const routeIndex = new Map<string, number>();
  const spaces: SpaceInfo[] = map.stations.map((_, station) => ({ kind: 'station', station }));
  const routeStart: number[] = [];
  map.routes.forEach((r, route) => {
    if (!routeIndex.has(r.id)) routeIndex.set(r.id, route);
    routeStart.push(spaces.length);
    r.spaces.forEach((colour, index) => spaces.push({ kind: 'route', route, index, colour }));
  });
  const links: Link[][] = spaces.map(() => []);
  const join = (a: number, b: number, route: number) => {
    links[a]!.push({ to: b, route });
    links[b]!.push({ to: a, route });
  };
  map.routes.forEach((r, route) => {
    const from = stationIndex.get(r.from);
    const to = stationIndex.get(r.to);
    if (from === undefined || to === undefined || from === to) return;
    const path = [from, ...r.spaces.map((_, i) => routeStart[route]! + i), to];
    for (let i = 0; i + 1 < path.length; i++) join(path[i]!, path[i + 1]!, route);
  });
  const net: RailNetwork = { map, spaces, links, routeStart, stationIndex, routeIndex };
  cache.set(map, net);
  return net;
}

/** How many spaces the map has (stations and route spaces). */
export function spaceCount(map: RailMap): number {
  return railNetwork(map).spaces.length;
}

/** The space of a station, by id (undefined when the map has no such station). */
export function stationSpace(map: RailMap, id: string): number | undefined {
  return railNetwork(map).stationIndex.get(id);
}

/** The station on a space, or null for a route space. */
export function stationAt(map: RailMap, space: number): string | null {
  const info = railNetwork(map).spaces[space];
  return info?.kind === 'station' ? map.stations[info.station]!.id : null;
}

/** The route a space lies on, or null for a station. */
export function routeAt(map: RailMap, space: number): string | null {
  const info = railNetwork(map).spaces[space];
  return info?.kind === 'route' ? map.routes[info.route]!.id : null;
}

/** What may not be entered now (events close stations and routes). */
export interface Closures {
  readonly stations?: readonly string[];
  readonly routes?: readonly string[];
}

export interface StepOptions {
  /** The Express: it skips white spaces on express routes (see `expressSkips`). */
  readonly express?: boolean;
  readonly closed?: Closures;
}

/**
 * Whether the Express passes over `to` without counting it when it comes from
 * `from`: a white space of an express route, unless the Express is entering
 * the route there, i.e. comes from a black station or a black space (the
 * rulebook: "white spaces are counted when entering an express route on a
 * white space"). From a red station, a red space or a white space it is free.
 */
export function expressSkips(net: RailNetwork, from: number, to: number): boolean {
  const t = net.spaces[to];
  if (t?.kind !== 'route' || t.colour !== 'white' || !net.map.routes[t.route]!.express) return false;
  const f = net.spaces[from];
  if (!f) return false;
  if (f.kind === 'station') return net.map.stations[f.station]!.hub;
  return f.colour !== 'black';
}

function closedStation(net: RailNetwork, space: number, closed: Closures | undefined): boolean {
  const info = net.spaces[space];
  return info?.kind === 'station' && (closed?.stations?.includes(net.map.stations[info.station]!.id) ?? false);
}

function closedRoute(net: RailNetwork, route: number, closed: Closures | undefined): boolean {
  return closed?.routes?.includes(net.map.routes[route]!.id) ?? false;
}

/**
 * The spaces one counted step away. A train moves space by space along the
 * routes; the Express passes over the white spaces it skips in the same step.
 * A closed station cannot be entered; a closed route cannot be entered from
 * outside it (a train already on it may move along it).
 */
export function stepTargets(map: RailMap, from: number, options: StepOptions = {}): number[] {
  const net = railNetwork(map);
  const out: number[] = [];
  const here = net.spaces[from];
  if (!here) return out;
  for (const link of net.links[from]!) {
    const onRoute = here.kind === 'route' && here.route === link.route;
    if (!onRoute && closedRoute(net, link.route, options.closed)) continue;
    let prev = from;
    let cur = link.to;
    // The Express passes over skipped white spaces: on along the route to the next counted space.
    while (options.express && expressSkips(net, prev, cur)) {
      const next = net.links[cur]!.find((l) => l.to !== prev && l.route === link.route);
      if (!next) break;
      prev = cur;
      cur = next.to;
    }
    if (closedStation(net, cur, options.closed)) continue;
    if (!out.includes(cur)) out.push(cur);
  }
  return out;
}

const distanceMemo = new WeakMap<RailMap, Map<string, readonly number[]>>();
/** Results kept per map; beyond this many the memo starts afresh (it only saves work). */
const MEMO_LIMIT = 20_000;

/**
 * Counted steps from `from` to every space (Infinity where unreachable).
 * Memoised per map, space and options: the result is shared, never change it.
 */
export function distancesFrom(map: RailMap, from: number, options: StepOptions = {}): readonly number[] {
  let memo = distanceMemo.get(map);
  if (!memo) distanceMemo.set(map, (memo = new Map()));
  const key = `${from}|${options.express ? 1 : 0}|${(options.closed?.stations ?? []).join(',')}|${(options.closed?.routes ?? []).join(',')}`;
  const hit = memo.get(key);
  if (hit) return hit;
  const net = railNetwork(map);
  const dist = net.spaces.map(() => Infinity);
  if (net.spaces[from]) {
    dist[from] = 0;
    let frontier = [from];
    for (let d = 1; frontier.length > 0; d++) {
      const next: number[] = [];
      for (const s of frontier) {
        for (const t of stepTargets(map, s, options)) {
          if (dist[t] === Infinity) {
            dist[t] = d;
            next.push(t);
          }
        }
      }
      frontier = next;
    }
  }
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, dist);
  return dist;
}

/** Counted steps between two spaces (Infinity when there is no way). */
export function distance(map: RailMap, from: number, to: number, options: StepOptions = {}): number {
  return distancesFrom(map, from, options)[to] ?? Infinity;
}

/** Counted steps between two stations, by id. */
export function stationDistance(map: RailMap, from: string, to: string, options: StepOptions = {}): number {
  const a = stationSpace(map, from);
  const b = stationSpace(map, to);
  if (a === undefined || b === undefined) return Infinity;
  return distance(map, a, b, options);
}

/** A shortest way from `from` to `to` (the spaces after `from`, ending at `to`); null when there is none. */
export function shortestPath(map: RailMap, from: number, to: number, options: StepOptions = {}): number[] | null {
  const net = railNetwork(map);
  if (!net.spaces[from] || !net.spaces[to]) return null;
  if (from === to) return [];
  const parent = new Map<number, number>([[from, -1]]);
  let frontier = [from];
  while (frontier.length > 0 && !parent.has(to)) {
    const next: number[] = [];
    for (const s of frontier) {
      for (const t of stepTargets(map, s, options)) {
        if (!parent.has(t)) {
          parent.set(t, s);
          next.push(t);
        }
      }
    }
    frontier = next;
  }
  if (!parent.has(to)) return null;
  const path: number[] = [];
  for (let cur = to; cur !== from; cur = parent.get(cur)!) path.push(cur);
  return path.reverse();
}

/** The routes that touch a station. */
export function routesOf(map: RailMap, station: string): string[] {
  return map.routes.filter((r) => r.from === station || r.to === station).map((r) => r.id);
}

/** The route joining two stations (either way round), if any. */
export function routeBetween(map: RailMap, a: string, b: string): string | null {
  return map.routes.find((r) => (r.from === a && r.to === b) || (r.from === b && r.to === a))?.id ?? null;
}
