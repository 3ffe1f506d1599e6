import { describe, expect, it } from 'vitest';
import { createSeeker, SeekError, type Step } from '../../../src/app/replay/seeker';

// A counter game: state = running sum, action = amount; negative amounts are rejected.
const apply = (s: number, a: number): Step<number, string> => (a < 0 ? { ok: false, message: 'negative' } : { ok: true, state: s + a, events: [`+${a}`] });

describe('createSeeker', () => {
  const actions = Array.from({ length: 100 }, (_, i) => i % 7);
  const sums = actions.reduce<number[]>((acc, a) => [...acc, acc[acc.length - 1]! + a], [0]);

  it.each([1, 3, 16, 100, 500])('every %i: any step gives the state of a run from the start', (every) => {
    const seeker = createSeeker({ initial: 0, actions, apply, every });
    expect(seeker.length).toBe(100);
    for (const step of [0, 1, 15, 16, 17, 50, 99, 100, 42, 3, 100, 0]) expect(seeker.stateAt(step)).toBe(sums[step]);
  });

  it('clamps out-of-range steps and keeps the events of every action', () => {
    const seeker = createSeeker({ initial: 0, actions, apply });
    expect(seeker.stateAt(-5)).toBe(0);
    expect(seeker.stateAt(1e9)).toBe(sums[100]);
    expect(seeker.events[3]).toEqual(['+3']);
  });

  it('re-applies fewer actions than the snapshot spacing', () => {
    let calls = 0;
    const counting = (s: number, a: number) => {
      calls++;
      return apply(s, a);
    };
    const seeker = createSeeker({ initial: 0, actions, apply: counting, every: 10 });
    for (const step of [95, 7, 58, 33, 81]) {
      calls = 0;
      seeker.stateAt(step);
      expect(calls).toBeLessThan(10);
    }
    // Stepping forward by one from the last seek applies one action.
    seeker.stateAt(40);
    calls = 0;
    seeker.stateAt(41);
    expect(calls).toBe(1);
  });

  it('refuses a log with a rejected action, naming it', () => {
    expect(() => createSeeker({ initial: 0, actions: [1, 2, -1, 3], apply })).toThrow(SeekError);
    try {
      createSeeker({ initial: 0, actions: [1, 2, -1, 3], apply });
    } catch (e) {
      expect((e as SeekError).index).toBe(2);
    }
  });
});
