/**
 * Per-map tables the rules and the team bot read on every move, built once per
 * map object (maps are values: an edit returns a new map, so a table keyed by
 * the map stays right) and once per way of moving (the Express or not, which
 * stations and routes are closed). The answers are those of `stepTargets` and
 * `distancesFrom` in src/rail, in the same order; they are shared, never
 * change them.
 */
import { railNetwork, stepTargets, type RailMap } from '../../rail';

export interface MoveTable {
  /** targets[space]: the spaces one counted step away. */
  readonly targets: readonly (readonly number[])[];
  /** distances(from)[to]: counted steps (Infinity where there is no way). */
  distances(from: number): readonly number[];
}

export interface MapTables {
  /** The station id on each space, or null on a route space. */
  readonly stationOf: readonly (string | null)[];
  /** Whether each space is a red station (a hub). */
  readonly hub: readonly boolean[];
  /** The space of each station, by id. */
  readonly spaceOf: ReadonlyMap<string, number>;
  /** The hubs' ids in map order. */
  readonly hubs: readonly string[];
  /** How a part moves: as the Express or not, and what events have closed this round. */
  move(express: boolean, closedStations: readonly string[], closedRoutes: readonly string[]): MoveTable;
}

const cache = new WeakMap<RailMap, MapTables>();

function moveTable(map: RailMap, count: number, express: boolean, stations: readonly string[], routes: readonly string[]): MoveTable {
  const options = { express, closed: { stations, routes } };
  const targets: (readonly number[])[] = [];
  for (let s = 0; s < count; s++) targets.push(stepTargets(map, s, options));
  const rows: (readonly number[] | undefined)[] = new Array<readonly number[] | undefined>(count);
  return {
    targets,
    distances(from) {
      const hit = rows[from];
      if (hit) return hit;
      // Breadth first over the counted steps, as `distancesFrom` does.
      const dist = new Array<number>(count).fill(Infinity);
      if (from >= 0 && from < count) {
        dist[from] = 0;
        let frontier = [from];
        for (let d = 1; frontier.length > 0; d++) {
          const next: number[] = [];
          for (const s of frontier) {
            for (const t of targets[s]!) {
              if (dist[t] === Infinity) {
                dist[t] = d;
                next.push(t);
              }
            }
          }
          frontier = next;
        }
      }
      if (from >= 0 && from < count) rows[from] = dist;
      return dist;
    },
  };
}

export function mapTables(map: RailMap): MapTables {
  const hit = cache.get(map);
  if (hit) return hit;
  const net = railNetwork(map);
  const count = net.spaces.length;
  const stationOf = net.spaces.map((info) => (info.kind === 'station' ? map.stations[info.station]!.id : null));
  const hub = net.spaces.map((info) => info.kind === 'station' && map.stations[info.station]!.hub);
  const plain = new Map<string, MoveTable>();
  // The last answer for each way of moving: within a round the closure lists are the very same arrays.
  const last: { stations: readonly string[] | null; routes: readonly string[] | null; table: MoveTable | null }[] = [
    { stations: null, routes: null, table: null },
    { stations: null, routes: null, table: null },
  ];
  const tables: MapTables = {
    stationOf,
    hub,
    spaceOf: net.stationIndex,
    hubs: map.stations.filter((x) => x.hub).map((x) => x.id),
    move(express, closedStations, closedRoutes) {
      const seen = last[express ? 1 : 0]!;
      if (seen.table !== null && seen.stations === closedStations && seen.routes === closedRoutes) return seen.table;
      // Most rounds close nothing: the key is then one letter, made without joining.
      const key = closedStations.length === 0 && closedRoutes.length === 0 ? (express ? 'e' : 'n') : `${express ? 'e' : 'n'}|${closedStations.join(',')}|${closedRoutes.join(',')}`;
      let t = plain.get(key);
      if (!t) plain.set(key, (t = moveTable(map, count, express, closedStations, closedRoutes)));
      seen.stations = closedStations;
      seen.routes = closedRoutes;
      seen.table = t;
      return t;
    },
  };
  cache.set(map, tables);
  return tables;
}
