/**
 * What the rules read off the lane graph, computed once per graph: the space
 * ahead in the lane, the spaces beside, the outside of each curve, the pit
 * lane, the grid for up to 12 cars.
 */
import type { Edge, LaneGraph, Space, SpaceId } from '../../track/lane-graph-types';
import { MAX_CARS } from './data';

export interface BoardInfo {
  /** The forward edge of each space in its own lane (or the pit exit), if any. */
  readonly ahead: readonly (Edge | null)[];
  /** Spaces whose forward edge leads to each space. */
  readonly behind: readonly (readonly SpaceId[])[];
  /** Track lanes (not the pit lane), lowest first. */
  readonly trackLanes: readonly number[];
  /** For each track space, the space at the same place in each track lane (by lane index), or -1. */
  readonly beside: readonly (readonly number[])[];
  /** For each curve space, the outside lane of that curve. */
  readonly outsideLane: readonly number[];
  /** Whether the car can still reach a pit entry from this space before the line (on the track). */
  readonly reachesPit: readonly boolean[];
  readonly hasPit: boolean;
  /** Grid spaces for up to 12 cars, pole first. */
  readonly grid: readonly SpaceId[];
}

const cache = new WeakMap<LaneGraph, BoardInfo>();

export const isPit = (s: Space): boolean => s.features.pit === 'lane' || s.features.pit === 'box';
export const isBox = (s: Space): boolean => s.features.pit === 'box';
export const capacityOf = (s: Space): number => s.features.fastLane?.capacity ?? 1;
export const isCurve = (s: Space): boolean => s.features.maxGear !== undefined;

function angleDelta(a: number, b: number): number {
  let d = b - a;
  while (d > Math.PI) d -= 2 * Math.PI;
  while (d <= -Math.PI) d += 2 * Math.PI;
  return d;
}

export function boardInfo(graph: LaneGraph): BoardInfo {
  const hit = cache.get(graph);
  if (hit) return hit;
  const n = graph.spaces.length;
  const ahead: (Edge | null)[] = graph.out.map((edges) => edges.find((e) => e.kind === 'forward') ?? edges.find((e) => e.kind === 'pit-exit') ?? null);
  const behind: SpaceId[][] = Array.from({ length: n }, () => []);
  for (const e of ahead) if (e) behind[e.to]!.push(e.from);
  const trackLanes = [...new Set(graph.spaces.filter((s) => !isPit(s)).map((s) => s.lane))].sort((a, b) => a - b);
  const L = graph.lapLength;
  const covers = (s: Space, p: number) => {
    const len = s.length ?? 1;
    const d = (((p - s.progress) % L) + L) % L;
    return d < len;
  };
  const byLane = new Map<number, Space[]>();
  for (const s of graph.spaces) if (!isPit(s)) byLane.set(s.lane, [...(byLane.get(s.lane) ?? []), s]);
  const beside = graph.spaces.map((s) => {
    const row: number[] = [];
    for (let lane = 0; lane <= Math.max(...trackLanes); lane++) {
      if (lane === s.lane && !isPit(s)) row.push(s.id);
      else row.push(byLane.get(lane)?.find((t) => covers(t, s.progress))?.id ?? -1);
    }
    return row;
  });
  const outer = Math.max(...trackLanes);
  const inner = Math.min(...trackLanes);
  const outsideLane = graph.spaces.map((s) => {
    if (!isCurve(s)) return -1;
    const next = ahead[s.id];
    const d = next ? angleDelta(s.heading, graph.spaces[next.to]!.heading) : 0;
    // Lane 0 is the leftmost looking ahead: a left turn (counter-clockwise) has its outside on the right.
    return d > 1e-9 ? outer : d < -1e-9 ? inner : s.lane === inner ? outer : s.lane;
  });
  const reachesPit = new Array<boolean>(n).fill(false);
  const preds: SpaceId[][] = Array.from({ length: n }, () => []);
  for (const edges of graph.out) for (const e of edges) if ((e.kind === 'forward' || e.kind === 'diagonal') && !e.crossesStart) preds[e.to]!.push(e.from);
  const queue: SpaceId[] = [];
  for (const edges of graph.out) for (const e of edges) if (e.kind === 'pit-entry' && !reachesPit[e.from]) {
    reachesPit[e.from] = true;
    queue.push(e.from);
  }
  const hasPit = queue.length > 0;
  while (queue.length > 0) {
    const t = queue.pop()!;
    for (const p of preds[t]!) if (!reachesPit[p] && !isPit(graph.spaces[p]!)) {
      reachesPit[p] = true;
      queue.push(p);
    }
  }
  // The grid: the printed slots, then two by two behind the last ones in their lanes (the alternate set-up, rows of two).
  const grid: SpaceId[] = [...graph.grid];
  while (grid.length < MAX_CARS && grid.length > 0) {
    const ref = grid[Math.max(0, grid.length - 2)]!;
    const prev = behind[ref]!.find((p) => !isPit(graph.spaces[p]!) && !grid.includes(p));
    if (prev === undefined) break;
    grid.push(prev);
  }
  const info: BoardInfo = { ahead, behind, trackLanes, beside, outsideLane, reachesPit, hasPit, grid };
  cache.set(graph, info);
  return info;
}
