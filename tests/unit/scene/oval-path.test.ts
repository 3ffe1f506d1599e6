import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ovalLength, ovalPoint } from '../../../src/scene/oval-path';

const spec = { straight: 8, radius: 3 };

describe('ovalPoint', () => {
  it('is continuous and its heading points along the path', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: ovalLength(spec), noNaN: true }), (s) => {
        const h = 1e-4;
        const a = ovalPoint(spec, s);
        const b = ovalPoint(spec, s + h);
        const dx = (b.x - a.x) / h;
        const dz = (b.z - a.z) / h;
        expect(Math.hypot(dx, dz)).toBeCloseTo(1, 2);
        expect(dx).toBeCloseTo(Math.cos(a.heading), 2);
        expect(dz).toBeCloseTo(-Math.sin(a.heading), 2);
      }),
    );
  });

  it('closes: the end of the lap is its start', () => {
    const start = ovalPoint(spec, 0);
    const end = ovalPoint(spec, ovalLength(spec) - 1e-9);
    expect(end.x).toBeCloseTo(start.x, 6);
    expect(end.z).toBeCloseTo(start.z, 6);
  });
});
