import { describe, expect, it } from 'vitest';
import { asphalt, cardboard, contactShadow, felt, fbm, hash2, tileNoise, wood } from '../../../src/scene/look/patterns';

function mean(data: Uint8Array, channel: number): number {
  let sum = 0;
  for (let i = channel; i < data.length; i += 4) sum += data[i]!;
  return sum / (data.length / 4);
}

describe('surface patterns', () => {
  it('are the same pixels on every draw (seeded, no Math.random)', () => {
    expect(Buffer.from(asphalt(32).data).equals(Buffer.from(asphalt(32).data))).toBe(true);
    expect(hash2(3, 4, 5)).toBe(hash2(3, 4, 5));
    expect(hash2(3, 4, 5)).not.toBe(hash2(4, 3, 5));
  });

  it('tile: the noise repeats with its period, so the table and the boards show no seams', () => {
    for (const [x, y] of [[0.3, 0.7], [2.5, 1.25], [5.9, 3.1]] as const) {
      expect(tileNoise(x + 8, y, 8, 3)).toBeCloseTo(tileNoise(x, y, 8, 3), 10);
      expect(tileNoise(x, y + 8, 8, 3)).toBeCloseTo(tileNoise(x, y, 8, 3), 10);
    }
    expect(fbm(0, 0.5, 4, 3, 1)).toBeCloseTo(fbm(1, 0.5, 4, 3, 1), 10);
  });

  it('keep each surface near its colour, with visible texture', () => {
    const cases: [string, Uint8Array, readonly [number, number, number]][] = [
      ['asphalt', asphalt(64).data, [78, 82, 88]],
      ['cardboard', cardboard(64).data, [214, 205, 184]],
      ['felt', felt(64).data, [44, 96, 70]],
      ['wood', wood(128).data, [132, 92, 58]],
    ];
    for (const [name, data, base] of cases) {
      for (let ch = 0; ch < 3; ch++) expect(Math.abs(mean(data, ch) - base[ch]!), `${name} channel ${ch}`).toBeLessThan(base[ch]! * 0.2 + 4);
      const tones = new Set<number>();
      for (let i = 0; i < data.length; i += 4) tones.add(data[i]! + data[i + 1]! + data[i + 2]!);
      expect(tones.size, `${name} is not flat`).toBeGreaterThan(8);
    }
  });

  it('a contact shadow is dark in the middle and clear at the rim', () => {
    const { size, data } = contactShadow(32);
    const alpha = (i: number, j: number) => data[(j * size + i) * 4 + 3]!;
    expect(alpha(16, 16)).toBeGreaterThan(200);
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(0, 16)).toBeLessThan(20);
  });
});
