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
import { TableRoom } from './room';
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
}

export function gameServer(options: GameServerOptions = {}) {
  return defineServer({
    rooms: {
      lobby: defineRoom(LobbyRoom),
      table: defineRoom(TableRoom).enableRealtimeListing(),
      class: defineRoom(ClassRoom),
    },
    transport: new WebSocketTransport(),
    greet: false,
    ...(options.presence ? { presence: options.presence } : {}),
    ...(options.driver ? { driver: options.driver } : {}),
    ...(options.publicAddress ? { publicAddress: options.publicAddress } : {}),
  });
}
