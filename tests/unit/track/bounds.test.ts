import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointsBounds, unionBounds } from '../../../src/track';

const point = fc.record({ x: fc.double({ min: -1e3, max: 1e3, noNaN: true }), z: fc.double({ min: -1e3, max: 1e3, noNaN: true }) });

describe('the rectangle around points on the table', () => {
  it('is null for no points', () => {
    expect(pointsBounds([])).toBeNull();
  });

  it('holds every point and each edge touches one', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 30 }), (points) => {
        const b = pointsBounds(points)!;
        for (const p of points) {
          expect(p.x).toBeGreaterThanOrEqual(b.minX);
          expect(p.x).toBeLessThanOrEqual(b.maxX);
          expect(p.z).toBeGreaterThanOrEqual(b.minZ);
          expect(p.z).toBeLessThanOrEqual(b.maxZ);
        }
        expect(points.some((p) => p.x === b.minX)).toBe(true);
        expect(points.some((p) => p.x === b.maxX)).toBe(true);
        expect(points.some((p) => p.z === b.minZ)).toBe(true);
        expect(points.some((p) => p.z === b.maxZ)).toBe(true);
      }),
    );
  });

  it('of two sets together is the union of their rectangles', () => {
    fc.assert(
      fc.property(fc.array(point, { minLength: 1, maxLength: 10 }), fc.array(point, { minLength: 1, maxLength: 10 }), (a, b) => {
        expect(pointsBounds([...a, ...b])).toEqual(unionBounds(pointsBounds(a)!, pointsBounds(b)));
      }),
    );
  });

  it('takes a lazy sequence of points (read once)', () => {
    function* walk() {
      yield { x: 2, z: -1 };
      yield { x: -3, z: 4 };
    }
    expect(pointsBounds(walk())).toEqual({ minX: -3, maxX: 2, minZ: -1, maxZ: 4 });
  });
});
