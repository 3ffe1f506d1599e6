/**
 * What a class's projector and its students' phones say to the game server
 * (issue 32): one source for both sides, as table-protocol.ts is for the
 * online tables. Plain data and zod only, no network.
 *
 * A class is its own room type (`class`): its code names a class room, never
 * a table, so a class code cannot be used to act in an online race, nor a
 * table's code to answer in a class.
 */
import { z } from 'zod';
import { nameSchema } from './table-protocol';

export const CLASS_ROOM = 'class';
/** The link's parameter naming a class: `?class=CODE`. */
export const CLASS_PARAM = 'class';
/** At most this many choices a question (a position with more is too many buttons for a phone). */
export const MAX_CHOICES = 60;
/** At most this many characters a choice's words (a longer label is cut by the teacher's app with an ellipsis). */
export const MAX_LABEL = 160;
/** At most this many characters the rule quoted with a question. */
export const MAX_RULE = 1000;
/** At most this many students a class. */
export const MAX_STUDENTS = 300;

/** Who connects: the teacher (who created the class) or a student with a name. */
export const classJoinSchema = z.strictObject({ name: nameSchema });

/** The teacher shows a position: a version 2 scenario (set-up and moves), checked and run by the server. */
export const classPositionSchema = z.strictObject({
  scenario: z.unknown(),
  /** What the step is about (the lesson's caption), shown beside the question. */
  caption: z.string().max(1500).optional(),
});

/**
 * The teacher asks the class about the position shown: one label per legal action of the seat to act (the game's
 * own words, as the teacher's app words them), and the right move, when the lesson has one (else every move is
 * possible and the chart has no right answer).
 */
export const classAskSchema = z.strictObject({
  labels: z.array(z.string().min(1).max(MAX_LABEL)).min(1).max(MAX_CHOICES),
  right: z.unknown().optional(),
  /** The rule the lesson step teaches, as the lesson quotes it (section and words): shown with the reveal and in the summary. */
  rule: z.string().max(MAX_RULE).optional(),
});

/** A student's answer: the question's number and the choice's index. */
export const classAnswerSchema = z.strictObject({
  question: z.number().int().min(1).max(10_000),
  choice: z.number().int().min(0).max(MAX_CHOICES - 1),
});

export type ClassPhase = 'waiting' | 'asking' | 'revealed' | 'ended';

/** One question as a phone sees it. */
export interface ClassQuestionView {
  readonly id: number;
  /** "What should Red do now?" */
  readonly prompt: string;
  /** The lesson step's caption (it tells the step's move: a phone is sent it only after the reveal). */
  readonly caption: string;
  readonly choices: readonly string[];
  readonly revealed: boolean;
  /** After the reveal: the answers per choice, and the right choices (empty: every move was possible). */
  readonly counts?: readonly number[];
  readonly right?: readonly number[];
  /** After the reveal (the projector: at once): the rule the lesson step quotes, or empty. */
  readonly rule?: string;
}

/** What a student's phone is sent. */
export interface ClassStudentView {
  readonly code: string;
  readonly title: string;
  readonly name: string;
  readonly phase: ClassPhase;
  readonly question: ClassQuestionView | null;
  /** The choice this student gave to the question shown, or null. */
  readonly answered: number | null;
  /** The position as a spectator may see it (the game's `view`): never the generator state. Null before a question. */
  readonly position: unknown;
}

/** One question of the class's summary. */
export interface ClassQuestionSummary {
  readonly id: number;
  readonly prompt: string;
  readonly choices: readonly string[];
  readonly counts: readonly number[];
  readonly right: readonly number[];
  readonly answered: number;
  /** How many answered a right choice (null when the question had no right answer). */
  readonly correct: number | null;
  /** The wrong choice given most often, and how often (null when none). */
  readonly commonWrong: { readonly choice: string; readonly count: number } | null;
  /** The rule the question was about (the one a wrong answer misses), or empty when the step quoted none. */
  readonly rule: string;
}

/** What the projector is sent. */
export interface ClassTeacherView {
  readonly code: string;
  readonly title: string;
  readonly phase: ClassPhase;
  readonly students: readonly { readonly name: string; readonly here: boolean }[];
  readonly question: (ClassQuestionView & { readonly answered: number; readonly counts: readonly number[]; readonly right: readonly number[] }) | null;
  readonly summary: readonly ClassQuestionSummary[];
}

/** A class code typed by a person (as a table's: small letters and spaces are fine). */
export { codeSchema as classCodeSchema } from './table-protocol';
