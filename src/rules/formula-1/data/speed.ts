/**
 * Speed and the tyre table (the rulebook: "the tables printed beside the start
 * and finish line"; the text gives only examples, so the table is chosen here
 * and listed in docs/assumptions.md, "Formuła 1").
 *
 * The price of a change depends only on its size, in 40 km/h steps:
 * - keeping the speed, +40, +80, +120 and −40 km/h are free (rulebook);
 * - a larger increase doubles its price with every further step:
 *   +160 → 1, +200 → 2, +240 → 4, +280 → 8, +320 → 16 (80→240 costs 1, 0→320 costs 16);
 * - a larger decrease costs one tyre per step beyond the first:
 *   −80 → 1, −120 → 2, … , −320 → 7 (240→120 and 320→200 cost 2, 240→0 costs 5).
 */

/** One square of movement per this many km/h. */
export const SPEED_STEP = 40;

/** The speedometer's last mark (0→320 is the rulebook's largest example). */
export const TOP_SPEED = 320;

/** Tyres for speeding up by `i` steps (index = steps, 0 … TOP_SPEED / SPEED_STEP). */
export const ACCELERATION_COST: readonly number[] = [0, 0, 0, 0, 1, 2, 4, 8, 16];

/** Tyres for slowing down by `i` steps. */
export const BRAKING_COST: readonly number[] = [0, 0, 1, 2, 3, 4, 5, 6, 7];

/** Every speed the pointer can show, slowest first. */
export const SPEEDS: readonly number[] = Array.from({ length: TOP_SPEED / SPEED_STEP + 1 }, (_, i) => i * SPEED_STEP);

/** Tyres returned for changing the speed from `from` to `to` km/h (both multiples of SPEED_STEP, 0 … TOP_SPEED). */
export function speedChangeCost(from: number, to: number): number {
  const steps = Math.round((to - from) / SPEED_STEP);
  const cost = steps >= 0 ? ACCELERATION_COST[steps] : BRAKING_COST[-steps];
  if (cost === undefined) throw new RangeError(`no tyre price for ${from} → ${to} km/h`);
  return cost;
}

/** Squares a car moves at `kmh`. */
export function squaresAt(kmh: number): number {
  return Math.round(kmh / SPEED_STEP);
}
