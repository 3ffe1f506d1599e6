/**
 * Whether a rail map can host a game: ids unique, routes joining two known
 * stations (at most one route per pair), the network connected, enough red
 * stations for the trains, every passenger card's stations on the map. Each
 * problem is one plain sentence; an empty list means the map is fine.
 */
import { oneLine, QUOTE_CHARS } from '../track/describe-value';
import type { RailMap } from './schema';

export interface RailCheckOptions {
  /** Trains that will play: the map needs a red station for each. */
  readonly players?: number;
  /** Station ids the passenger cards name. */
  readonly passengerStations?: readonly string[];
}

const q = (id: string) => `'${oneLine(id, QUOTE_CHARS)}'`;

/** The problems of a map (the first few of each kind), in plain words. */
export function validateRailMap(map: RailMap, options: RailCheckOptions = {}): string[] {
  const problems: string[] = [];
  if (map.stations.length === 0) problems.push('the map has no stations yet');
  const ids = new Set<string>();
  for (const s of map.stations) {
    if (ids.has(s.id)) problems.push(`two stations are called ${q(s.id)}`);
    ids.add(s.id);
  }
  const routeIds = new Set<string>();
  const pairs = new Set<string>();
  for (const r of map.routes) {
    if (routeIds.has(r.id)) problems.push(`two routes are called ${q(r.id)}`);
    routeIds.add(r.id);
    if (!ids.has(r.from)) problems.push(`route ${q(r.id)} starts at ${q(r.from)}, which is not a station of the map`);
    if (!ids.has(r.to)) problems.push(`route ${q(r.id)} ends at ${q(r.to)}, which is not a station of the map`);
    if (r.from === r.to) problems.push(`route ${q(r.id)} leads from ${q(r.from)} back to itself`);
    const pair = [r.from, r.to].sort().join('\u0000');
    if (pairs.has(pair)) problems.push(`route ${q(r.id)} joins two stations another route already joins`);
    pairs.add(pair);
  }
  // Connected: every station reachable from the first.
  const adj = new Map<string, string[]>();
  for (const r of map.routes) {
    adj.set(r.from, [...(adj.get(r.from) ?? []), r.to]);
    adj.set(r.to, [...(adj.get(r.to) ?? []), r.from]);
  }
  const first = map.stations[0]?.id;
  if (first !== undefined) {
    const seen = new Set([first]);
    const stack = [first];
    while (stack.length > 0) {
      for (const n of adj.get(stack.pop()!) ?? []) {
        if (seen.has(n) || !ids.has(n)) continue;
        seen.add(n);
        stack.push(n);
      }
    }
    const cut = map.stations.filter((s) => !seen.has(s.id));
    if (cut.length > 0) problems.push(`the network is not connected: ${cut.length === 1 ? 'station' : `${cut.length} stations, e.g.`} ${q(cut[0]!.name)} cannot be reached from ${q(map.stations[0]!.name)}`);
  }
  const hubs = map.stations.filter((s) => s.hub).length;
  const players = options.players ?? 1;
  if (hubs < players) problems.push(`${players} trains need ${players} red stations to start from; the map has ${hubs}`);
  const missing = [...new Set(options.passengerStations ?? [])].filter((id) => !ids.has(id));
  if (missing.length > 0) problems.push(`passenger cards name ${missing.length === 1 ? 'a station' : `${missing.length} stations`} the map lacks: ${missing.slice(0, 5).map(q).join(', ')}${missing.length > 5 ? ', …' : ''}`);
  return problems;
}
