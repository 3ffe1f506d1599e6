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
import type { Edge } from '../../track/lane-graph-types';
import { boardInfo, edgesOf, pitAllowed, spaceAt } from './board';
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
function driveEdges(state: Formula1State, id: number): Edge[] {
  return edgesOf(state.graph, id).filter((e) => e.kind === 'forward' || e.kind === 'diagonal' || e.kind === 'switch' || e.kind === 'pit-exit');
}

/** The first steps of a car: from its square, or, beside the track, onto a square ahead of the one it is beside. */
function firstEdges(state: Formula1State, car: CarState): Edge[] {
  return driveEdges(state, car.space).filter((e) => !car.off || e.kind !== 'pit-exit');
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
    for (const e of edgesOf(state.graph, id)) if (e.kind === 'pit-entry' && !occ.has(e.to)) pitAfter = Math.min(pitAfter, k + 1);
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

/** The moves of car `ci` at `steps` squares: one path per (target, safe squares crossed), pit entries included. */
export function movePaths(state: Formula1State, ci: number, steps: number): number[][] {
  const car = state.cars[ci]!;
  const occ = occupiedBy(state, ci);
  const info = boardInfo(state.graph);
  const pit = pitAllowed(info, car, state.laps);
  const seen = new Set<string>();
  const out: number[][] = [];
  const keyOf = (path: readonly number[]) => {
    const safe = path.filter((id) => spaceAt(state.graph, id).features.safeSpeed !== undefined);
    return `${path.at(-1)}|${safe.join(',')}`;
  };
  const add = (path: number[]) => {
    const key = keyOf(path);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(path);
  };
  const walk = (id: number, path: number[], edges: readonly Edge[]) => {
    if (pit && path.length < steps && (path.length > 0 || !car.off)) {
      for (const e of edgesOf(state.graph, id)) if (e.kind === 'pit-entry' && !occ.has(e.to)) add([...path, e.to]);
    }
    if (path.length === steps) {
      if (steps > 0) add([...path]);
      return;
    }
    for (const e of edges) {
      if (occ.has(e.to) || path.includes(e.to)) continue;
      path.push(e.to);
      walk(e.to, path, driveEdges(state, e.to));
      path.pop();
    }
  };
  walk(car.space, [], firstEdges(state, car));
  return out;
}

/** Whether `path` enters the pit service (its last step is a pit-entry edge). */
export function entersPit(state: Formula1State, from: number, path: readonly number[]): boolean {
  if (path.length === 0) return false;
  const prev = path.length >= 2 ? path[path.length - 2]! : from;
  return edgesOf(state.graph, prev).some((e) => e.to === path[path.length - 1] && e.kind === 'pit-entry');
}
