/**
 * Flat tables over a lane graph for the hot loops of movement: one forward and
 * one switch successor per space, chicane codes, piece order. Built once per
 * game and shared by every state of that game (rebuilt only when a player lays
 * a piece with other printing than planned, see laying.ts).
 */
import type { LaneGraph, SpaceId } from '../../track/lane-graph-types';
import type { Layout } from '../../track/layout-schema';

export interface TrackContext {
  readonly graph: LaneGraph;
  /** The layout the graph was built from, with the sides chosen so far; absent when the game was set up from a graph alone (then laying follows the plan). */
  readonly layout?: Layout;
  /** Forward successor per space, -1 at an open end. */
  readonly fwd: Int32Array;
  readonly fwdCross: Uint8Array;
  /** Switch successor per space, -1 where no switch leaves. */
  readonly sw: Int32Array;
  readonly swCross: Uint8Array;
  /** 0 none, 1 normal chicane, 2 dangerous chicane (= gears to shift down when too fast). */
  readonly chicane: Uint8Array;
  readonly pieceOrder: Int32Array;
  /** Number of pieces in the plan. */
  readonly pieceCount: number;
}

const cache = new WeakMap<LaneGraph, TrackContext>();
const withLayout = new WeakMap<LaneGraph, WeakMap<Layout, TrackContext>>();

export function trackContext(graph: LaneGraph, layout?: Layout): TrackContext {
  if (layout) {
    let byLayout = withLayout.get(graph);
    const hit = byLayout?.get(layout);
    if (hit) return hit;
    const ctx: TrackContext = { ...tables(graph), layout };
    if (!byLayout) withLayout.set(graph, (byLayout = new WeakMap()));
    byLayout.set(layout, ctx);
    return ctx;
  }
  const hit = cache.get(graph);
  if (hit) return hit;
  const ctx = tables(graph);
  cache.set(graph, ctx);
  return ctx;
}

function tables(graph: LaneGraph): TrackContext {
  const n = graph.spaces.length;
  const fwd = new Int32Array(n).fill(-1);
  const sw = new Int32Array(n).fill(-1);
  const fwdCross = new Uint8Array(n);
  const swCross = new Uint8Array(n);
  const chicane = new Uint8Array(n);
  const pieceOrder = new Int32Array(n);
  let pieceCount = 0;
  for (let id = 0; id < n; id++) {
    const space = graph.spaces[id]!;
    pieceOrder[id] = space.pieceOrder;
    if (space.pieceOrder + 1 > pieceCount) pieceCount = space.pieceOrder + 1;
    const c = space.features.chicane;
    chicane[id] = c === 'dangerous' ? 2 : c === 'normal' ? 1 : 0;
    for (const e of graph.out[id] ?? []) {
      if (e.kind === 'switch' && sw[id] === -1) {
        sw[id] = e.to;
        swCross[id] = e.crossesStart ? 1 : 0;
      } else if (e.kind === 'forward' && fwd[id] === -1) {
        fwd[id] = e.to;
        fwdCross[id] = e.crossesStart ? 1 : 0;
      }
    }
  }
  return { graph, fwd, fwdCross, sw, swCross, chicane, pieceOrder, pieceCount };
}

/** A space can be entered only once its piece is laid (assumption: the end of the laid track is a wall). */
export function isLaid(ctx: TrackContext, laid: number, space: SpaceId): boolean {
  return ctx.pieceOrder[space]! < laid;
}

/** The layout piece at plan position `order` (from the graph: works with and without an explicit plan). */
export function plannedPieceId(ctx: TrackContext, order: number): string | undefined {
  const spaces = ctx.graph.spaces;
  for (let i = 0; i < spaces.length; i++) if (spaces[i]!.pieceOrder === order) return spaces[i]!.piece;
  return undefined;
}
