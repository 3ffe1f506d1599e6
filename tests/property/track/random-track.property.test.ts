import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomTrack, validateLayout } from '../../../src/track';

describe('random valid track', () => {
  for (const game of ['start-frei', 'formula-1', 'motorsportspiel'] as const) {
    it(`${game}: every seed gives a layout that validates within the box`, () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
          const layout = randomTrack(game, seed);
          expect(layout.inventory).toBe('box');
          const report = validateLayout(layout);
          expect(report.errors).toEqual([]);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('the same seed gives the same layout', () => {
    expect(randomTrack('start-frei', 7)).toEqual(randomTrack('start-frei', 7));
  });
});
