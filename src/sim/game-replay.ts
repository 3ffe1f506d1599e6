/**
 * Replay files of any game (docs/replay-format.md, version 3): the game id,
 * the board (the whole track or map, so a replay survives later edits), the
 * game's config, the seed, the seats (name, kind, tokens), the
 * `{ seat, action }` moves with their move chain, state hashes at
 * checkpoints, the final record and the result. Everything goes through a
 * schema: the file's, then the game's config and board readers, then the
 * game's own `apply` move by move.
 *
 * Start Frei's replays of versions 1 and 2 load through a migration into this
 * version (src/sim/older-files.ts), so the demo replay and every shared file
 * keep verifying.
 */
import { z } from 'zod';
import { checkpointIndices, firstIssue, gameHash, hashState, tableProblem, verifyMoves, type AnyGame, type GameResult, type OlderLog, type SeatSetup } from '../rules/core';
import { gameById, UnknownGameError } from '../rules/registry';
import { describeValue, oneLine, parseJsonText } from '../track';
import { boardCodec } from './boards';
import { REPLAY_FORMAT, SEED_MAX } from './file-format';

export const GAME_REPLAY_VERSION = 3;
/** The most moves a replay file may hold (a long Start Frei race has about 3,000). */
export const MAX_REPLAY_MOVES = 500_000;

const hex8 = z.string().regex(/^[0-9a-f]{8}$/, 'a hash is 8 hexadecimal digits');
const seatSchema = z.object({ name: z.string().min(1).max(60), kind: z.string().min(1).max(40), tokens: z.number().int().min(1).max(12).optional() }).strict();
const resultSchema = z.union([
  z.object({ kind: z.literal('ranking'), order: z.array(z.number().int().min(0)).max(12), reason: z.string().max(200) }),
  z.object({ kind: z.literal('team'), won: z.boolean(), score: z.number().int(), reason: z.string().max(200) }),
]);

export const gameReplaySchema = z.object({
  format: z.literal(REPLAY_FORMAT),
  version: z.literal(GAME_REPLAY_VERSION),
  game: z.string().min(1).max(40),
  board: z.object({ kind: z.enum(['lane-graph', 'rail-map']), name: z.string().max(200), data: z.unknown() }).strict(),
  config: z.unknown(),
  seed: z.number().int().min(0).max(SEED_MAX),
  seats: z.array(seatSchema).min(1).max(12),
  moves: z.array(z.object({ seat: z.number().int().min(0).max(11), action: z.object({ type: z.string() }).passthrough() }).strict()).max(MAX_REPLAY_MOVES),
  /** The hash of the set-up (game, board, config, seats, seed): the start of the move chain. */
  setup: hex8,
  /** Per move, the chained hash of every move so far. */
  chain: z.array(hex8).max(MAX_REPLAY_MOVES),
  checkpoints: z.array(z.object({ index: z.number().int().min(0), hash: hex8 }).strict()).max(MAX_REPLAY_MOVES),
  final: z.object({ moves: z.number().int().min(0), hash: hex8 }).strict(),
  result: resultSchema.nullable(),
});

export type GameReplayFile = z.infer<typeof gameReplaySchema>;

/** A game as played: what a replay (or a scenario) starts from and the moves made — an older file's log with its game. */
export interface GameLog extends OlderLog {
  readonly game: AnyGame;
}

function setupFields(log: GameLog, boardData: unknown) {
  return {
    game: log.game.id,
    board: { kind: log.game.board, name: log.boardName, data: boardData },
    config: log.config,
    seed: log.seed,
    seats: log.seats.map((s) => ({ name: s.name, kind: s.kind, ...(s.tokens !== undefined ? { tokens: s.tokens } : {}) })),
  };
}

/** The hash of a replay's set-up. */
export function gameSetupHash(fields: ReturnType<typeof setupFields>): string {
  return hashState(fields);
}

/** The replay file of a game (JSON-ready): re-runs the moves once to hash the checkpoints and the final state. */
export function gameReplayFile(log: GameLog): GameReplayFile {
  const { game } = log;
  const codec = boardCodec(game.board);
  const data = codec?.write(log.board) ?? null;
  if (data === null) throw new Error(`a ${game.title} board cannot be written to a file here`);
  const wanted = new Set(checkpointIndices(log.moves.length));
  let state = game.setup(log.board, log.config, log.seats, log.seed);
  const checkpoints: { index: number; hash: string }[] = [];
  if (wanted.has(0)) checkpoints.push({ index: 0, hash: gameHash(game, state) });
  const chain: string[] = [];
  const fields = setupFields(log, data);
  const setup = gameSetupHash(fields);
  let link = setup;
  log.moves.forEach((m, i) => {
    const r = game.apply(state, m.seat, m.action);
    if (!r.ok) throw new Error(`recorded move ${i} is illegal: ${r.message}`);
    state = r.state;
    link = hashState([link, { seat: m.seat, action: m.action }]);
    chain.push(link);
    if (wanted.has(i + 1)) checkpoints.push({ index: i + 1, hash: gameHash(game, state) });
  });
  return {
    format: REPLAY_FORMAT,
    version: GAME_REPLAY_VERSION,
    ...fields,
    moves: log.moves.map((m) => ({ seat: m.seat, action: m.action as { type: string } })),
    setup,
    chain,
    checkpoints,
    final: { moves: log.moves.length, hash: gameHash(game, state) },
    result: plainResult(game.result(state)),
  };
}

function plainResult(r: GameResult | null): GameReplayFile['result'] {
  if (!r) return null;
  return r.kind === 'ranking' ? { kind: 'ranking', order: [...r.order], reason: r.reason } : { kind: 'team', won: r.won, score: r.score, reason: r.reason };
}

export type GameReplayLoad = { ok: true; log: GameLog; file: GameReplayFile } | { ok: false; error: string };

/** Parses a version 3 replay (a JSON value): the schema, the game, its config, its board and the seats (not yet re-run). */
export function parseGameReplay(json: unknown): GameReplayLoad {
  const parsed = gameReplaySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: oneLine(`${oneLine(issue.path.join('.'), 80) || '(root)'}: ${issue.message}`) };
  }
  const file = parsed.data;
  let game: AnyGame;
  try {
    game = gameById(file.game);
  } catch (error) {
    if (error instanceof UnknownGameError) return { ok: false, error: `game: ${error.message}` };
    throw error;
  }
  if (file.board.kind !== game.board) return { ok: false, error: `board: ${game.title} is played on a ${game.board}, not a ${file.board.kind}` };
  const codec = boardCodec(game.board);
  if (!codec) return { ok: false, error: `board: ${game.title}'s ${game.board} cannot be read yet` };
  const board = codec.read(file.board.data, game.id);
  if (!board.ok) return { ok: false, error: board.error };
  const config = game.configSchema.safeParse(file.config ?? {});
  if (!config.success) return { ok: false, error: oneLine(firstIssue(config.error, 'config')) };
  const n = file.seats.length;
  if (n < game.seats.min || n > game.seats.max) return { ok: false, error: `seats: ${game.title} is played by ${game.seats.min} to ${game.seats.max}, this replay has ${n}` };
  for (const [i, s] of file.seats.entries()) {
    if (s.kind !== 'human' && !(s.kind in game.bots)) return { ok: false, error: `seats.${i}.kind: ${describeValue(s.kind)} is not 'human' or a ${game.title} bot (${Object.keys(game.bots).join(', ')})` };
  }
  for (const [i, m] of file.moves.entries()) if (m.seat >= n) return { ok: false, error: `moves.${i}.seat: seat ${m.seat} of a table of ${n}` };
  // What set-up would refuse (a seat's tokens, a chosen grid for other cars), in one line before it runs.
  const refused = setupProblem(game, board.board, config.data, file.seats, file.seed);
  if (refused) return { ok: false, error: refused };
  return { ok: true, file, log: { game, board: board.board, boardName: board.name || file.board.name, config: config.data, seats: file.seats, seed: file.seed, moves: file.moves } };
}

/**
 * Whether a file's set-up starts a game, as one line naming what is wrong (null: it does). First each seat's
 * `tokens` against the game's own bounds (`seats.tokenRange`), then the game's set-up itself: whatever it throws
 * (a grid too small for the cars, a config value out of its range) is the file's problem, never an internal error.
 */
export function setupProblem(game: AnyGame, board: unknown, config: unknown, seats: readonly SeatSetup[], seed: number): string | null {
  const table = tableProblem(game, board, config, seats);
  if (table) return oneLine(table);
  try {
    game.setup(board, config, seats, seed);
  } catch (error) {
    return oneLine(`set-up: ${game.title} cannot start this game: ${error instanceof Error ? error.message : String(error)}`);
  }
  return null;
}

/** Reads a replay file's text: `parseJsonText`, then `parseGameReplay`. */
export function loadGameReplay(text: string): GameReplayLoad {
  const json = parseJsonText(text, 'the replay file');
  if (!json.ok) return { ok: false, error: json.error };
  return parseGameReplay(json.value);
}

export type GameReplayVerdict =
  | { readonly ok: true; readonly state: unknown; readonly result: GameResult | null; readonly moves: number }
  | { readonly ok: false; readonly index: number; readonly reason: string; readonly state: unknown };

/** Re-runs a parsed replay: the set-up hash, each move against the chain, the rules and the checkpoints, the final record, then the result it claims. */
export function verifyGameReplay(load: { log: GameLog; file: GameReplayFile }): GameReplayVerdict {
  const { log, file } = load;
  const { game } = log;
  const setup = gameSetupHash({ game: file.game as typeof game.id, board: file.board, config: file.config, seed: file.seed, seats: file.seats });
  if (setup !== file.setup) {
    return { ok: false, index: 0, reason: `the set-up (game, board, config, seats, seed) hashes to ${setup}, not the recorded ${file.setup}`, state: game.setup(log.board, log.config, log.seats, log.seed) };
  }
  let check;
  try {
    check = verifyMoves(game, { board: log.board, config: log.config, seats: log.seats, seed: log.seed, moves: log.moves, checkpoints: file.checkpoints, chain: { start: file.setup, hashes: file.chain }, final: file.final });
  } catch (error) {
    return { ok: false, index: 0, reason: oneLine(`the set-up cannot start a game: ${error instanceof Error ? error.message : String(error)}`), state: null };
  }
  if (!check.ok) return check;
  const result = game.result(check.state);
  if (hashState(result ?? null) !== hashState(file.result ?? null)) {
    return { ok: false, index: log.moves.length, reason: `the recorded result is not the re-run's (${describeResultLine(result)})`, state: check.state };
  }
  return { ok: true, state: check.state, result, moves: log.moves.length };
}

function describeResultLine(r: GameResult | null): string {
  if (!r) return 'the game is not over';
  return r.kind === 'ranking' ? `order ${r.order.join(', ')}, ${r.reason}` : `${r.won ? 'won' : 'lost'} with ${r.score}, ${r.reason}`;
}

/** A result in words, with the seats' names. */
export function resultLines(result: GameResult | null, seats: readonly { readonly name: string }[]): string[] {
  if (!result) return ['the game is not over'];
  if (result.kind === 'team') return [`${result.won ? 'the table won' : 'the table lost'}: ${result.score} (${result.reason})`];
  return result.order.map((seat, i) => `${i + 1}. ${seats[seat]?.name ?? `seat ${seat + 1}`}`);
}
