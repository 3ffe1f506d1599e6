/**
 * Driving one die: which steps a car may take (forward, diagonal on 2/3/5,
 * no squeezing between two diagonal cars, room on the space, max gear in
 * curves, the lowest readings in the pit lane, no crossing the line under a
 * black flag), every path a die can drive, and — when none drives it all —
 * the longest ones and what stopped the car.
 */
import type { Edge, LaneGraph, SpaceId } from '../../track/lane-graph-types';
import { boardInfo, capacityOf, isBox, isCurve, isPit, type BoardInfo } from './board';
import { DIAGONAL_VALUES } from './data';
import type { Car, MssState, PlacedDie } from './types';

/** Cars on the track by space (racing, not off the track). */
export interface Occupancy {
  readonly count: Int8Array;
  /** The car at the front of each space (or the only one), -1 if none. */
  readonly front: Int16Array;
}

export function occupancy(state: MssState, except = -1): Occupancy {
  const n = state.graph.spaces.length;
  const count = new Int8Array(n);
  const front = new Int16Array(n).fill(-1);
  for (const c of state.cars) {
    if (c.id === except || c.status !== 'racing' || c.off) continue;
    count[c.space]!++;
    if (!c.back) front[c.space] = c.id;
  }
  return { count, front };
}

/** Where a car is during its move: what the path so far changed. */
export interface Ctx {
  readonly space: SpaceId;
  readonly back: boolean;
  readonly crossings: number;
  readonly grace: number;
  readonly mustStop: boolean;
  /** The move ends here without an error: the car finished, or stopped in a pit box. */
  readonly done: 'finished' | 'stopped' | null;
}

export function ctxOf(car: Car): Ctx {
  return { space: car.space, back: car.back, crossings: car.crossings, grace: car.grace, mustStop: car.mustStop, done: null };
}

export type StepBlock = 'occupied' | 'wall' | 'diagonal' | 'gear' | 'pit-gear' | 'line';

export interface MoveEnv {
  readonly graph: LaneGraph;
  readonly occ: Occupancy;
  readonly car: Car;
  readonly laps: number;
  readonly alternatePit: boolean;
  readonly info: BoardInfo;
}

export function envOf(state: MssState, car: Car): MoveEnv {
  return { graph: state.graph, occ: occupancy(state, car.id), car, laps: state.config.laps, alternatePit: state.config.alternatePit, info: boardInfo(state.graph) };
}

/** Why the step along `e` is not allowed with a die of `value` (read low or not), or null. */
export function stepBlock(env: MoveEnv, ctx: Ctx, e: Edge, value: number, low: boolean): StepBlock | null {
  const { graph, occ, info } = env;
  const target = graph.spaces[e.to]!;
  if (e.kind === 'diagonal' && !DIAGONAL_VALUES.includes(value)) return 'diagonal';
  // From the back of a dotted space the car ahead in it stops a straight step.
  if (ctx.back && e.kind !== 'diagonal' && occ.count[ctx.space]! > 0) return 'occupied';
  if (occ.count[e.to]! >= capacityOf(target)) return 'occupied';
  if (e.kind === 'diagonal') {
    const ahead = info.ahead[ctx.space];
    const side = info.behindInLane[e.to]!;
    if (ahead && occ.count[ahead.to]! > 0 && side >= 0 && occ.count[side]! > 0) return 'wall';
  }
  if (target.features.maxGear !== undefined && value > target.features.maxGear) return 'gear';
  if (isPit(target) && !low) return 'pit-gear';
  if (e.crossesStart && !isPit(target) && env.car.mustPit && ctx.grace === 0 && info.hasPit) return 'line';
  return null;
}

/** The car's context after the step along `e`. */
export function stepTo(env: MoveEnv, ctx: Ctx, e: Edge): Ctx {
  const target = env.graph.spaces[e.to]!;
  let { crossings, grace, mustStop } = ctx;
  let done: Ctx['done'] = null;
  if (e.kind === 'pit-entry' && env.alternatePit) mustStop = true;
  if (e.crossesStart) {
    crossings += 1;
    if (!isPit(target)) {
      if (grace > 0) grace -= 1;
      if (crossings - env.car.crossOffset >= env.laps) done = 'finished';
    }
  }
  if (isBox(target) && mustStop) done = 'stopped';
  const back = capacityOf(target) > 1 && env.occ.count[e.to]! > 0;
  return { space: e.to, back, crossings, grace, mustStop, done };
}

export interface DiePaths {
  /** Paths that drive the whole die (or end it by finishing or stopping in a pit box). */
  readonly full: readonly (readonly SpaceId[])[];
  /** When no path is full: the longest paths the car can drive. */
  readonly partial: readonly (readonly SpaceId[])[];
}

/** Every path a die of `value` can drive from `ctx`. */
export function diePaths(env: MoveEnv, ctx: Ctx, die: PlacedDie): DiePaths {
  const full: SpaceId[][] = [];
  let best: SpaceId[][] = [];
  let bestLen = -1;
  const walk = (c: Ctx, path: SpaceId[], left: number) => {
    if (left === 0 || c.done) {
      full.push(path);
      return;
    }
    let moved = false;
    for (const e of env.graph.out[c.space]!) {
      if (stepBlock(env, c, e, die.value, die.low) !== null) continue;
      moved = true;
      walk(stepTo(env, c, e), [...path, e.to], left - 1);
    }
    if (!moved) {
      if (path.length > bestLen) {
        bestLen = path.length;
        best = [path];
      } else if (path.length === bestLen) best.push(path);
    }
  };
  walk(ctx, [], die.value);
  return { full, partial: full.length > 0 ? [] : best };
}

/** The context at the end of a path. */
export function follow(env: MoveEnv, ctx: Ctx, path: readonly SpaceId[]): Ctx {
  let c = ctx;
  for (const to of path) {
    const e = env.graph.out[c.space]!.find((x) => x.to === to)!;
    c = stepTo(env, c, e);
  }
  return c;
}

/**
 * A context as one number (exact: a double holds it whole): the space, the
 * crossings (a race has at most 50 laps), the grace, the flags and how the
 * move ended.
 */
export const ctxKey = (c: Ctx): number =>
  ((((c.space * 1024 + c.crossings) * 16 + c.grace) * 2 + (c.mustStop ? 1 : 0)) * 2 + (c.back ? 1 : 0)) * 4 + (c.done === null ? 0 : c.done === 'finished' ? 1 : 2);
const dieKey = (d: PlacedDie) => `${d.value}${d.low ? 'l' : 'h'}`;

/** Shared results of one car's searches in one state (plans share dice and places): by die (or dice from one on), then by context. */
export interface Planner {
  readonly ends: Map<string, Map<number, readonly Ctx[] | number>>;
  readonly best: Map<string, Map<number, number>>;
}

export const newPlanner = (): Planner => ({ ends: new Map(), best: new Map() });

function inner<V>(outer: Map<string, Map<number, V>>, key: string): Map<number, V> {
  let m = outer.get(key);
  if (!m) {
    m = new Map();
    outer.set(key, m);
  }
  return m;
}

/** The distinct places a die can be driven to whole, or (a number) how far the longest partial drive gets. */
export function dieEnds(env: MoveEnv, ctx: Ctx, die: PlacedDie, planner: Planner = newPlanner()): readonly Ctx[] | number {
  const byCtx = inner(planner.ends, dieKey(die));
  const key = ctxKey(ctx);
  const hit = byCtx.get(key);
  if (hit !== undefined) return hit;
  const ends = new Map<number, Ctx>();
  const longest = walkEnds(env, ctx, die, 0, ends);
  const out = ends.size > 0 ? [...ends.values()] : longest;
  byCtx.set(key, out);
  return out;
}

/** Drives die `die` on from `c` (after `depth` squares of it): the places it ends whole go into `ends`; returns how far the longest stopped drive got. */
function walkEnds(env: MoveEnv, c: Ctx, die: PlacedDie, depth: number, ends: Map<number, Ctx>): number {
  if (depth === die.value || c.done) {
    ends.set(ctxKey(c), c);
    return 0;
  }
  let moved = false;
  let longest = 0;
  for (const e of env.graph.out[c.space]!) {
    if (stepBlock(env, c, e, die.value, die.low) !== null) continue;
    moved = true;
    longest = Math.max(longest, walkEnds(env, stepTo(env, c, e), die, depth + 1, ends));
  }
  return moved ? longest : depth;
}

/**
 * The fewest unusable points the car can end this plan with, over every way
 * of driving it (0: the whole plan can be driven).
 */
export function bestUnusable(env: MoveEnv, ctx: Ctx, plan: readonly PlacedDie[], from = 0, planner: Planner = newPlanner()): number {
  const suffix: Map<number, number>[] = [];
  const rest: number[] = [];
  for (let i = plan.length - 1, key = '', sum = 0; i >= 0; i--) {
    rest[i] = sum;
    key = `${dieKey(plan[i]!)},${key}`;
    suffix[i] = inner(planner.best, key);
    sum += plan[i]!.value;
  }
  return bestFrom(env, ctx, plan, from, planner, suffix, rest);
}

function bestFrom(env: MoveEnv, c: Ctx, plan: readonly PlacedDie[], i: number, planner: Planner, suffix: readonly Map<number, number>[], rest: readonly number[]): number {
  if (i >= plan.length || c.done) return 0;
  const memo = suffix[i]!;
  const key = ctxKey(c);
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const die = plan[i]!;
  const ends = dieEnds(env, c, die, planner);
  let out: number;
  if (typeof ends === 'number') out = die.value - ends + rest[i]!;
  else {
    out = Infinity;
    for (const end of ends) {
      out = Math.min(out, bestFrom(env, end, plan, i + 1, planner, suffix, rest));
      if (out === 0) break;
    }
  }
  memo.set(key, out);
  return out;
}

/** Whether the car has any step at all (else it is blocked and misses its turn). */
export function canMoveAtAll(env: MoveEnv, ctx: Ctx): boolean {
  // The red die always offers a 2 or a 3 (diagonal) and a reading of 2 or less; the lowest reading is always there.
  return env.graph.out[ctx.space]!.some((e) => stepBlock(env, ctx, e, 2, true) === null || (stepBlock(env, ctx, e, 1, true) === null && e.kind !== 'diagonal'));
}

export function isCurveSpace(graph: LaneGraph, space: SpaceId): boolean {
  return isCurve(graph.spaces[space]!);
}
