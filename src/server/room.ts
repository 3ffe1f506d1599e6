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
import { randomInt, randomUUID } from 'node:crypto';
import { CloseCode, matchMaker, Room, ServerError, type Client } from '@colyseus/core';
import { actSchema, handSchema, joinSchema, SEED_MAX, sitSchema, startSchema } from '../sim';
import { ClientGates } from './limits';
import type { TableStore } from './store';
import { Table } from './table';
import { freeCode } from './codes';

/**
 * Tables being brought back from their records after a restart, under a one-off token: only the server itself
 * restores a table (`restoreTable`), never a client's create options.
 */
const restoring = new Map<string, Table>();

/** Re-creates the room of a table read back from its record, under the table's own code (its link still works). */
export async function restoreTable(table: Table): Promise<void> {
  const token = randomUUID();
  restoring.set(token, table);
  try {
    await matchMaker.createRoom('table', { restore: token });
  } finally {
    restoring.delete(token);
  }
}



export interface TableRoomOptions {
  /** The table's set-up (table.ts `tableSetupSchema`). */
  readonly setup: unknown;
  /** The host's name. */
  readonly name?: unknown;
  /** Set by the server alone: the token of a table read back from its record. */
  readonly restore?: unknown;
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
  private readonly gates = new ClientGates();
  /** The data folder the table's record is kept in (null: in memory only); set by the server. */
  protected readonly store: TableStore | null = null;
  private shuttingDown = false;

  override async onCreate(options: TableRoomOptions) {
    const restored = typeof options?.restore === 'string' ? restoring.get(options.restore) : undefined;
    if (options?.restore !== undefined && !restored) throw new Error('a table is set up from its set-up');
    if (restored) {
      this.roomId = restored.code;
      this.table = restored;
      // Nobody is back yet: the table waits for its players as long as a dropped player's seat is kept (it is not
      // disposed while empty); then whoever is not back is treated as having left.
      this.autoDispose = false;
      this.clock.setTimeout(() => {
        this.table.expireRestored(this.clients.map((c) => c.sessionId));
        this.autoDispose = true;
        this.changed();
      }, RECONNECT_SECONDS * 1000);
    } else {
      this.roomId = await freeCode('table');
      const made = Table.create(this.roomId, options?.setup, '', randomInt(SEED_MAX + 1));
      if (!made.ok) throw new Error(made.reason);
      this.table = made.table;
    }
    if (!this.table.listed) await this.setPrivate(true);
    await this.setMetadata(this.table.summary());
    this.save();
    if (restored) this.scheduleBots();

    this.onMessage('sit', (client, message: unknown) => {
      if (!this.pass(client, 'sit', message)) return;
      const m = sitSchema.safeParse(message);
      if (!m.success) return this.refuse(client, 'sit', m.error.issues[0]!.message);
      this.answer(client, 'sit', this.table.sit(client.sessionId, m.data.seat, m.data.name ?? this.names.get(client.sessionId)));
    });
    this.onMessage('stand', (client, message: unknown) => {
      if (!this.pass(client, 'stand', message)) return;
      this.table.stand(client.sessionId);
      this.changed();
    });
    this.onMessage('start', (client, message: unknown) => {
      if (!this.pass(client, 'start', message)) return;
      const m = startSchema.safeParse(message ?? {});
      if (!m.success) return this.refuse(client, 'start', m.error.issues[0]!.message);
      this.answer(client, 'start', this.table.start(client.sessionId, m.data.fill ?? false));
    });
    this.onMessage('act', (client, message: unknown) => {
      if (!this.pass(client, 'act', message)) return;
      const m = actSchema.safeParse(message);
      if (!m.success) return this.refuse(client, 'act', m.error.issues[0]!.message);
      const r = this.table.act(client.sessionId, m.data.action);
      // A move played is not counted against the client's allowance (limits.ts): only what changes nothing is.
      if (r.ok) this.gates.refund(client.sessionId);
      this.answer(client, 'act', r);
    });
    this.onMessage('hand', (client, message: unknown) => {
      if (!this.pass(client, 'hand', message)) return;
      const m = handSchema.safeParse(message);
      if (!m.success) return this.refuse(client, 'hand', m.error.issues[0]!.message);
      this.answer(client, 'hand', this.table.handToBot(client.sessionId, m.data.seat));
    });
    // Anything else a client sends is refused by name, never acted on.
    this.onMessage('*', (client, type, message: unknown) => {
      const what = String(type).slice(0, 40);
      if (this.pass(client, what, message)) this.refuse(client, what, 'this table does not know that message');
    });
  }

  /** A join with a seat key must bring the key of a seat at this table; anything else in the options is refused. */
  override onAuth(_client: Client, options: unknown) {
    const j = joinSchema.safeParse(options ?? {});
    if (!j.success) throw new ServerError(400, j.error.issues[0]!.message);
    if (j.data.seatKey !== undefined && !this.table.opens(j.data.seatKey)) throw new ServerError(403, 'that seat key opens no seat at this table');
    return true;
  }

  override onJoin(client: Client, options?: unknown) {
    const j = joinSchema.safeParse(options ?? {});
    if (j.success && j.data.name) this.names.set(client.sessionId, j.data.name);
    if (j.success && j.data.seatKey !== undefined) {
      // Back into the seat whose key this client holds (after a reload or a server restart).
      const r = this.table.reclaim(client.sessionId, j.data.seatKey);
      if (!r.ok) this.refuse(client, 'join', r.reason);
    }
    // The first to join created the table: they host it.
    this.table.claimHost(client.sessionId);
    client.send('table', this.table.info);
    if (j.success && j.data.seatKey !== undefined) this.changed();
    else this.sendView(client);
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
    this.gates.forget(client.sessionId);
    if (this.shuttingDown) return;
    this.table.leave(
      client.sessionId,
      this.clients.filter((c) => c.sessionId !== client.sessionId).map((c) => c.sessionId),
    );
    this.changed();
  }

  override onBeforeShutdown() {
    // The server stops: the record stays as it is, and the table comes back when the server starts again.
    this.shuttingDown = true;
    this.botTimer?.clear();
    super.onBeforeShutdown();
  }

  override onDispose() {
    this.botTimer?.clear();
    // The table ended, or everyone left it: it is not brought back.
    if (!this.shuttingDown) this.store?.remove(this.roomId);
  }

  /**
   * Whether a message may reach its handler: it must pass the client's allowance and the size limit (limits.ts).
   * A flood or an oversized message is refused before its handler sees it; a client that keeps flooding is
   * disconnected.
   */
  private pass(client: Client, what: string, message: unknown): boolean {
    const verdict = this.gates.check(client.sessionId, message);
    if (verdict === 'ok') return true;
    if (verdict === 'disconnect') client.leave(CloseCode.WITH_ERROR, 'too many messages');
    else this.refuse(client, what, verdict);
    return false;
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
    if (this.shuttingDown) return;
    // A table read back after a restart is disposed when empty again once every person is back or the race is over.
    if (!this.autoDispose && (!this.table.awaitsRestored || this.table.status === 'over')) this.autoDispose = true;
    this.save();
    for (const c of this.clients) this.sendView(c);
    void this.setMetadata(this.table.summary());
    this.scheduleBots();
  }

  /** The table's record, on disk after every change (when the server keeps a data folder). */
  private save() {
    const table = this.table;
    this.store?.save(table.code, () => table.record());
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
