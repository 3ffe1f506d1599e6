import { describe, expect, it } from 'vitest';
import { buildLaneGraph, compareProgress, countPaths, forEachPath, isLaneTie, lapsCrossed, nextEdges, pathsOfLength, reachable } from '../../../src/track';
import { preset } from './fixtures';

const g = buildLaneGraph(preset('the-oval'));
const at = (piece: string, lane: number, index: number) => g.spaces.find((s) => s.piece === piece && s.lane === lane && s.index === index)!.id;

describe('queries', () => {
  it('nextEdges lists forward and switch steps', () => {
    // p2 is a switch straight (side A): switches from index 1 in both lanes.
    expect(nextEdges(g, at('p2', 0, 1)).map((e) => e.kind)).toEqual(['forward', 'switch']);
    expect(nextEdges(g, at('p2', 0, 2)).map((e) => e.kind)).toEqual(['forward']);
  });

  it('pathsOfLength returns every path of exactly n steps (perft-style counts)', () => {
    const from = at('p2', 0, 0);
    expect(pathsOfLength(g, from, 0)).toEqual([[]]);
    expect(countPaths(g, from, 1)).toBe(1);
    expect(countPaths(g, from, 2)).toBe(2); // forward-forward, forward-switch
    expect(countPaths(g, from, 3)).toBe(2);
    for (const p of pathsOfLength(g, from, 5)) {
      expect(p).toHaveLength(5);
      p.forEach((e, i) => i > 0 && expect(e.from).toBe(p[i - 1]!.to));
    }
    expect(reachable(g, from, 3)).toEqual([at('p2', 0, 3), at('p2', 1, 3)].sort((a, b) => a - b));
  });

  it('the filter prunes steps (e.g. no coin for a switch)', () => {
    expect(countPaths(g, at('p2', 0, 0), 3, (e) => e.kind !== 'switch')).toBe(1);
  });

  it('forEachPath can stop early', () => {
    let seen = 0;
    forEachPath(g, at('p2', 0, 0), 3, () => ++seen === 1);
    expect(seen).toBe(1);
  });

  it('compareProgress orders cars and detects lane ties', () => {
    expect(compareProgress(g, at('p2', 0, 3), at('p2', 0, 1))).toBeGreaterThan(0);
    expect(compareProgress(g, at('p2', 0, 1), at('p2', 0, 3))).toBeLessThan(0);
    expect(compareProgress(g, at('p2', 0, 1), at('p2', 1, 1))).toBe(0);
    expect(isLaneTie(g, at('p2', 0, 1), at('p2', 1, 1))).toBe(true);
    // A lap more beats any position.
    expect(compareProgress(g, at('p2', 0, 0), at('p20', 0, 1), 1, 0)).toBeGreaterThan(0);
  });

  it('counts laps along a path across the start/finish line', () => {
    const behind = g.grid[0]!;
    const paths = pathsOfLength(g, behind, 3, (e) => e.kind === 'forward');
    expect(paths).toHaveLength(1);
    expect(lapsCrossed(paths[0]!)).toBe(1);
    // A whole lap along one lane crosses once.
    const lap = pathsOfLength(g, behind, g.lapLength, (e) => e.kind === 'forward');
    expect(lapsCrossed(lap[0]!)).toBe(1);
    expect(lap[0]![lap[0]!.length - 1]!.to).toBe(behind);
  });
});
