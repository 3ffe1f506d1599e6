import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateLayout, type Layout } from '../../../src/track';
import { boxStock, randomLoop, randomTrack, reshapeLoop, seededRandom, withinStock, type PieceStock } from '../../../src/track/random-track';

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

describe('random loops from a stock of pieces', () => {
  /** One or two boxes, or one box less up to three of each kind. */
  const stocks = fc.oneof(
    fc.constant(boxStock('formula-1', 1)),
    fc.constant(boxStock('formula-1', 2)),
    fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 })).map(([s, c]): PieceStock => {
      const box = boxStock('formula-1', 1);
      return { ...box, pieces: { ...box.pieces, 'f1-square': box.pieces['f1-square']! - s, 'f1-triangle': box.pieces['f1-triangle']! - c } };
    }),
  );

  it('formula-1: every loop and every reshaped loop validates and stays within the stock', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), stocks, (seed, stock) => {
        const rnd = seededRandom(seed);
        let loop: Layout | undefined;
        for (let i = 0; i < 20 && !loop; i++) loop = randomLoop('formula-1', stock, rnd, 'loop');
        if (!loop) return;
        expect(validateLayout(loop).errors).toEqual([]);
        expect(withinStock(loop, stock)).toBe(true);
        const used = (type: string) => loop.pieces.filter((p) => p.type === type).length;
        expect(used('f1-square')).toBeLessThanOrEqual(stock.pieces['f1-square']!);
        expect(used('f1-triangle')).toBeLessThanOrEqual(stock.pieces['f1-triangle']!);
        expect(used('f1-start')).toBe(1);
        for (let k = 0; k < 4; k++) {
          const next = reshapeLoop(loop, stock, rnd);
          if (!next) continue;
          expect(validateLayout(next).errors).toEqual([]);
          expect(withinStock(next, stock)).toBe(true);
          expect(next.pieces.filter((p) => p.type === 'f1-start')).toHaveLength(1);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('formula-1: one box makes loops of several sizes, two boxes longer ones', () => {
    const rnd = seededRandom(3);
    const sizes = (boxes: number) => Array.from({ length: 30 }, () => randomLoop('formula-1', boxStock('formula-1', boxes), rnd, 'loop')?.pieces.length ?? 0).filter((n) => n > 0);
    const one = sizes(1);
    expect(new Set(one).size).toBeGreaterThan(2);
    expect(Math.max(...one)).toBeLessThanOrEqual(16);
    expect(Math.max(...sizes(2))).toBeGreaterThan(16);
  });

  it('start-frei: a stock without a start piece makes no loop', () => {
    const box = boxStock('start-frei', 1);
    const rnd = seededRandom(1);
    for (let i = 0; i < 20; i++) expect(randomLoop('start-frei', { ...box, pieces: { ...box.pieces, 'sf-start': 0 } }, rnd, 'x')).toBeUndefined();
  });
});
