/**
 * Where a car can go (Figure 2): exactly `steps` squares forward, straight or
 * diagonally along the graph's edges, never onto an occupied square (so never
 * through or over one); or, from a red pit-entry square, into the service,
 * which ends the move at any speed (Figure 11).
 *
 * Paths reaching the same square over the same safe-speed squares are the
 * same move for the rules (the same throws, the same places to leave the
 * track), so one path stands for each: the first found, edges in graph order.
 */
import type { Edge, LaneGraph } from '../../track/lane-graph-types';
import { boardInfo, edgesOf, pitAllowed } from './board';
import { squaresAt, TOP_SPEED } from './data/speed';
import type { CarState, Formula1State } from './types';

/** The squares other cars stand on (cars beside the track stand on none). */
export function occupiedBy(state: Formula1State, except: number): Set<number> {
  const out = new Set<number>();
  state.cars.forEach((c, i) => {
    if (i !== except && !c.off) out.add(c.space);
  });
  return out;
}

/** The steps a car may take from a square (pit entry only where allowed; it is listed separately). */
function driveEdges(state: Formula1State, id: number): readonly Edge[] {
  return boardInfo(state.graph).drive[id] ?? [];
}

/** The first steps of a car: from its square, or, beside the track, onto a square ahead of the one it is beside. */
function firstEdges(state: Formula1State, car: CarState): readonly Edge[] {
  const edges = driveEdges(state, car.space);
  return car.off ? edges.filter((e) => e.kind !== 'pit-exit') : edges;
}

export interface Reach {
  /** For each step count k (0 … max), whether some path of exactly k squares exists. */
  readonly exact: readonly boolean[];
  /** The fewest squares after which the car can be in the service (Infinity when it cannot). */
  readonly pitAfter: number;
}

/** Which step counts are possible for car `ci`, up to `max` squares. */
export function reach(state: Formula1State, ci: number, max: number): Reach {
  const car = state.cars[ci]!;
  const occ = occupiedBy(state, ci);
  const info = boardInfo(state.graph);
  const pit = pitAllowed(info, car, state.laps);
  const exact: boolean[] = [true];
  let pitAfter = Infinity;
  const pitFrom = (id: number, k: number) => {
    if (!pit || k + 1 >= pitAfter) return;
    for (const e of info.pitIn[id] ?? []) if (!occ.has(e.to)) pitAfter = Math.min(pitAfter, k + 1);
  };
  if (!car.off) pitFrom(car.space, 0);
  let frontier = new Set<number>();
  for (const e of firstEdges(state, car)) if (!occ.has(e.to)) frontier.add(e.to);
  for (let k = 1; k <= max; k++) {
    exact.push(frontier.size > 0);
    const next = new Set<number>();
    for (const id of frontier) {
      pitFrom(id, k);
      if (k < max) for (const e of driveEdges(state, id)) if (!occ.has(e.to)) next.add(e.to);
    }
    frontier = next;
  }
  return { exact, pitAfter };
}

/**
 * The moves of car `ci` at `steps` squares: one path per (target, safe squares
 * crossed), pit entries included. Built layer by layer: after k squares, one
 * path per (square, safe squares so far), the first in edge order (so the
 * path kept is the first a depth-first walk in edge order would find).
 *
 * The layers do not depend on the number of steps asked for, so one search
 * to the deepest layer answers every step count (`allMovePaths`), and it is
 * kept per position: the speeds a car weighs, then its move, read one search.
 * The lists returned are shared and frozen.
 */
export function movePaths(state: Formula1State, ci: number, steps: number): number[][] {
  if (steps <= 0) return [];
  const all = allMovePaths(state, ci, steps);
  return (all[steps] ?? []) as number[][];
}

/**
 * For each step count n (0 … at least `max`), the moves of car `ci` at n
 * squares (see `movePaths`). A search kept for the same position answers
 * when it went deep enough; else the position is searched to `max` again.
 */
export function allMovePaths(state: Formula1State, ci: number, max: number): readonly (readonly (readonly number[])[])[] {
  const car = state.cars[ci]!;
  const info = boardInfo(state.graph);
  const pit = pitAllowed(info, car, state.laps);
  // The search reads the car's square, whether it is beside the track, the pit and the other cars' squares, nothing else.
  let key = `${car.space}|${car.off ? 1 : 0}|${pit ? 1 : 0}`;
  state.cars.forEach((c, i) => {
    if (i !== ci && !c.off) key += `,${c.space}`;
  });
  let memo = searchMemo.get(state.graph);
  if (!memo) {
    memo = new Map();
    searchMemo.set(state.graph, memo);
  }
  const hit = memo.get(key);
  if (hit && hit.length > max) return hit;
  const found = searchPaths(state, ci, pit, max);
  if (hit) memo.delete(key);
  else if (memo.size >= SEARCH_MEMO_LIMIT) memo.delete(memo.keys().next().value!);
  memo.set(key, found);
  return found;
}

/** The deepest layer a bot weighing every speed asks for: the squares of the top speed. */
export const SEARCH_DEPTH = squaresAt(TOP_SPEED);

/** Searches kept per board (the oldest dropped first). */
const SEARCH_MEMO_LIMIT = 256;
const searchMemo = new WeakMap<LaneGraph, Map<string, readonly (readonly (readonly number[])[])[]>>();

interface SearchNode {
  readonly id: number;
  readonly path: readonly number[];
  /** The safe-speed squares crossed so far, as a number (0: none; see `seqOf`). */
  readonly safe: number;
}

function searchPaths(state: Formula1State, ci: number, pit: boolean, max: number): readonly (readonly (readonly number[])[])[] {
  const car = state.cars[ci]!;
  const occ = occupiedBy(state, ci);
  const info = boardInfo(state.graph);
  const n = state.graph.spaces.length;
  // Sequences of safe-speed squares, numbered as they are met: the sequence `parent` then square `id` is `seqOf(parent, id)`.
  const seqs = new Map<number, number>();
  const seqOf = (parent: number, id: number): number => {
    const k = parent * n + id;
    let s = seqs.get(k);
    if (s === undefined) {
      s = seqs.size + 1;
      seqs.set(k, s);
    }
    return s;
  };
  const byStep: (readonly number[])[][] = [[]];
  // Pit entries found after fewer than n squares belong to every n beyond (a pit entry ends the move at any speed).
  const pits: (readonly number[])[] = [];
  const pitSeen = new Set<number>();
  const pitFrom = (node: SearchNode) => {
    for (const e of info.pitIn[node.id] ?? []) {
      if (occ.has(e.to)) continue;
      const key = node.safe * n + e.to;
      if (pitSeen.has(key)) continue;
      pitSeen.add(key);
      pits.push(Object.freeze([...node.path, e.to]));
    }
  };
  let layer: SearchNode[] = [{ id: car.space, path: [], safe: 0 }];
  if (pit) pitFrom(layer[0]!);
  for (let k = 1; k <= max; k++) {
    const next = new Map<number, SearchNode>();
    for (const node of layer) {
      const edges = k === 1 ? firstEdges(state, car) : driveEdges(state, node.id);
      for (const e of edges) {
        if (occ.has(e.to) || node.path.includes(e.to)) continue;
        const safe = info.safe[e.to]! > 0 ? seqOf(node.safe, e.to) : node.safe;
        const key = safe * n + e.to;
        if (!next.has(key)) next.set(key, { id: e.to, path: Object.freeze([...node.path, e.to]), safe });
      }
    }
    layer = [...next.values()];
    byStep.push([...pits, ...layer.map((x) => x.path)]);
    if (pit) for (const node of layer) pitFrom(node);
  }
  return Object.freeze(byStep.map((l) => Object.freeze(l)));
}

/** Whether `path` enters the pit service (its last step is a pit-entry edge). */
export function entersPit(state: Formula1State, from: number, path: readonly number[]): boolean {
  if (path.length === 0) return false;
  const prev = path.length >= 2 ? path[path.length - 2]! : from;
  return edgesOf(state.graph, prev).some((e) => e.to === path[path.length - 1] && e.kind === 'pit-entry');
}
