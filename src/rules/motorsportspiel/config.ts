/**
 * The race's options resolved (rulebook: "Game Possibilities" — three laps
 * for new players; "Time Penalties" — 10 to 60 seconds a move; "Game
 * Variants" — the Final Lap Alternate Rule, Fuel and Tire Pit Stops, The BIG
 * Error, the Alternate Pit Stop Rule), and the error set-up gives.
 */
import { MAX_CARS, SAFETY_ROUNDS_EXTRA, SAFETY_ROUNDS_PER_LAP } from './data';
import type { MssConfig, ResolvedConfig } from './types';

/** A whole number from `min` to `max`. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/**
 * The limits of every option, in one place: the config schema (`schema.ts`)
 * is built from them and set-up (`createGame`) checks them, so a config the
 * schema accepts is one set-up accepts (docs/assumptions.md, "Das
 * Motorsportspiel: the limits of the options").
 */
export const CONFIG_LIMITS = {
  laps: { min: 1, max: 50 },
  moveSeconds: { min: 10, max: 60 },
  fuelStops: { min: 0, max: 5 },
  roundLimit: { min: 1, max: 10_000 },
} as const satisfies Record<string, Range>;

/** The limits of one training result (rolls, flags, spaces past the line). */
export const TRAINING_LIMITS = {
  rolls: { min: 0, max: 999 },
  yellows: { min: 0, max: 999 },
  reds: { min: 0, max: 999 },
  past: { min: 0, max: 999 },
} as const satisfies Record<string, Range>;

/** Training results at most: one per car. */
export const MAX_TRAINING = MAX_CARS;

/** Fuel and tyre stops are for races of this many laps or more (the rulebook: "In a five (or more) lap race"). */
export const FUEL_STOPS_FROM_LAPS = 5;

/** A value as a person reads it in a message. */
const shown = (value: unknown): string => (typeof value === 'string' ? JSON.stringify(value) : typeof value === 'object' && value !== null ? 'not a number' : String(value));

/** The one-line message for a value out of its range: the field, the value, the range. */
export const rangeMessage = (field: string, value: unknown, range: Range): string =>
  `${field}: ${shown(value)} is not allowed (a whole number from ${range.min} to ${range.max})`;

const outOf = (value: unknown, range: Range): boolean =>
  typeof value !== 'number' || !Number.isInteger(value) || value < range.min || value > range.max;

/** The message when fuel stops are asked for in a race too short for them. */
export const fuelStopsMessage = (fuelStops: number, laps: number): string =>
  `fuelStops: ${fuelStops} is not allowed in a race of ${laps} ${laps === 1 ? 'lap' : 'laps'} (fuel and tyre stops are for races of ${NUMBER_WORDS[FUEL_STOPS_FROM_LAPS] ?? FUEL_STOPS_FROM_LAPS} laps or more; 0 otherwise)`;

const NUMBER_WORDS: Readonly<Record<number, string>> = { 5: 'five' };

/** What is wrong with a config, as one line naming the field, the value and the allowed range; null when nothing is. */
export function configProblem(c: MssConfig): string | null {
  for (const field of Object.keys(CONFIG_LIMITS) as (keyof typeof CONFIG_LIMITS)[]) {
    const value = c[field];
    if (value !== undefined && outOf(value, CONFIG_LIMITS[field])) return rangeMessage(field, value, CONFIG_LIMITS[field]);
  }
  if (c.training !== undefined) {
    if (!Array.isArray(c.training) || c.training.length > MAX_TRAINING) return `training: ${Array.isArray(c.training) ? `${c.training.length} results are` : 'not a list is'} not allowed (at most ${MAX_TRAINING}, one per car)`;
    for (const [i, t] of c.training.entries()) {
      for (const field of Object.keys(TRAINING_LIMITS) as (keyof typeof TRAINING_LIMITS)[]) {
        const value = (t as Record<string, unknown> | null)?.[field];
        if (outOf(value, TRAINING_LIMITS[field])) return rangeMessage(`training[${i}].${field}`, value, TRAINING_LIMITS[field]);
      }
    }
  }
  const fuel = c.fuelStops ?? 0;
  const laps = c.laps ?? DEFAULT_LAPS;
  if (fuel > 0 && laps < FUEL_STOPS_FROM_LAPS) return fuelStopsMessage(fuel, laps);
  return null;
}

/** Laps of a race when the config names none (the rulebook: "New players should start with three lap games"). */
export const DEFAULT_LAPS = 3;

export class MssSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MssSetupError';
  }
}

export function resolveConfig(c: MssConfig): ResolvedConfig {
  const laps = c.laps ?? DEFAULT_LAPS;
  return {
    laps,
    grid: c.grid ?? 'seats',
    training: c.training ?? null,
    timePenalties: c.timePenalties ?? false,
    moveSeconds: c.moveSeconds ?? 30,
    finalLapAlternate: c.finalLapAlternate ?? false,
    fuelStops: c.fuelStops ?? 0,
    bigError: c.bigError ?? false,
    alternatePit: c.alternatePit ?? false,
    roundLimit: c.roundLimit ?? laps * SAFETY_ROUNDS_PER_LAP + SAFETY_ROUNDS_EXTRA,
  };
}
