/**
 * Editing a rail map (Build mode): pure functions that return a new map or a
 * reason the edit cannot be made. Structural rules hold after every edit
 * (unique ids, routes between two known stations, at most one per pair);
 * whether the whole map can host a game is `validateRailMap`, shown live.
 */
import { oneLine, QUOTE_CHARS } from '../track/describe-value';
import { RAIL_MAP_FORMAT, railMapSchema, stationSchema, type RailMap, type Route, type SpaceColour, type Station } from './schema';

export type EditResult = { readonly ok: true; readonly map: RailMap } | { readonly ok: false; readonly error: string };

const q = (id: string) => `'${oneLine(id, QUOTE_CHARS)}'`;

function checked(map: RailMap): EditResult {
  const r = railMapSchema.safeParse(map);
  if (!r.success) return { ok: false, error: oneLine(r.error.issues[0]?.message ?? 'not a valid rail map') };
  return { ok: true, map: r.data };
}

/** An empty map to build on. */
export function emptyRailMap(name: string): RailMap {
  return { format: RAIL_MAP_FORMAT, name, stations: [], routes: [] };
}

export function addStation(map: RailMap, station: Station): EditResult {
  const s = stationSchema.safeParse(station);
  if (!s.success) return { ok: false, error: oneLine(`station: ${s.error.issues[0]?.message ?? 'not a station'}`) };
  if (map.stations.some((x) => x.id === station.id)) return { ok: false, error: `there is already a station ${q(station.id)}` };
  return checked({ ...map, stations: [...map.stations, s.data] });
}

export function moveStation(map: RailMap, id: string, x: number, y: number): EditResult {
  if (!map.stations.some((s) => s.id === id)) return { ok: false, error: `there is no station ${q(id)}` };
  return checked({ ...map, stations: map.stations.map((s) => (s.id === id ? { ...s, x, y } : s)) });
}

export function setHub(map: RailMap, id: string, hub: boolean): EditResult {
  if (!map.stations.some((s) => s.id === id)) return { ok: false, error: `there is no station ${q(id)}` };
  return checked({ ...map, stations: map.stations.map((s) => (s.id === id ? { ...s, hub } : s)) });
}

/** Removes a station and the routes that touch it. */
export function removeStation(map: RailMap, id: string): EditResult {
  if (!map.stations.some((s) => s.id === id)) return { ok: false, error: `there is no station ${q(id)}` };
  return checked({ ...map, stations: map.stations.filter((s) => s.id !== id), routes: map.routes.filter((r) => r.from !== id && r.to !== id) });
}

export interface NewRoute {
  readonly from: string;
  readonly to: string;
  /** The spaces between the stations, from `from` to `to`. */
  readonly spaces: readonly SpaceColour[];
  readonly express?: boolean;
  /** Default `from-to`. */
  readonly id?: string;
}

/** Joins two stations with a route of `spaces.length` spaces in the given colours. */
export function addRoute(map: RailMap, route: NewRoute): EditResult {
  const ids = new Set(map.stations.map((s) => s.id));
  if (!ids.has(route.from)) return { ok: false, error: `there is no station ${q(route.from)}` };
  if (!ids.has(route.to)) return { ok: false, error: `there is no station ${q(route.to)}` };
  if (route.from === route.to) return { ok: false, error: 'a route joins two different stations' };
  if (map.routes.some((r) => (r.from === route.from && r.to === route.to) || (r.from === route.to && r.to === route.from))) return { ok: false, error: `${q(route.from)} and ${q(route.to)} are already joined` };
  const id = route.id ?? `${route.from}-${route.to}`;
  if (map.routes.some((r) => r.id === id)) return { ok: false, error: `there is already a route ${q(id)}` };
  const r: Route = { id, from: route.from, to: route.to, spaces: [...route.spaces], express: route.express ?? false };
  return checked({ ...map, routes: [...map.routes, r] });
}

export function removeRoute(map: RailMap, id: string): EditResult {
  if (!map.routes.some((r) => r.id === id)) return { ok: false, error: `there is no route ${q(id)}` };
  return checked({ ...map, routes: map.routes.filter((r) => r.id !== id) });
}

/** Marks a route as an express route (or not). */
export function setExpress(map: RailMap, id: string, express: boolean): EditResult {
  if (!map.routes.some((r) => r.id === id)) return { ok: false, error: `there is no route ${q(id)}` };
  return checked({ ...map, routes: map.routes.map((r) => (r.id === id ? { ...r, express } : r)) });
}

/** Gives a route new spaces (how many, and their colours). */
export function setRouteSpaces(map: RailMap, id: string, spaces: readonly SpaceColour[]): EditResult {
  if (!map.routes.some((r) => r.id === id)) return { ok: false, error: `there is no route ${q(id)}` };
  return checked({ ...map, routes: map.routes.map((r) => (r.id === id ? { ...r, spaces: [...spaces] } : r)) });
}

export function renameStation(map: RailMap, id: string, name: string): EditResult {
  if (!map.stations.some((s) => s.id === id)) return { ok: false, error: `there is no station ${q(id)}` };
  const trimmed = name.trim();
  if (trimmed === '') return { ok: false, error: 'a station needs a name' };
  return checked({ ...map, stations: map.stations.map((s) => (s.id === id ? { ...s, name: trimmed } : s)) });
}

/** A new station id from a name ("Bad Homburg" → "bad-homburg", "-2" when taken). */
export function stationIdFor(map: RailMap, name: string): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'station';
  const taken = new Set(map.stations.map((s) => s.id));
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}
