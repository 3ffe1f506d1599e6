import { describe, expect, it } from 'vitest';
import { buildLaneGraph, type LaneGraph } from '../../../src/track';
import { preset } from './fixtures';

function checkIntegrity(g: LaneGraph) {
  expect(g.out).toHaveLength(g.spaces.length);
  g.spaces.forEach((s, i) => {
    expect(s.id).toBe(i);
    expect(s.progress).toBeGreaterThanOrEqual(0);
    expect(s.progress).toBeLessThan(g.lapLength);
    for (const e of g.out[i]!) {
      expect(e.from).toBe(i);
      expect(e.to).toBeGreaterThanOrEqual(0);
      expect(e.to).toBeLessThan(g.spaces.length);
    }
  });
}

describe('buildLaneGraph: start-frei oval', () => {
  const g = buildLaneGraph(preset('the-oval'));

  it('has 2 lanes of 56 spaces, lap 56, inner lane 0 (a left-hand loop)', () => {
    checkIntegrity(g);
    expect(g.lanes).toBe(2);
    expect(g.lapLength).toBe(56);
    expect(g.spaces).toHaveLength(112);
    expect(g.innerLane).toBe(0);
  });

  it('puts the first space beyond the line at progress 0 and side-by-side spaces at equal progress', () => {
    const byPiece = g.spaces.filter((s) => s.piece === 'p1');
    const first = byPiece.find((s) => s.lane === 0 && s.index === 2)!;
    expect(first.progress).toBe(0);
    for (const s of g.spaces) {
      const twin = g.spaces.find((t) => t.piece === s.piece && t.index === s.index && t.lane !== s.lane)!;
      expect(twin.progress).toBe(s.progress);
    }
  });

  it('lines up 4 cars behind the line, inner lane first', () => {
    const grid = g.grid.map((id) => g.spaces[id]!);
    expect(grid.map((s) => [s.piece, s.lane, s.index])).toEqual([['p1', 0, 1], ['p1', 1, 1], ['p1', 0, 0], ['p1', 1, 0]]);
  });

  it('crosses the start line exactly once per lane per lap', () => {
    for (const lane of [0, 1]) {
      const crossings = g.out.flat().filter((e) => e.kind === 'forward' && e.crossesStart && g.spaces[e.from]!.lane === lane);
      expect(crossings).toHaveLength(1);
    }
    const all = g.out.flat().filter((e) => e.crossesStart);
    expect(all.every((e) => g.spaces[e.to]!.progress < 1)).toBe(true);
  });

  it('offers switch edges only from switch spaces, into the other lane one space ahead', () => {
    const switches = g.out.flat().filter((e) => e.kind === 'switch');
    expect(switches.length).toBe(6);
    for (const e of switches) {
      const a = g.spaces[e.from]!;
      const b = g.spaces[e.to]!;
      expect(a.features.switch).toBe(true);
      expect(b.lane).not.toBe(a.lane);
      expect((b.progress - a.progress + g.lapLength) % g.lapLength).toBe(1);
    }
  });

  it('carries printed chicanes and plan order', () => {
    expect(g.spaces.filter((s) => s.features.chicane === 'dangerous')).toHaveLength(8);
    expect(new Set(g.spaces.map((s) => s.pieceOrder)).size).toBe(20);
  });
});

describe('buildLaneGraph: formula-1 circuit', () => {
  const g = buildLaneGraph(preset('formula-1-circuit'));

  it('has 3 lanes, printed grid 1-6 and safe speeds in corners', () => {
    checkIntegrity(g);
    expect(g.lanes).toBe(3);
    expect(g.grid.map((id) => g.spaces[id]!.features.grid)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(g.spaces.filter((s) => s.features.safeSpeed !== undefined)).toHaveLength(24);
  });

  it('diagonals enter adjacent lanes farther along; in corners two squares lead into one', () => {
    const diag = g.out.flat().filter((e) => e.kind === 'diagonal');
    expect(diag.length).toBeGreaterThan(0);
    for (const e of diag) {
      const a = g.spaces[e.from]!;
      const b = g.spaces[e.to]!;
      expect(Math.abs(a.lane - b.lane)).toBe(1);
    }
    const inner = g.spaces.find((s) => s.features.safeSpeed === 40)!;
    const into = diag.filter((e) => e.to === inner.id);
    expect(into).toHaveLength(2);
  });

  it('has the pit service beside the line: entry, two service squares, exit', () => {
    const service = g.spaces.filter((s) => s.features.pit === 'service');
    expect(service).toHaveLength(2);
    const entry = g.out.flat().filter((e) => e.kind === 'pit-entry');
    const exit = g.out.flat().filter((e) => e.kind === 'pit-exit');
    expect(entry).toHaveLength(1);
    expect(exit).toHaveLength(1);
    expect(g.spaces[entry[0]!.from]!.features.pit).toBe('entry');
  });
});

describe('buildLaneGraph: motorsportspiel ring with pit lane', () => {
  const g = buildLaneGraph(preset('motorsportspiel-ring'));

  it('branches into the pit lane and rejoins', () => {
    checkIntegrity(g);
    const pit = g.spaces.filter((s) => s.lane === 2);
    expect(pit).toHaveLength(8);
    expect(pit.filter((s) => s.features.pit === 'box')).toHaveLength(4);
    const entry = g.out.flat().filter((e) => e.kind === 'pit-entry');
    const exit = g.out.flat().filter((e) => e.kind === 'pit-exit');
    expect(entry).toHaveLength(1);
    expect(exit).toHaveLength(1);
    expect(g.spaces[exit[0]!.to]!.piece).toBe('pit-merge');
  });

  it('prints the grid in two rows (1 3 5 / 2 4 6) and long fast-lane spaces of length 2', () => {
    const grid = g.grid.map((id) => g.spaces[id]!);
    expect(grid.map((s) => s.lane)).toEqual([0, 1, 0, 1, 0, 1]);
    const long = g.spaces.filter((s) => s.features.fastLane?.dot);
    expect(long.length).toBeGreaterThan(0);
    for (const s of long) expect(s.length).toBe(2);
    expect(g.spaces.filter((s) => s.features.maxGear === 2)).toHaveLength(6);
  });
});
