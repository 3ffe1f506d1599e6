import { describe, expect, it } from 'vitest';
import { DICE, dieReading, RED_DIE, WHITE_DIE } from '../../../src/rules/motorsportspiel';

describe('the dice as physical cubes', () => {
  it('a white die read from below gives 7 minus the top (3↔4, 2↔5, 1↔6)', () => {
    for (let face = 0; face < 6; face++) expect(dieReading(WHITE_DIE, face, 'top') + dieReading(WHITE_DIE, face, 'bottom')).toBe(7);
    expect(dieReading(WHITE_DIE, 2, 'top')).toBe(3);
    expect(dieReading(WHITE_DIE, 2, 'bottom')).toBe(4);
    expect(dieReading(WHITE_DIE, 1, 'bottom')).toBe(5);
    expect(dieReading(WHITE_DIE, 0, 'bottom')).toBe(6);
  });

  it('the red die shows 1, 2 and 3 twice each, and its bottom is always one of the other two numbers', () => {
    const counts = [0, 0, 0, 0];
    for (const v of RED_DIE.faces) counts[v]!++;
    expect(counts.slice(1)).toEqual([2, 2, 2]);
    const bottoms = new Map<number, Set<number>>();
    for (let face = 0; face < 6; face++) {
      const top = dieReading(RED_DIE, face, 'top');
      const bottom = dieReading(RED_DIE, face, 'bottom');
      expect(bottom).not.toBe(top);
      expect(RED_DIE.opposite[RED_DIE.opposite[face]!]).toBe(face);
      bottoms.set(top, new Set([...(bottoms.get(top) ?? []), bottom]));
    }
    // "3 becomes 1 or 2, 2 becomes 1 or 3, 1 becomes 2 or 3"
    expect([...bottoms.get(3)!].sort()).toEqual([1, 2]);
    expect([...bottoms.get(2)!].sort()).toEqual([1, 3]);
    expect([...bottoms.get(1)!].sort()).toEqual([2, 3]);
  });

  it('the red die can always brake to 1 or 2 (full braking)', () => {
    for (let face = 0; face < 6; face++) expect(Math.min(dieReading(DICE.red, face, 'top'), dieReading(DICE.red, face, 'bottom'))).toBeLessThanOrEqual(2);
  });
});
