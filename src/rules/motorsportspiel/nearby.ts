/**
 * Which spaces a move can read, per board (no rule of its own: the key by
 * which the searches of "Game Play", "Shifting Gears" and "Driving Errors"
 * keep their answers across turns, see `search.ts` and `plans.ts`).
 */
import type { SpaceId } from '../../track/lane-graph-types';
import type { Tables } from './board';

/** The most steps of one turn a list of nearby spaces is kept for (6 + 6 + 3, and one more). */
export const NEARBY_STEPS = 16;

export const ROW = NEARBY_STEPS + 1;

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
