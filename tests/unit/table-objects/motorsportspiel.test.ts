import { describe, expect, it } from 'vitest';
import { boxFlags, cubeSides, mssTable } from '../../../src/games/motorsportspiel/table';
import { DICE, DIE_NAMES, type MssEvent, type MssState } from '../../../src/rules/motorsportspiel';
import { botGame } from './play';
import { lessonsOf } from '../../../src/app/teach/lessons';
import { shownFrame, useTeachStore } from '../../../src/app/teach';

describe('Das Motorsportspiel on the table: what the dice, dice boxes and flags show', () => {
  it.each(DIE_NAMES)('the %s die as a cube: the side under each face shows its bottom number', (name) => {
    const sides = cubeSides(name);
    expect([...sides].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    for (let k = 0; k < 6; k++) expect(sides[k ^ 1]).toBe(DICE[name].opposite[sides[k]!]);
  });

  it('white dice read 3↔4, 2↔5, 1↔6 and the red die never shows its own number below', () => {
    const white = cubeSides('white1').map((f) => DICE.white1.faces[f]!);
    for (let k = 0; k < 6; k += 2) expect(white[k]! + white[k + 1]!).toBe(7);
    const red = cubeSides('red').map((f) => DICE.red.faces[f]!);
    for (let k = 0; k < 6; k += 2) expect(red[k]).not.toBe(red[k + 1]);
  });

  it.each([
    [0, false, 0, []],
    [1, false, 0, ['yellow']],
    [2, false, 0, ['red']],
    [3, false, 0, ['black']],
    [0, true, 0, ['black']],
    [1, false, 2, ['yellow', 'white', 'white']],
  ])('a pit box of %i points (black: %s, %i whites) holds %j', (points, black, whites, flags) => {
    expect(boxFlags(points, black, whites)).toEqual(flags);
  });

  it('over whole bot races, the dice, their order in the box and the flags equal the state and the events', () => {
    let rolls = 0;
    let placed = 0;
    let flagged = 0;
    for (const [seed, kind] of [[1, 'heuristic'], [2, 'random']] as const) {
      const { steps } = botGame('motorsportspiel', seed, 4, 3000, kind);
      for (const step of steps) {
        const state = step.state as MssState;
        const events = step.events as readonly MssEvent[];
        const view = mssTable(state, events);
        const rolled = events.find((e) => e.type === 'rolled');
        if (rolled?.type === 'rolled' && state.turn?.phase === 'order') {
          rolls++;
          expect(view.motion).toBe('rolled');
          expect(view.car).toBe(rolled.car);
          const faces = Object.entries(rolled.faces).map(([die, f]) => [die, f.top, f.bottom]);
          expect(view.dice.map((d) => [d.die, d.top, d.bottom])).toEqual(faces);
          expect(view.dice.every((d) => d.slot === null)).toBe(true);
        }
        const put = events.find((e) => e.type === 'placed');
        if (put?.type === 'placed' && state.turn?.phase === 'move') {
          placed++;
          const inBox = [...view.dice].filter((d) => d.slot !== null).sort((a, b) => a.slot! - b.slot!);
          expect(inBox.map((d) => [d.die, d.side, d.value])).toEqual(put.plan.map((p) => [p.die, p.side, p.value]));
        }
        for (const f of view.flags) {
          const car = state.cars.find((c) => c.id === f.car)!;
          const earned = state.turn?.car === car.id ? state.turn.earned : [];
          expect(f.beside.filter((k) => k === 'yellow' || k === 'red')).toEqual([...car.pending, ...earned]);
          // A flag stands beside the car or lies in the pit box, never both: the points shown add up to the rules' count.
          const points = (ks: readonly string[]) => ks.reduce((n, k) => n + (k === 'yellow' ? 1 : k === 'red' ? 2 : 0), 0);
          if (!car.black) expect(points(f.beside) + points(f.box)).toBe(car.box);
          expect(f.box.filter((k) => k === 'white').length).toBe(car.whites);
          if (f.beside.length + f.box.length > 0) flagged++;
        }
      }
    }
    expect(rolls).toBeGreaterThan(0);
    expect(placed).toBeGreaterThan(0);
    expect(flagged).toBeGreaterThan(0);
  });
});

describe('the light-error lesson on the table', () => {
  it('at the step the yellow flag is earned, it stands beside the car and the pit box is still empty, as the caption says', () => {
    const entry = lessonsOf('motorsportspiel').find((e) => e.lesson.title.includes('light error'))!;
    const step = entry.lesson.steps.findIndex((s) => s.expect?.events?.some((e) => e.type === 'flag'));
    expect(step).toBeGreaterThan(0);
    expect(entry.lesson.steps[step]!.caption).toMatch(/beside the car.*pit box after/);
    const teach = useTeachStore.getState();
    expect(teach.openLesson(entry.id, entry.lesson)).toBe(true);
    useTeachStore.getState().lessonStep(step);
    const state = shownFrame(useTeachStore.getState().position!).state as MssState;
    const ben = state.cars.find((c) => c.name === 'Ben')!;
    expect(ben.box).toBe(1);
    const flags = mssTable(state, []).flags.find((f) => f.car === ben.id)!;
    expect(flags.beside).toEqual(['yellow']);
    expect(flags.box).toEqual([]);
  });
});
