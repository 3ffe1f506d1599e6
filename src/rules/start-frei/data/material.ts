/**
 * Counted material and set-up values. The set-up sheet of Start Frei is not
 * in the text we have; the set-up values come from published reviews of the
 * game (named at each value); every value marked "assumption" is our choice.
 * All are listed in docs/assumptions.md#start-frei-set-up.
 */
import { LOWEST_GEAR, type Gear } from './dice';

// start-frei: "Game Material": 50 Carrera Coins and 17 5-Carrera-Coins markers.
export const COIN_TOTAL = 50 + 17 * 5;

/** Each player starts with 2 Carrera Coins (the surrealist.de "Spielmonster" and ludorium.at reviews). */
export const STARTING_COINS = 2;
/** In the lowest gear: "Wir starten im ersten von vier Gängen" (the spiele-check.de review). */
export const STARTING_GEAR: Gear = LOWEST_GEAR;
/**
 * Pieces on the table at the start when the track is laid during the race:
 * the start/finish straight and the next two pieces of the plan ("Zu Beginn
 * werden drei gerade Streckenteile ausgelegt", ludorium.at; the pieces "mit
 * den Nummern 1, 2 und 3", the topolino review).
 */
export const PIECES_AT_START = 3;

// start-frei: "A pass consists of 6 race sections"; each player holds 6 cards.
export const SECTIONS_PER_PASS = 6;
export const HAND_SIZE = 6;
// start-frei: "Game End & Winner" — the second crossing of the start/finish line.
export const LAPS_TO_WIN = 2;
// start-frei: "Pit Stop" — a display of 5, topped up with 4 when only 1 is left.
export const DISPLAY_SIZE = 5;
export const DISPLAY_REFILL = 4;
// start-frei: "A player may have at most 2 DRS markers lying on their steering wheel".
export const DRS_SLOTS = 2;
// start-frei: "Lay Out 2 New Track Pieces".
export const PIECES_PER_SECTION = 2;
/** assumption: a safety net so a degenerate game still ends (never reached by sensible play). */
export const PASS_LIMIT = 40;

/** The four kinds of DRS marker (start-frei: "The DRS markers"). */
export type DrsMarker =
  | { readonly kind: 'shift' }
  | { readonly kind: 'roll' }
  | { readonly kind: 'change'; readonly value: number }
  | { readonly kind: 'ignore-chicane' };

/** The 10 DRS markers by id. assumption: the mix of kinds and the printed values. */
export const DRS_MARKERS: readonly DrsMarker[] = [
  { kind: 'shift' },
  { kind: 'shift' },
  { kind: 'roll' },
  { kind: 'roll' },
  { kind: 'change', value: 1 },
  { kind: 'change', value: 1 },
  { kind: 'change', value: 1 },
  { kind: 'change', value: 2 },
  { kind: 'ignore-chicane' },
  { kind: 'ignore-chicane' },
];

/** The back side of a pit-stop marker (start-frei: "The Pit Stop Markers"). */
export type PitMarkerBack = { readonly kind: 'shift' } | { readonly kind: 'roll' } | { readonly kind: 'coins'; readonly amount: number };

/** assumption: two of each back; the fronts are alike, the backs are known to all. */
export const PIT_MARKERS: readonly PitMarkerBack[] = [
  { kind: 'shift' },
  { kind: 'roll' },
  { kind: 'coins', amount: 2 },
  { kind: 'shift' },
  { kind: 'roll' },
  { kind: 'coins', amount: 2 },
];

/** start-frei: "The first player who passes may turn 2 ..., the second ... 1". */
export const PIT_MARKERS_BY_PASS_RANK: readonly number[] = [2, 1];
