/**
 * Gears and dice of Start Frei.
 *
 * start-frei: "Steering Wheel & Gear Shifting" — gears from top to bottom:
 * Red, Orange, Yellow, Neutral. The rulebook prints only the yellow die
 * ("1, 1, 2, 2, 2 and 3"); the lowest and the red die come from published
 * reviews, the orange die is our choice.
 * assumption: see docs/assumptions.md#start-frei-dice
 */

/** Gear index: 0 neutral (lowest), 1 yellow, 2 orange, 3 red (highest). */
export type Gear = 0 | 1 | 2 | 3;

export const GEAR_NAMES = ['neutral', 'yellow', 'orange', 'red'] as const;
export type GearName = (typeof GEAR_NAMES)[number];

export const LOWEST_GEAR: Gear = 0;
export const HIGHEST_GEAR: Gear = 3;

/** Faces of the die rolled in each gear, indexed by gear. */
export const GEAR_DICE: readonly (readonly number[])[] = [
  // Source: the spiele-check.de review ("0, 0, 1, 1, 1, 2" on the die of the first gear).
  [0, 0, 1, 1, 1, 2],
  // start-frei: "With the yellow die ... 1, 1, 2, 2, 2 and 3".
  [1, 1, 2, 2, 2, 3],
  // assumption (printed nowhere we found): it must show 2 and 4 (overtaking examples 2, 3, 5;
  // the chicane example rolls a 4); mean about 3 and no face more than 1 from it, like the others (poeppelkiste.de).
  [2, 3, 3, 3, 4, 4],
  // Source: the spiele-check.de review ("4, 4, 4, 4, 5, 5" on the red die).
  [4, 4, 4, 4, 5, 5],
];

/** The boost die: 1 or 2 movement points, or DRS (the car is braked out). */
export type BoostFace = 1 | 2 | 'drs';
// start-frei: "the boost die (result: 1 or 2 movement points, or DRS)"; the mix is our choice.
export const BOOST_DIE: readonly BoostFace[] = [1, 1, 2, 2, 2, 'drs'];

/** The highest face of a gear's die: what an overtaking announcement may rely on. */
export function maxFace(gear: number): number {
  const faces = GEAR_DICE[gear] ?? [0];
  let m = 0;
  for (const f of faces) if (f > m) m = f;
  return m;
}
