/**
 * Seeded Motorsportspiel races hashed step by step: after every action, the
 * state as the game hashes it and the events the action gave, folded into one
 * hash per race (`apply-steps.json`). The apply path (copies of the state,
 * the next turn, the racing order, the bot's choice) may be made faster, but
 * every intermediate state and every event must stay what they were.
 * `npx tsx tests/unit/motorsportspiel/apply-steps.ts > tests/unit/motorsportspiel/apply-steps.json`
 * writes them afresh (only when a rule change means the races should change).
 */
import { canonicalJson, fnv1a } from '../../../src/rules/core/hash';
import { motorsportspielGame as game } from '../../../src/rules/motorsportspiel';
import { playSteps, printWhenRun, type SeededRace } from './seeded-race';

export type StepGame = SeededRace;

/** Other seeds than `same-games.ts`: the bench's races, random fields, every variant, 2 to 12 cars. */
export const STEP_GAMES: readonly StepGame[] = [
  ...[101, 102, 103, 104].map((seed) => ({ name: `6 heuristic, 1 lap, seed ${seed}`, cars: 6, kinds: ['heuristic'], config: { laps: 1 }, seed })),
  ...[111, 112].map((seed) => ({ name: `12 heuristic, 1 lap, seed ${seed}`, cars: 12, kinds: ['heuristic'], config: { laps: 1 }, seed })),
  ...[121, 122].map((seed) => ({ name: `6 random, 1 lap, seed ${seed}`, cars: 6, kinds: ['random'], config: { laps: 1 }, seed })),
  { name: '2 heuristic, 3 laps', cars: 2, kinds: ['heuristic'], config: { laps: 3 }, seed: 131 },
  { name: '12 random, 1 lap', cars: 12, kinds: ['random'], config: { laps: 1 }, seed: 132 },
  { name: '6 mixed, time penalties and the BIG error', cars: 6, kinds: ['random', 'heuristic'], config: { laps: 1, timePenalties: true, bigError: true }, seed: 141 },
  { name: '10 mixed, final-lap rule, alternate pit rule, random grid', cars: 10, kinds: ['random', 'heuristic'], config: { laps: 2, finalLapAlternate: true, alternatePit: true, grid: 'random', timePenalties: true }, seed: 142 },
  { name: '4 heuristic, 5 laps, one fuel stop', cars: 4, kinds: ['heuristic', 'random'], config: { laps: 5, fuelStops: 1 }, seed: 143 },
];

export interface StepHashes {
  readonly name: string;
  readonly moves: number;
  /** fnv1a, step by step, of each action, the events it gave and the state after it. */
  readonly steps: string;
}

export function playStepGame(g: StepGame): StepHashes {
  let h = 0;
  const moves = playSteps(
    g,
    (state) => (h = fnv1a(canonicalJson(game.hashable(state)))),
    (action, events, state) => (h = fnv1a(`${h}|${canonicalJson(action)}|${canonicalJson(events)}|${canonicalJson(game.hashable(state))}`)),
  );
  return { name: g.name, moves, steps: h.toString(16) };
}

printWhenRun('apply-steps.ts', STEP_GAMES, playStepGame);
