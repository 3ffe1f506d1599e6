/**
 * Queries the rules engines run in their hot loops. They read the graph's
 * plain arrays and allocate nothing per step: `forEachPath` reuses one buffer
 * for every path it reports.
 */
import type { Edge, LaneGraph, SpaceId } from './lane-graph-types';

const NO_EDGES: readonly Edge[] = [];

/** Legal single steps out of a space. */
export function nextEdges(graph: LaneGraph, space: SpaceId): readonly Edge[] {
  return graph.out[space] ?? NO_EDGES;
}

/** Decides whether a path may take `edge` as its `step`-th step (1-based); lets the rules prune (blocked spaces, no coin for a switch). */
export type PathFilter = (edge: Edge, step: number) => boolean;

/**
 * Calls `visit` with every path of exactly `steps` steps from `from`. The
 * array passed to `visit` is reused: copy it to keep it. Return `true` from
 * `visit` to stop early.
 */
export function forEachPath(graph: LaneGraph, from: SpaceId, steps: number, visit: (path: readonly Edge[]) => boolean | void, filter?: PathFilter): void {
  if (steps < 0) return;
  const path: Edge[] = new Array<Edge>(steps);
  let stopped = false;
  const walk = (space: SpaceId, depth: number): void => {
    if (depth === steps) {
      if (visit(path) === true) stopped = true;
      return;
    }
    const edges = graph.out[space] ?? NO_EDGES;
    for (let i = 0; i < edges.length && !stopped; i++) {
      const e = edges[i]!;
      if (filter && !filter(e, depth + 1)) continue;
      path[depth] = e;
      walk(e.to, depth + 1);
    }
  };
  walk(from, 0);
}

/** All paths of exactly `steps` steps from `from` (each a fresh array of edges). */
export function pathsOfLength(graph: LaneGraph, from: SpaceId, steps: number, filter?: PathFilter): Edge[][] {
  const found: Edge[][] = [];
  forEachPath(graph, from, steps, (p) => void found.push(p.slice()), filter);
  return found;
}

/** How many paths of exactly `steps` steps leave `from` (perft-style pinning in tests). */
export function countPaths(graph: LaneGraph, from: SpaceId, steps: number, filter?: PathFilter): number {
  let n = 0;
  forEachPath(graph, from, steps, () => void n++, filter);
  return n;
}

/** Distinct spaces reachable in exactly `steps` steps. */
export function reachable(graph: LaneGraph, from: SpaceId, steps: number, filter?: PathFilter): SpaceId[] {
  const seen = new Set<SpaceId>();
  forEachPath(graph, from, steps, (p) => void seen.add(p[p.length - 1]?.to ?? from), filter);
  return [...seen].sort((a, b) => a - b);
}

/** Front edge of a space along the lap (formula-1 compares front edges: "compare the front edge of the square each car occupies"). */
export function frontEdge(graph: LaneGraph, space: SpaceId): number {
  const s = graph.spaces[space]!;
  return s.progress + (s.length ?? 1);
}

const EPS = 1e-9;

/**
 * Who is ahead: > 0 when a is ahead of b, < 0 when behind, 0 for a lane tie
 * (side by side; each game breaks ties its own way, e.g. start-frei gives the
 * inner lane the better place). Completed laps count first.
 */
export function compareProgress(graph: LaneGraph, a: SpaceId, b: SpaceId, lapsA = 0, lapsB = 0): number {
  const d = (lapsA - lapsB) * graph.lapLength + frontEdge(graph, a) - frontEdge(graph, b);
  return Math.abs(d) < EPS ? 0 : d;
}

/** Cars on a and b stand side by side. */
export function isLaneTie(graph: LaneGraph, a: SpaceId, b: SpaceId): boolean {
  return a !== b && compareProgress(graph, a, b) === 0;
}

/** The step crosses the start/finish line. */
export function crossesStart(edge: Edge): boolean {
  return edge.crossesStart;
}

/** Number of start/finish crossings along a path: add it to a car's lap count. */
export function lapsCrossed(path: readonly Edge[]): number {
  let n = 0;
  for (let i = 0; i < path.length; i++) if (path[i]!.crossesStart) n++;
  return n;
}
