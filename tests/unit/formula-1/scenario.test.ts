import { describe, expect, it } from 'vitest';
import { formula1Game, Formula1SetupError, positionSchema, positionState } from '../../../src/rules/formula-1';
import { presetGraph } from './helpers';

const g = presetGraph();

describe('Formuła 1 fixed positions', () => {
  it('puts each car where the position says, the leader to move (or the car named)', () => {
    const pos = positionSchema.parse({
      names: ['Ann', 'Bo'],
      cars: [
        { seat: 0, space: 26, speed: 160, tyres: 12 },
        { seat: 1, space: 40, speed: 80 },
        { seat: 1, space: 28, off: true },
      ],
    });
    const s = positionState(g, pos, { laps: 2 });
    expect(s.cars.map((c) => [c.seat, c.space, c.speed, c.off])).toEqual([
      [0, 26, 160, false],
      [1, 40, 80, false],
      [1, 28, 0, true],
    ]);
    expect(s.cars[0]!.tyres).toBe(12);
    expect(formula1Game.actors(s)).toEqual([1]);
    const named = positionState(g, { ...pos, toMove: 0 });
    expect(formula1Game.actors(named)).toEqual([0]);
    expect(formula1Game.legalActions(named, 0)).toContainEqual({ type: 'speed', kmh: 160 });
  });

  it('refuses positions no race can reach', () => {
    const two = (a: number, b: number) => ({ names: ['A', 'B'], cars: [{ seat: 0, space: a }, { seat: 1, space: b }] });
    expect(() => positionState(g, two(5, 5))).toThrow(Formula1SetupError);
    expect(() => positionState(g, two(5, 999))).toThrow(/no square/);
    expect(positionSchema.safeParse({ names: ['A', 'B'], cars: [{ seat: 0, space: 1, speed: 50 }, { seat: 1, space: 2 }] }).success).toBe(false);
  });
});
