import { describe, expect, it } from 'vitest';
import { formula1Game, type Formula1State } from '../../../src/rules/formula-1';
import { runGame } from '../../../src/sim';
import { buildLaneGraph, catalogs, validateLayout, type Layout } from '../../../src/track';
import { loadPreset, presetNames } from '../../../src/track/presets';

/** Every Formuła 1 preset (read from the preset list, so a new one is tested without being named here). */
const f1Presets = presetNames.filter((name) => {
  const l = loadPreset(name);
  return l.ok && l.layout.game === 'formula-1';
});

function layoutOf(name: string): Layout {
  const l = loadPreset(name);
  if (!l.ok) throw new Error(l.error);
  return l.layout;
}

describe('Formuła 1 presets', () => {
  it('there are at least four circuits of different lengths, with names and descriptions for people', () => {
    expect(f1Presets.length).toBeGreaterThanOrEqual(4);
    const laps = f1Presets.map((name) => buildLaneGraph(layoutOf(name)).lapLength);
    expect(new Set(laps).size).toBeGreaterThanOrEqual(4);
    for (const name of f1Presets) {
      const layout = layoutOf(name);
      expect(layout.name, name).toMatch(/^[A-Z]/);
      expect(layout.name, name).not.toContain('-');
      expect(String(layout.meta?.description ?? '').length, name).toBeGreaterThan(60);
    }
  });

  it('their corner mixes differ (tight left corners and fast right corners)', () => {
    const mixes = f1Presets.map((name) => {
      const corners = layoutOf(name).pieces.filter((p) => p.type === 'f1-triangle');
      return `${corners.filter((p) => p.side === 'A').length}A/${corners.filter((p) => p.side === 'B').length}B`;
    });
    expect(new Set(mixes).size).toBeGreaterThanOrEqual(4);
  });

  it.each(f1Presets)('%s is a valid closed loop of the box’s tiles only', (name) => {
    const layout = layoutOf(name);
    expect(layout.inventory).toBe('box');
    const report = validateLayout(layout);
    expect(report.errors).toEqual([]);
    expect(report.stats.lapLength).toBeGreaterThanOrEqual(catalogs['formula-1'].minLap);
    // Within the box: no tile type used more often than the box holds it.
    const counts = new Map<string, number>();
    for (const p of layout.pieces) counts.set(p.type, (counts.get(p.type) ?? 0) + 1);
    for (const [type, n] of counts) {
      const piece = catalogs['formula-1'].pieces.find((c) => c.id === type);
      expect(piece, type).toBeDefined();
      expect(n, type).toBeLessThanOrEqual(piece!.count ?? 0);
    }
    const g = buildLaneGraph(layout);
    expect(g.grid.length).toBe(6);
  });

  it.each(f1Presets)('on %s six heuristic bots finish a one-lap race, and four finish two laps with the pit open', (name) => {
    const board = { graph: buildLaneGraph(layoutOf(name)) };
    for (const [players, laps] of [
      [6, 1],
      [2, 2],
    ] as const) {
      const seats = Array.from({ length: players }, (_, i) => ({ name: `Driver ${i + 1}`, kind: 'heuristic' }));
      const run = runGame(formula1Game, board, { laps }, seats, 7);
      expect(run.over).toBe(true);
      const state = run.state as Formula1State;
      expect(state.endReason).toBe('finish');
      expect(formula1Game.result(state)?.kind).toBe('ranking');
      expect(state.cars.some((c) => c.finished === 1)).toBe(true);
    }
  });
});
