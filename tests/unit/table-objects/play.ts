import { gameById } from '../../../src/rules/registry';
import type { GameId } from '../../../src/rules/core';

export interface Step {
  readonly state: unknown;
  readonly events: readonly { readonly type: string }[];
}

/** A seeded game of bots (of `kind`) on the game's first example, move by move: the state after each move and its events. */
export function botGame(id: GameId, seed: number, seats: number, limit = 4000, kind = 'heuristic'): { board: unknown; steps: Step[] } {
  const game = gameById(id);
  const { board, config } = game.examples[0]!.load();
  const kinds = Object.keys(game.bots);
  const bots = Array.from({ length: seats }, (_, i) => game.bots[kinds.includes(kind) ? kind : kinds[0]!]!(seed * 31 + i));
  let state = game.setup(board, config, Array.from({ length: seats }, (_, i) => ({ name: `P${i + 1}`, kind: 'heuristic' })), seed);
  const steps: Step[] = [];
  for (let n = 0; n < limit; n++) {
    const actors = game.actors(state);
    if (actors.length === 0) break;
    const seat = actors[0]!;
    const action = bots[seat]!.choose(state, seat, game.legalActions(state, seat));
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`move ${n} refused`);
    state = r.state;
    steps.push({ state, events: r.events });
  }
  return { board, steps };
}
