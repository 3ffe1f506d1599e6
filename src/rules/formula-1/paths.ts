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
import { boardInfo, edgesOf, pitAllowed, type BoardInfo } from './board';
import { SPEED_STEP, squaresAt, TOP_SPEED } from './data/speed';
import type { Formula1State } from './types';

/** The squares other cars stand on (cars beside the track stand on none). */
export function occupiedBy(state: Formula1State, except: number): Set<number> {
  const out = new Set<number>();
  state.cars.forEach((c, i) => {
    if (i !== except && !c.off) out.add(c.space);
  });
  return out;
}

export interface Reach {
  /** For each step count k (0 … max), whether some path of exactly k squares exists. */
  readonly exact: readonly boolean[];
  /** The fewest squares after which the car can be in the service (Infinity when it cannot). */
  readonly pitAfter: number;
}

/** Which step counts are possible for car `ci`, up to `max` squares. */
export function reach(state: Formula1State, ci: number, max: number): Reach {
  const bits = reachBits(state, ci, max);
  const exact: boolean[] = [];
  for (let k = 0; k <= max; k++) exact.push(k < 31 ? (bits.exact & (1 << k)) !== 0 : bits.deeper);
  return { exact, pitAfter: bits.pitAfter };
}

/**
 * The walk of `reach` without its lists: the squares reachable after k steps
 * (other cars' squares never entered, a car's own path not looked at), layer
 * by layer in the board's scratch lists, marked by stamps instead of sets.
 * Bit k of `exact` says whether k steps are possible (k < 31; `deeper` for
 * any k beyond, which no speed asks for).
 */
interface ReachBits {
  readonly exact: number;
  readonly deeper: boolean;
  readonly pitAfter: number;
}

interface ReachScratch {
  readonly taken: Int32Array;
  readonly seen: Int32Array;
  readonly a: Int32Array;
  readonly b: Int32Array;
  stamp: number;
}
const reachScratches = new WeakMap<BoardInfo, ReachScratch>();

export function reachBits(state: Formula1State, ci: number, max: number): ReachBits {
  const car = state.cars[ci]!;
  const info = boardInfo(state.graph);
  let sc = reachScratches.get(info);
  if (!sc) {
    sc = { taken: new Int32Array(info.n), seen: new Int32Array(info.n), a: new Int32Array(info.n), b: new Int32Array(info.n), stamp: 0 };
    reachScratches.set(info, sc);
  }
  if (sc.stamp >= 0x3fffff00) {
    sc.taken.fill(0);
    sc.seen.fill(0);
    sc.stamp = 0;
  }
  const taken = sc.taken;
  const seen = sc.seen;
  const stamp = ++sc.stamp;
  const cars = state.cars;
  for (let i = 0; i < cars.length; i++) {
    const c = cars[i]!;
    if (i !== ci && !c.off) taken[c.space] = stamp;
  }
  const pit = pitAllowed(info, car, state.laps);
  const { driveStart, driveTo, driveExit, pitStart, pitTo } = info;
  let exact = 1;
  let deeper = false;
  let pitAfter = Infinity;
  if (pit && !car.off) {
    for (let k = pitStart[car.space]!, end = pitStart[car.space + 1]!; k < end; k++) if (taken[pitTo[k]!] !== stamp) pitAfter = 1;
  }
  // The first layer: the car's first steps (beside the track, no pit exit).
  let front = sc.a;
  let back = sc.b;
  let size = 0;
  let mark = ++sc.stamp;
  for (let k = driveStart[car.space]!, end = driveStart[car.space + 1]!; k < end; k++) {
    if (car.off && driveExit[k] === 1) continue;
    const to = driveTo[k]!;
    if (taken[to] === stamp || seen[to] === mark) continue;
    seen[to] = mark;
    front[size++] = to;
  }
  for (let depth = 1; depth <= max; depth++) {
    if (size > 0) {
      if (depth < 31) exact |= 1 << depth;
      else deeper = true;
    } else break;
    if (pit && depth + 1 < pitAfter) {
      for (let i = 0; i < size && depth + 1 < pitAfter; i++) {
        const at = front[i]!;
        for (let k = pitStart[at]!, end = pitStart[at + 1]!; k < end; k++) if (taken[pitTo[k]!] !== stamp) pitAfter = depth + 1;
      }
    }
    if (depth === max) break;
    mark = ++sc.stamp;
    let next = 0;
    for (let i = 0; i < size; i++) {
      const at = front[i]!;
      for (let k = driveStart[at]!, end = driveStart[at + 1]!; k < end; k++) {
        const to = driveTo[k]!;
        if (taken[to] === stamp || seen[to] === mark) continue;
        seen[to] = mark;
        back[next++] = to;
      }
    }
    const t = front;
    front = back;
    back = t;
    size = next;
  }
  return { exact, deeper, pitAfter };
}

/**
 * The moves of car `ci` at `steps` squares: one path per (target, safe squares
 * crossed), pit entries included. Built layer by layer: after k squares, one
 * path per (square, safe squares so far), the first in edge order (so the
 * path kept is the first a depth-first walk in edge order would find).
 *
 * The layers do not depend on the number of steps asked for, so one search
 * to the deepest layer answers every step count (`searchOf`), and it is kept
 * per state: the speeds a car weighs, then its move, read one search. The
 * lists returned are shared and frozen.
 */
export function movePaths(state: Formula1State, ci: number, steps: number): number[][] {
  if (steps <= 0) return [];
  return pathsAt(searchOf(state, ci, steps), steps) as number[][];
}

/** The deepest layer a bot weighing every speed asks for: the squares of the top speed. */
export const SEARCH_DEPTH = squaresAt(TOP_SPEED);

/**
 * One search of the squares a car can reach, as a tree of nodes: each node
 * is one path, its parent the path one square shorter; node 0 is the car's
 * own square. The nodes are packed in one list, `NODE` numbers each (see the
 * fields below). Paths are made into lists only when asked for (`pathsAt`).
 */
export interface Search {
  readonly ci: number;
  /** Layers searched. */
  readonly depth: number;
  /** The crossings of the line (edges, all counted) after which the car has finished and throws no more. */
  readonly throwsUntil: number;
  /**
   * Per node, `NODE` numbers: see `SQUARE` … `SAFE_MAX` (a plain list, longer
   * than the nodes: it is lent from the board's lists and used again once the
   * search is no longer kept, so a search is read at once, as every caller does).
   */
  readonly nodes: readonly number[];
  /** The board's owners of its lists, and the list this search has (`readSearch` checks that it still has it). */
  readonly owners: readonly (Search | undefined)[];
  readonly list: number;
  /** The nodes of the paths of exactly k squares are `layerStart[k] … layerStart[k] + layerSize[k] − 1` (k = 0 … depth). */
  readonly layerStart: readonly number[];
  readonly layerSize: readonly number[];
  /** Node indices of the pit entries, in the order found. */
  readonly pits: readonly number[];
  /** Per k: how many of `pits` belong to step count k (those found after fewer than k squares). */
  readonly pitsBefore: readonly number[];
  /** The lists made so far, per node and per step count. */
  readonly nodePaths: (readonly number[] | undefined)[];
  readonly stepPaths: (readonly (readonly number[])[] | undefined)[];
}

/** Numbers per node, and their places: the square it ends on, the node before it (−1 for node 0), the squares of its path. */
export const NODE = 9;
export const SQUARE = 0;
export const PARENT = 1;
export const LENGTH = 2;
/** The steps of its path that cross the start line (each step once, however many of its edges cross). */
export const CROSS_STEPS = 3;
/** The crossing edges of its path, all counted (as `throwPlan` counts them). */
export const CROSS_EDGES = 4;
/** The nearest node of its path (itself included) that ends on a safe-speed square; 0 when none. */
export const SAFE_LINK = 5;
/**
 * The safe-speed squares of its path that throw (those entered before the car
 * has finished, as `throwPlan` counts them): how many, the sum of their
 * whole 40 km/h steps (⌊safe / 40⌋ each) and the highest safe speed among
 * them (0 when none). At a speed of whole steps above every one of them, the
 * path throws `SAFE_COUNT × steps − SAFE_STEPS` times.
 */
export const SAFE_COUNT = 6;
export const SAFE_STEPS = 7;
export const SAFE_MAX = 8;

/**
 * The throws of a node's path at `kmh`, as `throwPlan` counts them: on each
 * safe-speed square entered before the car has finished, one per 40 km/h
 * over its safe speed. At whole steps above every safe speed of the path,
 * from the node's sums; else by its safe-speed squares (`safe`: the board's
 * safe speed per square).
 */
export function throwsAt(found: Search, node: number, kmh: number, safe: readonly number[]): number {
  const nodes = found.nodes;
  const o = node * NODE;
  if (kmh > nodes[o + SAFE_MAX]! && kmh % SPEED_STEP === 0) return nodes[o + SAFE_COUNT]! * (kmh / SPEED_STEP) - nodes[o + SAFE_STEPS]!;
  let throws = 0;
  for (let k = nodes[o + SAFE_LINK]!; k > 0; k = nodes[nodes[k * NODE + PARENT]! * NODE + SAFE_LINK]!) {
    if (nodes[k * NODE + CROSS_EDGES]! >= found.throwsUntil) continue;
    const s = safe[nodes[k * NODE + SQUARE]!]!;
    if (kmh > s) throws += Math.ceil((kmh - s) / SPEED_STEP);
  }
  return throws;
}

/** Node indices of the moves at `steps` squares, in the order of `movePaths`. */
export function movesAt(found: Search, steps: number): number[] {
  if (steps <= 0 || steps > found.depth) return [];
  const out = found.pits.slice(0, found.pitsBefore[steps]);
  for (let k = found.layerStart[steps]!, end = k + found.layerSize[steps]!; k < end; k++) out.push(k);
  return out;
}

/** Whether there is any move at `steps` squares (without listing them). */
export function hasMovesAt(found: Search, steps: number): boolean {
  if (steps <= 0 || steps > found.depth) return false;
  return found.pitsBefore[steps]! > 0 || found.layerSize[steps]! > 0;
}

/** The squares of a node's path (shared and frozen). */
export function nodePath(found: Search, node: number): readonly number[] {
  const hit = found.nodePaths[node];
  if (hit) return hit;
  readSearch(found);
  const nodes = found.nodes;
  const len = nodes[node * NODE + LENGTH]!;
  const out = new Array<number>(len);
  for (let k = node, i = len - 1; i >= 0; k = nodes[k * NODE + PARENT]!, i--) out[i] = nodes[k * NODE + SQUARE]!;
  const path = Object.freeze(out);
  found.nodePaths[node] = path;
  return path;
}

/** The moves at `steps` squares as lists of squares (shared and frozen). */
export function pathsAt(found: Search, steps: number): readonly (readonly number[])[] {
  if (steps <= 0 || steps > found.depth) return EMPTY;
  let hit = found.stepPaths[steps];
  if (!hit) {
    hit = Object.freeze(movesAt(found, steps).map((node) => nodePath(found, node)));
    found.stepPaths[steps] = hit;
  }
  return hit;
}

const EMPTY: readonly (readonly number[])[] = Object.freeze([]);

/**
 * States are never changed, so a state keeps its search: the few states
 * touched last, each with the search of one car, are remembered by identity
 * (a race asks of each state a few times in a row; an older state is searched again).
 */
const KEPT = 8;
const keptStates: (Formula1State | undefined)[] = new Array<Formula1State | undefined>(KEPT);
const keptSearches: (Search | undefined)[] = new Array<Search | undefined>(KEPT);
let keptNext = 0;

function keptSearch(state: Formula1State, ci: number): Search | undefined {
  for (let i = 0; i < KEPT; i++) if (keptStates[i] === state && keptSearches[i]!.ci === ci) return keptSearches[i];
  return undefined;
}

function keep(state: Formula1State, found: Search): void {
  keptStates[keptNext] = state;
  keptSearches[keptNext] = found;
  keptNext = (keptNext + 1) % KEPT;
}

/**
 * The search of car `ci` in `state`, at least `max` squares deep (kept for
 * the states touched last): as deep as asked, as a move asks only for its
 * own squares (a bot weighing every speed asks for `SEARCH_DEPTH`).
 */
export function searchOf(state: Formula1State, ci: number, max = SEARCH_DEPTH): Search {
  const hit = keptSearch(state, ci);
  if (hit && hit.depth >= max) return hit;
  const found = searchPaths(state, ci, max);
  keep(state, found);
  return found;
}

/**
 * Lends the search of car `ci` in `from` to `to`: for a state that differs
 * only in what a search does not read (speeds, tyres, the phase, the turn),
 * never in where the cars stand, which are beside the track, or who may turn
 * into the pit.
 */
export function shareSearch(from: Formula1State, to: Formula1State, ci: number): void {
  const found = keptSearch(from, ci);
  if (found && !keptSearch(to, ci)) keep(to, found);
}

/**
 * Per board: the marks the search writes, reset for every search by a new
 * stamp instead of clearing: the squares taken, the sequences of safe-speed
 * squares met, the (sequence, square) keys kept in the layer being built and
 * the pit entries kept; and the nodes being built.
 */
interface Scratch {
  readonly taken: Int32Array;
  stamp: number;
  /** Per key `sequence * squares + square`: its stamp, the sequence it leads to, the layer stamp that kept it, the pit stamp. */
  seqStamp: Int32Array;
  seqNext: Int32Array;
  layerStamp: Int32Array;
  pitStamp: Int32Array;
  /** The nodes of the search being built (`NODE` numbers each; one of `lists`), and per node its sequence of safe-speed squares. */
  nodes: number[];
  /** Plain lists of nodes lent to searches, and the search that has each. */
  readonly lists: number[][];
  readonly owners: (Search | undefined)[];
  seq: Int32Array;
}
const scratches = new WeakMap<BoardInfo, Scratch>();

function scratchOf(info: BoardInfo): Scratch {
  let s = scratches.get(info);
  if (!s) {
    const size = info.n * 64;
    s = {
      taken: new Int32Array(info.n),
      stamp: 0,
      seqStamp: new Int32Array(size),
      seqNext: new Int32Array(size),
      layerStamp: new Int32Array(size),
      pitStamp: new Int32Array(size),
      nodes: [],
      lists: [],
      owners: [],
      seq: new Int32Array(1024),
    };
    scratches.set(info, s);
  }
  return s;
}

/** A plain list of `size` zeros, packed (every place written). */
function zeros(size: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < size; i++) out.push(0);
  return out;
}

/** The plain list `a`, grown in place to at least `size` places. */
function grownList(a: number[], size: number): number[] {
  let len = a.length;
  while (len < size) len *= 2;
  for (let i = a.length; i < len; i++) a.push(0);
  return a;
}

function grown(a: Int32Array, size: number): Int32Array {
  let len = a.length;
  while (len < size) len *= 2;
  const b = new Int32Array(len);
  b.set(a);
  return b;
}

/** Room for keys below `size` (the marks are kept, as the stamps of a new search overwrite them). */
function growKeys(sc: Scratch, size: number): void {
  if (size <= sc.seqStamp.length) return;
  sc.seqStamp = grown(sc.seqStamp, size);
  sc.seqNext = grown(sc.seqNext, size);
  sc.layerStamp = grown(sc.layerStamp, size);
  sc.pitStamp = grown(sc.pitStamp, size);
}

/** Adds node `count` to the scratch list: the step from node `from` to square `to`, crossing the line `c` times. */
function addNode(sc: Scratch, count: number, from: number, to: number, c: number, safe: number, seq: number, throwsUntil: number): void {
  if ((count + 1) * NODE > sc.nodes.length) {
    sc.nodes = grownList(sc.nodes, (count + 1) * NODE);
    sc.seq = grown(sc.seq, count + 1);
  }
  const nodes = sc.nodes;
  const f = from * NODE;
  const o = count * NODE;
  nodes[o + SQUARE] = to;
  nodes[o + PARENT] = from;
  nodes[o + LENGTH] = nodes[f + LENGTH]! + 1;
  nodes[o + CROSS_STEPS] = nodes[f + CROSS_STEPS]! + (c > 0 ? 1 : 0);
  nodes[o + CROSS_EDGES] = nodes[f + CROSS_EDGES]! + c;
  nodes[o + SAFE_LINK] = safe > 0 ? count : nodes[f + SAFE_LINK]!;
  const throwing = safe > 0 && nodes[o + CROSS_EDGES]! < throwsUntil;
  nodes[o + SAFE_COUNT] = nodes[f + SAFE_COUNT]! + (throwing ? 1 : 0);
  nodes[o + SAFE_STEPS] = nodes[f + SAFE_STEPS]! + (throwing ? Math.floor(safe / SPEED_STEP) : 0);
  nodes[o + SAFE_MAX] = throwing && safe > nodes[f + SAFE_MAX]! ? safe : nodes[f + SAFE_MAX]!;
  sc.seq[count] = seq;
}

function searchPaths(state: Formula1State, ci: number, max: number): Search {
  const car = state.cars[ci]!;
  const info = boardInfo(state.graph);
  const pit = pitAllowed(info, car, state.laps);
  const n = info.n;
  const sc = scratchOf(info);
  // Stamps: one for the search, one more per layer.
  if (sc.stamp >= 0x3fffff00) {
    sc.taken.fill(0);
    sc.seqStamp.fill(0);
    sc.layerStamp.fill(0);
    sc.pitStamp.fill(0);
    sc.stamp = 0;
  }
  const stamp = ++sc.stamp;
  const taken = sc.taken;
  const cars = state.cars;
  for (let i = 0; i < cars.length; i++) {
    const c = cars[i]!;
    if (i !== ci && !c.off) taken[c.space] = stamp;
  }
  const list = freeList(sc);
  sc.nodes = sc.lists[list]!;
  const root = sc.nodes;
  root[SQUARE] = car.space;
  root[PARENT] = -1;
  root[LENGTH] = 0;
  root[CROSS_STEPS] = 0;
  root[CROSS_EDGES] = 0;
  root[SAFE_LINK] = 0;
  root[SAFE_COUNT] = 0;
  root[SAFE_STEPS] = 0;
  root[SAFE_MAX] = 0;
  sc.seq[0] = 0;
  // The path's crossings of the line (edges, all counted) from which it throws no more: the car has finished.
  const throwsUntil = info.startCrossings + state.laps - car.crossings;
  let count = 1;
  let seqs = 0;
  const pits: number[] = [];
  // Plain lists: a search makes a few short ones, which cost less to make than typed arrays.
  const layerStart: number[] = [];
  const layerSize: number[] = [];
  const pitsBefore: number[] = [];
  for (let k = 0; k <= max; k++) {
    layerStart.push(0);
    layerSize.push(0);
    pitsBefore.push(0);
  }
  layerSize[0] = 1;
  const { driveStart, driveTo, driveExit, driveCross, pitStart, pitTo, pitCross, safe, loopFree, maxOut } = info;
  // The lists in hand; room for a whole layer is made before it is built (each node adds at most `maxOut` nodes and sequences).
  let nodes = sc.nodes;
  let seqOf = sc.seq;
  let seqStamp = sc.seqStamp;
  let seqNext = sc.seqNext;
  let layerStamp = sc.layerStamp;
  // Pit entries found after fewer than n squares belong to every n beyond (a pit entry ends the move at any speed).
  for (let depth = 0; depth <= max; depth++) {
    if (depth > 0) {
      const layerMark = ++sc.stamp;
      const first = count;
      const from = layerStart[depth - 1]!;
      const last = from + layerSize[depth - 1]!;
      const need = count + (last - from) * maxOut + 1;
      if (need * NODE > nodes.length) {
        sc.nodes = nodes = grownList(nodes, need * NODE);
        sc.seq = seqOf = grown(seqOf, need);
      }
      const keys = (seqs + (last - from) * maxOut + 2) * n;
      if (keys > seqStamp.length) {
        growKeys(sc, keys);
        seqStamp = sc.seqStamp;
        seqNext = sc.seqNext;
        layerStamp = sc.layerStamp;
      }
      for (let node = from; node < last; node++) {
        const f = node * NODE;
        const at = nodes[f + SQUARE]!;
        const nodeSeq = seqOf[node]!;
        for (let k = driveStart[at]!, end = driveStart[at + 1]!; k < end; k++) {
          if (depth === 1 && car.off && driveExit[k] === 1) continue;
          const to = driveTo[k]!;
          if (taken[to] === stamp) continue;
          if (depth > loopFree) {
            let on = false;
            for (let q = node; q > 0; q = nodes[q * NODE + PARENT]!) {
              if (nodes[q * NODE + SQUARE] === to) {
                on = true;
                break;
              }
            }
            if (on) continue;
          }
          let sq = nodeSeq;
          const safeTo = safe[to]!;
          if (safeTo > 0) {
            const sk = nodeSeq * n + to;
            if (seqStamp[sk] === stamp) sq = seqNext[sk]!;
            else {
              sq = ++seqs;
              seqStamp[sk] = stamp;
              seqNext[sk] = sq;
            }
          }
          const key = sq * n + to;
          if (layerStamp[key] === layerMark) continue;
          layerStamp[key] = layerMark;
          // The node: as `addNode` writes it.
          const c = driveCross[k]!;
          const o = count * NODE;
          nodes[o + SQUARE] = to;
          nodes[o + PARENT] = node;
          nodes[o + LENGTH] = nodes[f + LENGTH]! + 1;
          nodes[o + CROSS_STEPS] = nodes[f + CROSS_STEPS]! + (c > 0 ? 1 : 0);
          nodes[o + CROSS_EDGES] = nodes[f + CROSS_EDGES]! + c;
          nodes[o + SAFE_LINK] = safeTo > 0 ? count : nodes[f + SAFE_LINK]!;
          const throwing = safeTo > 0 && nodes[o + CROSS_EDGES]! < throwsUntil;
          nodes[o + SAFE_COUNT] = nodes[f + SAFE_COUNT]! + (throwing ? 1 : 0);
          nodes[o + SAFE_STEPS] = nodes[f + SAFE_STEPS]! + (throwing ? Math.floor(safeTo / SPEED_STEP) : 0);
          nodes[o + SAFE_MAX] = throwing && safeTo > nodes[f + SAFE_MAX]! ? safeTo : nodes[f + SAFE_MAX]!;
          seqOf[count] = sq;
          count++;
        }
      }
      layerStart[depth] = first;
      layerSize[depth] = count - first;
      pitsBefore[depth] = pits.length;
    }
    if (!pit) continue;
    for (let node = layerStart[depth]!, last = node + layerSize[depth]!; node < last; node++) {
      const at = sc.nodes[node * NODE + SQUARE]!;
      for (let k = pitStart[at]!, end = pitStart[at + 1]!; k < end; k++) {
        const to = pitTo[k]!;
        if (taken[to] === stamp) continue;
        const key = sc.seq[node]! * n + to;
        if (key >= sc.pitStamp.length) growKeys(sc, key + 1);
        if (sc.pitStamp[key] === stamp) continue;
        sc.pitStamp[key] = stamp;
        pits.push(count);
        addNode(sc, count++, node, to, pitCross[k]!, safe[to]!, sc.seq[node]!, throwsUntil);
      }
    }
    // The pit nodes may have grown the lists.
    nodes = sc.nodes;
    seqOf = sc.seq;
    seqStamp = sc.seqStamp;
    seqNext = sc.seqNext;
    layerStamp = sc.layerStamp;
  }
  const found: Search = { ci, depth: max, throwsUntil, nodes, owners: sc.owners, list, layerStart, layerSize, pits, pitsBefore, nodePaths: [], stepPaths: [] };
  sc.owners[list] = found;
  return found;
}

/** Lists per board: one more than the searches kept, so one is always free. */
const LISTS = KEPT + 1;

function isKept(found: Search): boolean {
  for (let i = 0; i < KEPT; i++) if (keptSearches[i] === found) return true;
  return false;
}

/** A list of nodes whose search is no longer kept (made when there is none yet). */
function freeList(sc: Scratch): number {
  for (let i = 0; i < LISTS; i++) {
    const owner = sc.owners[i];
    if (owner === undefined || !isKept(owner)) {
      if (sc.lists[i] === undefined) sc.lists[i] = zeros(1024 * NODE);
      sc.owners[i] = undefined;
      return i;
    }
  }
  throw new Error('Formuła 1 search: no free list of nodes');
}

/** Throws when `found` has lost its list of nodes (it was read after it stopped being kept). */
function readSearch(found: Search): void {
  if (found.owners[found.list] !== found) throw new Error('Formuła 1 search read after it was dropped: read a search at once');
}

/** Whether `path` enters the pit service (its last step is a pit-entry edge). */
export function entersPit(state: Formula1State, from: number, path: readonly number[]): boolean {
  if (path.length === 0) return false;
  const prev = path.length >= 2 ? path[path.length - 2]! : from;
  return edgesOf(state.graph, prev).some((e) => e.to === path[path.length - 1] && e.kind === 'pit-entry');
}
