/** The class model (issue 32): join, show, ask, answers and their refusals, reveal counts, the summary and the CSV. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { ClassModel, csvField } from '../../../src/server/class';
import { canonicalJson, GAME_IDS } from '../../../src/rules/core';
import { runGameScenario } from '../../../src/sim';
import { readGameLesson, type GameLesson } from '../../../src/app/teach/lesson';

function lesson(path: string): GameLesson {
  const r = readGameLesson(JSON.parse(readFileSync(new URL(`../../../src/games/${path}.json`, import.meta.url), 'utf8')));
  if (!r.ok) throw new Error(r.error);
  return r.lesson;
}

/** The scenario of a lesson at move `at`, and the lesson's next move there. */
function at(l: GameLesson, k: number) {
  return { scenario: { ...l.scenario, moves: l.scenario.moves.slice(0, k) }, next: l.scenario.moves[k] ?? null };
}

function legalCount(scenario: unknown): number {
  const run = runGameScenario(scenario);
  if (!run.ok) throw new Error(run.error);
  const seat = run.game.actors(run.state)[0]!;
  return run.game.legalActions(run.state, seat).length;
}

const labels = (n: number) => Array.from({ length: n }, (_, i) => `Choice ${i + 1}`);

function classAt(l: GameLesson, k: number, students = ['Anna', 'Ben', 'Cara']) {
  const c = new ClassModel('ABCDE');
  c.claimTeacher('teacher');
  for (const [i, name] of students.entries()) expect(c.join(`s${i}`, { name })).toEqual({ ok: true });
  const { scenario, next } = at(l, k);
  expect(c.show('teacher', { scenario, caption: 'A step' })).toEqual({ ok: true });
  return { c, scenario, next, n: legalCount(scenario) };
}

const F1 = lesson('formula-1/lessons/02-speed-changes');

describe('a class', () => {
  it('joins students by a checked name, each name once', () => {
    const c = new ClassModel('ABCDE');
    c.claimTeacher('teacher');
    c.claimTeacher('eve');
    expect(c.isTeacher('teacher')).toBe(true);
    expect(c.isTeacher('eve')).toBe(false);
    expect(c.join('s1', { name: '  Anna   Berg ' })).toEqual({ ok: true });
    expect(c.join('s2', { name: 'anna berg' })).toEqual({ ok: false, reason: 'anna berg is in the class already: choose another name' });
    expect(c.join('s3', { name: '   ' })).toEqual({ ok: false, reason: 'your name: a name cannot be empty' });
    expect(c.join('s3', { name: 'x'.repeat(41) }).ok).toBe(false);
    expect(c.join('s3', { name: 3 }).ok).toBe(false);
    expect(c.join('teacher', { name: 'Teach' })).toEqual({ ok: false, reason: 'the teacher does not answer in their own class' });
    expect(c.studentCount).toBe(1);
    expect(c.teacherView().students).toEqual([{ name: 'Anna Berg', here: true }]);
  });

  it('asks with the legal actions of the seat to act, the lesson’s next move right; answers count once, refusals change nothing', () => {
    const { c, next, n } = classAt(F1, 1);
    expect(n).toBeGreaterThan(1);
    expect(c.ask('s0', { labels: labels(n) })).toEqual({ ok: false, reason: 'only the teacher asks the class' });
    expect(c.ask('teacher', { labels: labels(n - 1) })).toEqual({ ok: false, reason: `the position has ${n} choices, the question words ${n - 1}` });
    expect(c.ask('teacher', { labels: labels(n), right: { type: 'no-such-move' } })).toEqual({ ok: false, reason: 'the right move is not one the rules allow in this position' });
    expect(c.phase).toBe('waiting');
    expect(c.ask('teacher', { labels: labels(n), right: next!.action })).toEqual({ ok: true });
    const run = runGameScenario(at(F1, 1).scenario);
    if (!run.ok) throw new Error(run.error);
    const legal = run.game.legalActions(run.state, run.game.actors(run.state)[0]!).map((a) => canonicalJson(a));
    const right = legal.indexOf(canonicalJson(next!.action));
    const wrong = right === 0 ? 1 : 0;
    const q = c.teacherView().question!;
    expect(q.right).toEqual([right]);
    expect(q.prompt).toMatch(/^What should .+ do now\?$/);
    expect(c.ask('teacher', { labels: labels(n) })).toEqual({ ok: false, reason: 'a question is open: reveal it first' });

    expect(c.answer('s0', { question: 1, choice: right })).toEqual({ ok: true });
    expect(c.answer('s1', { question: 1, choice: wrong })).toEqual({ ok: true });
    expect(c.answer('s2', { question: 1, choice: wrong })).toEqual({ ok: true });
    const before = JSON.stringify(c.teacherView());
    expect(c.answer('s0', { question: 1, choice: wrong })).toEqual({ ok: false, reason: 'you have answered this question already' });
    expect(c.answer('s0', { question: 2, choice: 0 })).toEqual({ ok: false, reason: 'question 2 is not open' });
    expect(c.answer('s0', { question: 1, choice: 'first' })).toMatchObject({ ok: false });
    expect(c.answer('s0', { question: 1, choice: n + 3 }).ok).toBe(false);
    expect(c.answer('nobody', { question: 1, choice: 0 })).toEqual({ ok: false, reason: 'join the class with your name first' });
    expect(c.answer('teacher', { question: 1, choice: 0 })).toEqual({ ok: false, reason: 'the teacher does not answer' });
    expect(c.reveal('s1')).toEqual({ ok: false, reason: 'only the teacher reveals the answer' });
    expect(c.end('s1')).toEqual({ ok: false, reason: 'only the teacher ends the class' });
    expect(JSON.stringify(c.teacherView())).toBe(before);
    expect(c.teacherView().question!.answered).toBe(3);
    // Before the reveal a phone sees neither the counts nor the right move.
    expect(c.studentView('s1').question).not.toHaveProperty('counts');
    expect(c.studentView('s1').question).not.toHaveProperty('right');
    expect(c.studentView('s1').answered).toBe(wrong);

    expect(c.reveal('teacher')).toEqual({ ok: true });
    expect(c.phase).toBe('revealed');
    const counts = c.teacherView().question!.counts;
    expect(counts[right]).toBe(1);
    expect(counts[wrong]).toBe(2);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    expect(c.studentView('s2').question!.counts).toEqual(counts);
    expect(c.answer('s0', { question: 1, choice: right })).toEqual({ ok: false, reason: 'the answer has been shown: this question is closed' });
    expect(c.reveal('teacher')).toEqual({ ok: false, reason: 'no question is open' });
  });

  it('a late joiner sees the question open now; a position with no lesson move has no right answer', () => {
    const { c, n } = classAt(F1, 1, ['Anna']);
    expect(c.ask('teacher', { labels: labels(n) })).toEqual({ ok: true });
    expect(c.join('late', { name: 'Dora' })).toEqual({ ok: true });
    const v = c.studentView('late');
    expect(v.phase).toBe('asking');
    expect(v.question!.choices).toHaveLength(n);
    expect(v.answered).toBeNull();
    // The step's caption tells its move: the phone gets it only with the reveal, the projector at once.
    expect(v.question!.caption).toBe('');
    expect(c.teacherView().question!.caption).toBe('A step');
    expect(c.answer('late', { question: 1, choice: 0 })).toEqual({ ok: true });
    c.reveal('teacher');
    expect(c.studentView('late').question!.caption).toBe('A step');
    expect(c.teacherView().question!.right).toEqual([]);
    expect(c.summary()[0]).toMatchObject({ correct: null, commonWrong: null, answered: 1 });
  });

  it('the summary counts the right answers and names the most common wrong one; the CSV has every name and answer', () => {
    const { c, next, n } = classAt(F1, 1, ['Anna', '=cmd|x', 'Ben, "the fast"']);
    const rule = `“${F1.steps[1]!.rule.section}”: ${F1.steps[1]!.rule.quote}`;
    c.ask('teacher', { labels: labels(n), right: next!.action, rule });
    const right = c.teacherView().question!.right[0]!;
    const wrong = (right + 1) % n;
    // The rule shows on the projector at once, on a phone only with the reveal.
    expect(c.teacherView().question!.rule).toBe(rule);
    expect(c.studentView('s0').question!.rule).toBeUndefined();
    c.answer('s0', { question: 1, choice: right });
    c.answer('s1', { question: 1, choice: wrong });
    c.answer('s2', { question: 1, choice: wrong });
    expect(c.end('teacher')).toEqual({ ok: true });
    expect(c.end('teacher').ok).toBe(false);
    expect(c.phase).toBe('ended');
    expect(c.summary()).toEqual([expect.objectContaining({ id: 1, answered: 3, correct: 1, commonWrong: { choice: `Choice ${wrong + 1}`, count: 2 }, rule })]);
    expect(c.studentView('s0').question!.rule).toBe(rule);
    expect(c.teacherView().summary).toHaveLength(1);
    expect(c.join('late', { name: 'Eve' })).toEqual({ ok: false, reason: 'this class has ended' });
    const lines = c.csv().trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^Name,Question 1: What should .+ do now\?,Question 1 right$/);
    expect(lines[1]).toBe(`Anna,Choice ${right + 1},yes`);
    expect(lines[2]).toBe(`'=cmd|x,Choice ${wrong + 1},no`);
    expect(lines[3]).toBe(`"Ben, ""the fast""",Choice ${wrong + 1},no`);
  });

  it('escapes CSV fields', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField('-2,3')).toBe(`"'-2,3"`);
  });

  it('refuses a position that does not run, and keeps the one shown', () => {
    const { c, scenario } = classAt(F1, 1, []);
    expect(c.show('s0', { scenario })).toEqual({ ok: false, reason: 'only the teacher shows a position' });
    expect(c.show('teacher', { scenario: { nonsense: true } }).ok).toBe(false);
    expect(c.show('teacher', { scenario: { ...scenario, moves: [{ seat: 0, action: { type: 'fly' } }] } })).toEqual({ ok: false, reason: 'move 1 of the position is not allowed' });
    expect(c.show('teacher', { scenario, extra: 1 }).ok).toBe(false);
    expect(c.ask('teacher', { labels: labels(legalCount(scenario)) })).toEqual({ ok: true });
  });

  const stepOf: Record<string, [string, number]> = {
    'start-frei': ['', 0],
    'formula-1': ['formula-1/lessons/01-direction', 3],
    motorsportspiel: ['motorsportspiel/lessons/03-dice-and-lanes', 5],
    'bahn-frei': ['bahn-frei/lessons/05-express', 3],
  };
  it.each(GAME_IDS.filter((g) => stepOf[g]?.[0]))('%s: a lesson step is asked with its next move right, and a phone’s view has no generator state', (id) => {
    const [path, k] = stepOf[id]!;
    const l = lesson(path);
    const { c, next, n } = classAt(l, k, ['Anna']);
    expect(c.ask('teacher', { labels: labels(n), right: next!.action })).toEqual({ ok: true });
    expect(c.teacherView().question!.right).toHaveLength(1);
    const bytes = JSON.stringify(c.studentView('s0'));
    expect(bytes).not.toMatch(/"rng"|"seed"/);
    expect(c.studentView('s0').position).not.toBeNull();
  });
});
