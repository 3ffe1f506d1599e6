import { describe, expect, it } from 'vitest';
import { CAR_PALETTE, carColour } from '../../../src/scene/car-colours';

// CIE76 colour difference in L*a*b* (sRGB, D65): about 2.3 is just noticeable; 20+ reads as another colour at a glance.
function lab(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  const lin = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const [r, g, b] = lin;
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}
const deltaE = (a: string, b: string) => {
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
};

// What the cars stand on: the table's felt (src/scene/Table.tsx) and the grey track.
const TABLE = '#2f5d46';
const TRACK = '#4f555c'; // a space (src/scene/builder/piece-drawing.ts)

describe('car colours', () => {
  it('has twelve cars, each with a distinct name', () => {
    expect(CAR_PALETTE).toHaveLength(12);
    expect(new Set(CAR_PALETTE.map((c) => c.name)).size).toBe(12);
  });

  it('every two cars are told apart at a glance', () => {
    for (let i = 0; i < CAR_PALETTE.length; i++)
      for (let j = i + 1; j < CAR_PALETTE.length; j++) {
        const d = deltaE(CAR_PALETTE[i]!.hex, CAR_PALETTE[j]!.hex);
        expect(d, `${CAR_PALETTE[i]!.name} and ${CAR_PALETTE[j]!.name}`).toBeGreaterThan(20);
      }
  });

  it('every car stands out from the table and the track', () => {
    for (const c of CAR_PALETTE) {
      expect(deltaE(c.hex, TABLE), `${c.name} on the table`).toBeGreaterThan(15);
      expect(deltaE(c.hex, TRACK), `${c.name} on the track`).toBeGreaterThan(15);
    }
  });

  it('repeats past twelve and never fails for any index', () => {
    expect(carColour(12)).toEqual(carColour(0));
    expect(carColour(-1)).toEqual(carColour(11));
  });
});
