import { describe, expect, it } from 'vitest';
import { buildLaneGraph, loadPreset, presetNames, validateLayout } from '../../../src/track';

describe('presets', () => {
  it('holds every layout the rulebooks name', () => {
    expect(presetNames).toEqual(expect.arrayContaining(['the-oval', 'triangle', 'two-squares-one-dot', 'track-10', 'track-12', 'track-14-top', 'track-14-bottom', 'formula-1-circuit', 'motorsportspiel-ring']));
  });

  it.each(presetNames)('%s validates without errors', (name) => {
    const r = loadPreset(name);
    if (!r.ok) throw new Error(r.error);
    const report = validateLayout(r.layout);
    expect(report.errors).toEqual([]);
    const g = buildLaneGraph(r.layout);
    expect(g.grid.length).toBeGreaterThanOrEqual(4);
    expect(g.lapLength).toBe(report.stats.lapLength);
  });

  it('start-frei presets carry the printed duration, difficulty and A-cards, and a full plan', () => {
    const table: [string, number, number, number][] = [
      ['the-oval', 1, 1, 8], ['triangle', 1, 1, 8], ['two-squares-one-dot', 1, 2, 8], ['track-10', 2, 2, 10],
      ['track-12', 3, 3, 12], ['track-14-top', 3, 3, 14], ['track-14-bottom', 3, 3, 14],
    ];
    for (const [name, duration, difficulty, aCards] of table) {
      const r = loadPreset(name);
      if (!r.ok) throw new Error(r.error);
      expect(r.layout.game).toBe('start-frei');
      expect(r.layout.meta).toMatchObject({ duration, difficulty, aCards });
      expect(r.layout.plan).toHaveLength(r.layout.pieces.length);
      expect(r.layout.laid).toBe(r.layout.pieces.length);
    }
  });

  it('longer tracks have longer laps', () => {
    const lap = (n: string) => {
      const r = loadPreset(n);
      if (!r.ok) throw new Error(r.error);
      return validateLayout(r.layout).stats.lapLength;
    };
    expect(lap('the-oval')).toBeLessThan(lap('track-10'));
    expect(lap('track-10')).toBeLessThan(lap('track-12'));
    expect(lap('track-12')).toBeLessThan(lap('track-14-top'));
  });

  it('an unknown preset name is an error, not a throw', () => {
    const r = loadPreset('nurburgring');
    expect(r.ok).toBe(false);
  });
});
