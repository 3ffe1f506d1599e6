/**
 * What the game server and its clients say to each other (issue 31): one
 * source for both sides — the server (src/server) checks with these schemas,
 * the browser app (src/app/online) sends and reads the same shapes. Plain
 * data and zod only, no network.
 */
import { z } from 'zod';
import type { GameResult, Seat } from '../rules/core';

/** What a client may name as a seat's kind when it sets up a table: a person (open until someone sits) or a bot of the game. */
export const PERSON = 'person';

export const MAX_NAME = 40;
/** The most moves late a table may show its watchers everything. */
export const MAX_WATCH_DELAY = 50;

export const nameSchema = z
  .string()
  .transform((s) => s.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(1, 'a name cannot be empty').max(MAX_NAME, `a name is at most ${MAX_NAME} characters`));

/** A table's set-up as a host sends it. */
export const tableSetupSchema = z.strictObject({
  game: z.string().min(1).max(40),
  board: z.strictObject({ kind: z.enum(['lane-graph', 'rail-map']), name: z.string().max(200), data: z.unknown() }),
  config: z.unknown().optional(),
  seats: z
    .array(
      z.strictObject({
        /** `person` or one of the game's bot kinds. */
        kind: z.string().min(1).max(40),
        /** A bot's name (a person's seat takes the name of whoever sits there). */
        name: nameSchema.optional(),
        tokens: z.number().int().min(1).max(12).optional(),
      }),
    )
    .min(1)
    .max(12),
  /** Listed in the lobby (default) or only reachable by its code. */
  listed: z.boolean().optional(),
  /**
   * Watchers see everything, every seat's secret too, this many moves late (what TV poker does); absent: watchers
   * see the race live and no seat's secret.
   */
  watchDelay: z.number().int().min(1).max(MAX_WATCH_DELAY).optional(),
});

export type TableSetup = z.infer<typeof tableSetupSchema>;

export type TableStatus = 'waiting' | 'playing' | 'over';

/** One seat as a client sees it. */
export interface TableSeatView {
  readonly name: string;
  readonly kind: 'person' | 'bot' | 'open';
  readonly bot?: string;
  /**
   * The person's connection dropped during the race: the seconds (at sending) left for them to come back into
   * the seat, 0 once they left for good. The host may then let a bot play the seat (`hand`).
   */
  readonly away?: number;
}

/** What one client sees of the table. */
export interface TableView {
  readonly code: string;
  readonly game: string;
  readonly title: string;
  readonly boardName: string;
  readonly status: TableStatus;
  /** The seat this client holds, or null (watching). */
  readonly you: Seat | null;
  readonly host: boolean;
  /**
   * The secret key of the seat this client holds (only ever sent to its holder): with it a `join` takes the seat
   * back from any connection, a restarted server's included.
   */
  readonly seatKey?: string;
  readonly seats: readonly TableSeatView[];
  readonly moves: number;
  /** The seats to act now (empty before the start and at the end). */
  readonly actors: readonly Seat[];
  /** The actions this client's seat may take now (empty when it may not act). */
  readonly legal: readonly unknown[];
  /** The game's state as this client may see it (null before the start). */
  readonly state: unknown;
  readonly result: GameResult | null;
  /**
   * A watcher's timeline (sent to watchers only, once the race is on): the frames it has not been sent yet, from
   * frame `from` on (frame k is the table after k moves; the last is the state above). A watcher keeps them and
   * adds each new part, so it can look back at any moment of the race; joining mid-race it is sent all of them.
   */
  readonly timeline?: WatchTimeline;
  /**
   * Set when the host shows watchers everything this many moves late (sent to watchers only): the state, moves,
   * actors and timeline above are then those of the race that many moves ago, every seat's secret in view.
   */
  readonly watchDelay?: number;
}

/** One moment of the race as a watcher is sent it: the state as a watcher may see it, and the move's public events. */
export interface WatchFrame {
  readonly state: unknown;
  /** The seat whose move led here (who moved is seen by all); absent for the set-up. */
  readonly seat?: number;
  /** The events of the move that led here that a watcher may know (`WATCHED_EVENTS`); empty for the set-up. */
  readonly events: readonly { readonly type: string }[];
}

export interface WatchTimeline {
  readonly from: number;
  readonly frames: readonly WatchFrame[];
}

/**
 * The events a watcher is sent with each move, by game: the broadcast's moments (its captions and incident marks)
 * and what the figures of the race count, less any that may hold a secret. Start Frei's `DrsDrawn` is left out: it
 * can be the marker its player alone looks at. An event not listed here never reaches a watcher.
 */
export const WATCHED_EVENTS: Readonly<Record<string, readonly string[]>> = {
  'start-frei': ['OvertakeResolved', 'ChicaneHit', 'Braked', 'LapCompleted', 'GameOver', 'CoinsChanged', 'TurnStarted'],
  'formula-1': ['off', 'throw', 'pit-in', 'lap', 'finish', 'speed'],
  motorsportspiel: ['error', 'flag', 'off', 'out', 'draft', 'pit', 'lap', 'finished'],
  'bahn-frei': ['Complaint', 'EventDrawn', 'RoundStarted', 'GameOver', 'Placed', 'Boarded', 'Alighted', 'Voucher'],
};

/**
 * What a client is sent once when it joins (and again when it reconnects), before its first view: the board
 * as the host sent it (its file form) and the table's options, so the client draws the same table.
 */
export interface TableInfo {
  readonly board: { readonly kind: 'lane-graph' | 'rail-map'; readonly name: string; readonly data: unknown };
  readonly config: unknown;
}

/** Letters and digits people cannot mistake for each other (no 0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 5;

export const codeSchema = z
  .string()
  .transform((s) => s.toUpperCase().replace(/[^A-Z0-9]/g, ''))
  .pipe(z.string().length(CODE_LENGTH, `a table code is ${CODE_LENGTH} letters and digits`));

/** The room the tables live in, and the messages a client may send to one. */
export const TABLE_ROOM = 'table';
export const TABLE_MESSAGES = ['sit', 'stand', 'start', 'act', 'hand'] as const;
/** The room that lists the open public tables (Colyseus' lobby room). */
export const LOBBY_ROOM = 'lobby';

/** What the lobby lists of a table (the room's metadata, the server's `Table.summary()`). */
export const lobbyTableSchema = z.object({
  code: z.string().min(1).max(12),
  game: z.string().min(1).max(40),
  title: z.string().min(1).max(80),
  board: z.string().max(200),
  status: z.enum(['waiting', 'playing', 'over']),
  seats: z.number().int().min(1).max(12),
  open: z.number().int().min(0).max(12),
});

export type LobbyTable = z.infer<typeof lobbyTableSchema>;

/** A table of the lobby's list from one of its messages (a room listing), or null for anything else. */
export function lobbyTableOf(listing: unknown): LobbyTable | null {
  const metadata = listing !== null && typeof listing === 'object' ? (listing as { metadata?: unknown }).metadata : undefined;
  const t = lobbyTableSchema.safeParse(metadata);
  return t.success ? t.data : null;
}
export const sitSchema = z.strictObject({ seat: z.number().int().min(0).max(11), name: nameSchema.optional() });
export const startSchema = z.strictObject({ fill: z.boolean().optional() });
export const actSchema = z.strictObject({ action: z.unknown() });
/** The host lets a bot play the seat of a player who dropped out (`away` in the view). */
export const handSchema = z.strictObject({ seat: z.number().int().min(0).max(11) });
/** A seat key as the server hands it out (128 random bits, base64url). */
export const seatKeySchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'a seat key is 22 letters, digits, - or _');
/** What a client joins with: a name, or the key of the seat it takes back. */
export const joinSchema = z.object({ name: nameSchema.optional(), seatKey: seatKeySchema.optional() });

/** A refusal as the server sends it back: what was refused and why. */
export interface Refused {
  readonly what: string;
  readonly reason: string;
}
