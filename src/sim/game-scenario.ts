/**
 * Scenario files of any game (docs/scenario-format.md, version 2): a
 * position is a set-up (game, board, config, seats, seed) and the moves that
 * lead to it; a scenario may go on with more moves, whose events it reports.
 * Every position a game can reach is a scenario — "Teach from here" opens a
 * replay's step as one. Start Frei's version 1 files (any phase written out
 * by hand, forced dice) load into this version (src/sim/older-files.ts).
 */
import { z } from 'zod';
import type { AnyGame, Move } from '../rules/core';
import { oneLine } from '../track';
import { gameReplaySchema, parseGameReplay, type GameLog } from './game-replay';
import { SCENARIO_FORMAT } from './file-format';

export const GAME_SCENARIO_VERSION = 2;

const replayShape = gameReplaySchema.shape;

export const gameScenarioSchema = z.object({
  format: z.literal(SCENARIO_FORMAT),
  version: z.literal(GAME_SCENARIO_VERSION),
  /** A title for the position (Learn shows it). */
  title: z.string().max(200).optional(),
  game: replayShape.game,
  board: replayShape.board,
  config: replayShape.config,
  seed: replayShape.seed,
  seats: replayShape.seats,
  moves: replayShape.moves,
  /** How many of the moves lead to the position; the rest are the scenario's own (their events are reported). Default: all. */
  position: z.number().int().min(0).optional(),
  /**
   * A position built directly instead of the set-up (the game's `positions.schema` says what it holds): the moves
   * then start from it. Absent: the moves start from the set-up.
   */
  start: z.unknown().optional(),
});

export type GameScenarioFile = z.infer<typeof gameScenarioSchema>;

export type GameScenarioRun =
  | { readonly ok: true; readonly game: AnyGame; readonly log: GameLog; readonly state: unknown; readonly events: readonly { readonly type: string }[]; readonly start?: unknown }
  | { readonly ok: false; readonly kind: 'malformed'; readonly error: string }
  | { readonly ok: false; readonly kind: 'illegal'; readonly index: number; readonly error: string; readonly game: AnyGame; readonly log: GameLog; readonly state: unknown; readonly events: readonly { readonly type: string }[] };

/** The scenario of a game's position: its set-up and the first `moves` of a log. */
export function scenarioOf(log: GameLog, data: { board: unknown; title?: string }, moves = log.moves.length): GameScenarioFile {
  return {
    format: SCENARIO_FORMAT,
    version: GAME_SCENARIO_VERSION,
    ...(data.title !== undefined ? { title: data.title } : {}),
    game: log.game.id,
    board: { kind: log.game.board, name: log.boardName, data: data.board },
    config: log.config,
    seed: log.seed,
    seats: log.seats.map((s) => ({ name: s.name, kind: s.kind, ...(s.tokens !== undefined ? { tokens: s.tokens } : {}) })),
    moves: log.moves.slice(0, moves).map((m) => ({ seat: m.seat, action: m.action as { type: string } })),
  };
}

/** The state of a scenario's `start`: checked against the game's position schema, then built (a one-line reason when it cannot be). */
export function startState(game: AnyGame, log: Pick<GameLog, 'board' | 'config' | 'seats' | 'seed'>, start: unknown): { ok: true; state: unknown } | { ok: false; error: string } {
  const positions = game.positions;
  if (!positions) return { ok: false, error: `start: ${game.title} scenarios start from the set-up; this game builds no position from a file` };
  const parsed = positions.schema.safeParse(start);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = ['start', ...issue.path.map(String)].join('.');
    return { ok: false, error: oneLine(`${oneLine(path, 80)}: ${issue.message}`) };
  }
  try {
    return { ok: true, state: positions.build(log.board, log.config, log.seats, parsed.data, log.seed) };
  } catch (error) {
    return { ok: false, error: oneLine(`start: the position cannot be: ${error instanceof Error ? error.message : String(error)}`) };
  }
}

/** Runs a version 2 scenario (a JSON value): the set-up, the moves to the position, then its own moves with their events. */
export function runGameScenario(json: unknown): GameScenarioRun {
  const parsed = gameScenarioSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, kind: 'malformed', error: oneLine(`${oneLine(issue.path.join('.'), 80) || '(root)'}: ${issue.message}`) };
  }
  const file = parsed.data;
  // The set-up is read exactly as a replay's is (game, board, config, seats).
  const asReplay = { ...file, format: 'chicane-replay', version: 3, setup: '00000000', chain: [], checkpoints: [], final: { moves: 0, hash: '00000000' }, result: null };
  delete (asReplay as { title?: string }).title;
  delete (asReplay as { position?: number }).position;
  delete (asReplay as { start?: unknown }).start;
  const load = parseGameReplay(asReplay);
  if (!load.ok) return { ok: false, kind: 'malformed', error: load.error };
  const { log } = load;
  const { game } = log;
  const position = Math.min(file.position ?? file.moves.length, file.moves.length);
  let state: unknown;
  if (file.start !== undefined) {
    const built = startState(game, log, file.start);
    if (!built.ok) return { ok: false, kind: 'malformed', error: built.error };
    state = built.state;
  } else {
    try {
      state = game.setup(log.board, log.config, log.seats, log.seed);
    } catch (error) {
      return { ok: false, kind: 'malformed', error: oneLine(`the set-up cannot start a ${game.title} game: ${error instanceof Error ? error.message : String(error)}`) };
    }
  }
  return runScenarioFrom(log, state, position, file.start);
}

/** Plays a scenario's moves from `state`, reporting the events of those from `position` on. */
export function runScenarioFrom(log: GameLog, start: unknown, position: number, built?: unknown): GameScenarioRun {
  const { game } = log;
  let state = start;
  const events: { type: string }[] = [];
  const moves: readonly Move<{ readonly type: string }>[] = log.moves;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]!;
    const r = game.apply(state, m.seat, m.action);
    if (!r.ok) return { ok: false, kind: 'illegal', index: i, error: `${r.code}: ${r.message}`, game, log, state, events };
    state = r.state;
    if (i >= position) events.push(...(r.events as { type: string }[]));
  }
  return { ok: true, game, log, state, events, ...(built !== undefined ? { start: built } : {}) };
}
