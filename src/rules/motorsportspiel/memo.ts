/**
 * The move search's memory, kept in flat tables that are made once and
 * reused, so a turn's searches allocate nothing for the garbage collector
 * (maps of maps per turn were a quarter of a race's allocations).
 *
 * Each table is direct-mapped: a key goes to one slot, and a slot holds one
 * key. A second key on the same slot replaces the first, which is then
 * simply worked out again when asked for: every entry is a pure function of
 * its key and of the planner it was made for, so losing one never changes an
 * answer. Entries are stamped with a generation: a new generation (another
 * planner, or the list of places full) makes every older entry empty at once.
 */

const BITS = 13;
const SLOTS = 1 << BITS;
const SHIFT = 32 - BITS;

/** Generation of the entries that count; 0 is never used, so fresh (zeroed) stamps are empty. */
let gen = 1;
let owner: object | null = null;

/** The places of each die's ends, side by side (the start and count of an entry); grows when a search needs more. */
export let endsPool = new Float64Array(1 << 14);
let poolUsed = 0;
/** Past this, the next search starts the list of places (and the tables) afresh. */
const POOL_REFILL = 1 << 13;

/**
 * Makes the tables those of `planner`: a different planner (or a full list of
 * places) starts a new generation. Called at the start of each search, never
 * inside one, so the places a search is reading stay where they are.
 */
export function useMemo(planner: object): void {
  if (planner === owner && poolUsed < POOL_REFILL) return;
  owner = planner;
  poolUsed = 0;
  gen++;
  if (gen >= 0x3fffffff) {
    ends.fill(0);
    best.fill(0);
    score.fill(0);
    gen = 1;
  }
}

/**
 * The slot of a context number `k` with a small `code`: a multiplicative hash
 * of the two (its top bits). Any deterministic spread will do, since the full
 * key is compared; `k | 0` wraps the numbers of very large boards, which only
 * makes their slots meet more often.
 */
function slotOf(k: number, code: number): number {
  return Math.imul((k | 0) ^ Math.imul(code + 1, 0x27d4eb2d), 0x9e3779b1) >>> SHIFT;
}

// ---- where a die ends: by die code (below 16) and context

/**
 * One record of four numbers per slot (a look-up reads one cache line, not
 * four tables): the generation, the key, the first place in `endsPool` and
 * how many; or, when the die cannot be driven whole, the count is −1 − how
 * far the longest drive got.
 */
const ends = new Float64Array(SLOTS * 4);

/** The slot holding the ends of die `code` from `k`, or −1 − the free slot to fill. */
export function findEnds(k: number, code: number): number {
  const i = slotOf(k, code);
  return ends[i * 4] === gen && ends[i * 4 + 1] === k * 16 + code ? i : -1 - i;
}

export const endsStart = (slot: number): number => ends[slot * 4 + 2]!;
export const endsCount = (slot: number): number => ends[slot * 4 + 3]!;

/** Where the next list of places begins in `endsPool`. */
export const poolTop = (): number => poolUsed;

/** Appends a place to the list being made (growing the pool if need be; what is already in it keeps its place). */
export function pushEnd(k: number): void {
  if (poolUsed === endsPool.length) {
    const bigger = new Float64Array(endsPool.length * 2);
    bigger.set(endsPool);
    endsPool = bigger;
  }
  endsPool[poolUsed++] = k;
}

/** Keeps the list of places made since `start` (or, with `count` < 0, how far the longest drive got) in `slot`. */
export function keepEnds(slot: number, k: number, code: number, start: number, count: number): void {
  const at = slot * 4;
  ends[at] = gen;
  ends[at + 1] = k * 16 + code;
  ends[at + 2] = start;
  ends[at + 3] = count;
}

/** Drops places pushed since `start` (a search that found none whole). */
export function dropEnds(start: number): void {
  poolUsed = start;
}

// ---- the fewest points lost by the dice from one on: by the dice (their suffix code, below 1024) and context

/** One record of three numbers per slot: the generation, the key and the value. */
const best = new Float64Array(SLOTS * 3);

/** The slot of the kept value for `code` at `k`, or −1 − the slot to fill. */
export function findBest(k: number, code: number): number {
  const i = slotOf(k, code);
  return best[i * 3] === gen && best[i * 3 + 1] === k * 1024 + code ? i : -1 - i;
}
export const bestAt = (slot: number): number => best[slot * 3 + 2]!;
export function keepBest(slot: number, k: number, code: number, value: number): void {
  best[slot * 3] = gen;
  best[slot * 3 + 1] = k * 1024 + code;
  best[slot * 3 + 2] = value;
}

// ---- a bot's score of the dice from one on: by the dice and its own flags (the code, below 4096) and context

/** One record of three numbers per slot: the generation, the key and the value. */
const score = new Float64Array(SLOTS * 3);

export function findScore(k: number, code: number): number {
  const i = slotOf(k, code + 1024);
  return score[i * 3] === gen && score[i * 3 + 1] === k * 4096 + code ? i : -1 - i;
}
export const scoreAt = (slot: number): number => score[slot * 3 + 2]!;
export function keepScore(slot: number, k: number, code: number, value: number): void {
  score[slot * 3] = gen;
  score[slot * 3 + 1] = k * 4096 + code;
  score[slot * 3 + 2] = value;
}
