/**
 * Racing a layout the other way round (start-frei: "Track Layouts": "for
 * even more variety you can of course also drive the race track in the other
 * direction"). A pure helper on the layout, so everything built from it — the
 * lane graph, the laying plan, laying choices, drawn tiles — drives the new way.
 *
 * As the tiles would lie on the table for that direction:
 * - the start/finish piece is turned round, so its arrow points the other way
 *   and the grid stands behind the line in the new direction;
 * - every straight printed with a switch is turned round: "Switches may only
 *   be driven over in the direction of travel!", and a switch laid for the
 *   other direction would point against travel (the layout would not be
 *   valid). Turned round it changes lanes the new way; a switch that left
 *   the left lane now leaves the right lane (seen in the direction of travel);
 * - the laying plan becomes the order of travel from the start piece in the
 *   new direction (the next two pieces at the start are the ones ahead).
 * Everything else (curves, chicanes, plain straights) lies as it is.
 */
import type { Layout } from '../../track/layout-schema';
import { buildLaneGraph } from '../../track/build-graph';
import { catalogFor } from '../../track/catalog';
import { replacePiece } from '../../track/replace';
import { validateLayout } from '../../track/validate';

export type Reversed = { ok: true; layout: Layout } | { ok: false; error: string };

export function reverseLayout(layout: Layout): Reversed {
  if (layout.game !== 'start-frei') return { ok: false, error: `only Start Frei layouts can be raced the other way round, not ${layout.game}` };
  const catalog = catalogFor(layout.game);
  let next = layout;
  let start: string | undefined;
  for (const piece of layout.pieces) {
    const def = catalog.byId.get(piece.type);
    const side = def ? (piece.side === 'A' ? def.sides.A : def.sides.B) : undefined;
    if (!def || !side) continue;
    const isStart = side.startLine !== undefined;
    if (isStart) start = piece.id;
    if (!isStart && side.switchCount === 0) continue;
    if (!def.reversible) return { ok: false, error: `${def.label} '${piece.id}' cannot be turned round to drive the other way` };
    const r = replacePiece(next, piece.id, { type: piece.type, side: piece.side, reversed: true });
    if (!r.ok) return { ok: false, error: `turning '${piece.id}' round: ${r.error}` };
    next = r.layout;
  }
  if (start === undefined) return { ok: false, error: 'the layout has no start/finish piece, so it has no direction to reverse' };
  // The plan: the order of travel from the start piece in the new direction (what the graph orders without a plan).
  const { plan: _plan, ...unplannedMeta } = next.meta;
  const unplanned: Layout = { ...next, meta: unplannedMeta };
  const graph = buildLaneGraph(unplanned);
  const byOrder: string[] = [];
  for (const s of graph.spaces) if (byOrder[s.pieceOrder] === undefined) byOrder[s.pieceOrder] = s.piece;
  const plan = byOrder.filter((id): id is string => id !== undefined);
  const reversed: Layout = layout.meta.plan ? { ...unplanned, meta: { ...unplannedMeta, plan } } : unplanned;
  const report = validateLayout(reversed);
  if (report.valid !== validateLayout(layout).valid) {
    return { ok: false, error: `the layout driven the other way round is not valid: ${report.errors.map((e) => `${e.code}: ${e.message}`).join('; ')}` };
  }
  return { ok: true, layout: reversed };
}
