/**
 * What the build sheet draws: every piece's outline on the table (the same
 * footprints the overlap check uses), numbered in laying order, and for Start
 * Frei which pieces lie on the table when the race begins. Pure.
 */
import { buildLaneGraph, catalogFor, footprint, pointsBounds, type Bounds2D, type Layout, type LaneGraph, type TablePoint } from '../../track';

export interface SheetPiece {
  readonly id: string;
  /** 1-based position in the laying order. */
  readonly number: number;
  readonly type: string;
  readonly label: string;
  readonly side: 'A' | 'B';
  readonly kind: string;
  /** Outline polygons, flat [x0, z0, x1, z1, …] in table units. */
  readonly polygons: readonly (readonly number[])[];
  /** Where the number is written (the piece's middle). */
  readonly centre: { readonly x: number; readonly z: number };
  /** Start Frei: lies on the table at the start of the race (the rest are laid during it). */
  readonly atStart: boolean;
}

/** The table rectangle the sheet's drawing covers. */
export type SheetBounds = Bounds2D;

export interface SheetDrawing {
  readonly pieces: readonly SheetPiece[];
  readonly bounds: SheetBounds;
  /** Start Frei: how many pieces lie on the table at the start; undefined for games that lay the whole track first. */
  readonly atStart: number | undefined;
}

function safeGraph(layout: Layout): LaneGraph | null {
  try {
    return layout.pieces.length > 0 ? buildLaneGraph(layout) : null;
  } catch {
    return null;
  }
}

/**
 * Laying order: the plan's order where there is one (Start Frei), else the
 * order of travel from the start piece as the lane graph numbers it; pieces
 * the graph does not reach follow in layout order.
 */
function layingOrder(layout: Layout, graph: LaneGraph | null): string[] {
  const plan = layout.meta.plan;
  if (plan && plan.length > 0) {
    const known = new Set(layout.pieces.map((p) => p.id));
    const seen = new Set<string>();
    const order = plan.filter((id) => known.has(id) && !seen.has(id) && (seen.add(id), true));
    for (const p of layout.pieces) if (!seen.has(p.id)) order.push(p.id);
    return order;
  }
  const rank = new Map<string, number>();
  if (graph) for (const s of graph.spaces) rank.set(s.piece, Math.min(rank.get(s.piece) ?? Infinity, s.pieceOrder));
  const at = new Map(layout.pieces.map((p, i) => [p.id, i] as const));
  return layout.pieces
    .map((p) => p.id)
    .sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || at.get(a)! - at.get(b)!);
}

/**
 * Start Frei lays the track during the race: the pieces of the plan up to
 * `laid` (all of them when the file says nothing), and never fewer than those
 * under the start grid (as the rules core sets up a race).
 */
function startCount(layout: Layout, graph: LaneGraph | null, order: readonly string[]): number | undefined {
  if (layout.game !== 'start-frei') return undefined;
  const place = new Map(order.map((id, i) => [id, i] as const));
  let grid = 0;
  if (graph) for (const sp of graph.grid) grid = Math.max(grid, (place.get(graph.spaces[sp]!.piece) ?? 0) + 1);
  return Math.min(order.length, Math.max(grid, layout.meta.laid ?? order.length));
}

export function sheetDrawing(layout: Layout): SheetDrawing {
  const catalog = catalogFor(layout.game);
  const graph = safeGraph(layout);
  const order = layingOrder(layout, graph);
  const atStart = startCount(layout, graph, order);
  const number = new Map(order.map((id, i) => [id, i + 1] as const));
  const corners: TablePoint[] = [];
  const pieces: SheetPiece[] = [];
  for (const p of layout.pieces) {
    const def = catalog.byId.get(p.type);
    if (!def) continue;
    const side = (p.side === 'B' ? def.sides.B : undefined) ?? def.sides.A;
    const polys = footprint(p, def, side, catalog).map((f) => Array.from(f));
    let sx = 0, sz = 0, k = 0;
    for (const poly of polys) {
      for (let i = 0; i < poly.length; i += 2) {
        const x = poly[i]!, z = poly[i + 1]!;
        sx += x; sz += z; k++;
        corners.push({ x, z });
      }
    }
    const n = number.get(p.id) ?? order.length;
    pieces.push({
      id: p.id, number: n, type: p.type, label: def.label, side: p.side, kind: def.kind, polygons: polys,
      centre: k > 0 ? { x: sx / k, z: sz / k } : { x: p.x, z: p.z },
      atStart: atStart === undefined || n <= atStart,
    });
  }
  pieces.sort((a, b) => a.number - b.number);
  const bounds = pointsBounds(corners) ?? { minX: -1, maxX: 1, minZ: -1, maxZ: 1 };
  return { pieces, bounds, atStart };
}
