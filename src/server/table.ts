/**
 * One online table, as the game server holds it (issue 31): the game, its
 * board, config and seats, the state and the moves so far. It is plain
 * TypeScript with no network in it, so every rule of the table is unit
 * tested without a server; the Colyseus room (room.ts) only carries messages
 * to and from it.
 *
 * The server is the authority. A client never sends a state or a result,
 * only an action for the seat it holds; the table finds that action among
 * the seat's legal actions (`Game.legalActions`, the very code the browser
 * runs) and applies the listed one, so nothing the client added can pass.
 * Each client is sent its own view (`viewFor`, the game's `view` for its
 * seat): never the generator state, a pile's order or another's secret.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { canonicalJson, hashState, HIDDEN, viewOf, type AnyGame, type Seat, type Viewer } from '../rules/core';
import { actionKey } from './codes';
import { oneLine } from '../track';
import { gameReplayFile, nameSchema, parseGameReplay, PERSON, REPLAY_FORMAT, tableSetupSchema, verifyGameReplay, WATCHED_EVENTS, type LobbyTable, type TableInfo, type TableStatus, type TableView, type WatchFrame, type WatchTimeline } from '../sim';
import { LiveReplay, SEAT_KEY, TABLE_RECORD_FORMAT, TABLE_RECORD_VERSION, tableRecordSchema, type TableRecord } from './record';




interface SeatHold {
  readonly kind: string;
  name: string;
  readonly tokens?: number;
  /** The client sitting there (people's seats), null while open. */
  holder: string | null;
  /** The seat's secret key while a person holds it: with it they take the seat back from any connection (a restarted server's too). */
  key?: string;
}

/** A new seat key: 128 random bits. */
export function newSeatKey(): string {
  return randomBytes(16).toString('base64url');
}

/** What a restored seat is held by until its person comes back with the seat's key (never a client's session id). */
const RESTORED = 'restored:';

function sameKey(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type Refusal = { readonly ok: false; readonly reason: string };
export type Done = { readonly ok: true } | Refusal;

const refuse = (reason: string): Refusal => ({ ok: false, reason });


/**
 * The game's state as `viewer` may see it (the game's `view`): never the
 * generator state (with it a client could predict every die), the order of a
 * draw pile, or another seat's secret choice before the rules reveal it.
 */
export function publicState(game: AnyGame, state: unknown, viewer: Viewer = 'spectator'): unknown {
  return viewOf(game, state, viewer);
}

/**
 * The state as every seat together sees it (a late watcher's view when the host shows everything): the watcher's
 * view with each thing it hides taken from the view of a seat that sees it. What no seat sees (the generator, a
 * pile's order) stays out: the game's own views decide.
 */
export function everyonesState(game: AnyGame, state: unknown, seats: number): unknown {
  const own = Array.from({ length: seats }, (_, s) => publicState(game, state, s));
  const fill = (v: unknown, path: readonly (string | number)[]): unknown => {
    if (v === HIDDEN) {
      for (const o of own) {
        const seen = path.reduce<unknown>((x, k) => (x !== null && typeof x === 'object' ? (x as Record<string | number, unknown>)[k] : undefined), o);
        if (seen !== undefined && seen !== HIDDEN) return seen;
      }
      return v;
    }
    if (Array.isArray(v)) return v.map((x, i) => fill(x, [...path, i]));
    if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x, [...path, k])]));
    return v;
  };
  return fill(publicState(game, state, 'spectator'), []);
}

export class Table {
  readonly code: string;
  readonly game: AnyGame;
  readonly board: unknown;
  readonly boardName: string;
  readonly config: unknown;
  readonly listed: boolean;
  readonly seed: number;
  /** Watchers see everything this many moves late (null: live, with no seat's secret). */
  readonly watchDelay: number | null;
  /** The board and options as a joining client is sent them (`TableInfo`). */
  readonly info: TableInfo;
  private readonly seats: SeatHold[];
  private host: string;
  private state: unknown = null;
  private readonly moves: { seat: Seat; action: { readonly type: string } }[] = [];
  private readonly botFor = new Map<Seat, ReturnType<AnyGame['bots'][string]>>();
  /** Seats whose player dropped out during the race: until when (ms) the seat is kept for them, 0 once they left. */
  private readonly away = new Map<Seat, number>();
  /** The seats as the game was set up with them (a replay re-runs that set-up). */
  private started: { readonly name: string; readonly kind: string; readonly tokens?: number }[] = [];
  private replayFile: unknown = null;
  /** The race so far as its replay file, kept move by move (null before the start). */
  private live: LiveReplay | null = null;
  /** After a restart: the seat whose person hosted, who hosts again once back (null: the first seated person back hosts). */
  private hostSeat: Seat | null = null;
  /** The host's set-up as accepted (kept in the table's record). */
  private readonly setup: unknown;
  /** The race's moments as a watcher sees them (frame k: after k moves), built when the first watcher asks. */
  private watchFrames: WatchFrame[] | null = null;
  /** How many frames of the timeline each watching client has been sent (a connection that comes back starts again). */
  private readonly framesSent = new Map<string, number>();

  private constructor(code: string, game: AnyGame, board: unknown, boardName: string, config: unknown, seats: SeatHold[], host: string, listed: boolean, seed: number, info: TableInfo, watchDelay: number | null, setup: unknown) {
    this.setup = setup;
    this.info = info;
    this.watchDelay = watchDelay;
    this.code = code;
    this.game = game;
    this.board = board;
    this.boardName = boardName;
    this.config = config;
    this.seats = seats;
    this.host = host;
    this.listed = listed;
    this.seed = seed;
  }

  /** A new table from a host's set-up (checked like a replay file's: game, board, config, seats), or the first thing wrong with it. */
  static create(code: string, input: unknown, host: string, seed: number): { ok: true; table: Table } | Refusal {
    const parsed = tableSetupSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return refuse(oneLine(`${issue.path.join('.') || 'the set-up'}: ${issue.message}`));
    }
    const setup = parsed.data;
    const asReplay = {
      format: REPLAY_FORMAT,
      version: 3,
      game: setup.game,
      board: setup.board,
      config: setup.config ?? {},
      seed,
      seats: setup.seats.map((s, i) => ({ name: s.name ?? `Seat ${i + 1}`, kind: s.kind === PERSON ? 'human' : s.kind, ...(s.tokens !== undefined ? { tokens: s.tokens } : {}) })),
      moves: [],
      setup: '00000000',
      chain: [],
      checkpoints: [],
      final: { moves: 0, hash: '00000000' },
      result: null,
    };
    const load = parseGameReplay(asReplay);
    if (!load.ok) return refuse(load.error);
    const { log } = load;
    const seats: SeatHold[] = setup.seats.map((s, i) => ({
      kind: s.kind,
      name: s.kind === PERSON ? '' : (s.name ?? botName(log.game, s.kind, i)),
      ...(s.tokens !== undefined ? { tokens: s.tokens } : {}),
      holder: null,
    }));
    return { ok: true, table: new Table(code, log.game, log.board, log.boardName, log.config, seats, host, setup.listed ?? true, seed, { board: setup.board, config: log.config }, setup.watchDelay ?? null, setup) };
  }

  /**
   * A table brought back from its record (`record()`, after a server restart), or the first thing wrong with the
   * record. The race so far is re-run through the game's rules and checked against its hash chain. Every person's
   * seat is kept for its player until `until` (ms): they take it back with their seat key (`reclaim`).
   */
  static restore(input: unknown, until: number): { ok: true; table: Table } | Refusal {
    const parsed = tableRecordSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return refuse(oneLine(`${issue.path.join('.') || 'the record'}: ${issue.message}`));
    }
    const record = parsed.data;
    const made = Table.create(record.code, record.setup, '', record.seed);
    if (!made.ok) return refuse(`setup: ${made.reason}`);
    const table = made.table;
    if (record.seats.length !== table.seats.length) return refuse(`seats: the set-up has ${table.seats.length}, the record ${record.seats.length}`);
    const seats: SeatHold[] = [];
    for (const [i, s] of record.seats.entries()) {
      const tokens = table.seats[i]!.tokens;
      if (s.kind === PERSON) {
        if (s.key === null) seats.push({ kind: PERSON, name: '', ...(tokens !== undefined ? { tokens } : {}), holder: null });
        else {
          const n = nameSchema.safeParse(s.name);
          if (!n.success) return refuse(`seats.${i}.name: ${n.error.issues[0]!.message}`);
          seats.push({ kind: PERSON, name: n.data, ...(tokens !== undefined ? { tokens } : {}), holder: `${RESTORED}${i}`, key: s.key });
        }
      } else {
        if (!(s.kind in table.game.bots)) return refuse(`seats.${i}.kind: ${oneLine(s.kind, 40)} is not a ${table.game.title} bot`);
        seats.push({ kind: s.kind, name: s.name || botName(table.game, s.kind, i), ...(tokens !== undefined ? { tokens } : {}), holder: null });
      }
    }
    table.seats.splice(0, table.seats.length, ...seats);
    if (record.host !== null && seats[record.host]?.key !== undefined) table.hostSeat = record.host;
    if (record.replay !== null) {
      const load = parseGameReplay(record.replay);
      if (!load.ok) return refuse(`replay: ${load.error}`);
      const file = load.file;
      if (file.game !== table.game.id || file.seed !== table.seed || file.seats.length !== seats.length || hashState(load.log.board) !== hashState(table.board) || hashState(load.log.config) !== hashState(table.config)) {
        return refuse('replay: it is not the race of this set-up');
      }
      const verdict = verifyGameReplay(load);
      if (!verdict.ok) return refuse(oneLine(`replay: move ${verdict.index + 1}: ${verdict.reason}`));
      table.state = verdict.state;
      table.started = file.seats.map((s) => ({ ...s }));
      table.moves.push(...file.moves.map((m) => ({ seat: m.seat, action: m.action })));
      table.live = LiveReplay.resume(file);
      for (const [i, s] of seats.entries()) {
        if (s.kind !== PERSON) table.botFor.set(i, table.game.bots[s.kind]!(table.seed + 7919 * (i + 1)));
        else if (table.status === 'playing') table.away.set(i, until);
      }
    }
    return { ok: true, table };
  }

  /** The table's record for the server's disk (`restore` reads it back): seat keys and seed included, never sent to a client. */
  record(): TableRecord {
    const host = this.seatOf(this.host);
    return {
      format: TABLE_RECORD_FORMAT,
      version: TABLE_RECORD_VERSION,
      code: this.code,
      setup: this.setup,
      seed: this.seed,
      seats: this.seats.map((s) => ({ kind: s.kind, name: s.name, key: s.key ?? null })),
      host: host ?? this.hostSeat,
      replay: this.live?.file() ?? null,
    };
  }

  /** Whether `key` is the key of a seat at this table. */
  opens(key: string): boolean {
    return SEAT_KEY.test(key) && this.seats.some((s) => s.key !== undefined && sameKey(s.key, key));
  }

  /**
   * `client` takes back the seat whose key it holds (after a reload, a lost connection or a server restart): the
   * seat is theirs again whoever held it, and the host's seat hosts again.
   */
  reclaim(client: string, key: string): Done {
    const seat = SEAT_KEY.test(key) ? this.seats.findIndex((s) => s.key !== undefined && sameKey(s.key, key)) : -1;
    if (seat < 0) return refuse('that seat key opens no seat at this table');
    const hold = this.seats[seat]!;
    const before = hold.holder;
    hold.holder = client;
    this.away.delete(seat);
    if ((before !== null && this.host === before) || this.hostSeat === seat || (this.host === '' && this.hostSeat === null)) {
      this.host = client;
      this.hostSeat = null;
    }
    return { ok: true };
  }

  /** Whether a seat read back from the record still waits for its person to bring its key (`reclaim`). */
  get awaitsRestored(): boolean {
    return this.seats.some((s) => s.holder !== null && s.holder.startsWith(RESTORED));
  }

  /**
   * The people read back from the record who did not come back in time are treated as having left: before the
   * start their seats open again, during the race the host may let a bot play them; a host who did not come back
   * hands the table to a seated person among `remaining` (the clients at the table).
   */
  expireRestored(remaining: readonly string[]): void {
    for (const [i, s] of this.seats.entries()) {
      if (s.holder === null || !s.holder.startsWith(RESTORED)) continue;
      if (this.hostSeat === i) this.hostSeat = null;
      this.leave(s.holder, remaining);
    }
    if (this.host === '' && this.hostSeat === null) this.host = remaining.find((c) => this.seatedHere(c)) ?? remaining[0] ?? '';
  }

  get status(): TableStatus {
    if (this.state === null) return 'waiting';
    return this.game.result(this.state) === null ? 'playing' : 'over';
  }

  /** How many people's seats are still open. */
  get openSeats(): number {
    return this.seats.filter((s) => s.kind === PERSON && s.holder === null).length;
  }

  seatOf(client: string): Seat | null {
    const i = this.seats.findIndex((s) => s.holder === client);
    return i < 0 ? null : i;
  }

  isHost(client: string): boolean {
    return this.host === client;
  }

  /** The first client to join a table without a host hosts it (whoever created it). */
  claimHost(client: string): void {
    if (this.host === '' && this.hostSeat === null) this.host = client;
  }

  /** `client` takes the open person's seat `seat` under `name` (before the start; a seat already held is refused). */
  sit(client: string, seat: unknown, name: unknown): Done {
    if (this.status !== 'waiting') return refuse('the race has started: seats are taken');
    const n = nameSchema.safeParse(name);
    if (!n.success) return refuse(`name: ${n.error.issues[0]!.message}`);
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= this.seats.length) return refuse(`there is no seat ${oneLine(String(seat), 20)} at this table of ${this.seats.length}`);
    const hold = this.seats[seat]!;
    if (hold.kind !== PERSON) return refuse(`seat ${seat + 1} is a bot's`);
    if (hold.holder !== null && hold.holder !== client) return refuse(`seat ${seat + 1} is taken by ${hold.name}`);
    if (this.seats.some((s, i) => i !== seat && s.kind === PERSON && s.holder !== null && s.name === n.data)) return refuse(`${n.data} already sits at this table: choose another name`);
    this.stand(client);
    hold.holder = client;
    hold.name = n.data;
    hold.key = newSeatKey();
    return { ok: true };
  }

  /** `client` leaves its seat (before the start) and watches. */
  stand(client: string): void {
    if (this.status !== 'waiting') return;
    for (const s of this.seats) if (s.holder === client) {
      s.holder = null;
      s.name = '';
      delete s.key;
    }
  }

  /**
   * A client left for good: before the start its seat opens again; during the race it waits for the host to let a
   * bot play it (`handToBot`); a host who leaves hands the table to a seated person.
   */
  leave(client: string, remaining: readonly string[]): void {
    this.framesSent.delete(client);
    const seat = this.seatOf(client);
    if (seat !== null && this.status === 'playing') this.away.set(seat, 0);
    this.stand(client);
    if (this.host === client) this.host = remaining.find((c) => this.seatedHere(c)) ?? remaining[0] ?? '';
  }

  /** `client` holds a seat and is at the table (not away). */
  private seatedHere(client: string): boolean {
    const seat = this.seatOf(client);
    return seat !== null && !this.away.has(seat);
  }

  /** `client`'s connection dropped: during the race its seat is kept for it until `until` (ms), shown to the others. */
  drop(client: string, until: number): void {
    const seat = this.seatOf(client);
    if (seat !== null && this.status === 'playing') this.away.set(seat, until);
  }

  /** `client` came back into its seat. */
  back(client: string): void {
    // What was sent to the dropped connection is lost (a reload starts with nothing): its timeline starts again.
    this.framesSent.delete(client);
    const seat = this.seatOf(client);
    if (seat !== null) this.away.delete(seat);
  }

  /** The host lets a bot play the seat of a player who dropped out (the game's first bot kind, under the player's name). */
  handToBot(client: string, seat: number): Done {
    if (!this.isHost(client)) return refuse('only the host lets a bot play a seat');
    if (this.status !== 'playing') return refuse('the race is not on');
    const hold = this.seats[seat];
    if (!hold || !this.away.has(seat)) return refuse(`seat ${seat + 1} is not waiting for its player`);
    const botKind = Object.keys(this.game.bots)[0];
    if (!botKind) return refuse(`${this.game.title} has no bots to play the seat`);
    this.seats[seat] = { kind: botKind, name: hold.name, ...(hold.tokens !== undefined ? { tokens: hold.tokens } : {}), holder: null };
    this.botFor.set(seat, this.game.bots[botKind]!(this.seed + 7919 * (seat + 1) + 104729));
    this.away.delete(seat);
    return { ok: true };
  }

  /** The host starts the race; open seats become bots when `fill` is set, otherwise they must be taken first. */
  start(client: string, fill: boolean): Done {
    if (!this.isHost(client)) return refuse('only the host starts the race');
    if (this.status !== 'waiting') return refuse('the race has started already');
    const open = this.openSeats;
    if (open > 0 && !fill) return refuse(`${open === 1 ? '1 seat is' : `${open} seats are`} still open: wait for players or let bots take them`);
    const botKind = Object.keys(this.game.bots)[0];
    for (const [i, s] of this.seats.entries()) {
      if (s.kind === PERSON && s.holder === null) {
        if (!botKind) return refuse(`${this.game.title} has no bots to take the open seats`);
        this.seats[i] = { kind: botKind, name: botName(this.game, botKind, i), ...(s.tokens !== undefined ? { tokens: s.tokens } : {}), holder: null };
      }
    }
    const seats = this.seats.map((s) => ({ name: s.name, kind: s.kind === PERSON ? 'human' : s.kind, ...(s.tokens !== undefined ? { tokens: s.tokens } : {}) }));
    this.started = seats;
    try {
      this.state = this.game.setup(this.board, this.config, seats, this.seed);
    } catch (error) {
      return refuse(oneLine(`the race cannot start: ${error instanceof Error ? error.message : String(error)}`));
    }
    for (const [i, s] of this.seats.entries()) if (s.kind !== PERSON) this.botFor.set(i, this.game.bots[s.kind]!(this.seed + 7919 * (i + 1)));
    this.live = LiveReplay.start(this.game, this.board, this.boardName, this.config, seats, this.seed, this.state);
    return { ok: true };
  }

  /** `client` plays `action` for the seat it holds: accepted only when it is one the rules list for that seat now. */
  act(client: string, action: unknown): { ok: true; events: readonly unknown[] } | Refusal {
    const seat = this.seatOf(client);
    if (seat === null) return refuse('you are watching this table: only a seated player acts');
    if (this.status === 'waiting') return refuse('the race has not started');
    if (this.status === 'over') return refuse('the race is over');
    if (!this.game.actors(this.state).includes(seat)) return refuse('it is not your turn');
    const key = actionKey(action);
    const listed = key === null ? undefined : this.game.legalActions(this.state, seat).find((a) => canonicalJson(a) === key);
    if (!listed) return refuse('that move is not one the rules allow now');
    return this.play(seat, listed);
  }

  /** One bot on turn acts (the first bot among the actors); false when no bot is to act. */
  botStep(): boolean {
    if (this.status !== 'playing') return false;
    const seat = this.game.actors(this.state).find((s) => this.botFor.has(s));
    if (seat === undefined) return false;
    const legal = this.game.legalActions(this.state, seat);
    const r = this.play(seat, this.botFor.get(seat)!.choose(this.state, seat, legal));
    if (!r.ok) throw new Error(`a bot's move was refused: ${r.reason}`);
    return true;
  }

  private play(seat: Seat, action: { readonly type: string }): { ok: true; events: readonly unknown[] } | Refusal {
    const r = this.game.apply(this.state, seat, action);
    if (!r.ok) return refuse(`${r.message}`);
    this.state = r.state;
    this.moves.push({ seat, action });
    this.live?.push(this.game, seat, action, r.state);
    this.watchFrames?.push(this.watchFrame(r.state, r.events, seat));
    return { ok: true, events: r.events };
  }

  /**
   * The replay of a finished race (version 3, hash-chained: it verifies offline), null before the end. Only then may
   * a client have it: its seed and moves would tell every die and card of a race still running.
   */
  replay(): unknown {
    if (this.status !== 'over') return null;
    return (this.replayFile ??= gameReplayFile({ game: this.game, board: this.board, boardName: this.boardName, config: this.config, seats: this.started, seed: this.seed, moves: this.moves }));
  }

  /** The whole state, secrets included (null before the start): the server's alone, never sent. */
  get current(): unknown {
    return this.state;
  }

  /** The moves so far (a replay of the race is the set-up and these). */
  log(): readonly { readonly seat: Seat; readonly action: { readonly type: string } }[] {
    return this.moves;
  }

  /** A moment of the race as a watcher may see it: the watcher's view of the state and the move's listed events. */
  private watchFrame(state: unknown, events: readonly unknown[], seat?: Seat): WatchFrame {
    const listed = WATCHED_EVENTS[this.game.id] ?? [];
    const shown = events.filter((e): e is { type: string } => e !== null && typeof e === 'object' && listed.includes(String((e as { type?: unknown }).type)));
    const seen = this.watchDelay === null ? publicState(this.game, state, 'spectator') : everyonesState(this.game, state, this.seats.length);
    return { state: seen, ...(seat !== undefined ? { seat } : {}), events: shown };
  }

  /** Every moment of the race so far as a watcher sees it: the set-up and each move again through `apply` (once). */
  private timelineFrames(): readonly WatchFrame[] {
    if (this.watchFrames) return this.watchFrames;
    let state = this.game.setup(this.board, this.config, this.started, this.seed);
    const frames = [this.watchFrame(state, [])];
    for (const m of this.moves) {
      const r = this.game.apply(state, m.seat, m.action);
      if (!r.ok) throw new Error(`the table's moves do not re-run: ${r.message}`);
      state = r.state;
      frames.push(this.watchFrame(state, r.events, m.seat));
    }
    return (this.watchFrames = frames);
  }

  /** The part of the timeline `client` (a watcher) has not been sent yet (all of it for a viewer without an id); none when the moves do not re-run. */
  private timelineFor(client: string | null): { timeline: WatchTimeline } | Record<string, never> {
    let frames: readonly WatchFrame[];
    try {
      frames = this.timelineFrames();
    } catch {
      return {};
    }
    // Shown late, a watcher is sent the moments up to `watchDelay` moves ago (the set-up at least), never a later one.
    if (this.watchDelay !== null) frames = frames.slice(0, Math.max(1, frames.length - this.watchDelay));
    const from = client === null ? 0 : Math.min(this.framesSent.get(client) ?? 0, frames.length);
    if (client !== null) this.framesSent.set(client, frames.length);
    return { timeline: { from, frames: frames.slice(from) } };
  }

  /**
   * What `client` is sent of the table. A watcher's view (a client holding no seat) also carries the timeline frames
   * it has not been sent yet, so this counts them as sent: call it once for each view sent.
   */
  viewFor(client: string | null, now: number = Date.now()): TableView {
    const you = client === null ? null : this.seatOf(client);
    if (you === null && this.watchDelay !== null && this.status === 'playing') return this.lateView(client, now);
    return this.plainView(client, now, you === null && this.state !== null);
  }

  private plainView(client: string | null, now: number, withTimeline: boolean): TableView {
    const you = client === null ? null : this.seatOf(client);
    const playing = this.status === 'playing';
    const actors = playing ? this.game.actors(this.state) : [];
    return {
      code: this.code,
      game: this.game.id,
      title: this.game.title,
      boardName: this.boardName,
      status: this.status,
      you,
      host: client !== null && this.isHost(client),
      ...(you !== null && this.seats[you]!.key !== undefined ? { seatKey: this.seats[you]!.key } : {}),
      seats: this.seats.map((s, i) => {
        if (s.kind !== PERSON) return { name: s.name, kind: 'bot', bot: s.kind };
        const until = this.away.get(i);
        return { name: s.name, kind: s.holder === null ? 'open' : 'person', ...(until !== undefined ? { away: Math.max(0, Math.ceil((until - now) / 1000)) } : {}) };
      }),
      moves: this.moves.length,
      actors,
      legal: you !== null && actors.includes(you) ? this.game.legalActions(this.state, you) : [],
      state: this.state === null ? null : publicState(this.game, this.state, you ?? 'spectator'),
      result: this.state === null ? null : this.game.result(this.state),
      ...(withTimeline ? this.timelineFor(client) : {}),
    };
  }

  /**
   * A watcher's view when the host shows watchers everything `watchDelay` moves late: the race as it was then, every
   * seat's secret in view (`everyonesState`), never a later moment; who is to act now is not said.
   */
  private lateView(client: string | null, now: number): TableView {
    const live = this.plainView(client, now, false);
    const part = this.timelineFor(client);
    const frames = this.timelineFramesOrNull();
    const shown = frames === null ? 0 : Math.max(1, frames.length - this.watchDelay!) - 1;
    return {
      ...live,
      moves: shown,
      actors: [],
      legal: [],
      state: frames?.[shown]?.state ?? null,
      watchDelay: this.watchDelay!,
      ...part,
    };
  }

  private timelineFramesOrNull(): readonly WatchFrame[] | null {
    try {
      return this.timelineFrames();
    } catch {
      return null;
    }
  }

  /** What the lobby lists of the table. */
  summary(): LobbyTable {
    return { code: this.code, game: this.game.id, title: this.game.title, board: this.boardName, status: this.status, seats: this.seats.length, open: this.openSeats };
  }
}

function botName(_game: AnyGame, kind: string, seat: number): string {
  return `${kind[0]!.toUpperCase()}${kind.slice(1)} bot ${seat + 1}`;
}

