/**
 * Driving one die: which steps a car may take (forward, diagonal on 2/3/5,
 * no squeezing between two diagonal cars, room on the space, max gear in
 * curves, the lowest readings in the pit lane, no crossing the line under a
 * black flag), every path a die can drive, and — when none drives it all —
 * the longest ones and what stopped the car.
 */
import type { Edge, LaneGraph, SpaceId } from '../../track/lane-graph-types';
import { boardInfo, capacityOf, isBox, isCurve, isPit } from './board';
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
}

export function envOf(state: MssState, car: Car): MoveEnv {
  return { graph: state.graph, occ: occupancy(state, car.id), car, laps: state.config.laps, alternatePit: state.config.alternatePit };
}

/** Why the step along `e` is not allowed with a die of `value` (read low or not), or null. */
export function stepBlock(env: MoveEnv, ctx: Ctx, e: Edge, value: number, low: boolean): StepBlock | null {
  const { graph, occ } = env;
  const info = boardInfo(graph);
  const target = graph.spaces[e.to]!;
  if (e.kind === 'diagonal' && !DIAGONAL_VALUES.includes(value)) return 'diagonal';
  // From the back of a dotted space the car ahead in it stops a straight step.
  if (ctx.back && e.kind !== 'diagonal' && occ.count[ctx.space]! > 0) return 'occupied';
  if (occ.count[e.to]! >= capacityOf(target)) return 'occupied';
  if (e.kind === 'diagonal') {
    const ahead = info.ahead[ctx.space];
    const side = info.behind[e.to]!.find((p) => graph.spaces[p]!.lane === target.lane);
    if (ahead && occ.count[ahead.to]! > 0 && side !== undefined && occ.count[side]! > 0) return 'wall';
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

const ctxKey = (c: Ctx) => `${c.space}|${c.back ? 1 : 0}|${c.crossings}|${c.grace}|${c.mustStop ? 1 : 0}|${c.done ?? ''}`;

/**
 * The fewest unusable points the car can end this plan with, over every way
 * of driving it (0: the whole plan can be driven).
 */
export function bestUnusable(env: MoveEnv, ctx: Ctx, plan: readonly PlacedDie[], from = 0): number {
  const memo = new Map<string, number>();
  const rec = (c: Ctx, i: number): number => {
    if (i >= plan.length || c.done) return 0;
    const key = `${i}#${ctxKey(c)}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    const die = plan[i]!;
    const p = diePaths(env, c, die);
    let out: number;
    if (p.full.length === 0) {
      const driven = p.partial[0]?.length ?? 0;
      out = die.value - driven + plan.slice(i + 1).reduce((s, d) => s + d.value, 0);
    } else {
      out = Infinity;
      const seen = new Set<string>();
      for (const path of p.full) {
        const end = follow(env, c, path);
        const k = ctxKey(end);
        if (seen.has(k)) continue;
        seen.add(k);
        out = Math.min(out, rec(end, i + 1));
        if (out === 0) break;
      }
    }
    memo.set(key, out);
    return out;
  };
  return rec(ctx, from);
}

/** Whether the car has any step at all (else it is blocked and misses its turn). */
export function canMoveAtAll(env: MoveEnv, ctx: Ctx): boolean {
  // The red die always offers a 2 or a 3 (diagonal) and a reading of 2 or less; the lowest reading is always there.
  return env.graph.out[ctx.space]!.some((e) => stepBlock(env, ctx, e, 2, true) === null || (stepBlock(env, ctx, e, 1, true) === null && e.kind !== 'diagonal'));
}

export function isCurveSpace(graph: LaneGraph, space: SpaceId): boolean {
  return isCurve(graph.spaces[space]!);
}
