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

  it('start-frei: random tracks are made of the 22 tiles alone, one connecting piece per join', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const layout = randomTrack('start-frei', seed);
        expect(layout.pieces.length).toBeLessThanOrEqual(22);
        expect(layout.pieces.some((p) => p.type === 'sf-connector')).toBe(false);
        const stats = validateLayout(layout).stats;
        expect(stats.joints).toEqual({ label: 'Connecting piece', used: layout.pieces.length, box: 27 });
        expect(stats.lapLength).toBeGreaterThanOrEqual(40);
      }),
      { numRuns: 60 },
    );
  });

  it('the same seed gives the same layout', () => {
    expect(randomTrack('start-frei', 7)).toEqual(randomTrack('start-frei', 7));
  });
});
