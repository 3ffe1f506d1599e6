/**
 * Seeded Motorsportspiel races whose every move and final state are kept as
 * hashes (`same-games.json`): the engine may be made faster, but these races
 * must stay move for move the races they were when the hashes were taken.
 * `npx tsx tests/unit/motorsportspiel/same-games.ts > tests/unit/motorsportspiel/same-games.json`
 * writes them afresh (only when a rule change means the races should change).
 */
import { hashState } from '../../../src/rules/core/hash';
import { runGame } from '../../../src/sim/game-runner';
import { motorsportspielGame as game } from '../../../src/rules/motorsportspiel';
import { printWhenRun, ringBoard, seatsOf, type SeededRace } from './seeded-race';

export type SameGame = SeededRace;

/** The races: 6 and 12 heuristic cars (the bench's races), random and mixed fields, and every variant of the set-up. */
export const SAME_GAMES: readonly SameGame[] = [
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((seed) => ({ name: `6 heuristic, 1 lap, seed ${seed}`, cars: 6, kinds: ['heuristic'], config: { laps: 1 }, seed })),
  ...[11, 12, 13].map((seed) => ({ name: `12 heuristic, 1 lap, seed ${seed}`, cars: 12, kinds: ['heuristic'], config: { laps: 1 }, seed })),
  ...[21, 22, 23, 24].map((seed) => ({ name: `6 random, 1 lap, seed ${seed}`, cars: 6, kinds: ['random'], config: { laps: 1 }, seed })),
  ...[31, 32].map((seed) => ({ name: `4 mixed, 2 laps, seed ${seed}`, cars: 4, kinds: ['heuristic', 'random'], config: { laps: 2 }, seed })),
  { name: '6 heuristic, time penalties and the BIG error', cars: 6, kinds: ['heuristic', 'random'], config: { laps: 1, timePenalties: true, bigError: true }, seed: 41 },
  { name: '12 mixed, final-lap rule, alternate pit rule, random grid', cars: 12, kinds: ['heuristic', 'random', 'random'], config: { laps: 1, finalLapAlternate: true, alternatePit: true, grid: 'random' }, seed: 42 },
  { name: '3 heuristic, 5 laps, two fuel stops', cars: 3, kinds: ['heuristic'], config: { laps: 5, fuelStops: 2 }, seed: 43 },
  { name: '8 random, 2 laps, training grid', cars: 8, kinds: ['random', 'heuristic'], config: { laps: 2, training: Array.from({ length: 8 }, (_, i) => ({ rolls: 10 + (i % 3), yellows: i % 2, reds: 0, past: i })) }, seed: 44 },
];

export interface SameGameHashes {
  readonly name: string;
  readonly moves: number;
  /** Hash of the list of moves (seat and action, in order). */
  readonly movesHash: string;
  /** Hash of the final state as the game hashes it. */
  readonly stateHash: string;
}

export function playSameGame(g: SameGame): SameGameHashes {
  const run = runGame(game, ringBoard(), g.config, seatsOf(g), g.seed);
  if (!run.over) throw new Error(`${g.name}: the race did not end`);
  return { name: g.name, moves: run.moves.length, movesHash: hashState(run.moves), stateHash: hashState(game.hashable(run.state as never)) };
}

printWhenRun('same-games.ts', SAME_GAMES, playSameGame);
