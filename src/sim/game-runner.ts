/**
 * Headless games of any registered game, through the `Game` interface only:
 * each seat is a bot of one of the game's kinds; while several seats may act
 * at once (a simultaneous phase), the first of them acts first.
 */
import type { AnyGame, Bot, Move, SeatSetup } from '../rules/core';

export interface GameRun {
  readonly state: unknown;
  readonly moves: readonly Move<{ readonly type: string }>[];
  /** False when the safety stop ended the run before the game did. */
  readonly over: boolean;
}

/** The bots of a table, seeded per seat as the Start Frei runner seeds them. */
export function gameBots(game: AnyGame, kinds: readonly string[], seed: number): Bot<unknown, { readonly type: string }>[] {
  return kinds.map((kind, i) => {
    const factory = game.bots[kind];
    if (!factory) throw new Error(`unknown bot kind '${kind}' for ${game.title} (known: ${Object.keys(game.bots).join(', ')})`);
    return factory((seed * 31 + i * 7919) | 0);
  });
}

/** Plays a game with bots to its end (or `maxActions`). */
export function runGame(game: AnyGame, board: unknown, config: unknown, seats: readonly SeatSetup[], seed: number, maxActions = 200_000): GameRun {
  let state = game.setup(board, config, seats, seed);
  const bots = gameBots(game, seats.map((s) => s.kind), seed);
  const moves: Move<{ readonly type: string }>[] = [];
  while (moves.length < maxActions) {
    const seat = game.actors(state)[0];
    if (seat === undefined) break;
    const legal = game.legalActions(state, seat);
    const action = bots[seat]!.choose(state, seat, legal);
    const r = game.apply(state, seat, action);
    if (!r.ok) throw new Error(`bot ${bots[seat]!.kind} chose an illegal action: ${r.code} ${r.message}`);
    state = r.state;
    moves.push({ seat, action });
  }
  return { state, moves, over: game.actors(state).length === 0 };
}
