/**
 * Seeded Motorsportspiel races hashed step by step: after every action, the
 * state as the game hashes it and the events the action gave, folded into one
 * hash per race (`apply-steps.json`). The apply path (copies of the state,
 * the next turn, the racing order, the bot's choice) may be made faster, but
 * every intermediate state and every event must stay what they were.
 * `npx tsx tests/unit/motorsportspiel/apply-steps.ts > tests/unit/motorsportspiel/apply-steps.json`
 * writes them afresh (only when a rule change means the races should change).
 */
import { buildLaneGraph, loadPreset } from '../../../src/track';
import { canonicalJson, fnv1a } from '../../../src/rules/core/hash';
import { gameBots } from '../../../src/sim/game-runner';
import { motorsportspielGame as game, type MssConfig, type MssState } from '../../../src/rules/motorsportspiel';
import type { AnyGame } from '../../../src/rules/core';

export interface StepGame {
  readonly name: string;
  readonly cars: number;
  readonly kinds: readonly string[];
  readonly config: MssConfig;
  readonly seed: number;
}

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
  const loaded = loadPreset('motorsportspiel-ring');
  if (!loaded.ok) throw new Error(loaded.error);
  const board = { graph: buildLaneGraph(loaded.layout) };
  const seats = Array.from({ length: g.cars }, (_, i) => ({ name: `Car ${i + 1}`, kind: g.kinds[i % g.kinds.length]! }));
  let state: MssState = game.setup(board, g.config, seats, g.seed);
  const bots = gameBots(game as unknown as AnyGame, seats.map((s) => s.kind), g.seed);
  let h = fnv1a(canonicalJson(game.hashable(state)));
  let moves = 0;
  for (;;) {
    const seat = game.actors(state)[0];
    if (seat === undefined) break;
    const action = bots[seat]!.choose(state, seat, game.legalActions(state, seat)) as never;
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`${g.name}: ${r.code} ${r.message}`);
    state = r.state;
    moves++;
    h = fnv1a(`${h}|${canonicalJson(action)}|${canonicalJson(r.events)}|${canonicalJson(game.hashable(state))}`);
  }
  return { name: g.name, moves, steps: h.toString(16) };
}

if (process.argv[1]?.endsWith('apply-steps.ts')) console.log(JSON.stringify(STEP_GAMES.map(playStepGame), null, 1));
