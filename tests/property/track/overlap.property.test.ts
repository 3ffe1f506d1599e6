/**
 * The overlap check's grid (a hash table that tests each pair once, in the
 * first cell two pieces share) must find exactly the pairs a test of every
 * pair finds.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogs, footprint, type GameId } from '../../../src/track';
import { findOverlaps, polygonsOverlap } from '../../../src/track/overlap';

function everyPair(shapes: readonly Float64Array[][], tolerance: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < shapes.length; i++) {
    for (let j = i + 1; j < shapes.length; j++) {
      if (shapes[i]!.some((p) => shapes[j]!.some((q) => polygonsOverlap(p, q, tolerance)))) pairs.push([i, j]);
    }
  }
  return pairs;
}

const piece = fc.record({
  pick: fc.nat(),
  side: fc.constantFrom('A' as const, 'B' as const),
  x: fc.double({ min: -30, max: 30, noNaN: true }),
  z: fc.double({ min: -30, max: 30, noNaN: true }),
  rotation: fc.oneof(fc.constantFrom(0, 30, 90, 180, 270, -45), fc.double({ min: -360, max: 360, noNaN: true })),
});

describe('findOverlaps', () => {
  for (const game of Object.keys(catalogs) as GameId[]) {
    it(`finds the same pairs as testing every pair (${game})`, () => {
      const catalog = catalogs[game];
      fc.assert(
        fc.property(fc.array(piece, { maxLength: 40 }), fc.constantFrom(0, 0.02, 0.5), (pieces, tol) => {
          const shapes = pieces.map((p, i) => {
            const def = catalog.pieces[p.pick % catalog.pieces.length]!;
            const side = p.side === 'B' && def.sides.B ? def.sides.B : def.sides.A;
            return footprint({ id: `p${i}`, type: def.id, side: p.side, x: p.x, z: p.z, rotation: p.rotation }, def, side, catalog);
          });
          expect(findOverlaps(shapes, 4 * catalog.laneWidth, tol * catalog.laneWidth)).toEqual(everyPair(shapes, tol * catalog.laneWidth));
        }),
        { numRuns: 150 },
      );
    });
  }
});
