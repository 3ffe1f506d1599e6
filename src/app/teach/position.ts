/**
 * The teaching view's position, for any game on the seam: a version 2
 * scenario (src/sim/game-scenario.ts: game, board, config, seats, seed,
 * moves) and the step shown. Every way in (a game's set-up, "Teach from
 * here" of a replay, a file, the autosave) becomes a scenario first and is
 * opened through `runGameScenario`, so what is shown is always what a file
 * can hold. The frames are the shell's sessions (src/app/play/session.ts)
 * after each move. Pure: no React, no storage.
 */
import { boardCodec, runGameScenario, scenarioOf, type GameScenarioFile } from '../../sim';
import { clientOf } from '../../games';
import type { AnyGame, Seat } from '../../rules/core';
import type { LaneGraph, Layout } from '../../track';
import { applyMove, newSession, type BoardSource, type Outcome, type PlaySession, type PreparedBoard } from '../play/session';
import { framesOf } from '../play/playback';

export interface TeachPosition {
  /** The scenario's set-up (its moves are those of the last frame). */
  readonly file: GameScenarioFile;
  /** frames[i]: the game after i moves. */
  readonly frames: readonly PlaySession[];
  /** The frame shown. */
  readonly step: number;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The moves of a position (the last frame's). */
export const movesOf = (p: TeachPosition) => p.frames[p.frames.length - 1]!.moves;
export const shownFrame = (p: TeachPosition) => p.frames[p.step]!;
export const lastStep = (p: TeachPosition) => p.frames.length - 1;

/** A position from a scenario (a JSON value): checked and run by `runGameScenario`; a bad one is one line. */
export function openScenario(json: unknown): Outcome<TeachPosition> {
  let run;
  try {
    run = runGameScenario(json);
  } catch (error) {
    return { ok: false, message: `it cannot be read (${message(error)})` };
  }
  if (!run.ok) {
    if (run.kind === 'illegal') return { ok: false, message: `move ${run.index + 1} is not allowed in that position` };
    if (run.error.startsWith('game:')) return { ok: false, message: 'it is a position of a game this version of Chicane cannot play' };
    return { ok: false, message: run.error };
  }
  const { log, game } = run;
  const file = json as GameScenarioFile;
  const lane = game.board === 'lane-graph' ? (log.board as { graph?: LaneGraph; layout?: Layout }) : null;
  const source: BoardSource = lane?.layout ? { kind: 'layout', layout: lane.layout, name: log.boardName, from: 'example' } : { kind: 'example', name: log.boardName };
  const prepared: PreparedBoard = { board: log.board, config: log.config, source, graph: lane?.graph ?? null, sentence: `On “${log.boardName}”.` };
  const seats = log.seats.map((s) => ({ name: s.name, kind: s.kind }));
  const start = newSession(game, clientOf(game.id), prepared, seats, log.seed);
  if (!start.ok) return { ok: false, message: start.message };
  const frames = framesOf(start.value, log.moves);
  if (!frames.ok) return { ok: false, message: frames.message };
  const position = Math.min(file.position ?? log.moves.length, log.moves.length);
  const setup: GameScenarioFile = { ...file, moves: [] };
  delete (setup as { position?: number }).position;
  return { ok: true, value: { file: setup, frames: frames.value, step: position } };
}

/** The set-up of a game on its first example table, as a scenario: people in every seat, seed 1. */
export function setupScenario(game: AnyGame): Outcome<GameScenarioFile> {
  const example = game.examples[0];
  if (!example) return { ok: false, message: `${game.title} has no table to teach on yet.` };
  try {
    const { board, config } = example.load();
    const data = boardCodec(game.board)?.write(board);
    if (data === null || data === undefined) return { ok: false, message: `${game.title}'s table cannot be written to a file.` };
    const seats = Array.from({ length: example.seats }, (_, i) => ({ name: `Player ${i + 1}`, kind: 'human' }));
    return { ok: true, value: scenarioOf({ game, board, boardName: example.name, config, seats, seed: 1, moves: [] }, { board: data, title: `${game.title}: the start` }) };
  } catch (error) {
    return { ok: false, message: `${game.title}'s table does not load: ${message(error)}` };
  }
}

/** Opens a game at its set-up. */
export function openSetup(game: AnyGame): Outcome<TeachPosition> {
  const s = setupScenario(game);
  return s.ok ? openScenario(s.value) : s;
}

/**
 * "Teach from here": a replay's frames (every move) as a scenario whose
 * position is step `k`; the later moves stay, so the teacher can step on to
 * what really happened, or branch.
 */
export function scenarioOfFrames(frames: readonly PlaySession[], k: number, title: string): Outcome<GameScenarioFile> {
  const last = frames[frames.length - 1];
  if (!last) return { ok: false, message: 'There is no game to teach from.' };
  const { game, prepared } = last;
  const data = boardCodec(game.board)?.write(prepared.board);
  if (data === null || data === undefined) return { ok: false, message: `This ${game.title} table cannot be written to a file.` };
  const seats = last.seats.map((s, i) => ({ name: s.name || `Player ${i + 1}`, kind: s.kind }));
  const file = scenarioOf({ game, board: prepared.board, boardName: prepared.source.name, config: prepared.config, seats, seed: last.seed, moves: last.moves }, { board: data, title: title.slice(0, 200) });
  return { ok: true, value: { ...file, position: Math.max(0, Math.min(k, last.moves.length)) } };
}

/** The position as a scenario file: the set-up, every move, and the step shown as its position. */
export function scenarioFileOf(p: TeachPosition): GameScenarioFile {
  return { ...p.file, moves: movesOf(p).map((m) => ({ seat: m.seat, action: m.action as { type: string } })), position: p.step };
}

/** Shows step `step` (clamped). */
export function seekTo(p: TeachPosition, step: number): TeachPosition {
  const s = Math.max(0, Math.min(lastStep(p), Math.round(step)));
  return s === p.step ? p : { ...p, step: s };
}

/** How many later moves a branch from the shown step drops. */
export const laterMoves = (p: TeachPosition) => lastStep(p) - p.step;

/** Plays `action` for `seat` at the step shown: the later moves are dropped, the new move is shown. */
export function branch(p: TeachPosition, seat: Seat, action: { readonly type: string }): Outcome<TeachPosition> {
  const r = applyMove(shownFrame(p), seat, action);
  if (!r.ok) return r;
  const frames = [...p.frames.slice(0, p.step + 1), r.value];
  return { ok: true, value: { ...p, frames, step: frames.length - 1 } };
}

/** The game's name, the board and the step, in a sentence. */
export function describePosition(p: TeachPosition): string {
  const f = shownFrame(p);
  const moves = lastStep(p);
  return `${f.game.title} on “${f.prepared.source.name}”, ${p.step === 0 ? 'at the start' : `after move ${p.step} of ${moves}`}`;
}
