import { describe, expect, it } from 'vitest';
import { choreograph, TIMING } from '../../../src/games/start-frei/table/choreography';
import { piecesIn, subGraph } from '../../../src/games/start-frei/table/sub-graph';
import { arcPoint, tokenCount, tokenProgress } from '../../../src/games/start-frei/table/token-flight';
import { buildStrip } from '../../../src/games/start-frei/lessons';

describe('laying track pieces', () => {
  it('PiecesLaid becomes a lay clip that takes its time', () => {
    const c = choreograph([{ type: 'PiecesLaid', player: 2, from: 4, to: 6 }]);
    expect(c.clips).toEqual([{ kind: 'lay', start: 0, duration: TIMING.lay, player: 2, from: 4, to: 6 }]);
    expect(c.duration).toBe(TIMING.lay);
  });

  const g = buildStrip({ length: 8, switches: [[0, 3]] });
  it('splits the plan into laid pieces and pieces still to lay, renumbered, edges kept inside each part', () => {
    const laid = subGraph(g, piecesIn(0, 2));
    const rest = subGraph(g, piecesIn(2, Infinity));
    expect(laid.spaces.length + rest.spaces.length).toBe(g.spaces.length);
    expect(laid.spaces.every((s, i) => s.id === i && s.pieceOrder < 2)).toBe(true);
    expect(rest.spaces.every((s) => s.pieceOrder >= 2)).toBe(true);
    for (const part of [laid, rest]) {
      for (const edges of part.out) for (const e of edges) expect(part.spaces[e.to]).toBeDefined();
    }
    // The switch at position 3 leads to position 4 (the next piece): dropped from the laid part.
    expect(laid.out.flat().some((e) => e.kind === 'switch')).toBe(false);
  });

  it('keeps the very graph when everything is laid', () => {
    expect(subGraph(g, piecesIn(0, Infinity))).toBe(g);
  });
});

describe('coin and DRS tokens', () => {
  it('draws one token per coin, at most four', () => {
    expect([1, -2, 7, -9].map((d) => tokenCount(d))).toEqual([1, 2, 4, 4]);
  });

  it('tokens leave one after another and all land within the clip', () => {
    const n = 3;
    const at = (t: number) => Array.from({ length: n }, (_, k) => tokenProgress(t, 100, 550, k, n));
    expect(at(100)[0]).toBe(0);
    expect(at(200)[0]).toBeGreaterThan(at(200)[2]!);
    expect(Math.min(...at(650))).toBeGreaterThanOrEqual(1 - 1e-9);
  });

  it('flies on an arc from the pile to the car', () => {
    const p = { x: 0, y: 0, z: 0 };
    arcPoint(0, 0, 0, 4, 0, 2, 0.5, 1, p);
    expect(p).toEqual({ x: 2, y: 1, z: 1 });
    arcPoint(0, 0, 0, 4, 0, 2, 1, 1, p);
    expect(p).toEqual({ x: 4, y: 0, z: 2 });
  });
});
