import { beforeEach, describe, expect, it } from 'vitest';
import { allLessons, lessonsOf, lessonProblems } from '../../../src/app/teach/lessons';
import { checkLesson, factAt, lessonStepShown, readGameLesson, shownFrame, useTeachStore, type GameLesson } from '../../../src/app/teach';

const lessons = allLessons();

beforeEach(() => {
  useTeachStore.setState({ position: null, history: [], notice: null, error: null, saveNote: null, lesson: null });
});

describe('every game lesson', () => {
  it('reads: no lesson file is refused by the schema or lies in another game’s folder', () => {
    expect(lessonProblems()).toEqual([]);
    expect(lessons.length).toBeGreaterThanOrEqual(6);
  });

  it.each(lessons.map((e) => [`${e.lesson.game}/${e.id}`, e.lesson] as const))('%s: the engine bears out every step', (_id, lesson) => {
    expect(checkLesson(lesson)).toEqual([]);
    // Every step says what the position must show, so a wrong lesson fails.
    for (const s of lesson.steps) expect(s.expect !== undefined && Object.keys(s.expect).length > 0).toBe(true);
  });

  it('Formuła 1 has the rulebook’s figures: 2, 3, 5, 6, 7, 8 and 11 and the speed-change examples', () => {
    const titles = lessonsOf('formula-1').map((e) => e.lesson.title).join(' | ');
    for (const f of ['Figure 2', 'Figure 3', 'Figure 6', 'Figures 5 and 7', 'Figure 8', 'Figure 11', 'Changing speed']) expect(titles).toContain(f);
  });

  it('Das Motorsportspiel has Example 2, the dice and lane changes, drafting, the black flag and the pit lane', () => {
    const titles = lessonsOf('motorsportspiel').map((e) => e.lesson.title).join(' | ');
    for (const f of ['Example 2', 'Reading the dice', 'lane changes on 2, 3 and 5', 'drafting', 'black flag', 'pit lane', 'light error']) expect(titles).toContain(f);
  });

  it('Bahn Frei has boarding and travel time, changing trains, vouchers, complaints, the Express and round 15', () => {
    const titles = lessonsOf('bahn-frei').map((e) => e.lesson.title).join(' | ');
    for (const f of ['Boarding and travel time', 'Changing trains', 'Vouchers', 'Complaint management', 'The Express on red routes', 'Round 15']) expect(titles).toContain(f);
  });
});

/** A copy of a lesson with one change. */
const changed = (l: GameLesson, f: (c: GameLesson) => void): GameLesson => {
  const c = structuredClone(l) as GameLesson;
  f(c);
  return c;
};

describe('checkLesson fails a wrong lesson', () => {
  const speed = lessonsOf('formula-1').find((e) => e.id === '02-speed-changes')!.lesson;

  it('a wrong tyre count', () => {
    const wrong = changed(speed, (c) => {
      const step = c.steps.find((s) => s.expect?.facts && 'cars.0.tyres' in s.expect.facts)!;
      step.expect!.facts!['cars.0.tyres'] = 13;
    });
    expect(checkLesson(wrong).join(' ')).toMatch(/cars\.0\.tyres is the number 12 .*the lesson says 13/);
  });

  it('an event that did not happen', () => {
    const wrong = changed(speed, (c) => {
      c.steps[0]!.expect = { events: [{ type: 'speed', car: 0, from: 0, to: 320, cost: 15 }] };
    });
    expect(checkLesson(wrong)[0]).toMatch(/no event .*"cost":15/);
  });

  it('a wrong count of legal actions, and an illegal move', () => {
    const dir = lessonsOf('formula-1').find((e) => e.id === '01-direction')!.lesson;
    const wrong = changed(dir, (c) => {
      c.steps[1]!.expect!.legal = 4;
    });
    expect(checkLesson(wrong).join(' ')).toMatch(/3 legal actions, the lesson says 4/);
    const illegal = changed(dir, (c) => {
      c.scenario.moves[0] = { seat: 0, action: { type: 'speed', kmh: 80 } };
    });
    expect(checkLesson(illegal)[0]).toMatch(/move 1 is not allowed/);
  });

  it('the schema refuses steps out of order or past the moves, with a line naming the place', () => {
    const back = changed(speed, (c) => {
      c.steps[1]!.at = 0;
    });
    const r = readGameLesson(back);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('steps.1.at: step 2 goes back before step 1');
    const past = readGameLesson(changed(speed, (c) => void (c.steps[0]!.at = 999)));
    expect(past.ok ? '' : past.error).toMatch(/^steps\.0\.at: step 1 is at move 999, but the scenario has only 23 moves$/);
    expect(readGameLesson({ format: 'chicane-game-lesson' }).ok).toBe(false);
  });

  it('factAt reads dotted paths and nothing else', () => {
    expect(factAt({ cars: [{ speed: 40 }] }, 'cars.0.speed')).toBe(40);
    expect(factAt({ cars: [] }, 'cars.0.speed')).toBeUndefined();
    expect(factAt({ a: 1 }, 'constructor')).toBeUndefined();
  });
});

describe('a lesson in the teaching view', () => {
  const entry = lessonsOf('formula-1').find((e) => e.id === '02-speed-changes')!;

  it('opens at its first step and the keys step through its steps, not the moves', () => {
    const s = useTeachStore.getState();
    expect(s.openLesson(entry.id, entry.lesson)).toBe(true);
    const at = () => useTeachStore.getState().position!.step;
    const shown = () => lessonStepShown(useTeachStore.getState().lesson, useTeachStore.getState().position);
    expect(shown()).toBe(0);
    expect(at()).toBe(entry.lesson.steps[0]!.at);
    useTeachStore.getState().stepBy(1);
    expect(shown()).toBe(1);
    expect(at()).toBe(entry.lesson.steps[1]!.at);
    useTeachStore.getState().stepBy(-5);
    expect(shown()).toBe(0);
    for (let i = 0; i < 20; i++) useTeachStore.getState().stepBy(1);
    expect(shown()).toBe(entry.lesson.steps.length - 1);
  });

  it('a move the teacher plays leaves the lesson’s step (the caption follows the table); "back" and Undo return to it', () => {
    useTeachStore.getState().openLesson(entry.id, entry.lesson);
    const p = useTeachStore.getState().position!;
    const f = shownFrame(p);
    const seat = f.game.actors(f.state)[0]!;
    expect(useTeachStore.getState().play(seat, f.game.legalActions(f.state, seat)[0]!)).toBe(true);
    const st = useTeachStore.getState();
    expect(lessonStepShown(st.lesson, st.position)).toBeNull();
    expect(st.notice).toMatch(/^You changed the lesson: Played for /);
    // The keys now step through the moves of the changed position.
    const step = st.position!.step;
    useTeachStore.getState().stepBy(-1);
    expect(useTeachStore.getState().position!.step).toBe(step - 1);
    useTeachStore.getState().lessonStep(0);
    expect(lessonStepShown(useTeachStore.getState().lesson, useTeachStore.getState().position)).toBe(0);
    expect(useTeachStore.getState().position!.step).toBe(entry.lesson.steps[0]!.at);
  });

  it('opening a game or a file leaves the lesson', () => {
    useTeachStore.getState().openLesson(entry.id, entry.lesson);
    useTeachStore.getState().openGame('formula-1');
    expect(useTeachStore.getState().lesson).toBeNull();
  });
});
