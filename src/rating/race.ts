/**
 * One rated race: bots play a whole race through the `Game` interface while
 * the game's `watch` hook reports incidents and the running order. Pure and
 * deterministic: the race's seed decides everything.
 */
import type { AnyGame, SeatSetup } from '../rules/core';
import { gameBots } from '../sim/game-runner';
import type { LaneGraph } from '../track';
import type { RaceSample } from './types';

/** The seed of race `index` of a rating seeded `seed` (so any split of the races gives the same races). */
export function raceSeed(seed: number, index: number): number {
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h ^= h >>> 16;
  h = Math.imul(h, 0x7feb352d);
  h ^= h >>> 15;
  h = Math.imul(h, 0x846ca68b);
  h ^= h >>> 16;
  return h & 0x7fffffff;
}

/** Pairs of seats in a different order in `after` than in `before` (how many cars went past another). */
function swaps(before: readonly number[], after: readonly number[], rank: Int32Array): number {
  let same = before.length === after.length;
  for (let i = 0; same && i < before.length; i++) same = before[i] === after[i];
  if (same) return 0;
  for (let i = 0; i < after.length; i++) rank[after[i]!] = i;
  let n = 0;
  for (let i = 0; i < before.length; i++) for (let j = i + 1; j < before.length; j++) if (rank[before[i]!]! > rank[before[j]!]!) n++;
  return n;
}

export interface RaceTable {
  readonly game: AnyGame;
  readonly board: unknown;
  /** The lane graph of the board: incidents are keyed by its spaces' pieces. */
  readonly graph: LaneGraph;
  readonly config: unknown;
  readonly seats: readonly SeatSetup[];
  readonly maxActions: number;
}

/** Plays race `index` at the table and returns what the rating keeps of it. */
export function rateRace(table: RaceTable, seed: number, index: number): RaceSample {
  const { game, graph } = table;
  const watch = game.watch;
  const s = raceSeed(seed, index);
  let state = game.setup(table.board, table.config, table.seats, s);
  const bots = gameBots(game, table.seats.map((x) => x.kind), s);
  const grid = watch ? [...watch.order(state)] : table.seats.map((_, i) => i);
  const rank = new Int32Array(Math.max(64, table.seats.length));
  const incidents: Record<string, number> = {};
  let order: readonly number[] = grid;
  let actions = 0;
  let decisions = 0;
  let leadChanges = 0;
  let overtakes = 0;
  while (actions < table.maxActions) {
    const seat = game.actors(state)[0];
    if (seat === undefined) break;
    const legal = game.legalActions(state, seat);
    if (legal.length > 1) decisions++;
    const action = bots[seat]!.choose(state, seat, legal);
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`bot ${bots[seat]!.kind} chose an illegal action: ${r.code} ${r.message}`);
    state = r.state;
    actions++;
    if (!watch) continue;
    for (const inc of watch.incidents(state, r.events)) {
      const piece = graph.spaces[inc.space]?.piece ?? '?';
      const key = `${inc.kind}@${piece}`;
      incidents[key] = (incidents[key] ?? 0) + 1;
    }
    const now = watch.order(state);
    if (now[0] !== order[0]) leadChanges++;
    overtakes += swaps(order, now, rank);
    order = now;
  }
  const result = game.result(state);
  const finish = result?.kind === 'ranking' ? [...result.order] : [...order];
  return { index, players: table.seats.length, actions, decisions, grid, finish, leadChanges, overtakes, incidents, over: game.actors(state).length === 0 };
}
