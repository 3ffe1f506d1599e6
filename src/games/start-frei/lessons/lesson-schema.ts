/**
 * The lesson file (`chicane-lesson`, version 1): a Start Frei scenario (track,
 * position, forced dice, actions) plus the teacher's words. Outcomes are never
 * stored: the steps and their captions are computed by the rules core on load.
 */
import { z } from 'zod';
import { actionSchema, diceSchema, positionSchema } from '../../../rules/start-frei';
import { oneLine, parseJsonText, QUOTE_CHARS } from '../../../track';

export const LESSON_FORMAT = 'chicane-lesson';
export const LESSON_VERSION = 1;
/** Longest title and explanation (the editor's inputs are bounded the same). */
export const LESSON_TITLE_CHARS = 200;
export const LESSON_SUMMARY_CHARS = 2000;

const lane = z.number().int().min(0).max(1);
const pos = z.number().int().min(0);

export const stripSchema = z.object({
  length: z.number().int().min(8).max(120),
  chicanes: z.array(z.tuple([lane, pos, z.enum(['normal', 'dangerous'])])).default([]),
  switches: z.array(z.tuple([lane, pos])).default([]),
});

export const lessonTrackSchema = z.union([
  z.object({ preset: z.string().min(1) }).strict(),
  z.object({ strip: stripSchema }).strict(),
  z.object({ layout: z.unknown() }).strict(),
]);

export const lessonSchema = z.object({
  format: z.literal(LESSON_FORMAT),
  version: z.literal(LESSON_VERSION),
  ruleset: z.literal('start-frei'),
  title: z.string().min(1).max(LESSON_TITLE_CHARS),
  /** What the lesson shows, in the teacher's words (shown before the first step). */
  summary: z.string().max(LESSON_SUMMARY_CHARS).default(''),
  track: lessonTrackSchema,
  position: positionSchema,
  /** Forced results, used in order: gear dice are numbers, the boost die 1, 2 or "drs". */
  dice: diceSchema.default([]),
  actions: z.array(actionSchema).max(50).default([]),
  /** Optional teacher's note per action (index = action index), shown beside the rule caption. */
  notes: z.array(z.string().max(1000)).max(50).default([]),
});

export type LessonFile = z.infer<typeof lessonSchema>;
export type LessonTrack = z.infer<typeof lessonTrackSchema>;

export type LessonParse = { ok: true; lesson: LessonFile } | { ok: false; error: string };

/** Parses an untrusted value; the error (one bounded line) names the first problem and where it is. */
export function parseLesson(json: unknown): LessonParse {
  const r = lessonSchema.safeParse(json);
  if (r.success) return { ok: true, lesson: r.data };
  const issue = r.error.issues[0];
  if (!issue) return { ok: false, error: 'not a lesson file' };
  const where = issue.path.length > 0 ? issue.path.map((key) => oneLine(String(key), QUOTE_CHARS)).join('.') : '(top level)';
  return { ok: false, error: oneLine(`${where}: ${oneLine(issue.message, 160)}`) };
}

/** Parses text (a file's contents; a byte-order mark is dropped); JSON syntax errors are one line, as any error. */
export function parseLessonText(text: string): LessonParse {
  const json = parseJsonText(text, 'the lesson file');
  if (!json.ok) return json;
  return parseLesson(json.value);
}

export function serializeLesson(lesson: LessonFile): string {
  return JSON.stringify(lesson, null, 1) + '\n';
}
