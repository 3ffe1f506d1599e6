import { describe, expect, it } from 'vitest';
import { HOLD_MS, throwMoment, TUMBLE_MS } from '../../../src/scene/table/throw-timing';
import { pileSpots } from '../../../src/scene/table/pile-layout';
import { besideTrack, fourSpots, frontRow, isClear } from '../../../src/scene/table/layout';
import { dialNumbers } from '../../../src/scene/table/dial-face';
import { gameById } from '../../../src/rules/registry';
import type { LaneGraph } from '../../../src/track';

const graphOf = (id: 'formula-1' | 'motorsportspiel') => (gameById(id).examples[0]!.load().board as { graph: LaneGraph }).graph;

describe('the shared table parts', () => {
  it('throws land one after another, each read for a moment; without animation all have landed at once', () => {
    expect(throwMoment(0, 0, true)).toEqual({ index: -1, u: 1, landed: 0 });
    expect(throwMoment(3, 0, true)).toEqual({ index: 0, u: 0, landed: 0 });
    expect(throwMoment(3, TUMBLE_MS, true)).toEqual({ index: 0, u: 1, landed: 1 });
    expect(throwMoment(3, TUMBLE_MS + HOLD_MS + TUMBLE_MS / 2, true)).toEqual({ index: 1, u: 0.5, landed: 1 });
    expect(throwMoment(3, 10 * (TUMBLE_MS + HOLD_MS), true)).toEqual({ index: 2, u: 1, landed: 3 });
    expect(throwMoment(3, 0, false)).toEqual({ index: 2, u: 1, landed: 3 });
  });

  it('a pile stands in stacks of five, three stacks a row', () => {
    const spots = pileSpots(12, 0, 0, { perStack: 5, pitch: 1, thickness: 0.1, perRow: 3 });
    expect(spots).toHaveLength(12);
    expect(new Set(spots.map((s) => s.x)).size).toBe(3);
    expect(spots.filter((s) => s.x === 0)).toHaveLength(5);
    expect(spots.filter((s) => s.x === 2)).toHaveLength(2);
    expect(Math.max(...spots.map((s) => s.y))).toBeCloseTo(0.45);
  });

  it('the dial prints every step from 0 to the top speed', () => {
    expect(dialNumbers(320, 40)).toEqual([0, 40, 80, 120, 160, 200, 240, 280, 320]);
  });

  it('the row of instruments lies in front of the track, one slot per car, clear of every square', () => {
    const graph = graphOf('formula-1');
    const row = frontRow(graph, 6, 2.7, 1.25);
    expect(row).toHaveLength(6);
    const maxZ = Math.max(...graph.spaces.map((s) => s.z));
    for (const s of row) expect(s.z).toBeGreaterThan(maxZ + 1);
    for (let i = 1; i < row.length; i++) expect(row[i]!.x).toBeGreaterThan(row[i - 1]!.x);
  });

  it('a die thrown beside a square lands off the track, outside every lane there', () => {
    const graph = graphOf('formula-1');
    for (const s of graph.spaces.filter((x) => x.features.safeSpeed !== undefined)) {
      const at = besideTrack(graph, s.id, 0.55);
      expect(isClear(graph, at.x, at.z, 0.5)).toBe(true);
    }
  });

  it('the dice boxes of the Motorsportspiel ring lie inside the loop, clear of the track', () => {
    const graph = graphOf('motorsportspiel');
    const { spots, inside } = fourSpots(graph, 1.6, 4);
    expect(inside).toBe(true);
    expect(spots).toHaveLength(4);
    for (const s of spots) expect(isClear(graph, s.x, s.z, 4)).toBe(true);
  });
});
