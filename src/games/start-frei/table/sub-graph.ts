/**
 * Part of a lane graph (the spaces `keep` accepts), renumbered, with the edges
 * between kept spaces: Race mode draws the laid pieces, the pieces being laid
 * and the plan's unlaid pieces as separate instanced meshes. Pure.
 */
import type { Edge, LaneGraph, Space } from '../../../track';

export function subGraph(graph: LaneGraph, keep: (s: Space) => boolean): LaneGraph {
  if (graph.spaces.every(keep)) return graph;
  const ids = new Map<number, number>();
  const spaces: Space[] = [];
  for (const s of graph.spaces) {
    if (!keep(s)) continue;
    ids.set(s.id, spaces.length);
    spaces.push({ ...s, id: spaces.length });
  }
  const out: Edge[][] = graph.spaces.filter((s) => ids.has(s.id)).map((s) =>
    (graph.out[s.id] ?? []).flatMap((e) => {
      const to = ids.get(e.to);
      return to === undefined ? [] : [{ ...e, from: ids.get(s.id)!, to }];
    }),
  );
  const grid = graph.grid.flatMap((g) => (ids.has(g) ? [ids.get(g)!] : []));
  return { ...graph, spaces, out, grid };
}

/** The spaces of plan pieces in [from, to). */
export const piecesIn = (from: number, to: number) => (s: Space) => s.pieceOrder >= from && s.pieceOrder < to;
