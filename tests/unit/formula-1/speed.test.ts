import { describe, expect, it } from 'vitest';
import { ACCELERATION_COST, BRAKING_COST, SPEEDS, speedChangeCost, squaresAt, TOP_SPEED } from '../../../src/rules/formula-1';

describe('Formuła 1 speed and the tyre table', () => {
  it.each([
    // The rulebook's examples and issue 15's figures.
    [80, 240, 1],
    [0, 320, 16],
    [240, 120, 2],
    [120, 200, 0],
    [240, 0, 5],
    [320, 200, 2],
  ])('%i → %i km/h costs %i tyres', (from, to, cost) => {
    expect(speedChangeCost(from, to)).toBe(cost);
  });

  it('keeping the speed, +40, +80, +120 and −40 km/h are free; every other change costs at least one tyre', () => {
    for (const from of SPEEDS) {
      for (const to of SPEEDS) {
        const d = to - from;
        const free = d === 0 || d === 40 || d === 80 || d === 120 || d === -40;
        expect(speedChangeCost(from, to) === 0, `${from} → ${to}`).toBe(free);
      }
    }
  });

  it('a bigger change never costs less than a smaller one in the same direction', () => {
    for (let i = 1; i < ACCELERATION_COST.length; i++) expect(ACCELERATION_COST[i]!).toBeGreaterThanOrEqual(ACCELERATION_COST[i - 1]!);
    for (let i = 1; i < BRAKING_COST.length; i++) expect(BRAKING_COST[i]!).toBeGreaterThanOrEqual(BRAKING_COST[i - 1]!);
  });

  it('each 40 km/h is one square: 200 km/h is 5 squares, 320 km/h is 8 (the top speed)', () => {
    expect(squaresAt(200)).toBe(5);
    expect(squaresAt(320)).toBe(8);
    expect(TOP_SPEED).toBe(320);
    expect(SPEEDS).toEqual([0, 40, 80, 120, 160, 200, 240, 280, 320]);
    expect(() => speedChangeCost(0, 360)).toThrow();
  });
});
