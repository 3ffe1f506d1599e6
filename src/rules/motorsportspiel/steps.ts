/**
 * One step of a die (rulebook: "Changing Lanes", "Shifting Gears", "The
 * Fast-lane (and Drafting)", "Pit-stops", and "Racing cars don't drive
 * backwards or jump over other spaces!" under "Game Play"): which steps a car
 * may take (forward, diagonal on 2/3/5, no squeezing between two diagonal
 * cars, room on the space, max gear in curves, the lowest readings in the pit
 * lane, no crossing the line under a black flag) and where a step leaves it.
 *
 * The search runs on the board's flat tables (`BoardInfo.t`) with the car's
 * place during a move packed into one number (`ctxKey`), so the hot loops
 * allocate nothing; `Ctx` objects are the readable form of the same number.
 */
import type { Edge, EdgeKind, LaneGraph, SpaceId } from '../../track/lane-graph-types';
import { boardInfo, isCurve, KIND, PIT_BOX, PIT_LANE, type BoardInfo, type Tables } from './board';
import { DIAGONAL_VALUES } from './data';
import { nearbyOf, type Nearby } from './nearby';
import { Recent } from './recent';
import type { Car, MssState } from './types';

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
export const SPACE_UNIT = 262_144;

export const LOW_BITS = 0x3ffff;

export const BACK = 4;

export const MUST_STOP = 8;

export const DONE = 3;

export const FINISHED = 1;

export const STOPPED = 2;

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
export function canStep(env: MoveEnv, refused: Uint8Array, k: number, e: number, code: number): boolean {
  return refused[e * 16 + code] === 0 && freeStep(env, k, e);
}

/** What of `canStep` the die does not decide: the other cars (room, the car ahead in a dotted space, two cars diagonally) and the line under a pit duty. */
export function freeStep(env: MoveEnv, k: number, e: number): boolean {
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

export const blockEdge = (env: MoveEnv, k: number, e: number, value: number, low: boolean): number =>
  block(env, k, env.t.edgeTo[e]!, env.t.edgeKind[e]!, env.t.edgeCross[e] === 1, value, low);

/** The context after the step along the board's edge number `e`. */
export const stepEdge = (env: MoveEnv, k: number, e: number): number => step(env, k, env.t.edgeTo[e]!, env.t.edgeKind[e]!, env.t.edgeCross[e] === 1);

export const kindOf = (kind: EdgeKind): number => KIND[kind];

/** Why the step along `e` is not allowed with a die of `value` (read low or not), or null. */
export function stepBlock(env: MoveEnv, ctx: Ctx, e: Edge, value: number, low: boolean): StepBlock | null {
  return BLOCK_NAMES[block(env, ctxKey(ctx), e.to, kindOf(e.kind), e.crossesStart, value, low)]!;
}

/** The car's context after the step along `e`. */
export function stepTo(env: MoveEnv, ctx: Ctx, e: Edge): Ctx {
  return ctxOfKey(step(env, ctxKey(ctx), e.to, kindOf(e.kind), e.crossesStart));
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

/** The duties of a car and the options a move reads, as one number below 8192 (−1 if they do not fit). */
export const dutiesOf = (env: MoveEnv): number => env.duties;

export function dutiesFor(mustPit: boolean, alternatePit: boolean, hasPit: boolean, crossOffset: number, laps: number): number {
  if (crossOffset > 7 || crossOffset < 0 || laps > 127) return -1;
  return (mustPit ? 1 : 0) + (alternatePit ? 2 : 0) + (hasPit ? 4 : 0) + crossOffset * 8 + laps * 64;
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
