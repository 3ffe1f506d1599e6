import { describe, expect, it } from 'vitest';
import { declutter, shortLabel, type LabelSpot } from '../../../src/scene/play/label-declutter';

const full = { w: 70, h: 16 };
const short = { w: 26, h: 16 };
const spot = (x: number, y: number, first = false): LabelSpot => ({ x, y, full, short, first });

describe('names over the cars give way where they would overlap', () => {
  it('a heap of twelve on a grid: no two names shown meet, the car on turn shows in full, the rest as numbers or not at all', () => {
    // Two rows of six, 30 px apart across, 22 px apart down: every full name would cover its neighbours.
    const spots = Array.from({ length: 12 }, (_, i) => spot(100 + (i >> 1) * 30, 200 + (i % 2) * 22, i === 7));
    const fits = declutter(spots);
    expect(fits[7]).toBe('full');
    expect(fits.filter((f) => f === 'full').length).toBeLessThan(12);
    const rects = fits.flatMap((f, i) => (f === 'none' ? [] : [{ ...spots[i]!, size: f === 'full' ? full : short }]));
    for (let a = 0; a < rects.length; a++)
      for (let b = a + 1; b < rects.length; b++) {
        const p = rects[a]!;
        const q = rects[b]!;
        const apart = Math.abs(p.x - q.x) >= (p.size.w + q.size.w) / 2 || Math.abs(p.y - q.y) >= (p.size.h + q.size.h) / 2;
        expect(apart).toBe(true);
      }
    // Numbers fill in where names do not fit.
    expect(fits).toContain('short');
  });

  it('cars far apart all show their names; a car out of view shows nothing and blocks nothing', () => {
    expect(declutter([spot(0, 0), spot(200, 0), spot(0, 100)])).toEqual(['full', 'full', 'full']);
    expect(declutter([{ ...spot(0, 0), hidden: true }, spot(10, 0)])).toEqual(['none', 'full']);
  });

  it('the start number is the short form; a label without one has none', () => {
    expect(shortLabel('#11 Bot 10')).toBe('#11');
    expect(shortLabel('Anna')).toBeNull();
    expect(shortLabel('#3')).toBeNull();
  });
});
