import { describe, expect, it } from 'vitest';
import { buildLaneGraph, type Layout } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import { pieceOrdersOf, piecesInOrder } from '../../../src/scene/look/laid-pieces';
import { drawPieces } from '../../../src/scene/builder/piece-drawing';

function preset(name: string): Layout {
  const r = loadPreset(name);
  if (!r.ok) throw new Error(r.error);
  return r.layout;
}

describe('the pieces Race mode prints, by plan order', () => {
  for (const name of ['track-10', 'formula-1-circuit', 'motorsportspiel-ring']) {
    it(`${name}: every piece gets the plan order of its spaces`, () => {
      const layout = preset(name);
      const graph = buildLaneGraph(layout);
      const orders = pieceOrdersOf(layout, graph);
      expect(orders.size).toBe(layout.pieces.length);
      for (const s of graph.spaces) expect(orders.get(s.piece)).toBe(s.pieceOrder);
    });
  }

  it('splits a layout into laid, landing and still to lay with nothing lost or drawn twice', () => {
    const layout = preset('track-10');
    const graph = buildLaneGraph(layout);
    const orders = pieceOrdersOf(layout, graph);
    const laid = piecesInOrder(layout, orders, 0, 3);
    const landing = piecesInOrder(layout, orders, 3, 5);
    const rest = piecesInOrder(layout, orders, 5, Infinity);
    const ids = [...laid.pieces, ...landing.pieces, ...rest.pieces].map((p) => p.id).sort();
    expect(ids).toEqual(layout.pieces.map((p) => p.id).sort());
    expect(laid.pieces.length).toBeGreaterThan(0);
    expect(landing.pieces.length).toBeGreaterThan(0);
    for (const p of laid.pieces) expect(orders.get(p.id)!).toBeLessThan(3);
    for (const p of landing.pieces) expect([3, 4]).toContain(orders.get(p.id));
  });

  it('keeps the layout itself when every piece is in the range (the drawing is not rebuilt)', () => {
    const layout = preset('formula-1-circuit');
    const orders = pieceOrdersOf(layout, buildLaneGraph(layout));
    expect(piecesInOrder(layout, orders, 0, Infinity)).toBe(layout);
  });

  it('prints the pieces where the lane graph puts their spaces', () => {
    const layout = preset('motorsportspiel-ring');
    const graph = buildLaneGraph(layout);
    const d = drawPieces(layout);
    const xs = Array.from(d.boardPositions).filter((_, i) => i % 3 === 0);
    const zs = Array.from(d.boardPositions).filter((_, i) => i % 3 === 2);
    for (const s of graph.spaces) {
      expect(s.x).toBeGreaterThanOrEqual(Math.min(...xs));
      expect(s.x).toBeLessThanOrEqual(Math.max(...xs));
      expect(s.z).toBeGreaterThanOrEqual(Math.min(...zs));
      expect(s.z).toBeLessThanOrEqual(Math.max(...zs));
    }
  });
});
