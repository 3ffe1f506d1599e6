/**
 * A loaded lesson with everything derived from it: the lane graph, the run
 * through the rules core (steps) and the state at its end.
 */
import type { LaneGraph } from '../../track';
import { runLesson, type LessonRun } from './frames';
import type { LessonFile } from './lesson-schema';
import { resolveTrack } from './lesson-track';

export interface Session {
  readonly lesson: LessonFile;
  readonly graph: LaneGraph;
  readonly run: LessonRun;
}

export type SessionResult = { ok: true; session: Session } | { ok: false; error: string };

/** A lesson whose track or position cannot be set up is refused; a bad action is reported but kept. */
export function openSession(lesson: LessonFile): SessionResult {
  const t = resolveTrack(lesson.track);
  if (!t.ok) return { ok: false, error: `track: ${t.error}` };
  const run = runLesson(t.graph, lesson);
  if (!run.ok && !run.start) return { ok: false, error: run.error };
  return { ok: true, session: { lesson, graph: t.graph, run } };
}

/** Forced dice the first `count` actions use (start forced minus what is left at the end). */
export function diceUsedBy(session: Session, count: number): number {
  const r = runLesson(session.graph, { ...session.lesson, actions: session.lesson.actions.slice(0, count), notes: [] });
  if (!r.ok) return 0;
  return r.start.forced.length - r.end.forced.length;
}
