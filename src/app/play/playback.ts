/**
 * Replay playback in the shell, for any game: the session after each move
 * (frame 0 is the set-up), so the view can seek anywhere. From a game just
 * played, or from a version 3 replay file (src/sim/game-replay.ts), checked
 * move by move before it is shown. Pure: the store holds the frames, the
 * app's timer steps through them.
 */
import { checkGameReplayText } from '../verify/check';
import { checkOlderReplay, gameReplayFile, GAME_REPLAY_VERSION } from '../../sim';
import { oneLine, parseJsonText } from '../../track';
import { clientOf } from '../../games';
import type { LaneGraph, Layout } from '../../track';
import { applyMove, newSession, type BoardSource, type Outcome, type PlayMove, type PlaySession, type PreparedBoard } from './session';

export interface Playback {
  readonly title: string;
  /** frames[i]: the game after i moves. */
  readonly frames: readonly PlaySession[];
}

/** The frames of a game from its set-up: every move again through `apply` (no bot is asked). */
export function framesOf(start: PlaySession, moves: readonly PlayMove[]): Outcome<PlaySession[]> {
  const frames = [start];
  let s = start;
  for (let i = 0; i < moves.length; i++) {
    const r = applyMove(s, moves[i]!.seat, moves[i]!.action);
    if (!r.ok) return { ok: false, message: `move ${i + 1} does not follow from the ones before` };
    frames.push((s = r.value));
  }
  return { ok: true, value: frames };
}

/** The playback of a session (a game just played), from its set-up. */
export function playbackOf(session: PlaySession, title: string): Outcome<Playback> {
  const start = newSession(session.game, session.client, session.prepared, session.seats, session.seed);
  if (!start.ok) return start;
  const frames = framesOf(start.value, session.moves);
  return frames.ok ? { ok: true, value: { title, frames: frames.value } } : { ok: false, message: `This game cannot be replayed: ${frames.message}.` };
}

/** The playback of a replay file's text: read, checked (every move, every checkpoint), then its frames. */
export function playbackFromFile(text: string, fileName: string, verified = false): Outcome<Playback> {
  const checked = checkGameReplayText(text, fileName, verified);
  if (!checked.ok) return checked;
  const { log } = checked.load;
  const game = log.game;
  const lane = game.board === 'lane-graph' ? (log.board as { graph?: LaneGraph; layout?: Layout }) : null;
  const source: BoardSource = lane?.layout ? { kind: 'layout', layout: lane.layout, name: log.boardName, from: 'example' } : { kind: 'example', name: log.boardName };
  const prepared: PreparedBoard = { board: log.board, config: log.config, source, graph: lane?.graph ?? null, sentence: `Played on “${log.boardName}”.` };
  // Bot kinds do not matter to a replay: every seat's moves are in the file.
  const seats = log.seats.map((s) => ({ name: s.name, kind: 'human', ...(s.tokens !== undefined ? { tokens: s.tokens } : {}) }));
  const start = newSession(game, clientOf(game.id), prepared, seats, log.seed);
  if (!start.ok) return { ok: false, message: `“${fileName}” cannot be shown: ${start.message}` };
  const frames = framesOf(start.value, log.moves);
  if (!frames.ok) return { ok: false, message: `“${fileName}” cannot be shown: ${frames.message}.` };
  // Keep the seats' kinds for the HUD ("(bot)") without making bots.
  return { ok: true, value: { title: fileName, frames: frames.value.map((f) => ({ ...f, seats: log.seats.map((s) => ({ name: s.name, kind: s.kind })) })) } };
}

export type OpenedReplay = { ok: true; playback: Playback; note: string | null } | { ok: false; message: string };

/** A replay's text as a playback: a version 3 file as it is, an older one through its game's migration. Never throws. */
export function openReplay(text: string, name: string, verified = false): OpenedReplay {
  const json = parseJsonText(text, 'the replay file');
  if (!json.ok) return { ok: false, message: oneLine(`${name}: ${json.error}`) };
  const version = typeof json.value === 'object' && json.value !== null ? (json.value as { version?: unknown }).version : undefined;
  try {
    if (version === GAME_REPLAY_VERSION) {
      const r = playbackFromFile(text, name, verified);
      return r.ok ? { ok: true, playback: r.value, note: null } : { ok: false, message: r.message };
    }
    const { game, read } = checkOlderReplay(json.value);
    if (!read.ok) return { ok: false, message: oneLine(`${name}: ${read.kind === 'malformed' ? `not a valid Chicane replay: ${read.error}` : `the replay does not re-run: action ${read.index}: ${read.reason}`}`) };
    if (typeof read.log === 'string') return { ok: false, message: oneLine(`${name}: ${read.log}`) };
    // The older file re-ran as recorded; its version 3 form is today's file of the same race (its checks are its own).
    const file = gameReplayFile({ game: game!, ...read.log });
    const r = playbackFromFile(JSON.stringify(file), name, true);
    return r.ok ? { ok: true, playback: r.value, note: read.note ?? null } : { ok: false, message: r.message };
  } catch (error) {
    return { ok: false, message: oneLine(`${name} could not be opened: ${error instanceof Error ? error.message : 'an unknown error'}`) };
  }
}
