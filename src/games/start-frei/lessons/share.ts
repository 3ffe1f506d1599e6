/**
 * Sharing lessons: a file download, or a link with the lesson deflated into
 * the URL hash (`#lesson=…`). Opening goes through the lesson schema; a bad
 * file or link is refused with the reason and the current lesson stays.
 */
import { decodeShare, encodeShare } from '../../../app/share-link';
import { parseLesson, parseLessonText, serializeLesson, type LessonFile, type LessonParse } from './lesson-schema';

export const LINK_KEY = 'lesson';

export async function lessonLink(lesson: LessonFile, base: string): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  const e = await encodeShare(lesson);
  if (!e.ok) return { ok: false, message: e.message.replace('the layout', 'the lesson') };
  const url = new URL(base);
  url.searchParams.set('mode', 'learn');
  url.hash = `${LINK_KEY}=${e.text}`;
  return { ok: true, url: url.toString() };
}

/** The lesson in a URL hash, if there is one (null: the hash holds no lesson). */
export async function lessonFromHash(hash: string): Promise<LessonParse | null> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const text = params.get(LINK_KEY);
  if (text === null) return null;
  const d = await decodeShare(text);
  if (!d.ok) return { ok: false, error: d.message };
  return parseLesson(d.value);
}

export function lessonFileName(lesson: LessonFile): string {
  const slug = lesson.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug || 'lesson'}.lesson.json`;
}

export function downloadLesson(lesson: LessonFile): void {
  const blob = new Blob([serializeLesson(lesson)], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = lessonFileName(lesson);
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

/** Reads a chosen or dropped file; size-bounded so a wrong file cannot hang the page. */
export async function readLessonFile(file: File): Promise<LessonParse> {
  if (file.size > 2_000_000) return { ok: false, error: `the file is ${Math.round(file.size / 1000)} KB; a lesson is at most 2 MB` };
  let text: string;
  try {
    text = await file.text();
  } catch {
    return { ok: false, error: 'the file could not be read' };
  }
  return parseLessonText(text);
}
