/**
 * Bahn Frei's limits, written once: the config schema (game.ts), the seat check and the set-up (setup.ts) all read
 * them, so a file the schema accepts is one the set-up can start. Rulebook: "Setup and Preparation" (1 to 4 players,
 * a train each, the four train colours) and "Game Play for 1 and 2 Players" (a solo player controls 2, 3 or 4 trains).
 */
import type { SeatSetup } from '../core/game';
import { TRAIN_COLOURS } from './types';

/** Players at the table. */
export const PLAYERS = { min: 1, max: 4 } as const;
/** Trains a solo player controls (`tokens` of the one seat), and how many without saying. */
export const SOLO_TRAINS = { min: 2, max: 4, default: 2 } as const;
/** Trains each player drives when there are two or more. */
export const TRAINS_PER_PLAYER = 1;
/** The colours a config may list (each once): the first of them go to the trains in seat order, the rest follow in the box's order. */
export const COLOURS = { min: 1, max: TRAIN_COLOURS.length } as const;

/** Trains at a table: one per seat, or 2–4 for a solo player (`tokens` of the seat, default 2). */
export function trainsFor(seats: readonly SeatSetup[]): number {
  if (seats.length === 1) return seats[0]!.tokens ?? SOLO_TRAINS.default;
  return seats.length;
}

/** The first problem of a seat list for Bahn Frei, in one line naming the field, the value and the range; null when it can play. */
export function seatsProblem(seats: readonly SeatSetup[]): string | null {
  const n = seats.length;
  if (!Number.isInteger(n) || n < PLAYERS.min || n > PLAYERS.max) return `seats: Bahn Frei is for ${PLAYERS.min} to ${PLAYERS.max} players, not ${n}`;
  if (n === 1) {
    const t = seats[0]!.tokens;
    if (t !== undefined && (!Number.isInteger(t) || t < SOLO_TRAINS.min || t > SOLO_TRAINS.max)) {
      return `seats.0.tokens: a solo player controls 2, 3 or 4 trains (${SOLO_TRAINS.min} to ${SOLO_TRAINS.max}), not ${t}`;
    }
    return null;
  }
  for (const [i, s] of seats.entries()) {
    if (s.tokens !== undefined && s.tokens !== TRAINS_PER_PLAYER) return `seats.${i}.tokens: each of ${n} players drives ${TRAINS_PER_PLAYER} train, not ${s.tokens}`;
  }
  return null;
}

/** The trains' colours in seat order: the config's, then the box's others, as many as there are trains. */
export function coloursFor(listed: readonly (typeof TRAIN_COLOURS)[number][] | undefined, trains: number): (typeof TRAIN_COLOURS)[number][] {
  const given = listed ?? [];
  return [...given, ...TRAIN_COLOURS.filter((c) => !given.includes(c))].slice(0, trains);
}
