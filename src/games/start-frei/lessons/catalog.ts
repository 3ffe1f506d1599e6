/** The lessons shipped in public/lessons/ (an index file and one file per lesson). */
import { z } from 'zod';
import { oneLine, parseJsonText } from '../../../track';
import { parseLessonText, type LessonParse } from './lesson-schema';

export const LESSONS_URL = '/lessons/';

const indexSchema = z.object({
  format: z.literal('chicane-lesson-index'),
  version: z.literal(1),
  lessons: z.array(z.object({ id: z.string(), file: z.string(), title: z.string(), topic: z.string() })),
});

export type LessonEntry = z.infer<typeof indexSchema>['lessons'][number];

export async function fetchLessonIndex(): Promise<{ ok: true; lessons: LessonEntry[] } | { ok: false; error: string }> {
  try {
    const res = await fetch(`${LESSONS_URL}index.json`);
    if (!res.ok) return { ok: false, error: `the lesson list did not load (HTTP ${res.status})` };
    const json = parseJsonText(await res.text(), 'the lesson list');
    if (!json.ok) return { ok: false, error: `the lesson list is malformed (${json.error})` };
    const r = indexSchema.safeParse(json.value);
    return r.success ? { ok: true, lessons: r.data.lessons } : { ok: false, error: 'the lesson list is malformed' };
  } catch (error) {
    return { ok: false, error: oneLine(`the lesson list did not load: ${error instanceof Error ? error.message : 'unknown error'}`) };
  }
}

export async function fetchLesson(entry: LessonEntry): Promise<LessonParse> {
  try {
    const res = await fetch(`${LESSONS_URL}${entry.file}`);
    if (!res.ok) return { ok: false, error: `HTTP ${res.status}` };
    return parseLessonText(await res.text());
  } catch (error) {
    return { ok: false, error: oneLine(error instanceof Error ? error.message : 'the lesson did not load') };
  }
}
