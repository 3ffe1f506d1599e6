import { describe, expect, it } from 'vitest';
import { formula1Game, speedPreview } from '../../../src/rules/formula-1';
import { position, presetGraph, toAct } from './helpers';

const g = presetGraph();

describe('Formuła 1 preview of a speed', () => {
  it('lists the price and every path the speed opens, each with throws, chance of leaving and expected tyre loss', () => {
    // From 26 at 160 km/h, choosing 160 again (free): the corner ahead.
    const s = toAct(position(g, [{ space: 26, speed: 160, tyres: 20 }, { space: 60 }]), 0);
    const p = speedPreview(s, 160)!;
    expect(p.cost).toBe(0);
    const after = formula1Game.apply(s, 0, { type: 'speed', kmh: 160 });
    if (!after.ok) throw new Error(after.message);
    expect(p.paths.map((x) => x.path)).toEqual(formula1Game.legalActions(after.state, 0).map((a) => (a.type === 'move' ? a.path : [])));
    const outer = p.paths.find((x) => x.path.join() === '30,31,32,39')!;
    expect(outer.throws).toBe(3);
    expect(outer.offChance).toBeCloseTo(1 - (5 / 6) ** 3, 12);
    expect(outer.plan.map((t) => t.space)).toEqual([30, 31, 32]);
    expect(outer.pit).toBe(false);
    expect(outer.target).toBe(39);
  });

  it('prices the speed change and leaves the state as it was', () => {
    const s = toAct(position(g, [{ space: 18, speed: 0, tyres: 20 }, { space: 60 }]), 0);
    const before = JSON.stringify(formula1Game.hashable(s));
    expect(speedPreview(s, 320)!.cost).toBe(16);
    expect(speedPreview(s, 0)!.paths).toEqual([]);
    expect(JSON.stringify(formula1Game.hashable(s))).toBe(before);
  });
});
