/**
 * The material of Das Motorsportspiel as data: the three dice (which face is
 * opposite which), the penalty points of the flags, and the limits the
 * rulebook leaves to us (see docs/assumptions.md, "Das Motorsportspiel").
 */

/** A die as the physical cube: the number on each face and the face opposite each face. */
export interface DieData {
  readonly faces: readonly number[];
  /** opposite[i] is the index of the face opposite face i (the bottom when face i is on top). */
  readonly opposite: readonly number[];
}

/** A white die: 1–6, opposite faces total 7 (3↔4, 2↔5, 1↔6). */
export const WHITE_DIE: DieData = { faces: [1, 2, 3, 4, 5, 6], opposite: [5, 4, 3, 2, 1, 0] };

/**
 * The red die: 1–3, each twice. Opposite faces always show different numbers
 * (the rulebook: "3 becomes 1 or 2, 2 becomes 1 or 3, 1 becomes 2 or 3"), so
 * the three opposite pairs are 1↔2, 2↔3 and 3↔1.
 */
export const RED_DIE: DieData = { faces: [1, 2, 2, 3, 3, 1], opposite: [1, 0, 3, 2, 5, 4] };

/** The dice of the box, by name. */
export const DICE = { red: RED_DIE, white1: WHITE_DIE, white2: WHITE_DIE } as const;
export type DieName = keyof typeof DICE;
export const DIE_NAMES: readonly DieName[] = ['red', 'white1', 'white2'];

/** The value a die shows when read from `side` with face `face` on top. */
export function dieReading(die: DieData, face: number, side: 'top' | 'bottom'): number {
  return side === 'top' ? die.faces[face]! : die.faces[die.opposite[face]!]!;
}

/** Die values that allow diagonal lane changes (up to that many, each forward). */
export const DIAGONAL_VALUES: readonly number[] = [2, 3, 5];

/** Unusable points from which an error is severe (1–3 light, 4 or more severe). */
export const SEVERE_FROM = 4;
/** The BIG error variant: more than this many unusable points and the car is out. */
export const BIG_ERROR_ABOVE = 6;

/** Penalty points of the flags in the pit box: two yellows make a red, a red and any flag make a black. */
export const FLAG_POINTS = { yellow: 1, red: 2 } as const;
export const BLACK_AT = 3;
/** White (time penalty) flags that call a stop and go. */
export const STOP_AND_GO_WHITES = 3;

/** The most cars in a race (the alternate set-up: two rows of six). */
export const MAX_CARS = 12;

/**
 * Safety end: the race is stopped (ranked by distance) after this many
 * rounds per lap plus the extra below, so every game ends. A clean car needs
 * about 10 rounds for a lap of the ring.
 */
export const SAFETY_ROUNDS_PER_LAP = 40;
export const SAFETY_ROUNDS_EXTRA = 20;

/** Actions a car can take in one turn at most: dice, order, one path per die (3), time up, final-lap choice. */
export const ACTIONS_PER_TURN = 7;
