import { describe, expect, it } from 'vitest';
import { buildLaneGraph, validateLayout } from '../../../src/track';
import { loadPreset, presetNames } from '../../../src/track/presets';

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
      expect(r.layout.meta.plan).toHaveLength(r.layout.pieces.length);
      expect(r.layout.meta.laid).toBe(r.layout.pieces.length);
    }
  });

  it('longer races are never on shorter laps; the 22 tiles alone make every Start Frei preset', () => {
    const report = (n: string) => {
      const r = loadPreset(n);
      if (!r.ok) throw new Error(r.error);
      return { layout: r.layout, stats: validateLayout(r.layout).stats };
    };
    const order = ['the-oval', 'triangle', 'two-squares-one-dot', 'track-10', 'track-12', 'track-14-top', 'track-14-bottom'];
    const laps = order.map((n) => report(n).stats.lapLength);
    expect(laps).toEqual([...laps].sort((a, b) => a - b));
    expect(laps[0]).toBe(56);
    // 10 straights of 4 and 12 curves of 2: the whole box is a 64-space lap.
    expect(Math.max(...laps)).toBe(64);
    for (const n of order) {
      const { layout, stats } = report(n);
      expect(layout.pieces.some((p) => p.type === 'sf-connector'), n).toBe(false);
      expect(layout.pieces.length, n).toBeLessThanOrEqual(22);
      // A closed loop of n tiles has n joins, each held by one connecting piece.
      expect(stats.joints, n).toEqual({ label: 'Connecting piece', used: layout.pieces.length, box: 27 });
    }
  });

  it('an unknown preset name is an error, not a throw', () => {
    const r = loadPreset('nurburgring');
    expect(r.ok).toBe(false);
  });
});
