/**
 * A watcher's timeline of an online race (issue 31, "Live spectators"): the
 * moments of the race the server has sent this device so far (the state after
 * each move as a watcher may see it, with the move's public events), growing
 * as moves arrive, and which moment the watcher looks at: the live one, or
 * one it dragged back to while the race goes on. Joining mid-race, the first
 * view brings every moment so far. Pure: no network, no store.
 *
 * The frames become the shell's sessions (`frameSessions`) and the broadcast's
 * moments (`frameMoments`), so the Play screen's table, director, incident
 * marks and charts show any moment of the race the way a replay shows it.
 */
import type { WatchFrame, WatchTimeline } from '../../sim/table-protocol';
import { GAME_MOMENTS, eventCars, type Moment } from '../broadcast';
import { eventLine, namesOf, type PlayMove, type PlaySession } from '../play/session';
import { overView } from './table-session';

export interface WatchLine {
  /** The table's code (a timeline belongs to one table). */
  readonly code: string;
  /** frames[k]: the table after k moves. */
  readonly frames: readonly WatchFrame[];
  /** The frame looked at, or null: the live one, the newest. */
  readonly at: number | null;
}

/**
 * The timeline with the part a view brought laid on (a part may start before the end: a connection that came back
 * is sent everything again). A part that leaves a gap is not laid on (the frames stay one per move).
 */
export function growLine(line: WatchLine | null, code: string, part: WatchTimeline | undefined): WatchLine {
  const mine = line !== null && line.code === code ? line : { code, frames: [], at: null };
  if (!part || part.from > mine.frames.length || part.from < 0) return mine;
  if (part.frames.length === 0 && part.from === mine.frames.length) return mine;
  const frames = [...mine.frames.slice(0, part.from), ...part.frames];
  const at = mine.at === null ? null : Math.min(mine.at, frames.length - 1);
  return { code, frames, at };
}

/** The last frame (the live one); -1 before any. */
export function lastStep(line: WatchLine): number {
  return line.frames.length - 1;
}

/** The frame shown: the one looked at, else the live one. */
export function shownStep(line: WatchLine): number {
  return line.at ?? lastStep(line);
}

export function isLive(line: WatchLine): boolean {
  return line.at === null;
}

/** Looks at frame `step` (kept in the timeline); the newest frame is live again, so the view follows the race. */
export function scrubTo(line: WatchLine, step: number): WatchLine {
  if (!Number.isFinite(step)) return line;
  const last = lastStep(line);
  const i = Math.max(0, Math.min(last, Math.round(step)));
  const at = i >= last ? null : i;
  return at === line.at ? line : { ...line, at };
}

export function backToLive(line: WatchLine): WatchLine {
  return line.at === null ? line : { ...line, at: null };
}

/** What stands in a frame's moves for a move of the table: the server keeps the moves themselves. */
const TABLE_MOVE: PlayMove = { seat: -1, action: { type: 'table-move' } };

/**
 * The shell's session for each frame: the live session with the frame's state (laid over the table's set-up,
 * `base`) and its move's events. `before` are sessions built for earlier frames: those of the same frames are
 * kept, so each view builds only the new ones.
 */
export function frameSessions(live: PlaySession, base: unknown, frames: readonly WatchFrame[], before: { readonly frames: readonly WatchFrame[]; readonly sessions: readonly PlaySession[] } | null): PlaySession[] {
  const out: PlaySession[] = [];
  for (let k = 0; k < frames.length; k++) {
    const kept = before && before.frames[k] === frames[k] ? before.sessions[k] : undefined;
    if (kept && kept.game === live.game) {
      out.push(kept);
      continue;
    }
    out.push({
      ...live,
      state: overView(base, frames[k]!.state),
      moves: frames.slice(1, k + 1).map((f) => (f.seat === undefined ? TABLE_MOVE : { ...TABLE_MOVE, seat: f.seat })),
      lastEvents: frames[k]!.events,
      log: [],
    });
  }
  return out;
}

/** The broadcast's moments of the frames (captions, incident marks) and every event in words, from the events the server sent. */
export function frameMoments(sessions: readonly PlaySession[], frames: readonly WatchFrame[]): { moments: Moment[]; events: { step: number; text: string }[] } {
  const moments: Moment[] = [];
  const events: { step: number; text: string }[] = [];
  for (let k = 1; k < frames.length && k < sessions.length; k++) {
    const after = sessions[k]!;
    const kinds = GAME_MOMENTS[after.game.id] ?? {};
    const names = namesOf(after);
    for (const e of frames[k]!.events) {
      const text = eventLine(after.client, after.state, e, names);
      if (!text) continue;
      events.push({ step: k, text });
      const kind = kinds[e.type];
      if (kind) moments.push({ step: k, kind: kind.kind, cars: eventCars(e), text, incident: kind.incident && (kind.incidentIf?.(e) ?? true) });
    }
  }
  return { moments, events };
}
