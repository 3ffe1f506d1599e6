import { describe, expect, it } from 'vitest';
import { LOOK_LEVELS, lookOf, type LookLevel, type Quality } from '../../../src/scene/look/quality';
import { QUALITY_LEVELS } from '../../../src/scene/quality/levels';

const FLAGS = ['sky', 'softShadows', 'contactShadows', 'textures', 'markRelief'] as const satisfies readonly (keyof LookLevel)[];

describe('the look at each quality level', () => {
  it('low shades solids with the cheap material and flat things with their light baked in, samples textures cheaply, prints marks flat, without the sky light or contact shadows, and keeps the textures', () => {
    expect(lookOf('low')).toEqual({ sky: false, softShadows: false, contactShadows: false, textures: true, shading: 'lambert', flatShading: 'baked', filtering: 'cheap', markRelief: false });
  });

  it('medium and high shade physically, with the sky light and contact shadows and fine texture filtering; only high softens shadow edges', () => {
    expect(lookOf('medium')).toEqual({ sky: true, softShadows: false, contactShadows: true, textures: true, shading: 'standard', flatShading: 'standard', filtering: 'fine', markRelief: true });
    expect(lookOf('high')).toEqual({ sky: true, softShadows: true, contactShadows: true, textures: true, shading: 'standard', flatShading: 'standard', filtering: 'fine', markRelief: true });
  });

  it('every level the Stage can pick has a look, and the look is the table LOOK_LEVELS', () => {
    for (const q of QUALITY_LEVELS) expect(lookOf(q)).toBe(LOOK_LEVELS[q]);
  });

  it('a higher level never turns off what a lower one draws', () => {
    const rank = (s: LookLevel['shading']) => ({ baked: 0, lambert: 1, standard: 2 })[s];
    const pairs: [Quality, Quality][] = [['low', 'medium'], ['medium', 'high']];
    for (const [lo, hi] of pairs) {
      for (const f of FLAGS) if (lookOf(lo)[f]) expect(lookOf(hi)[f], `${f} at ${hi}`).toBe(true);
      expect(rank(lookOf(hi).shading)).toBeGreaterThanOrEqual(rank(lookOf(lo).shading));
      expect(rank(lookOf(hi).flatShading)).toBeGreaterThanOrEqual(rank(lookOf(lo).flatShading));
      if (lookOf(lo).filtering === 'fine') expect(lookOf(hi).filtering).toBe('fine');
    }
  });
});
