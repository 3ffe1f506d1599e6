/**
 * The Colyseus room of one online table (issue 31). It holds a `Table`
 * (table.ts) and carries messages to and from it; every rule of the table
 * lives there. The room's id is the table's short code, so "join by code" is
 * Colyseus' `joinById`.
 *
 * Messages from a client (each checked with its schema; a refusal is sent
 * back as `refused` with the reason, and nothing changes):
 * - `sit` { seat, name? }  take an open person's seat (before the start)
 * - `stand` {}             leave the seat and watch
 * - `start` { fill? }      the host starts; `fill` lets bots take open seats
 * - `act` { action }       play an action for the seat this client holds
 * - `hand` { seat }        the host lets a bot play the seat of a player who dropped out
 * A client is sent `table` (the board and options, `TableInfo`) when it joins or reconnects, then `view`;
 * after every change each client is sent `view` (table.ts `TableView`): its
 * own view, never another's and never the generator state. Once the race is
 * over every client is sent `replay`, the race's replay file (v3).
 */
import { randomInt } from 'node:crypto';
import { Room, type Client } from '@colyseus/core';
import { actSchema, handSchema, joinSchema, SEED_MAX, sitSchema, startSchema } from '../sim';
import { Table } from './table';
import { freeCode } from './codes';



export interface TableRoomOptions {
  /** The table's set-up (table.ts `tableSetupSchema`). */
  readonly setup: unknown;
  /** The host's name. */
  readonly name?: unknown;
}

/** How long a bot waits before it acts, so people can follow (the server's own pace; tests set 0). */
export let botDelayMs = 600;
export function setBotDelay(ms: number): void {
  botDelayMs = ms;
}

/** How long a dropped player's seat is kept for them. */
export const RECONNECT_SECONDS = 120;

export class TableRoom extends Room {
  override maxClients = 64;
  /** The table (read by the server's tests through `getRoomById`). */
  table!: Table;
  private readonly names = new Map<string, string>();
  private botTimer: { clear(): void } | null = null;
  private readonly replaySent = new WeakSet<Client>();

  override async onCreate(options: TableRoomOptions) {
    this.roomId = await freeCode('table');
    const made = Table.create(this.roomId, options?.setup, '', randomInt(SEED_MAX + 1));
    if (!made.ok) throw new Error(made.reason);
    this.table = made.table;
    if (!this.table.listed) await this.setPrivate(true);
    await this.setMetadata(this.table.summary());

    this.onMessage('sit', (client, message: unknown) => {
      const m = sitSchema.safeParse(message);
      if (!m.success) return this.refuse(client, 'sit', m.error.issues[0]!.message);
      this.answer(client, 'sit', this.table.sit(client.sessionId, m.data.seat, m.data.name ?? this.names.get(client.sessionId)));
    });
    this.onMessage('stand', (client) => {
      this.table.stand(client.sessionId);
      this.changed();
    });
    this.onMessage('start', (client, message: unknown) => {
      const m = startSchema.safeParse(message ?? {});
      if (!m.success) return this.refuse(client, 'start', m.error.issues[0]!.message);
      this.answer(client, 'start', this.table.start(client.sessionId, m.data.fill ?? false));
    });
    this.onMessage('act', (client, message: unknown) => {
      const m = actSchema.safeParse(message);
      if (!m.success) return this.refuse(client, 'act', m.error.issues[0]!.message);
      this.answer(client, 'act', this.table.act(client.sessionId, m.data.action));
    });
    this.onMessage('hand', (client, message: unknown) => {
      const m = handSchema.safeParse(message);
      if (!m.success) return this.refuse(client, 'hand', m.error.issues[0]!.message);
      this.answer(client, 'hand', this.table.handToBot(client.sessionId, m.data.seat));
    });
    // Anything else a client sends is refused by name, never acted on.
    this.onMessage('*', (client, type) => this.refuse(client, String(type), 'this table does not know that message'));
  }

  override onJoin(client: Client, options?: unknown) {
    const j = joinSchema.safeParse(options ?? {});
    if (j.success && j.data.name) this.names.set(client.sessionId, j.data.name);
    // The first to join created the table: they host it.
    this.table.claimHost(client.sessionId);
    client.send('table', this.table.info);
    this.sendView(client);
  }

  override async onDrop(client: Client) {
    // The others see the seat waiting for its player, with the time left.
    this.table.drop(client.sessionId, Date.now() + RECONNECT_SECONDS * 1000);
    this.changed();
    try {
      await this.allowReconnection(client, RECONNECT_SECONDS);
    } catch {
      /* not back in time: onLeave follows */
    }
  }

  override onReconnect(client: Client) {
    // Messages to a dropped client are lost (and a reload starts with nothing): send the table and its view again.
    this.table.back(client.sessionId);
    this.replaySent.delete(client);
    client.send('table', this.table.info);
    this.changed();
  }

  override onLeave(client: Client) {
    this.names.delete(client.sessionId);
    this.table.leave(
      client.sessionId,
      this.clients.filter((c) => c.sessionId !== client.sessionId).map((c) => c.sessionId),
    );
    this.changed();
  }

  override onDispose() {
    this.botTimer?.clear();
  }

  private answer(client: Client, what: string, r: { ok: boolean; reason?: string }) {
    if (!r.ok) return this.refuse(client, what, r.reason ?? 'refused');
    this.changed();
  }

  private refuse(client: Client, what: string, reason: string) {
    client.send('refused', { what, reason });
  }

  private sendView(client: Client) {
    client.send('view', this.table.viewFor(client.sessionId));
    // The finished race's replay, once to each connection (a reconnection starts with nothing: it is sent again).
    const replay = this.table.replay();
    if (replay !== null && !this.replaySent.has(client)) {
      this.replaySent.add(client);
      client.send('replay', replay);
    }
  }

  /** Every client gets its view again; the lobby its summary; a bot on turn is scheduled. */
  private changed() {
    for (const c of this.clients) this.sendView(c);
    void this.setMetadata(this.table.summary());
    this.scheduleBots();
  }

  private scheduleBots() {
    if (this.botTimer || this.table.status !== 'playing') return;
    const tick = () => {
      this.botTimer = null;
      if (this.table.botStep()) this.changed();
    };
    const timer = this.clock.setTimeout(tick, botDelayMs);
    this.botTimer = timer;
  }
}
