/**
 * Learn keeps the position a teacher built: the lesson open (its position,
 * dice, moves and words), where it came from and the step shown are saved
 * at every change and come back after a reload or a crash of the tab.
 */
import { loadText, saveText } from '../../../app/storage';
import { parseLesson, type LessonFile } from './lesson-schema';

export const LEARN_AUTOSAVE_KEY = 'chicane.learn.autosave';

export interface LearnSaved {
  readonly lesson: LessonFile;
  readonly source: string;
  readonly step: number;
}

/** Saves the lesson shown; a failure (storage full, disabled) is a message for the status line. */
export function saveLearn(saved: LearnSaved): string | null {
  const r = saveText(LEARN_AUTOSAVE_KEY, JSON.stringify({ v: 1, source: saved.source.slice(0, 200), step: saved.step, lesson: saved.lesson }));
  return r.ok ? null : r.message.replace('the layout', 'the lesson');
}

/** The lesson saved last, or null (nothing saved, or what is saved is not a lesson any more). */
export function loadLearn(): LearnSaved | null {
  const r = loadText(LEARN_AUTOSAVE_KEY);
  if (!r.ok || r.value === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(r.value);
  } catch {
    return null;
  }
  if (typeof json !== 'object' || json === null) return null;
  const o = json as { source?: unknown; step?: unknown; lesson?: unknown };
  const lesson = parseLesson(o.lesson);
  if (!lesson.ok) return null;
  const step = typeof o.step === 'number' && Number.isInteger(o.step) && o.step >= 0 ? o.step : 0;
  return { lesson: lesson.lesson, source: typeof o.source === 'string' ? o.source : 'saved', step };
}
