/**
 * Seeded PRNG (mulberry32) whose whole state is one 32-bit integer, so it can
 * live in a game state and be copied for free. The rules core never calls
 * Math.random: all chance flows through here and a replay is exact.
 */

/** A PRNG state: an unsigned 32-bit integer. */
export type RngState = number;

/** Mixes a user seed into a PRNG state (any integer is a valid seed). */
export function seedRng(seed: number): RngState {
  let h = (seed | 0) ^ 0x9e3779b9;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Advances the generator: returns the next state and a value in [0, 2^32). */
export function nextUint(state: RngState): { readonly value: number; readonly state: RngState } {
  const s = (state + 0x6d2b79f5) >>> 0;
  let t = s;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return { value: (t ^ (t >>> 14)) >>> 0, state: s };
}

/** An integer in [0, n) and the next state. */
export function nextInt(state: RngState, n: number): { readonly value: number; readonly state: RngState } {
  const r = nextUint(state);
  return { value: Math.floor((r.value / 4294967296) * n), state: r.state };
}

/** Fisher–Yates shuffle of a copy of `items`; returns the shuffled array and the next state. */
export function shuffle<T>(items: readonly T[], state: RngState): { readonly items: T[]; readonly state: RngState } {
  const out = items.slice();
  let s = state;
  for (let i = out.length - 1; i > 0; i--) {
    const r = nextInt(s, i + 1);
    s = r.state;
    const j = r.value;
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return { items: out, state: s };
}
