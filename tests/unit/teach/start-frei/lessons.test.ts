/**
 * The shipped lessons against the rules core: each runs to the end, its last
 * step is the core's final position, and every caption quotes a section name
 * printed in the rulebook.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyAction, stateFromPosition } from '../../../../src/rules/start-frei';
import { RULES, carViews, parseLesson, resolveTrack, runLesson, type LessonFile } from '../../../../src/games/start-frei/lessons';

const DIR = 'public/lessons';
// The Start Frei rulebook as the project received it (a copy of the specification, so the lessons' quotes are checked against it on any machine).
const rulebookLines = new Set(readFileSync('tests/fixtures/rulebooks/start-frei.txt', 'utf8').split('\n').map((l) => l.trim()));
const index = JSON.parse(readFileSync(`${DIR}/index.json`, 'utf8')) as { lessons: { id: string; file: string; title: string; topic: string }[] };

function load(file: string): LessonFile {
  const r = parseLesson(JSON.parse(readFileSync(`${DIR}/${file}`, 'utf8')));
  if (!r.ok) throw new Error(`${file}: ${r.error}`);
  return r.lesson;
}

describe('rule names', () => {
  it.each(Object.values(RULES))('"%s" is a section name printed in the rulebook', (name) => {
    expect(rulebookLines.has(name)).toBe(true);
  });
});

describe('the lesson index', () => {
  it('lists every lesson file, and every file is listed', () => {
    const files = readdirSync(DIR).filter((f) => f.endsWith('.json') && f !== 'index.json').sort();
    expect(index.lessons.map((l) => l.file).sort()).toEqual(files);
  });
  it('covers the lessons the issue asks for', () => {
    const ids = index.lessons.map((l) => l.id);
    for (let i = 1; i <= 6; i++) expect(ids).toContain(`overtaking-example-${i}`);
    for (const id of ['lane-change-one-switch', 'lane-change-two-switches', 'chicane-exact', 'chicane-too-fast-normal', 'chicane-too-fast-dangerous', 'braking', 'drs-reroll', 'drs-change-roll', 'drs-ignore-chicane', 'free-change', 'paid-change']) {
      expect(ids).toContain(id);
    }
  });
});

describe.each(index.lessons)('lesson $id', ({ file }) => {
  const lesson = load(file);
  const t = resolveTrack(lesson.track);
  if (!t.ok) throw new Error(t.error);
  const run = runLesson(t.graph, lesson);

  it('runs to the end through the rules core', () => {
    expect(run.ok ? 'ok' : run.error).toBe('ok');
  });

  it('ends on the position the core computes', () => {
    let s = stateFromPosition(t.graph, lesson.position, lesson.dice);
    for (const a of lesson.actions) {
      const r = applyAction(s, a);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
    expect(run.frames!.at(-1)!.cars).toEqual(carViews(s));
  });

  it('quotes a rulebook section in every step after the first', () => {
    for (const f of run.frames!.slice(1)) {
      expect(f.rule).not.toBeNull();
      expect(rulebookLines.has(f.rule!)).toBe(true);
      expect(f.caption.length).toBeGreaterThan(10);
    }
  });

  it('moves a car one space per step', () => {
    const frames = run.frames!;
    for (let i = 1; i < frames.length; i++) {
      const moved = frames[i]!.cars.filter((c, j) => c.space !== frames[i - 1]!.cars[j]!.space);
      expect(moved.length).toBeLessThanOrEqual(1);
      if (frames[i]!.from !== null) expect(frames[i]!.from).toBe(frames[i - 1]!.cars[frames[i]!.actor!]!.space);
    }
  });
});
