import { describe, expect, it } from 'vitest';
import { drive, movePaths, pathRisk, runningOrder, throwPlan, type Formula1Event } from '../../../src/rules/formula-1';
import { dice, position, presetGraph, sq, straightGraph, toAct } from './helpers';

const throwsOf = (events: readonly Formula1Event[]) => events.filter((e) => e.type === 'throw');

describe('Formuła 1 safe speed in corners (Figures 4–7)', () => {
  it('Figure 5: 240 km/h over corners of 40, 120 and 120 — 5 throws, 3 throws, then a 6 ends the move beside the third corner', () => {
    const spec = { lanes: 1, length: 20, safe: [[0, 2, 40] as const, [0, 4, 120] as const, [0, 6, 120] as const] };
    const g = straightGraph(spec);
    const s = toAct(position(g, [{ space: sq(spec, 0, 0), speed: 240, tyres: 20 }, { space: sq(spec, 0, 15) }]), 0, 'move');
    const path = [1, 2, 3, 4, 5, 6].map((p) => sq(spec, 0, p));
    expect(throwPlan(s, s.cars[0]!, 240, path).map((t) => t.throws)).toEqual([5, 3, 3]);
    const { state, events } = drive(s, 0, path, dice(2, 3, 1, 4, 4, 5, 4, 1, 6, 1, 1));
    const thrown = throwsOf(events);
    expect(thrown.map((t) => t.type === 'throw' && t.die)).toEqual([2, 3, 1, 4, 4, 5, 4, 1, 6]);
    expect(thrown.map((t) => t.type === 'throw' && t.tyresLost)).toEqual([2, 0, 1, 0, 0, 0, 0, 1, 0]);
    const car = state.cars[0]!;
    // 20 − 2 − 1 − 1 = 16, then slowing from 240 to 0 costs 5 (Figure 7).
    expect(car.tyres).toBe(11);
    expect(car.off).toBe(true);
    expect(car.space).toBe(sq(spec, 0, 6));
    expect(car.speed).toBe(0);
    expect(events.filter((e) => e.type === 'off')).toEqual([{ type: 'off', car: 0, space: sq(spec, 0, 6), reason: 'die', speed: 240, tyresLost: 5, tyres: 11 }]);
  });

  it('Figure 4: any speed is allowed on the track; a safe speed binds only its own square', () => {
    const spec = { lanes: 1, length: 30, safe: [[0, 12, 80] as const] };
    const g = straightGraph(spec);
    const s = toAct(position(g, [{ space: sq(spec, 0, 0), speed: 320 }, { space: sq(spec, 0, 25) }]), 0, 'move');
    const path = [1, 2, 3, 4, 5, 6, 7, 8].map((p) => sq(spec, 0, p));
    expect(movePaths(s, 0, 8)).toEqual([path]);
    expect(throwPlan(s, s.cars[0]!, 320, path)).toEqual([]);
    const { state, events } = drive(s, 0, path, dice(6, 6, 6));
    expect(throwsOf(events)).toEqual([]);
    expect(state.cars[0]).toMatchObject({ space: sq(spec, 0, 8), speed: 320, off: false });
  });

  it('Figure 6: at 120 km/h over squares of 80 and 40 km/h, three throws in all', () => {
    const spec = { lanes: 1, length: 20, safe: [[0, 1, 80] as const, [0, 2, 40] as const] };
    const g = straightGraph(spec);
    const s = toAct(position(g, [{ space: sq(spec, 0, 0), speed: 120 }, { space: sq(spec, 0, 15) }]), 0, 'move');
    const path = [1, 2, 3].map((p) => sq(spec, 0, p));
    expect(throwPlan(s, s.cars[0]!, 120, path).map((t) => t.throws)).toEqual([1, 2]);
    const { state, events } = drive(s, 0, path, dice(3, 4, 5));
    expect(throwsOf(events)).toHaveLength(3);
    expect(state.cars[0]!.space).toBe(sq(spec, 0, 3));
    expect(state.cars[0]!.tyres).toBe(s.cars[0]!.tyres);
  });

  it('one throw per 40 km/h of excess: 240 on a 160 square throws twice, 320 on an 80 square six times, at or below the safe speed never', () => {
    const spec = { lanes: 1, length: 20, safe: [[0, 1, 160] as const, [0, 2, 80] as const] };
    const g = straightGraph(spec);
    const s = position(g, [{ space: sq(spec, 0, 0) }, { space: sq(spec, 0, 15) }]);
    const car = s.cars[0]!;
    expect(throwPlan(s, car, 240, [sq(spec, 0, 1)])[0]!.throws).toBe(2);
    expect(throwPlan(s, car, 320, [sq(spec, 0, 1), sq(spec, 0, 2)]).map((t) => t.throws)).toEqual([4, 6]);
    expect(throwPlan(s, car, 160, [sq(spec, 0, 1)])).toEqual([]);
    expect(throwPlan(s, car, 80, [sq(spec, 0, 1), sq(spec, 0, 2)])).toEqual([]);
  });

  it('the square a car stops on throws too, and changing lanes in a corner throws for every square of the corner crossed', () => {
    const g = presetGraph();
    // From 26 (outer lane, just before the first corner) at 160 km/h.
    const s = toAct(position(g, [{ space: 26, speed: 160 }, { space: 60 }]), 0, 'move');
    const car = s.cars[0]!;
    // Outer lane through the corner (three squares of 120): one throw each.
    expect(throwPlan(s, car, 160, [30, 31, 32, 39]).map((t) => [t.space, t.throws])).toEqual([
      [30, 1],
      [31, 1],
      [32, 1],
    ]);
    // Into the corner outside, across to the middle lane (two squares of 80): 1 + 2 + 2.
    expect(throwPlan(s, car, 160, [30, 28, 29, 36]).map((t) => t.throws)).toEqual([1, 2, 2]);
    // Stopping on a corner square counts it.
    expect(throwPlan(s, car, 160, [30, 31, 32, 39]).some((t) => t.space === 32)).toBe(true);
    const paths = movePaths(s, 0, 4).map((p) => p.join(','));
    expect(paths).toContain('30,31,32,39');
    expect(paths).toContain('30,28,29,36');
  });

  it('a throw of 1 or 2 with too few tyres left sends the car off (what is left is returned)', () => {
    const spec = { lanes: 1, length: 20, safe: [[0, 1, 40] as const] };
    const g = straightGraph(spec);
    const s = toAct(position(g, [{ space: sq(spec, 0, 0), speed: 120, tyres: 1 }, { space: sq(spec, 0, 15) }]), 0, 'move');
    const { state, events } = drive(s, 0, [sq(spec, 0, 1), sq(spec, 0, 2), sq(spec, 0, 3)], dice(2, 1));
    expect(throwsOf(events)).toHaveLength(1);
    expect(state.cars[0]).toMatchObject({ off: true, tyres: 0, speed: 0, space: sq(spec, 0, 1) });
    expect(events.find((e) => e.type === 'off')).toMatchObject({ reason: 'no-tyres' });
    const none = toAct(position(g, [{ space: sq(spec, 0, 0), speed: 80, tyres: 0 }, { space: sq(spec, 0, 15) }]), 0, 'move');
    expect(drive(none, 0, [sq(spec, 0, 1), sq(spec, 0, 2)], dice(1)).state.cars[0]!.off).toBe(true);
  });

  it('Figure 7: leaving the track at 240 km/h returns 5 tyres and sets the speedometer to 0', () => {
    const spec = { lanes: 3, length: 20, safe: [[2, 3, 120] as const] };
    const g = straightGraph(spec);
    const s = toAct(position(g, [{ space: sq(spec, 2, 0), speed: 240, tyres: 25 }, { space: sq(spec, 0, 15) }]), 0, 'move');
    const path = [1, 2, 3, 4, 5, 6].map((p) => sq(spec, 2, p));
    const { state } = drive(s, 0, path, dice(6));
    expect(state.cars[0]).toMatchObject({ off: true, tyres: 20, speed: 0, space: sq(spec, 2, 3) });
  });

  it('two cars off beside the same square queue in the order they left, after the car on that square', () => {
    const spec = { lanes: 3, length: 20 };
    const g = straightGraph(spec);
    const S = sq(spec, 2, 6);
    const s = position(g, [
      { space: S, off: true, offSeq: 9 },
      { space: S, off: true, offSeq: 4 },
      { space: S, arrival: 20 },
      { space: sq(spec, 1, 2) },
    ]);
    expect(runningOrder(s)).toEqual([2, 1, 0, 3]);
  });

  it('the exact risk of a path comes from the die: 1 throw is 1/6 off and 1/2 tyre; 2 throws 11/36 off', () => {
    const spec = { lanes: 1, length: 20, safe: [[0, 1, 80] as const] };
    const g = straightGraph(spec);
    const s = position(g, [{ space: sq(spec, 0, 0), tyres: 20 }, { space: sq(spec, 0, 15) }]);
    const car = s.cars[0]!;
    const one = pathRisk(s, car, 120, [1, 2, 3].map((p) => sq(spec, 0, p)));
    expect(one.throws).toBe(1);
    expect(one.offChance).toBeCloseTo(1 / 6, 12);
    expect(one.expectedTyreLoss).toBeCloseTo(0.5, 12);
    expect(one.expectedOffCost).toBeCloseTo((1 / 6) * 2, 12);
    const two = pathRisk(s, car, 160, [1, 2, 3, 4].map((p) => sq(spec, 0, p)));
    expect(two.offChance).toBeCloseTo(11 / 36, 12);
    expect(two.expectedTyreLoss).toBeCloseTo(0.5 + (5 / 6) * 0.5, 12);
    // With one tyre left a 2 is a spin too.
    const thin = pathRisk(s, car, 120, [1, 2, 3].map((p) => sq(spec, 0, p)), 1);
    expect(thin.offChance).toBeCloseTo(2 / 6, 12);
  });
});
