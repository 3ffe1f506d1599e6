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
  /** The space behind each space in its own lane (-1 if none). */
  readonly behindInLane: readonly SpaceId[];
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
  /** The same board as flat typed tables for the move search (see `Tables`). */
  readonly t: Tables;
}

/** Edge kinds as small numbers (the search compares these, not strings). */
export const KIND = { forward: 0, switch: 1, diagonal: 2, 'pit-entry': 3, 'pit-exit': 4 } as const;
/** What the pit feature of a space is: none, the pit lane, a pit box, or something else (not a Motorsportspiel pit space). */
export const PIT_NONE = 0;
export const PIT_LANE = 1;
export const PIT_BOX = 2;
export const PIT_OTHER = 3;
/** No maximum gear printed. */
export const NO_MAX_GEAR = 0x7fffffff;

/**
 * The board as flat arrays, built once per graph: the out-edges of every
 * space side by side (`edgeStart[s]` to `edgeStart[s + 1]`, in the graph's
 * order), and per space what a step onto it checks.
 */
export interface Tables {
  readonly n: number;
  readonly edgeStart: Int32Array;
  readonly edgeTo: Int32Array;
  readonly edgeKind: Uint8Array;
  readonly edgeCross: Uint8Array;
  readonly edges: readonly Edge[];
  /** Some space has two steps to one same space (a path could then be listed twice). */
  readonly twinSteps: boolean;
  /** Cars a space holds (2 on a dotted fast-lane space). */
  readonly cap: Int32Array;
  readonly maxGear: Int32Array;
  readonly pit: Uint8Array;
  /** The space ahead in the lane (or the pit exit), -1 if none. */
  readonly aheadTo: Int32Array;
  /** The board's number (in `edgeTo` …) of that forward edge, -1 if none. */
  readonly aheadEdge: Int32Array;
  readonly behindInLane: Int32Array;
  readonly progress: Float64Array;
  /** How far the front of a space lies past its progress (a dotted space's front half: length − 1). */
  readonly front: Float64Array;
}

function tablesOf(graph: LaneGraph, ahead: readonly (Edge | null)[], behindInLane: readonly SpaceId[]): Tables {
  const n = graph.spaces.length;
  const edgeStart = new Int32Array(n + 1);
  let m = 0;
  for (let s = 0; s < n; s++) {
    edgeStart[s] = m;
    m += graph.out[s]!.length;
  }
  edgeStart[n] = m;
  const edgeTo = new Int32Array(m);
  const edgeKind = new Uint8Array(m);
  const edgeCross = new Uint8Array(m);
  const edges: Edge[] = [];
  let twinSteps = false;
  for (let s = 0; s < n; s++) {
    const tos = graph.out[s]!.map((e) => e.to);
    if (new Set(tos).size !== tos.length) twinSteps = true;
    for (const e of graph.out[s]!) {
      edgeTo[edges.length] = e.to;
      edgeKind[edges.length] = KIND[e.kind];
      edgeCross[edges.length] = e.crossesStart ? 1 : 0;
      edges.push(e);
    }
  }
  const cap = new Int32Array(n);
  const maxGear = new Int32Array(n);
  const pit = new Uint8Array(n);
  const aheadTo = new Int32Array(n);
  const aheadEdge = new Int32Array(n);
  const progress = new Float64Array(n);
  const front = new Float64Array(n);
  for (let s = 0; s < n; s++) {
    const sp = graph.spaces[s]!;
    cap[s] = capacityOf(sp);
    maxGear[s] = sp.features.maxGear ?? NO_MAX_GEAR;
    pit[s] = sp.features.pit === 'lane' ? PIT_LANE : sp.features.pit === 'box' ? PIT_BOX : sp.features.pit ? PIT_OTHER : PIT_NONE;
    aheadTo[s] = ahead[s]?.to ?? -1;
    const at = ahead[s] ? graph.out[s]!.indexOf(ahead[s]!) : -1;
    aheadEdge[s] = at >= 0 ? edgeStart[s]! + at : -1;
    progress[s] = sp.progress;
    front[s] = cap[s]! > 1 ? (sp.length ?? 1) - 1 : 0;
  }
  return { n, edgeStart, edgeTo, edgeKind, edgeCross, edges, twinSteps, cap, maxGear, pit, aheadTo, aheadEdge, behindInLane: Int32Array.from(behindInLane), progress, front };
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
  const behindInLane = graph.spaces.map((s) => behind[s.id]!.find((p) => graph.spaces[p]!.lane === s.lane) ?? -1);
  const info: BoardInfo = { ahead, behind, behindInLane, trackLanes, beside, outsideLane, reachesPit, hasPit, grid, t: tablesOf(graph, ahead, behindInLane) };
  cache.set(graph, info);
  return info;
}
