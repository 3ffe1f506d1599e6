import { describe, expect, it } from 'vitest';
import { pixelRatioFor } from '../../../src/scene/quality';

describe('the pixel ratio each level draws at', () => {
  it('keeps a desktop screen as before: Low half, Medium and High full', () => {
    expect(pixelRatioFor('low', 1)).toBe(0.5);
    expect(pixelRatioFor('medium', 1)).toBe(1);
    expect(pixelRatioFor('high', 1)).toBe(1);
  });

  it('follows a phone’s dense screen up to each level’s cap, so the table is sharp but not nine times the pixels', () => {
    // A 390-pixel phone at 3 device pixels per CSS pixel.
    expect(pixelRatioFor('low', 3)).toBe(1);
    expect(pixelRatioFor('medium', 3)).toBe(1.5);
    expect(pixelRatioFor('high', 3)).toBe(2);
    // At 2 (most phones and laptops with dense screens).
    expect(pixelRatioFor('low', 2)).toBe(1);
    expect(pixelRatioFor('medium', 2)).toBe(1.5);
    expect(pixelRatioFor('high', 2)).toBe(2);
  });

  it('never draws more than the screen has at High, and never less than Low’s half', () => {
    expect(pixelRatioFor('high', 1.25)).toBe(1.25);
    expect(pixelRatioFor('low', 0.5)).toBe(0.5);
    expect(pixelRatioFor('low', Number.NaN)).toBe(0.5);
    expect(pixelRatioFor('high', 0)).toBe(1);
  });
});
