/**
 * The game server (issue 31): one Colyseus server with a `table` room per
 * online table and Colyseus' lobby room listing the open ones. `npm run
 * server` starts it; the browser app reaches it at the same host through the
 * development and preview servers' proxy.
 *
 * One process keeps its rooms and lobby in memory. Several processes share
 * them through Redis (`scale.ts`): the presence carries the lobby and the
 * seat reservations between processes, the driver holds the list of rooms,
 * and each process names its own public address so a client's connection
 * goes to the process that holds its room.
 */
import { defineRoom, defineServer, LobbyRoom, type matchMaker, type Presence } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { WebSocket as NodeWebSocket } from 'ws';
import { MESSAGE_LIMITS, verifyOrigin } from './limits';
import { restoreTable, TableRoom, RECONNECT_SECONDS } from './room';
import { TableStore } from './store';
import { Table } from './table';
import { ClassRoom } from './class-room';

export const DEFAULT_PORT = 2567;

// @colyseus/core 0.18.17 checks a reconnecting client against the global `WebSocket.OPEN`, which Node 20 does not
// define: without one every reconnection (a reload at a table) fails with "WebSocket is not defined".
globalThis.WebSocket ??= NodeWebSocket as unknown as typeof globalThis.WebSocket;

export interface GameServerOptions {
  /** Shared presence (Redis) for more than one process; in memory by default. */
  readonly presence?: Presence;
  /** Shared room list (Redis) for more than one process; in memory by default. */
  readonly driver?: matchMaker.MatchMakerDriver;
  /** Where clients reach this process (`host:port`), required with a shared presence. */
  readonly publicAddress?: string;
  /** The data folder: each open table's record is kept there and brought back when the server starts (none: in memory only). */
  readonly dataDir?: string;
  /** Origins besides the server's own host whose pages may connect (`https://example.org`). */
  readonly allowedOrigins?: readonly string[];
  /** Where a skipped record is reported (one line each); the console's warnings by default. */
  readonly log?: (line: string) => void;
}

/**
 * Brings back every table recorded in the store, each under its own code. A record that does not read, does not
 * verify or whose code is taken is skipped with one line in the log (its file stays, for a person to look at).
 */
export async function restoreTables(store: TableStore, log: (line: string) => void = (line) => console.warn(line)): Promise<number> {
  let restored = 0;
  for (const { file, code, record } of store.readAll()) {
    const made = Table.restore(record, Date.now() + RECONNECT_SECONDS * 1000);
    if (!made.ok) {
      log(`Table record ${code}.json skipped: ${made.reason}`);
      continue;
    }
    if (made.table.code !== code) {
      log(`Table record ${code}.json skipped: it records table ${made.table.code}`);
      continue;
    }
    try {
      await restoreTable(made.table);
      restored++;
    } catch (error) {
      log(`Table record ${code}.json skipped: ${error instanceof Error ? error.message : String(error)} (${file})`);
    }
  }
  return restored;
}

export function gameServer(options: GameServerOptions = {}) {
  const log = options.log ?? ((line: string) => console.warn(line));
  const store = options.dataDir ? new TableStore(options.dataDir, log) : null;
  const room = store
    ? class StoredTableRoom extends TableRoom {
        protected override readonly store = store;
      }
    : TableRoom;
  const server = defineServer({
    rooms: {
      lobby: defineRoom(LobbyRoom),
      table: defineRoom(room).enableRealtimeListing(),
      class: defineRoom(ClassRoom),
    },
    transport: new WebSocketTransport({ maxPayload: MESSAGE_LIMITS.maxPayload, verifyClient: verifyOrigin(options.allowedOrigins ?? []) }),
    greet: false,
    ...(options.presence ? { presence: options.presence } : {}),
    ...(options.driver ? { driver: options.driver } : {}),
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
  });
  if (store) {
    // Once it listens, the server brings back the tables of its last run; when it stops, the last records are written.
    const listen = server.listen.bind(server);
    server.listen = (async (...args: Parameters<typeof listen>) => {
      await listen(...args);
      await restoreTables(store, log);
    }) as typeof server.listen;
    server.onShutdown(() => store.settled());
  }
  return server;
}
