/**
 * The projector's question (issue 32) for every step of every lesson of the four games: the words of its choices fit
 * what the server takes, and the class on the server accepts the question with the lesson's move as the right one.
 * (A Formuła 1 move's words, with its throws and risk, run past the limit: they are cut, never refused.)
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { allLessons } from '../../../src/app/teach/lessons';
import { lessonStepShown, scenarioFileOf, useTeachStore } from '../../../src/app/teach';
import { questionOf } from '../../../src/app/class/class-store';
import { ClassModel } from '../../../src/server/class';
import { MAX_CHOICES, MAX_LABEL } from '../../../src/sim';

beforeEach(() => {
  useTeachStore.setState({ position: null, history: [], notice: null, error: null, saveNote: null, lesson: null });
});

describe('a question asked at a lesson step', () => {
  it.each(allLessons().map((e) => [`${e.lesson.game}/${e.id}`, e] as const))('%s: every step asks a question the class takes', (_id, entry) => {
    const teach = useTeachStore.getState();
    expect(teach.openLesson(entry.id, entry.lesson)).toBe(true);
    let asked = 0;
    for (let i = 0; i < entry.lesson.steps.length; i++) {
      useTeachStore.getState().lessonStep(i);
      const t = useTeachStore.getState();
      const p = t.position!;
      expect(lessonStepShown(t.lesson, p)).toBe(i);
      const rule = entry.lesson.steps[i]!.rule;
      const q = questionOf(p, true, `“${rule.section}”: ${rule.quote}`);
      if (typeof q === 'string') continue; // nobody to act (the race is over at this step)
      for (const l of q.labels) {
        expect(l.length).toBeGreaterThan(0);
        expect(l.length).toBeLessThanOrEqual(MAX_LABEL);
      }
      if (q.labels.length > MAX_CHOICES) continue; // too many to ask: refused with its reason elsewhere
      const c = new ClassModel('ABCDE');
      c.claimTeacher('teacher');
      const file = scenarioFileOf(p);
      const scenario: Record<string, unknown> = { ...file, moves: file.moves.slice(0, p.step) };
      delete scenario.position;
      expect(c.show('teacher', { scenario })).toEqual({ ok: true });
      expect(c.ask('teacher', q)).toEqual({ ok: true });
      const view = c.teacherView().question!;
      expect(view.choices).toEqual(q.labels);
      expect(view.rule).toContain(rule.section);
      if (q.right !== undefined) expect(view.right).toHaveLength(1);
      asked++;
    }
    expect(asked).toBeGreaterThan(0);
  });
});
