/**
 * The fewest unusable points of a plan of dice (rulebook: "Driving Errors" —
 * "The amount on the dice that cannot be moved determines whether you incur a
 * light error … or a severe error", and "Shifting Gears" — "If this is not
 * possible, you must choose the lower die number", which compares plans by
 * these points): where each die can end whole, over every way of driving it,
 * kept in the flat tables of `memo.ts` and across turns by the cars nearby.
 */
import type { SpaceId } from '../../track/lane-graph-types';
import { bestAt, dropEnds, endsCount, endsPool, endsStart, findBest, findEnds, keepBest, keepEnds, poolTop, pushEnd, useMemo } from './memo';
import { NEARBY_STEPS, nearbyCars, ROW } from './nearby';
import { blockEdge, canStep, ctxKey, dieCode, DONE, freeStep, spaceOfKey, stepEdge, type Ctx, type MoveEnv } from './steps';
import type { PlacedDie } from './types';

/** What the searches need of a plan (its dice, read once per plan: plans are never changed). */
export interface PlanInfo {
  readonly values: readonly number[];
  readonly lows: readonly boolean[];
  /** For each die, a number for the dice from it on (0 after the last). */
  readonly suffix: readonly number[];
  /** For each die, the sum of the values after it. */
  readonly rest: readonly number[];
}

const planInfoCache = new WeakMap<readonly PlacedDie[], PlanInfo>();

/** The plan asked about last (a turn asks about its own plan at every die). */
let lastPlan: readonly PlacedDie[] | null = null;

let lastInfo: PlanInfo | null = null;

export function planInfo(plan: readonly PlacedDie[]): PlanInfo {
  if (plan === lastPlan) return lastInfo!;
  let p = planInfoCache.get(plan);
  if (!p) {
    const n = plan.length;
    const suffix: number[] = new Array<number>(n + 1).fill(0);
    const rest: number[] = new Array<number>(n).fill(0);
    for (let i = n - 1, sum = 0; i >= 0; i--) {
      rest[i] = sum;
      // Digits of base 16 (a die's code is below 16 for values up to 7), each above 0, so the number names the sequence.
      suffix[i] = suffix[i + 1]! * 16 + dieCode(plan[i]!.value, plan[i]!.low);
      sum += plan[i]!.value;
    }
    p = { values: plan.map((d) => d.value), lows: plan.map((d) => d.low), suffix, rest };
    planInfoCache.set(plan, p);
  }
  lastPlan = plan;
  lastInfo = p;
  return p;
}

/**
 * Shared results of one car's searches in one state (plans share dice and
 * places). Only its identity: the results live in the flat tables of
 * `memo.ts`, which hold one planner's at a time.
 */
export interface Planner {
  readonly id: number;
}

let planners = 0;

export const newPlanner = (): Planner => ({ id: ++planners });

/**
 * The slot (in `memo.ts`) of the distinct places a die can be driven to
 * whole from `k`, worked out when first asked for. Call `useMemo` with the
 * planner first (once per search).
 */
export function endsSlot(env: MoveEnv, k: number, value: number, low: boolean): number {
  const code = dieCode(value, low);
  const found = findEnds(k, code);
  if (found >= 0) return found;
  const slot = -1 - found;
  const start = poolTop();
  const longest = endsAcross(env, k, value, code, start);
  const count = poolTop() - start;
  if (count === 0) {
    dropEnds(start);
    keepEnds(slot, k, code, start, -1 - longest);
  } else keepEnds(slot, k, code, start, count);
  return slot;
}

/** The distinct places (as context numbers) a die can be driven to whole, or (a number) how far the longest partial drive gets. */
export function dieEnds(env: MoveEnv, k: number, value: number, low: boolean, planner: Planner): readonly number[] | number {
  useMemo(planner);
  const slot = endsSlot(env, k, value, low);
  const count = endsCount(slot);
  if (count < 0) return -1 - count;
  const start = endsStart(slot);
  return Array.from(endsPool.subarray(start, start + count));
}

/**
 * Where a die ends depends on the car's place, the die, a few of the car's
 * duties and the board, and of the other cars only on which of a few spaces
 * near the car they stand on: the spaces the die's steps can reach or look
 * at (`nearby`). So the ends are also kept across turns and races in one
 * direct-mapped table (as `memo.ts`'s), by the place, the die, the duties and
 * the cars on those spaces as one number; a replaced entry is simply worked
 * out again, and every entry is a pure function of its key.
 */
const ACROSS_BITS = 16;

const ACROSS_SLOTS = 1 << ACROSS_BITS;

/** The most ends an entry holds (a die with more is not kept). */
const ACROSS_ENDS = 12;

/**
 * One record of `ACROSS_STRIDE` numbers per slot, its key and its ends side
 * by side (a look-up reads one or two cache lines, not five tables): the
 * board's number (0: empty), the two words of the key, how many ends (or
 * −1 − how far the longest drive got), then the ends.
 */
const ACROSS_STRIDE = 16;

const ACROSS_HEAD = 4;

const across = new Float64Array(ACROSS_SLOTS * ACROSS_STRIDE);

/**
 * `walkEnds`, or the ends kept from an earlier turn with the same key: the
 * ends are pushed onto the memo's list from `start` either way, and the
 * longest drive returned.
 */
function endsAcross(env: MoveEnv, k: number, value: number, code: number, start: number): number {
  const low = (code & 1) === 1;
  if (value < 1 || value > 7) return walkEnds(env, k, value, low, start);
  const nb = env.nearby;
  const sig = nearbySig(env, spaceOfKey(k), value);
  const duties = env.duties;
  if (sig < 0 || duties < 0) return walkEnds(env, k, value, low, start);
  const a = (k * 16 + code) * 8192 + duties;
  if (a > Number.MAX_SAFE_INTEGER) return walkEnds(env, k, value, low, start);
  const slot = Math.imul(Math.imul((a | 0) ^ ((a / 4294967296) | 0), 0x9e3779b1) ^ (sig | 0) ^ ((sig / 4294967296) | 0), 0x85ebca6b) >>> (32 - ACROSS_BITS);
  const at = slot * ACROSS_STRIDE;
  if (across[at] === nb.id && across[at + 1] === a && across[at + 2] === sig) {
    const n = across[at + 3]!;
    for (let j = 0; j < n; j++) pushEnd(across[at + ACROSS_HEAD + j]!);
    return n > 0 ? value : -1 - n;
  }
  const longest = walkEnds(env, k, value, low, start);
  const n = poolTop() - start;
  if (n <= ACROSS_ENDS) {
    across[at] = nb.id;
    across[at + 1] = a;
    across[at + 2] = sig;
    across[at + 3] = n > 0 ? n : -1 - longest;
    for (let j = 0; j < n; j++) across[at + ACROSS_HEAD + j] = endsPool[start + j]!;
  }
  return longest;
}

/**
 * `nearbyCars` of `env`'s cars, kept by space and steps while the searches
 * ask about one env (its cars never change): a search asks for the same few
 * many times over.
 */
let sigEnv: MoveEnv | null = null;

let sigNumber = 0;

let sigStamp = new Int32Array(0);

let sigValue = new Float64Array(0);

function nearbySig(env: MoveEnv, s: SpaceId, d: number): number {
  if (env !== sigEnv) {
    sigEnv = env;
    sigNumber++;
    if (sigStamp.length < env.t.n * ROW || sigNumber >= 0x3fffffff) {
      sigStamp = new Int32Array(env.t.n * ROW);
      sigValue = new Float64Array(env.t.n * ROW);
      sigNumber = 1;
    }
  }
  const i = s * ROW + d;
  if (sigStamp[i] === sigNumber) return sigValue[i]!;
  const v = nearbyCars(env.nearby, env.t, env.count, s, d);
  sigStamp[i] = sigNumber;
  sigValue[i] = v;
  return v;
}

/** Two layers of places reused by `walkEnds` (it never runs inside itself), filled up to a count. */
let layer: number[] = [];

let nextLayer: number[] = [];

/**
 * Drives a die of `value` on from `k0`, one square at a time over every
 * place the car can be in after that many squares (the same place reached two
 * ways is driven on once: what follows depends on the place alone). The
 * places where it ends whole are pushed onto the memo's list of places (from
 * `start`, each once); returns how far the longest drive got (what counts
 * when none ends whole).
 */
function walkEnds(env: MoveEnv, k0: number, value: number, low: boolean, start: number): number {
  const t = env.t;
  const code = dieCode(value, low);
  const refused = env.refused;
  let cur = layer;
  let next = nextLayer;
  cur[0] = k0;
  let size = 1;
  let deepest = 0;
  for (let depth = 0; size > 0; depth++) {
    let nextSize = 0;
    for (let i = 0; i < size; i++) {
      const k = cur[i]!;
      if (depth === value || (k & DONE) !== 0) {
        const top = poolTop();
        let j = start;
        while (j < top && endsPool[j] !== k) j++;
        if (j === top) pushEnd(k);
        continue;
      }
      const s = spaceOfKey(k);
      for (let e = t.edgeStart[s]!, end = t.edgeStart[s + 1]!; e < end; e++) {
        if (code < 16 ? !canStep(env, refused, k, e, code) : blockEdge(env, k, e, value, low) !== 0) continue;
        const nk = stepEdge(env, k, e);
        let j = 0;
        while (j < nextSize && next[j] !== nk) j++;
        if (j === nextSize) next[nextSize++] = nk;
      }
    }
    if (nextSize > 0) deepest = depth + 1;
    const swap = cur;
    cur = next;
    next = swap;
    size = nextSize;
  }
  layer = cur;
  nextLayer = next;
  return deepest;
}

/**
 * The fewest unusable points the car can end this plan with, over every way
 * of driving it (0: the whole plan can be driven).
 */
export function bestUnusable(env: MoveEnv, ctx: Ctx, plan: readonly PlacedDie[], from = 0, planner: Planner = newPlanner()): number {
  return bestUnusableKey(env, ctxKey(ctx), planInfo(plan), from, planner);
}

export function bestUnusableKey(env: MoveEnv, k: number, plan: PlanInfo, from: number, planner: Planner): number {
  useMemo(planner);
  return bestFrom(env, k, plan, from);
}

function bestFrom(env: MoveEnv, k: number, p: PlanInfo, i: number): number {
  const n = p.values.length;
  if (i >= n || (k & DONE) !== 0) return 0;
  const value = p.values[i]!;
  const slot = endsSlot(env, k, value, p.lows[i]!);
  const count = endsCount(slot);
  if (count < 0) return value - (-1 - count) + p.rest[i]!;
  // The last die: driven whole somewhere, nothing lost (its places are already kept by `endsSlot`).
  if (i === n - 1) return 0;
  const start = endsStart(slot);
  // Only a die between others is worth keeping by place: the first starts where the car stands, the last is `endsSlot` itself.
  const code = p.suffix[i]!;
  let keep = -1;
  if (i > 0 && code < 1024) {
    const found = findBest(k, code);
    if (found >= 0) return bestAt(found);
    keep = -1 - found;
  }
  let out = Infinity;
  for (let j = 0; j < count; j++) {
    const got = bestFrom(env, endsPool[start + j]!, p, i + 1);
    if (got < out) out = got;
    if (out === 0) break;
  }
  if (keep >= 0) keepBest(keep, k, code, out);
  return out;
}

/**
 * The "read it low" rule asks how many points each plan loses, and most
 * plans lose none: the car can drive them straight on in its lane. So one
 * straight drive per search (the forward steps from where the car stands that
 * the other cars and its duties allow, at most `NEARBY_STEPS`) decides those
 * plans with a look at the die table per step; any other plan goes to the full
 * search. A plan that drives straight on loses nothing: each of its steps is
 * one `canStep` allows, so the full search would find that drive too.
 */
const runEdge = new Int32Array(NEARBY_STEPS);

/** How many straight steps are allowed, and after how many the move is over (finished, stopped in a pit box), or −1. */
let runSteps = 0;

let runDoneAt = -1;

let runRefused: Uint8Array = new Uint8Array(0);

/** For each die code, the steps of the straight drive a die of that code may not take, as bits (worked out when first asked for in a drive: `badStamp` is the drive's number). */
const badBits = new Int32Array(16);

const badStamp = new Int32Array(16);

let runNumber = 0;

/** Works out the straight drive from `k0` for `drivesStraight` (which reads it until the next call). */
export function straightRun(env: MoveEnv, k0: number): void {
  const t = env.t;
  let k = k0;
  let j = 0;
  runDoneAt = -1;
  runRefused = env.refused;
  runNumber++;
  for (; j < NEARBY_STEPS; j++) {
    if ((k & DONE) !== 0) {
      runDoneAt = j;
      break;
    }
    const e = t.aheadEdge[spaceOfKey(k)]!;
    if (e < 0 || !freeStep(env, k, e)) break;
    runEdge[j] = e;
    k = stepEdge(env, k, e);
  }
  runSteps = j;
}

/** The steps a die of `code` may not take on the straight drive: those its table refuses, and every step past the drive's end (none once the move is over). */
function badOf(code: number): number {
  if (badStamp[code] === runNumber) return badBits[code]!;
  let bits = runDoneAt >= 0 ? 0 : ~0 << runSteps;
  for (let j = 0; j < runSteps; j++) if (runRefused[runEdge[j]! * 16 + code] !== 0) bits |= 1 << j;
  badStamp[code] = runNumber;
  badBits[code] = bits;
  return bits;
}

/** Whether plan `p` can be driven whole straight on (from the place of the last `straightRun`): then it loses no points. */
export function drivesStraight(p: PlanInfo): boolean {
  const values = p.values;
  const suffix = p.suffix;
  let pos = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]!;
    // A step past the drive's 16 is refused below; a die's code is below 16 for values up to 7.
    if (v > 7 || pos + v > NEARBY_STEPS) return false;
    if ((badOf(suffix[i]! % 16) & (((1 << v) - 1) << pos)) !== 0) return false;
    pos += v;
  }
  return true;
}

/**
 * Whether every plan of dice read with `codes` (die codes below 16) and of at
 * most `steps` steps in all drives straight on (from the place of the last
 * `straightRun`): no die of those codes is refused a step of the straight
 * drive within `steps`, so `drivesStraight` holds for each such plan.
 */
export function drivesAllStraight(codes: readonly number[], steps: number): boolean {
  if (steps > NEARBY_STEPS) return false;
  const within = steps >= 31 ? ~0 : (1 << steps) - 1;
  for (const code of codes) {
    if (code >= 16 || code >> 1 > 7) return false;
    if ((badOf(code) & within) !== 0) return false;
  }
  return true;
}
