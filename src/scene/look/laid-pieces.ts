/**
 * Which of a layout's pieces to draw, by their place in the plan (pure): the
 * lane graph numbers each space's piece in the order Start Frei lays them
 * (`Space.pieceOrder`), so Race mode can draw the pieces laid so far, the
 * pieces landing now and the plan still to lay, each from the same layout.
 */
import type { LaneGraph, Layout } from '../../track';

/** The plan order of every piece of `layout`; a piece without spaces takes the order of the piece before it. */
export function pieceOrdersOf(layout: Layout, graph: LaneGraph): Map<string, number> {
  const seen = new Map<string, number>();
  for (const s of graph.spaces) {
    const o = seen.get(s.piece);
    if (o === undefined || s.pieceOrder < o) seen.set(s.piece, s.pieceOrder);
  }
  const out = new Map<string, number>();
  let last = 0;
  for (const p of layout.pieces) {
    const o = seen.get(p.id) ?? last;
    out.set(p.id, o);
    last = o;
  }
  return out;
}

/** The layout with only the pieces whose plan order is in [from, to); the layout itself when that is all of them. */
export function piecesInOrder(layout: Layout, orders: ReadonlyMap<string, number>, from: number, to: number): Layout {
  const pieces = layout.pieces.filter((p) => {
    const o = orders.get(p.id) ?? 0;
    return o >= from && o < to;
  });
  return pieces.length === layout.pieces.length ? layout : { ...layout, pieces };
}
