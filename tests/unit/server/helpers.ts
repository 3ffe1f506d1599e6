import { GAMES } from '../../../src/rules/registry';
import { boardCodec } from '../../../src/sim/boards';
import type { AnyGame } from '../../../src/rules/core';

/** A table set-up for `game` on its first example table: seats as given (`person` or a bot kind). */
export function setupFor(game: AnyGame, kinds: readonly string[], extra: Record<string, unknown> = {}) {
  const example = game.examples[0]!.load();
  const data = boardCodec(game.board)!.write(example.board);
  return { game: game.id, board: { kind: game.board, name: 'example', data }, config: example.config, seats: kinds.map((kind) => ({ kind })), ...extra };
}

export const gameOf = (id: string) => GAMES.find((g) => g.id === id)!;
export const botKind = (game: AnyGame) => Object.keys(game.bots)[0]!;
