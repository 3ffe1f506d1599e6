import { GAMES } from '../../../src/rules/registry';
import { boardCodec } from '../../../src/sim/boards';
import type { AnyGame } from '../../../src/rules/core';
import { ColyseusTestServer } from '@colyseus/testing';
import { gameServer, type GameServerOptions } from '../../../src/server';
import type { createOnlineStore, OnlineState } from '../../../src/app/online/online-store';

/** A table set-up for `game` on its first example table: seats as given (`person` or a bot kind). */
export function setupFor(game: AnyGame, kinds: readonly string[], extra: Record<string, unknown> = {}) {
  const example = game.examples[0]!.load();
  const data = boardCodec(game.board)!.write(example.board);
  return { game: game.id, board: { kind: game.board, name: 'example', data }, config: example.config, seats: kinds.map((kind) => ({ kind })), ...extra };
}

export const gameOf = (id: string) => GAMES.find((g) => g.id === id)!;
export const botKind = (game: AnyGame) => Object.keys(game.bots)[0]!;

/**
 * A game server for a test file on a loopback port of its own (`@colyseus/testing`'s `boot` always takes one
 * port, so two files, or two checkouts, testing at once would meet there).
 */
export async function bootOn(port: number, options: GameServerOptions = {}): Promise<ColyseusTestServer> {
  const server = gameServer(options);
  await server.listen(port, '127.0.0.1');
  return new ColyseusTestServer(server);
}

/** What `pick` finds in an online store's state, once it finds something (read now, then at every change). */
export function storeWhere<T>(store: ReturnType<typeof createOnlineStore>, pick: (s: OnlineState) => T | null): Promise<T> {
  return new Promise<T>((resolve) => {
    const check = () => {
      const found = pick(store.getState());
      if (found === null) return;
      off();
      resolve(found);
    };
    const off = store.subscribe(check);
    check();
  });
}
