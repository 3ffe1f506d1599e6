/**
 * The game server (issue 31): one Colyseus server with a `table` room per
 * online table and Colyseus' lobby room listing the open ones. `npm run
 * server` starts it; the browser app reaches it at the same host through the
 * development and preview servers' proxy.
 */
import { defineRoom, defineServer, LobbyRoom } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { TableRoom } from './room';

export const DEFAULT_PORT = 2567;

export function gameServer() {
  return defineServer({
    rooms: {
      lobby: defineRoom(LobbyRoom),
      table: defineRoom(TableRoom).enableRealtimeListing(),
    },
    transport: new WebSocketTransport(),
    greet: false,
  });
}
