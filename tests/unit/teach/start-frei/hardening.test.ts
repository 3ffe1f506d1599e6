/** Regression tests for issue 13 in Learn mode: every load path reports what a load throws; inputs bounded as the schema. */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { learnView, LESSON_TITLE_CHARS, openSession, parseLesson, parseLessonText, useLearnStore, DEFAULT_CHOICE } from '../../../../src/games/start-frei/lessons';
import { thrown } from '../../../../src/games/start-frei/lessons/session';
import { MAX_MESSAGE_CHARS } from '../../../../src/track';

const text = (name: string) => readFileSync(`public/lessons/${name}.json`, 'utf8');

/** drs-reroll with every forced die a "drs": used as a gear die it sent the movement rules into endless recursion. */
function drsEverywhere() {
  const raw = JSON.parse(text('drs-reroll')) as { dice: unknown[] };
  raw.dice = raw.dice.map(() => 'drs');
  return parseLesson(raw);
}

describe('a lesson that makes the rules throw is refused, not a crash', () => {
  beforeEach(() => {
    useLearnStore.setState({ session: null, error: null, notice: null });
  });

  it('a forced "drs" gear die (once endless recursion) is refused at load, die by die, in one line', () => {
    const p = drsEverywhere();
    expect(p.ok).toBe(false);
    if (!p.ok) {
      expect(p.error).toMatch(/dice\[0\]: "drs" is a boost result/);
      expect(p.error).not.toMatch(/\n/);
    }
  });

  it('whatever the rules throw becomes a one-line reason', () => {
    expect(thrown(new RangeError('Maximum call stack size exceeded'))).toMatch(/the rules did not finish with this position/);
    const long = thrown(new Error(`bad\n${'x'.repeat(10_000)}`));
    expect(long).not.toMatch(/\n/);
    expect(long.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
  });

  it('the store keeps the current lesson and shows the reason when a lesson cannot open', () => {
    const good = parseLessonText(text('braking'));
    if (!good.ok) throw new Error(good.error);
    expect(useLearnStore.getState().open(good.lesson, 'braking')).toBe(true);
    const bad = { ...good.lesson, track: { preset: 'no-such-track' } };
    expect(useLearnStore.getState().open(bad, 'file:bad.json')).toBe(false);
    const s = useLearnStore.getState();
    expect(s.session?.lesson.title).toBe(good.lesson.title);
    expect(s.error).toMatch(/^The lesson was not opened: /);
  });

  it('learnView of a session never throws', () => {
    const good = parseLessonText(text('braking'));
    if (!good.ok) throw new Error(good.error);
    const r = openSession(good.lesson);
    if (!r.ok) throw new Error(r.error);
    expect(learnView(r.session, DEFAULT_CHOICE).error).toBeUndefined();
  });
});

describe('lesson text', () => {
  it('a byte-order mark is dropped', () => {
    expect(parseLessonText(`\uFEFF${text('braking')}`).ok).toBe(true);
  });

  it('a JSON syntax error is one short line', () => {
    const r = parseLessonText(`{"title": "${'t'.repeat(3_000_000)}\n`);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatch(/^not JSON: /);
      expect(r.error).not.toMatch(/\n/);
      expect(r.error.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
    }
  });

  it('a huge unknown value in the wrong place gives a bounded message', () => {
    const raw = JSON.parse(text('braking')) as Record<string, unknown>;
    raw.title = 'x'.repeat(1_000_000);
    const r = parseLesson(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS);
  });
});

describe('the title is bounded as the schema is', () => {
  it('setMeta cuts a title to the schema limit so the saved lesson opens again', () => {
    const good = parseLessonText(text('braking'));
    if (!good.ok) throw new Error(good.error);
    useLearnStore.getState().open(good.lesson, 'braking');
    useLearnStore.getState().setMeta({ title: 'T'.repeat(LESSON_TITLE_CHARS + 50), summary: 's'.repeat(5000) });
    const lesson = useLearnStore.getState().session!.lesson;
    expect(lesson.title).toHaveLength(LESSON_TITLE_CHARS);
    expect(parseLesson(lesson).ok).toBe(true);
    useLearnStore.getState().setMeta({ title: '' });
    expect(useLearnStore.getState().session!.lesson.title).toBe('Lesson');
  });
});
