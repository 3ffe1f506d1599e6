/** The box and the table: cars, tyres, the die, the race length and its safety bound. */

/** Cars on the grid at most (the box holds 6 cars and the grid has 6 slots). */
export const MAX_CARS = 6;
export const MIN_SEATS = 2;
export const MAX_SEATS = 6;

/** With this many players or fewer, each player drives two cars. */
export const TWO_CARS_UP_TO = 3;

/** Tyres by grid slot (index 0 = slot 1): 28 for slots 1–2, 29 for 3–4, 30 for 5–6 (and beyond). */
export const GRID_TYRES: readonly number[] = [28, 28, 29, 29, 30, 30];
export const DEFAULT_TYRES = 30;

/** Tyres after a pit service, whatever the car had at the start. */
export const PIT_TYRES = 30;

/** Laps when the table does not agree on more (the rulebook's race is one lap; multi-lap races are agreed). */
export const DEFAULT_LAPS = 1;
export const MAX_LAPS = 10;

/** What each face of the die means on a square whose safe speed is exceeded. */
export type DieEffect = { readonly kind: 'tyres'; readonly tyres: number } | { readonly kind: 'none' } | { readonly kind: 'off' };
export const DIE_FACES: readonly DieEffect[] = [
  { kind: 'tyres', tyres: 1 },
  { kind: 'tyres', tyres: 2 },
  { kind: 'none' },
  { kind: 'none' },
  { kind: 'none' },
  { kind: 'off' },
];

/**
 * Safety bound (not in the rulebook): the race also ends after this many
 * rounds, ranked by distance. A car that only ever drives 40 km/h covers a lap
 * in `lapLength` rounds; 8 more per lap leave room for pit stops and spins, so
 * no sensible race meets the bound, and every game ends.
 */
export function roundLimitFor(laps: number, lapLength: number): number {
  return laps * (Math.ceil(lapLength) + 8);
}
