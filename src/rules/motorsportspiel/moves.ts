/**
 * Driving one die: which steps a car may take (forward, diagonal on 2/3/5,
 * no squeezing between two diagonal cars, room on the space, max gear in
 * curves, the lowest readings in the pit lane, no crossing the line under a
 * black flag), every path a die can drive, and — when none drives it all —
 * the longest ones and what stopped the car.
 *
 * The search runs on the board's flat tables (`BoardInfo.t`) with the car's
 * place during a move packed into one number (`ctxKey`), so the hot loops
 * allocate nothing; `Ctx` objects are the readable form of the same number.
 */
import type { Edge, EdgeKind, LaneGraph, SpaceId } from '../../track/lane-graph-types';
import { boardInfo, isCurve, KIND, PIT_BOX, PIT_LANE, type BoardInfo, type Tables } from './board';
import { DIAGONAL_VALUES } from './data';
import { bestAt, dropEnds, endsCount, endsPool, endsStart, findBest, findEnds, keepBest, keepEnds, poolTop, pushEnd, useMemo } from './memo';
import { Recent } from './recent';
import type { Car, MssState, PlacedDie } from './types';

/** Cars on the track by space (racing, not off the track). */
export interface Occupancy {
  readonly count: readonly number[];
}

export function occupancy(state: MssState, except = -1): Occupancy {
  const n = state.graph.spaces.length;
  // A plain array of small numbers: cheaper to make than a typed array of this size, as fast to read.
  const count = new Array<number>(n).fill(0);
  for (const c of state.cars) {
    if (c.id === except || c.status !== 'racing' || c.off) continue;
    count[c.space]!++;
  }
  return { count };
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

/**
 * A context as one number (exact: a double holds it whole): the space above
 * 18 bits, then the crossings (10 bits: a race has at most 50 laps), the
 * grace (4), must-stop, back and how the move ended (2: none, finished,
 * stopped). The low bits are read with bit operations, which keep the low 32
 * bits of any whole number below 2^53.
 */
const SPACE_UNIT = 262_144;
const LOW_BITS = 0x3ffff;
const BACK = 4;
const MUST_STOP = 8;
const DONE = 3;
const FINISHED = 1;
const STOPPED = 2;

export const ctxKey = (c: Ctx): number =>
  c.space * SPACE_UNIT + c.crossings * 256 + c.grace * 16 + (c.mustStop ? MUST_STOP : 0) + (c.back ? BACK : 0) + (c.done === null ? 0 : c.done === 'finished' ? FINISHED : STOPPED);
export const spaceOfKey = (k: number): SpaceId => (k - (k & LOW_BITS)) / SPACE_UNIT;
export const crossingsOfKey = (k: number): number => (k & LOW_BITS) >>> 8;
export const backOfKey = (k: number): boolean => (k & BACK) !== 0;
/** 0 while the move goes on, 1 finished, 2 stopped in a pit box. */
export const doneOfKey = (k: number): number => k & DONE;

export function ctxOfKey(k: number): Ctx {
  const done = k & DONE;
  return {
    space: spaceOfKey(k),
    back: (k & BACK) !== 0,
    crossings: crossingsOfKey(k),
    grace: (k >>> 4) & 15,
    mustStop: (k & MUST_STOP) !== 0,
    done: done === 0 ? null : done === FINISHED ? 'finished' : 'stopped',
  };
}

export type StepBlock = 'occupied' | 'wall' | 'diagonal' | 'gear' | 'pit-gear' | 'line';

/** Why a step is refused, as a number (0: allowed); `BLOCK_NAMES` reads it. */
const OCCUPIED = 1;
const WALL = 2;
const NOT_DIAGONAL = 3;
const GEAR = 4;
const PIT_GEAR = 5;
const LINE = 6;
const BLOCK_NAMES: readonly (StepBlock | null)[] = [null, 'occupied', 'wall', 'diagonal', 'gear', 'pit-gear', 'line'];

/** Which die values allow a diagonal step, by value (the data's list, read once). */
const DIAGONAL_OK: readonly boolean[] = Array.from({ length: 7 }, (_, v) => DIAGONAL_VALUES.includes(v));
const diagonalOk = (value: number): boolean => (value < DIAGONAL_OK.length ? DIAGONAL_OK[value]! : DIAGONAL_VALUES.includes(value));

export interface MoveEnv {
  /** The list of cars it was made from. */
  readonly cars: readonly Car[];
  readonly graph: LaneGraph;
  readonly occ: Occupancy;
  readonly car: Car;
  readonly laps: number;
  readonly alternatePit: boolean;
  readonly info: BoardInfo;
  /** The board's tables and what of the car the steps read (copied here so the loops read fields, not objects). */
  readonly t: Tables;
  readonly count: readonly number[];
  readonly mustPit: boolean;
  readonly crossOffset: number;
  readonly hasPit: boolean;
  /** What a die alone refuses on each step of the board (see `canStep`). */
  readonly refused: Uint8Array;
  /** The board's lists of nearby spaces (see `nearbyOf`) and the car's duties as one number (`dutiesOf`), read once. */
  readonly nearby: Nearby;
  readonly duties: number;
}

const envCache = new Recent<readonly Car[], MoveEnv>(4);

/**
 * What a move of `car` reads of the state. Kept per list of cars (states are
 * never changed, and the states of one turn share their list of cars until a
 * car moves) for the first car asked about, on the same board and options.
 */
export function envOf(state: MssState, car: Car): MoveEnv {
  const hit = envCache.get(state.cars);
  if (hit && hit.car === car && hit.graph === state.graph && hit.laps === state.config.laps && hit.alternatePit === state.config.alternatePit) return hit;
  const info = boardInfo(state.graph);
  const occ = lastEnv && sameOthers(lastEnv, state, car) ? lastEnv.occ : occupancy(state, car.id);
  const mustPit = car.mustPit;
  const env: MoveEnv = {
    cars: state.cars,
    graph: state.graph,
    occ,
    car,
    laps: state.config.laps,
    alternatePit: state.config.alternatePit,
    info,
    t: info.t,
    count: occ.count,
    mustPit: car.mustPit,
    crossOffset: car.crossOffset,
    hasPit: info.hasPit,
    refused: staticRefusals(info.t),
    nearby: nearbyOf(info.t),
    duties: dutiesFor(mustPit, state.config.alternatePit, info.hasPit, car.crossOffset, state.config.laps),
  };
  envCache.set(state.cars, env);
  lastEnv = env;
  return env;
}

/** The env made last: while a car drives its dice only its own entry in the list of cars changes, and the others' places (what `occupancy` counts) stay. */
let lastEnv: MoveEnv | null = null;

function sameOthers(env: MoveEnv, state: MssState, car: Car): boolean {
  const a = env.cars;
  const b = state.cars;
  if (env.car.id !== car.id || env.graph !== state.graph || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (i !== car.id && a[i] !== b[i]) return false;
  return true;
}

/** Why the step to `to` (an edge of kind `kind`) from context `k` is not allowed with a die of `value` (read low or not): 0 if it is. */
function block(env: MoveEnv, k: number, to: SpaceId, kind: number, crosses: boolean, value: number, low: boolean): number {
  const t = env.t;
  const count = env.count;
  const diagonal = kind === KIND.diagonal;
  if (diagonal && !diagonalOk(value)) return NOT_DIAGONAL;
  const space = spaceOfKey(k);
  // From the back of a dotted space the car ahead in it stops a straight step.
  if ((k & BACK) !== 0 && !diagonal && count[space]! > 0) return OCCUPIED;
  if (count[to]! >= t.cap[to]!) return OCCUPIED;
  if (diagonal) {
    const ahead = t.aheadTo[space]!;
    const side = t.behindInLane[to]!;
    if (ahead >= 0 && count[ahead]! > 0 && side >= 0 && count[side]! > 0) return WALL;
  }
  if (value > t.maxGear[to]!) return GEAR;
  const pit = t.pit[to]!;
  const intoPit = pit === PIT_LANE || pit === PIT_BOX;
  if (intoPit && !low) return PIT_GEAR;
  if (crosses && !intoPit && env.mustPit && ((k >>> 4) & 15) === 0 && env.hasPit) return LINE;
  return 0;
}

/** The context after the step to `to` (an edge of kind `kind`). */
function step(env: MoveEnv, k: number, to: SpaceId, kind: number, crosses: boolean): number {
  const t = env.t;
  let crossings = (k & LOW_BITS) >>> 8;
  let grace = (k >>> 4) & 15;
  let mustStop = (k & MUST_STOP) !== 0;
  let done = 0;
  if (kind === KIND['pit-entry'] && env.alternatePit) mustStop = true;
  const pit = t.pit[to]!;
  if (crosses) {
    crossings += 1;
    if (pit !== PIT_LANE && pit !== PIT_BOX) {
      if (grace > 0) grace -= 1;
      if (crossings - env.crossOffset >= env.laps) done = FINISHED;
    }
  }
  if (pit === PIT_BOX && mustStop) done = STOPPED;
  const back = t.cap[to]! > 1 && env.count[to]! > 0;
  return to * SPACE_UNIT + crossings * 256 + grace * 16 + (mustStop ? MUST_STOP : 0) + (back ? BACK : 0) + done;
}

/**
 * What of a step's checks the die alone decides (a diagonal on a 1, 4 or 6;
 * above a curve's maximum gear; a high reading into the pit lane), by edge and
 * die code (`edge * 16 + dieCode`): 1 if refused. Made once per board.
 */
const staticTables = new WeakMap<Tables, Uint8Array>();

function staticRefusals(t: Tables): Uint8Array {
  let out = staticTables.get(t);
  if (!out) {
    const m = t.edgeTo.length;
    out = new Uint8Array(m * 16);
    for (let e = 0; e < m; e++) {
      const to = t.edgeTo[e]!;
      const intoPit = t.pit[to] === PIT_LANE || t.pit[to] === PIT_BOX;
      for (let code = 0; code < 16; code++) {
        const value = code >> 1;
        const low = (code & 1) === 1;
        const refused = (t.edgeKind[e] === KIND.diagonal && !diagonalOk(value)) || value > t.maxGear[to]! || (intoPit && !low);
        out[e * 16 + code] = refused ? 1 : 0;
      }
    }
    staticTables.set(t, out);
  }
  return out;
}

/**
 * Whether the step along edge `e` from `k` is allowed with a die of code
 * `code` (below 16): `block(…) === 0`, with what the die alone decides read
 * from the board's table, then what the other cars and the car's duties decide.
 */
function canStep(env: MoveEnv, refused: Uint8Array, k: number, e: number, code: number): boolean {
  return refused[e * 16 + code] === 0 && freeStep(env, k, e);
}

/** What of `canStep` the die does not decide: the other cars (room, the car ahead in a dotted space, two cars diagonally) and the line under a pit duty. */
function freeStep(env: MoveEnv, k: number, e: number): boolean {
  const t = env.t;
  const count = env.count;
  const to = t.edgeTo[e]!;
  const diagonal = t.edgeKind[e] === KIND.diagonal;
  const space = spaceOfKey(k);
  if ((k & BACK) !== 0 && !diagonal && count[space]! > 0) return false;
  if (count[to]! >= t.cap[to]!) return false;
  if (diagonal) {
    const ahead = t.aheadTo[space]!;
    const side = t.behindInLane[to]!;
    if (ahead >= 0 && count[ahead]! > 0 && side >= 0 && count[side]! > 0) return false;
  }
  if (t.edgeCross[e] === 1 && env.mustPit && ((k >>> 4) & 15) === 0 && env.hasPit) {
    const pit = t.pit[to]!;
    if (pit !== PIT_LANE && pit !== PIT_BOX) return false;
  }
  return true;
}

const blockEdge = (env: MoveEnv, k: number, e: number, value: number, low: boolean): number =>
  block(env, k, env.t.edgeTo[e]!, env.t.edgeKind[e]!, env.t.edgeCross[e] === 1, value, low);
/** The context after the step along the board's edge number `e`. */
export const stepEdge = (env: MoveEnv, k: number, e: number): number => step(env, k, env.t.edgeTo[e]!, env.t.edgeKind[e]!, env.t.edgeCross[e] === 1);
const kindOf = (kind: EdgeKind): number => KIND[kind];

/** Why the step along `e` is not allowed with a die of `value` (read low or not), or null. */
export function stepBlock(env: MoveEnv, ctx: Ctx, e: Edge, value: number, low: boolean): StepBlock | null {
  return BLOCK_NAMES[block(env, ctxKey(ctx), e.to, kindOf(e.kind), e.crossesStart, value, low)]!;
}

/** The car's context after the step along `e`. */
export function stepTo(env: MoveEnv, ctx: Ctx, e: Edge): Ctx {
  return ctxOfKey(step(env, ctxKey(ctx), e.to, kindOf(e.kind), e.crossesStart));
}

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

/** The context (as a number) at the end of a path: each step along the first edge to its space. */
export function followKey(env: MoveEnv, k0: number, path: readonly SpaceId[]): number {
  const t = env.t;
  let k = k0;
  for (const to of path) {
    const s = spaceOfKey(k);
    let e = t.edgeStart[s]!;
    const end = t.edgeStart[s + 1]!;
    while (e < end && t.edgeTo[e] !== to) e++;
    if (e === end) throw new Error(`no step from space ${s} to space ${to}`);
    k = stepEdge(env, k, e);
  }
  return k;
}

/** The context at the end of a path. */
export function follow(env: MoveEnv, ctx: Ctx, path: readonly SpaceId[]): Ctx {
  return ctxOfKey(followKey(env, ctxKey(ctx), path));
}

/** A die as a small number: its value and whether it is read low (2…13 for the dice of the box). */
export const dieCode = (value: number, low: boolean): number => value * 2 + (low ? 1 : 0);

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
const acrossA = new Float64Array(ACROSS_SLOTS);
const acrossB = new Float64Array(ACROSS_SLOTS);
/** The board of each entry (its number, 0: empty). */
const acrossBoard = new Int32Array(ACROSS_SLOTS);
/** How many ends, or −1 − how far the longest drive got. */
const acrossCount = new Int32Array(ACROSS_SLOTS);
const acrossEnds = new Float64Array(ACROSS_SLOTS * ACROSS_ENDS);

/** The most steps of one turn a list of nearby spaces is kept for (6 + 6 + 3, and one more). */
export const NEARBY_STEPS = 16;
const ROW = NEARBY_STEPS + 1;

/**
 * Per board: its number, and for each space and each number of steps `d`
 * (1 … NEARBY_STEPS) the spaces whose cars a car there can read in a move of
 * `d` steps — where it can stand after 0 … d − 1 steps on an empty board, and
 * what a step from there looks at (the space, the one ahead in its lane, each
 * step's target and the space behind that in its lane). `list[start[…]]` is
 * −1 when their cars would not fit one number.
 */
export interface Nearby {
  readonly id: number;
  readonly start: Int32Array;
  readonly list: Int32Array;
}
const nearbyCache = new WeakMap<Tables, Nearby>();
let boards = 0;

export function nearbyOf(t: Tables): Nearby {
  let nb = nearbyCache.get(t);
  if (!nb) {
    const start = new Int32Array(t.n * ROW + 1);
    const list: number[] = [];
    for (let s = 0; s < t.n; s++) {
      const seen = new Set<number>([s]);
      let layerOf = [s];
      for (let d = 0; d < ROW; d++) {
        start[s * ROW + d] = list.length;
        if (d === 0) continue;
        // `seen`: where the car can stand after 0 … d − 1 steps.
        if (d > 1) {
          const next: number[] = [];
          for (const x of layerOf) for (let e = t.edgeStart[x]!; e < t.edgeStart[x + 1]!; e++) if (!seen.has(t.edgeTo[e]!)) {
            seen.add(t.edgeTo[e]!);
            next.push(t.edgeTo[e]!);
          }
          layerOf = next;
        }
        const read = new Set<number>();
        for (const x of seen) {
          read.add(x);
          if (t.aheadTo[x]! >= 0) read.add(t.aheadTo[x]!);
          for (let e = t.edgeStart[x]!; e < t.edgeStart[x + 1]!; e++) {
            const to = t.edgeTo[e]!;
            read.add(to);
            if (t.behindInLane[to]! >= 0) read.add(t.behindInLane[to]!);
          }
        }
        // Each space's cars as one digit of base (its room + 1): the digits must fit a double whole.
        let room = 1;
        for (const x of read) room *= t.cap[x]! + 1;
        if (room <= Number.MAX_SAFE_INTEGER) for (const x of [...read].sort((a, b) => a - b)) list.push(x);
        else list.push(-1);
      }
    }
    start[t.n * ROW] = list.length;
    nb = { id: ++boards, start, list: Int32Array.from(list) };
    nearbyCache.set(t, nb);
  }
  return nb;
}

/**
 * The cars on the spaces a move of `d` steps from `s` can read, as one
 * number (a digit of base room + 1 per space, exact), or −1 when they do not
 * fit one (or a space holds more than its room).
 */
export function nearbyCars(nb: Nearby, t: Tables, count: readonly number[], s: SpaceId, d: number): number {
  const from = nb.start[s * ROW + d]!;
  const to = nb.start[s * ROW + d + 1]!;
  const list = nb.list;
  if (from === to || list[from]! < 0) return -1;
  let sig = 0;
  for (let i = from; i < to; i++) {
    const x = list[i]!;
    const c = count[x]!;
    const cap = t.cap[x]!;
    if (c > cap) return -1;
    sig = sig * (cap + 1) + c;
  }
  return sig;
}

/** The duties of a car and the options a move reads, as one number below 8192 (−1 if they do not fit). */
export const dutiesOf = (env: MoveEnv): number => env.duties;

function dutiesFor(mustPit: boolean, alternatePit: boolean, hasPit: boolean, crossOffset: number, laps: number): number {
  if (crossOffset > 7 || crossOffset < 0 || laps > 127) return -1;
  return (mustPit ? 1 : 0) + (alternatePit ? 2 : 0) + (hasPit ? 4 : 0) + crossOffset * 8 + laps * 64;
}

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
  if (acrossBoard[slot] === nb.id && acrossA[slot] === a && acrossB[slot] === sig) {
    const n = acrossCount[slot]!;
    for (let j = 0; j < n; j++) pushEnd(acrossEnds[slot * ACROSS_ENDS + j]!);
    return n > 0 ? value : -1 - n;
  }
  const longest = walkEnds(env, k, value, low, start);
  const n = poolTop() - start;
  if (n <= ACROSS_ENDS) {
    acrossBoard[slot] = nb.id;
    acrossA[slot] = a;
    acrossB[slot] = sig;
    acrossCount[slot] = n > 0 ? n : -1 - longest;
    for (let j = 0; j < n; j++) acrossEnds[slot * ACROSS_ENDS + j] = endsPool[start + j]!;
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

/** Whether the car has any step at all (else it is blocked and misses its turn). */
export function canMoveAtAll(env: MoveEnv, ctx: Ctx): boolean {
  // The red die always offers a 2 or a 3 (diagonal) and a reading of 2 or less; the lowest reading is always there.
  const k = ctxKey(ctx);
  const t = env.t;
  const s = ctx.space;
  for (let e = t.edgeStart[s]!, end = t.edgeStart[s + 1]!; e < end; e++) {
    if (blockEdge(env, k, e, 2, true) === 0 || (t.edgeKind[e] !== KIND.diagonal && blockEdge(env, k, e, 1, true) === 0)) return true;
  }
  return false;
}

export function isCurveSpace(graph: LaneGraph, space: SpaceId): boolean {
  return isCurve(graph.spaces[space]!);
}
