import { describe, expect, it } from 'vitest';
import { Color, LinearMipmapLinearFilter, LinearMipmapNearestFilter } from 'three';
import { HEMISPHERE, KEY, upFacingLight } from '../../../src/scene/look/lights';
import { surfaceTexture } from '../../../src/scene/look/textures';

describe('the light baked into flat things at Low', () => {
  it('is what three.js Lambert shading gives a surface facing up: hemisphere sky plus the key light at its angle, over π', () => {
    const [x, y, z] = KEY.offset;
    const cos = y / Math.hypot(x, y, z);
    const sky = new Color(HEMISPHERE.sky);
    const got = upFacingLight(false);
    expect(got.r).toBeCloseTo((HEMISPHERE.intensity * sky.r + KEY.intensity * cos) / Math.PI, 6);
    expect(got.g).toBeCloseTo((HEMISPHERE.intensity * sky.g + KEY.intensity * cos) / Math.PI, 6);
    expect(got.b).toBeCloseTo((HEMISPHERE.intensity * sky.b + KEY.intensity * cos) / Math.PI, 6);
  });

  it('is brighter with the sky fill and keeps a white surface below full white (no colour clipped before tone mapping)', () => {
    const plain = upFacingLight(false);
    const sky = upFacingLight(true);
    for (const c of ['r', 'g', 'b'] as const) {
      expect(sky[c]).toBeGreaterThan(plain[c]);
      expect(plain[c]).toBeGreaterThan(0.3);
      expect(plain[c]).toBeLessThan(1);
    }
  });
});

describe('surface textures by filtering', () => {
  it('samples one mipmap level once when cheap, two levels four times when fine, over the same pixels', () => {
    const fine = surfaceTexture('felt', 'fine');
    const cheap = surfaceTexture('felt', 'cheap');
    expect(fine).not.toBe(cheap);
    expect([fine.minFilter, fine.anisotropy]).toEqual([LinearMipmapLinearFilter, 4]);
    expect([cheap.minFilter, cheap.anisotropy]).toEqual([LinearMipmapNearestFilter, 1]);
    expect(cheap.image.data).toBe(fine.image.data);
    expect(surfaceTexture('felt')).toBe(fine);
    expect(surfaceTexture('felt', 'cheap')).toBe(cheap);
  });
});
