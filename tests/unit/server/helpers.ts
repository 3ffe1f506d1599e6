import { GAMES } from '../../../src/rules/registry';
import { boardCodec } from '../../../src/sim/boards';
import type { AnyGame } from '../../../src/rules/core';
import { ColyseusTestServer } from '@colyseus/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Room } from '@colyseus/sdk';
import { gameServer, setBotDelay, type GameServerOptions, type TableView } from '../../../src/server';
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

/**
 * A game server on `port` keeping its tables in a data folder of its own (made now, removed by `remove`), which it
 * can be stopped and started on again, as a restarted server is: its log lines are kept in `logged`.
 */
export function serverWithData(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'chicane-tables-'));
  const logged: string[] = [];
  let server: ReturnType<typeof gameServer> | null = null;
  const stop = async () => {
    await server?.gracefullyShutdown(false);
    server = null;
  };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    dataDir,
    logged,
    running: () => server !== null,
    async start() {
      setBotDelay(0);
      server = gameServer({ dataDir, log: (line) => logged.push(line) });
      await server.listen(port, '127.0.0.1');
    },
    stop,
    async remove() {
      await stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A table client's room with what it was sent, in order, and whether (with what code) it left. */
export function listenTable(room: Room) {
  const got: { type: string; message: unknown }[] = [];
  let wake: (() => void)[] = [];
  const left: number[] = [];
  const ping = () => {
    const w = wake;
    wake = [];
    for (const f of w) f();
  };
  room.onMessage('*', (type, message) => {
    got.push({ type: String(type), message });
    ping();
  });
  room.onLeave((code) => {
    left.push(code);
    ping();
  });
  const until = async <T,>(find: () => T | undefined): Promise<T> => {
    for (;;) {
      const found = find();
      if (found !== undefined) return found;
      await new Promise<void>((resolve) => wake.push(resolve));
    }
  };
  const views = () => got.filter((g) => g.type === 'view').map((g) => g.message as TableView);
  return {
    got,
    left,
    waitFor: (test: (v: TableView) => boolean) => until(() => views().findLast(test)),
    refusals: () => got.filter((g) => g.type === 'refused').map((g) => g.message as { what: string; reason: string }),
    until,
  };
}
