/**
 * Lessons for any game on the seam (docs/assumptions.md "Lessons of every
 * game"): a titled version 2 scenario (a set-up and the moves from the start)
 * and its steps. A step is a position (how many of the moves are played), a
 * caption in plain words, the rule it teaches quoted from the rulebook with
 * its section name, and what the position must show (`expect`), so a lesson
 * that the engine no longer bears out fails its test. Pure: no React, no
 * storage; lesson files live in `src/games/<game>/lessons/*.json`.
 */
import { z } from 'zod';
import { gameScenarioSchema, runGameScenario } from '../../sim';
import { GAME_IDS, type AnyGame } from '../../rules/core';
import { describeValue, oneLine } from '../../track';

export const GAME_LESSON_FORMAT = 'chicane-game-lesson';
export const GAME_LESSON_VERSION = 1;

const fact = z.union([z.number(), z.string().max(200), z.boolean(), z.null(), z.array(z.union([z.number(), z.string().max(200)])).max(64)]);

export const lessonRuleSchema = z
  .object({
    /** The rulebook's section name ("Speed in Corners"). */
    section: z.string().min(1).max(120),
    /** The rule's words, as printed. */
    quote: z.string().min(1).max(1500),
  })
  .strict();

export const lessonExpectSchema = z
  .object({
    /** Dotted paths into the game's hashable state and the value each must have ("cars.1.tyres": 12). */
    facts: z.record(z.string().min(1).max(120), fact).optional(),
    /** Events the moves since the previous step must include, in this order (each a subset of an event). */
    events: z.array(z.record(z.string().min(1).max(60), fact)).max(64).optional(),
    /** How many legal actions the seat to act has. */
    legal: z.number().int().min(0).max(100_000).optional(),
  })
  .strict();

export const lessonStepSchema = z
  .object({
    /** The position: how many of the scenario's moves are played. */
    at: z.number().int().min(0),
    caption: z.string().min(1).max(1500),
    rule: lessonRuleSchema,
    expect: lessonExpectSchema.optional(),
  })
  .strict();

export const gameLessonSchema = z
  .object({
    format: z.literal(GAME_LESSON_FORMAT),
    version: z.literal(GAME_LESSON_VERSION),
    game: z.enum(GAME_IDS),
    /** Where the lesson stands in the game's list (lower first). */
    order: z.number().int().min(0).max(1000),
    title: z.string().min(1).max(200),
    /** One sentence: what the lesson shows. */
    summary: z.string().min(1).max(400),
    scenario: gameScenarioSchema,
    steps: z.array(lessonStepSchema).min(1).max(100),
  })
  .strict()
  .superRefine((l, ctx) => {
    if (l.scenario.game !== l.game) ctx.addIssue({ code: 'custom', path: ['scenario', 'game'], message: `the scenario is of another game than the lesson (${l.game})` });
    let last = 0;
    l.steps.forEach((s, i) => {
      if (s.at > l.scenario.moves.length) ctx.addIssue({ code: 'custom', path: ['steps', i, 'at'], message: `step ${i + 1} is at move ${s.at}, but the scenario has only ${l.scenario.moves.length} moves` });
      if (s.at < last) ctx.addIssue({ code: 'custom', path: ['steps', i, 'at'], message: `step ${i + 1} goes back before step ${i}` });
      last = s.at;
    });
  });

export type GameLesson = z.infer<typeof gameLessonSchema>;
export type LessonStep = z.infer<typeof lessonStepSchema>;

export type LessonRead = { readonly ok: true; readonly lesson: GameLesson } | { readonly ok: false; readonly error: string };

/** A lesson from a JSON value: the schema's first complaint as one line. */
export function readGameLesson(json: unknown): LessonRead {
  const r = gameLessonSchema.safeParse(json);
  if (r.success) return { ok: true, lesson: r.data };
  const issue = r.error.issues[0]!;
  return { ok: false, error: oneLine(`${oneLine(issue.path.join('.'), 80) || '(root)'}: ${issue.message}`) };
}

/** The value at a dotted path ("cars.1.tyres") of a plain JSON value, or undefined. */
export function factAt(value: unknown, path: string): unknown {
  let v: unknown = value;
  for (const key of path.split('.')) {
    if (v === null || typeof v !== 'object') return undefined;
    if (!Object.prototype.hasOwnProperty.call(v, key)) return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Whether `event` has every field of `want` with the same value. */
const matches = (event: Record<string, unknown>, want: Record<string, unknown>) => Object.entries(want).every(([k, v]) => same(event[k], v));

/**
 * Replays a lesson through the engine and checks every step's `expect`:
 * the problems, one sentence each (none when the lesson is right).
 */
export function checkLesson(lesson: GameLesson): string[] {
  const run = runGameScenario({ ...lesson.scenario, position: 0 });
  if (!run.ok) return [run.kind === 'illegal' ? `move ${run.index + 1} is not allowed: ${run.error}` : `the scenario does not open: ${run.error}`];
  const game: AnyGame = run.game;
  const { log } = run;
  const problems: string[] = [];
  let state = game.setup(log.board, log.config, log.seats, log.seed);
  let played = 0;
  let since: Record<string, unknown>[] = [];
  for (const [i, step] of lesson.steps.entries()) {
    while (played < step.at) {
      const m = log.moves[played]!;
      const r = game.apply(state, m.seat, m.action);
      if (!r.ok) return [...problems, `move ${played + 1} is refused: ${r.message}`];
      state = r.state;
      since.push(...(r.events as unknown as Record<string, unknown>[]));
      played++;
    }
    const where = `step ${i + 1} (“${oneLine(step.caption, 40)}”)`;
    const want = step.expect;
    if (want?.facts) {
      const view = game.hashable(state);
      for (const [path, value] of Object.entries(want.facts)) {
        const got = factAt(view, path);
        if (!same(got, value)) problems.push(`${where}: ${path} is ${describeValue(got)} (${JSON.stringify(got) ?? 'nothing'}), the lesson says ${JSON.stringify(value)}`);
      }
    }
    if (want?.events) {
      let k = 0;
      for (const w of want.events) {
        while (k < since.length && !matches(since[k]!, w)) k++;
        if (k >= since.length) {
          problems.push(`${where}: no event ${JSON.stringify(w)} in the moves before it`);
          break;
        }
        k++;
      }
    }
    if (want?.legal !== undefined) {
      const seat = game.actors(state)[0];
      const n = seat === undefined ? 0 : game.legalActions(state, seat).length;
      if (n !== want.legal) problems.push(`${where}: ${n} legal actions, the lesson says ${want.legal}`);
    }
    since = [];
  }
  return problems;
}
