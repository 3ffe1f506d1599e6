/**
 * Every path one die can drive (rulebook: "Game Play" — "The car is moved
 * forward according to the number shown on the dice in the order they were
 * placed"; "Driving Errors" — when no path drives it whole, the longest ones,
 * where the error happens).
 */
import type { SpaceId } from '../../track/lane-graph-types';
import { blockEdge, canStep, ctxKey, dieCode, DONE, spaceOfKey, stepEdge, type Ctx, type MoveEnv } from './steps';
import type { PlacedDie } from './types';

export interface DiePaths {
  /** Paths that drive the whole die (or end it by finishing or stopping in a pit box). */
  readonly full: readonly (readonly SpaceId[])[];
  /** When no path is full: the longest paths the car can drive. */
  readonly partial: readonly (readonly SpaceId[])[];
}

/** What `walkPaths` reads and fills during one `diePaths` (it runs to its end before the next). */
interface PathWalk {
  env: MoveEnv;
  value: number;
  low: boolean;
  /** The die's code and the board's table of what a die alone refuses (see `canStep`). */
  code: number;
  refused: Uint8Array;
  full: SpaceId[][];
  best: SpaceId[][];
  bestLen: number;
  path: SpaceId[];
}

let pathWalk: PathWalk | null = null;

function walkPaths(w: PathWalk, k: number, left: number): void {
  const path = w.path;
  if (left === 0 || (k & DONE) !== 0) {
    w.full.push(path.slice());
    return;
  }
  const env = w.env;
  const t = env.t;
  const s = spaceOfKey(k);
  let moved = false;
  for (let e = t.edgeStart[s]!, end = t.edgeStart[s + 1]!; e < end; e++) {
    if (w.code < 16 ? !canStep(env, w.refused, k, e, w.code) : blockEdge(env, k, e, w.value, w.low) !== 0) continue;
    moved = true;
    path.push(t.edgeTo[e]!);
    walkPaths(w, stepEdge(env, k, e), left - 1);
    path.pop();
  }
  if (!moved) {
    if (path.length > w.bestLen) {
      w.bestLen = path.length;
      w.best = [path.slice()];
    } else if (path.length === w.bestLen) w.best.push(path.slice());
  }
}

/** Every path a die of `value` can drive from `ctx`, in the order of the board's edges. */
export function diePaths(env: MoveEnv, ctx: Ctx, die: PlacedDie): DiePaths {
  const w = pathWalk ?? { env, value: 0, low: false, code: 0, refused: env.refused, full: [], best: [], bestLen: -1, path: [] };
  // A path walk never starts inside another; the scratch is taken for this one and given back at its end.
  pathWalk = null;
  w.env = env;
  w.value = die.value;
  w.low = die.low;
  w.code = dieCode(die.value, die.low);
  w.refused = env.refused;
  const full: SpaceId[][] = [];
  w.full = full;
  w.best = [];
  w.bestLen = -1;
  w.path.length = 0;
  walkPaths(w, ctxKey(ctx), die.value);
  const partial = full.length > 0 ? [] : w.best;
  w.full = [];
  w.best = [];
  pathWalk = w;
  return { full, partial };
}
