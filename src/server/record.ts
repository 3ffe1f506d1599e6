/**
 * What the game server keeps of a table on disk (issue 31), so a restarted
 * server brings its open tables back: the code, the host's set-up, the seed,
 * the seats (kind, name and each person's secret seat key), which seat
 * hosts, and the race so far as a replay file (version 3, hash-chained: the
 * very file a finished race becomes). The record never leaves the server: it
 * holds every seat's key and the seed.
 *
 * The replay is kept up to date move by move (`LiveReplay`): the chain, the
 * checkpoints and the final hash grow with each move, so writing the record
 * after every action does not re-run the race.
 */
import { z } from 'zod';
import { CHECKPOINT_EVERY, gameHash, hashState, type AnyGame, type Seat } from '../rules/core';
import { GAME_REPLAY_VERSION, REPLAY_FORMAT, SEED_MAX, type GameReplayFile } from '../sim';
import { boardCodec } from '../sim/boards';
import { CODE_ALPHABET, CODE_LENGTH } from '../sim/table-protocol';

export const TABLE_RECORD_FORMAT = 'chicane-table';
export const TABLE_RECORD_VERSION = 1;

/** A seat key: 128 random bits, base64url (22 characters). */
export const SEAT_KEY = /^[A-Za-z0-9_-]{22}$/;

const codeRe = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

export const tableRecordSchema = z.strictObject({
  format: z.literal(TABLE_RECORD_FORMAT),
  version: z.literal(TABLE_RECORD_VERSION),
  code: z.string().regex(codeRe, `a table code is ${CODE_LENGTH} letters and digits`),
  /** The host's set-up as it was accepted (checked again on loading, like a new table's). */
  setup: z.unknown(),
  seed: z.number().int().min(0).max(SEED_MAX),
  /** The seats now (a seat the host handed to a bot is a bot's): a person's seat with its key while someone holds it. */
  seats: z
    .array(z.strictObject({ kind: z.string().min(1).max(40), name: z.string().max(60), key: z.string().regex(SEAT_KEY, 'a seat key is 22 letters, digits, - or _').nullable() }))
    .min(1)
    .max(12),
  /** The seat of the host (null: the host watched, or nobody hosts). */
  host: z.number().int().min(0).max(11).nullable(),
  /** The race so far (null before the start). */
  replay: z.unknown().nullable(),
});

export type TableRecord = z.infer<typeof tableRecordSchema>;

/** A race's replay file as it grows: one move at a time, never re-running the moves before it. */
export class LiveReplay {
  private readonly head: Pick<GameReplayFile, 'format' | 'version' | 'game' | 'board' | 'config' | 'seed' | 'seats' | 'setup'>;
  private readonly moves: { seat: Seat; action: { type: string } }[];
  private readonly chain: string[];
  private readonly checkpoints: { index: number; hash: string }[];
  private final: { moves: number; hash: string };
  private result: GameReplayFile['result'];

  private constructor(head: LiveReplay['head'], moves: LiveReplay['moves'], chain: string[], checkpoints: LiveReplay['checkpoints'], final: LiveReplay['final'], result: GameReplayFile['result']) {
    this.head = head;
    this.moves = moves;
    this.chain = chain;
    this.checkpoints = checkpoints;
    this.final = final;
    this.result = result;
  }

  /** The replay of a race just set up (`state` is the game's set-up). */
  static start(game: AnyGame, board: unknown, boardName: string, config: unknown, seats: readonly { name: string; kind: string; tokens?: number }[], seed: number, state: unknown): LiveReplay {
    const data = boardCodec(game.board)?.write(board as never) ?? null;
    if (data === null) throw new Error(`a ${game.title} board cannot be written to a file here`);
    const fields = {
      game: game.id,
      board: { kind: game.board, name: boardName, data },
      config,
      seed,
      seats: seats.map((s) => ({ name: s.name, kind: s.kind, ...(s.tokens !== undefined ? { tokens: s.tokens } : {}) })),
    };
    const hash = gameHash(game, state);
    return new LiveReplay({ format: REPLAY_FORMAT, version: GAME_REPLAY_VERSION, ...fields, setup: hashState(fields) }, [], [], [{ index: 0, hash }], { moves: 0, hash }, null);
  }

  /** The replay of a race read back from a verified file, whose moves led to `state`. */
  static resume(file: GameReplayFile): LiveReplay {
    const { moves, chain, checkpoints, final, result, ...head } = file;
    const kept = checkpoints.filter((c) => c.index % CHECKPOINT_EVERY === 0 && c.index < moves.length);
    return new LiveReplay(head, moves.map((m) => ({ seat: m.seat, action: m.action })), [...chain], kept, { ...final }, result);
  }

  /** One more move, and the state it led to. */
  push(game: AnyGame, seat: Seat, action: { readonly type: string }, state: unknown): void {
    this.moves.push({ seat, action: action as { type: string } });
    const link = hashState([this.chain.at(-1) ?? this.head.setup, { seat, action }]);
    this.chain.push(link);
    const hash = gameHash(game, state);
    const n = this.moves.length;
    if (n % CHECKPOINT_EVERY === 0) this.checkpoints.push({ index: n, hash });
    this.final = { moves: n, hash };
    const r = game.result(state);
    this.result = r === null ? null : r.kind === 'ranking' ? { kind: 'ranking', order: [...r.order], reason: r.reason } : { kind: 'team', won: r.won, score: r.score, reason: r.reason };
  }

  /** The file (what `gameReplayFile` writes for the same race). */
  file(): GameReplayFile {
    const n = this.moves.length;
    const last = this.checkpoints.at(-1);
    const checkpoints = last?.index === n ? [...this.checkpoints] : [...this.checkpoints, { index: n, hash: this.final.hash }];
    return { ...this.head, moves: [...this.moves], chain: [...this.chain], checkpoints, final: { ...this.final }, result: this.result };
  }
}
