/**
 * The race's options resolved (rulebook: "Game Possibilities" — three laps
 * for new players; "Time Penalties" — 10 to 60 seconds a move; "Game
 * Variants" — the Final Lap Alternate Rule, Fuel and Tire Pit Stops, The BIG
 * Error, the Alternate Pit Stop Rule), and the error set-up gives.
 */
import { SAFETY_ROUNDS_EXTRA, SAFETY_ROUNDS_PER_LAP } from './data';
import type { MssConfig, ResolvedConfig } from './types';

export class MssSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MssSetupError';
  }
}

export function resolveConfig(c: MssConfig): ResolvedConfig {
  const laps = c.laps ?? 3;
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
