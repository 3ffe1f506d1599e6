/**
 * What the seeded-race fixtures (`same-games.ts`, `apply-steps.ts`) share: a
 * race's description, the ring they are run on, the seats of a race, a race
 * played step by step with the game's own bots, and the writing of a fixture
 * when its file is run by itself.
 */
import { buildLaneGraph } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import { gameBots } from '../../../src/sim/game-runner';
import { motorsportspielGame as game, type MssConfig, type MssState } from '../../../src/rules/motorsportspiel';
import type { AnyGame } from '../../../src/rules/core';

/** One seeded race: its cars, their bots in turn (car i gets `kinds[i % kinds.length]`), its set-up and its seed. */
export interface SeededRace {
  readonly name: string;
  readonly cars: number;
  readonly kinds: readonly string[];
  readonly config: MssConfig;
  readonly seed: number;
}

let ring: { graph: ReturnType<typeof buildLaneGraph> } | undefined;

/** The default ring, as the races are run on it. */
export function ringBoard(): { graph: ReturnType<typeof buildLaneGraph> } {
  if (ring) return ring;
  const loaded = loadPreset('motorsportspiel-ring');
  if (!loaded.ok) throw new Error(loaded.error);
  ring = { graph: buildLaneGraph(loaded.layout) };
  return ring;
}

/** The seats of a race: `Car 1` … with their bots' kinds. */
export function seatsOf(g: SeededRace): { name: string; kind: string }[] {
  return Array.from({ length: g.cars }, (_, i) => ({ name: `Car ${i + 1}`, kind: g.kinds[i % g.kinds.length]! }));
}

/**
 * Plays a race action by action (the first actor moves, by its bot's choice
 * among the legal actions), calling `start` with the first state and
 * `step` after each action; returns the number of actions.
 */
export function playSteps(g: SeededRace, start: (state: MssState) => void, step: (action: unknown, events: readonly unknown[], state: MssState) => void): number {
  const seats = seatsOf(g);
  let state: MssState = game.setup(ringBoard(), g.config, seats, g.seed);
  const bots = gameBots(game as unknown as AnyGame, seats.map((s) => s.kind), g.seed);
  start(state);
  let moves = 0;
  for (;;) {
    const seat = game.actors(state)[0];
    if (seat === undefined) break;
    const action = bots[seat]!.choose(state, seat, game.legalActions(state, seat)) as never;
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`${g.name}: ${r.code} ${r.message}`);
    state = r.state;
    moves++;
    step(action, r.events, state);
  }
  return moves;
}

/** When `file` is the script run, prints the fixture of `races` (to be written to its `.json`). */
export function printWhenRun<G, H>(file: string, races: readonly G[], play: (g: G) => H): void {
  if (process.argv[1]?.endsWith(file)) console.log(JSON.stringify(races.map(play), null, 1));
}
