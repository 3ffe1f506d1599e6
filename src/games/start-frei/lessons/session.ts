/**
 * A loaded lesson with everything derived from it: the lane graph, the run
 * through the rules core (steps) and the state at its end.
 */
import { oneLine, type LaneGraph, type Layout } from '../../../track';
import { runLesson, type LessonRun } from './frames';
import type { LessonFile } from './lesson-schema';
import { resolveTrack } from './lesson-track';

export interface Session {
  readonly lesson: LessonFile;
  readonly graph: LaneGraph;
  /** The layout the graph was built from, printed on the table; null for a practice strip. */
  readonly layout: Layout | null;
  readonly run: LessonRun;
}

export type SessionResult = { ok: true; session: Session } | { ok: false; error: string };

/**
 * A lesson whose track or position cannot be set up is refused; a bad action
 * is reported but kept. Whatever the track, the setup or the rules core throw
 * on the way (a stack overflow included) is a refusal with a one-line reason,
 * never a crash of Learn mode.
 */
export function openSession(lesson: LessonFile): SessionResult {
  try {
    const t = resolveTrack(lesson.track);
    if (!t.ok) return { ok: false, error: oneLine(`track: ${t.error}`) };
    const run = runLesson(t.graph, lesson);
    if (!run.ok && !run.start) return { ok: false, error: oneLine(run.error) };
    return { ok: true, session: { lesson, graph: t.graph, layout: t.layout, run: run.ok ? run : { ...run, error: oneLine(run.error) } } };
  } catch (error) {
    return { ok: false, error: thrown(error) };
  }
}

/** A thrown value as a one-line reason. */
export function thrown(error: unknown): string {
  if (error instanceof RangeError && /call stack/i.test(error.message)) return 'the rules did not finish with this position (they ran too deep)';
  return oneLine(`the rules failed with this lesson: ${error instanceof Error ? error.message : 'an unknown error'}`);
}

/** Forced dice the first `count` actions use (start forced minus what is left at the end). */
export function diceUsedBy(session: Session, count: number): number {
  try {
    const r = runLesson(session.graph, { ...session.lesson, actions: session.lesson.actions.slice(0, count), notes: [] });
    if (!r.ok) return 0;
    return r.start.forced.length - r.end.forced.length;
  } catch {
    return 0;
  }
}
