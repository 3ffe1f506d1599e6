/** A new race: cars on the grid by lot (or as chosen), tyres by grid slot, speedometers at 0. */
import type { LaneGraph } from '../../track/lane-graph-types';
import type { SeatSetup } from '../core/game';
import { nextInt, seedRng, shuffle } from '../core/rng';
import { tableProblem } from '../core/table';
import { configSchema } from './action-schema';
import { DEFAULT_LAPS, DEFAULT_TYRES, GRID_TYRES, MAX_CARS, MAX_SEATS, MIN_SEATS, roundLimitFor, TWO_CARS_UP_TO } from './data/material';
import { startRound } from './order';
import type { CarState, Formula1Config, Formula1State } from './types';

export class Formula1SetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Formula1SetupError';
  }
}

export function carsPerSeat(seats: number): number {
  return seats <= TWO_CARS_UP_TO ? 2 : 1;
}

/**
 * What the board and the config ask of the seats: 1 or 2 cars a player, the
 * cars fit the grid (at most its slots, at least 2), a chosen grid names a
 * slot for each car, each on the board's grid. One line, or null.
 */
export function seatsProblem(graph: LaneGraph, config: Formula1Config, seats: readonly SeatSetup[]): string | null {
  let total = 0;
  for (const [i, s] of seats.entries()) {
    const n = s.tokens ?? carsPerSeat(seats.length);
    if (n !== 1 && n !== 2) return `seats.${i}.tokens: a player drives 1 or 2 cars, not ${n}`;
    total += n;
  }
  const slots = Math.min(MAX_CARS, graph.grid.length);
  if (total > slots) return `seats: ${total} cars do not fit on a grid of ${slots} slots`;
  if (total < 2) return 'seats: a race needs at least 2 cars';
  if (config.grid !== undefined) {
    if (config.grid.length !== total) return `config.grid: lists ${config.grid.length} slots for ${total} cars (one slot per car)`;
    const off = config.grid.find((g) => g > slots);
    if (off !== undefined) return `config.grid: slot ${off} is not on this track's grid of ${slots} slots (1 to ${slots})`;
  }
  return null;
}

/** The limits of a table, as the file loaders check them (core/table.ts): the one source of them. */
export const formula1Table = {
  title: 'Formuła 1',
  board: 'lane-graph' as const,
  // By default two cars a player at 2 or 3 players, one from 4; a player may drive 1 or 2 whatever the table.
  seats: { min: MIN_SEATS, max: MAX_SEATS, tokensPerSeat: carsPerSeat, tokenRange: () => ({ min: 1, max: 2 }) },
  configSchema,
  tableProblem: (board: { readonly graph: LaneGraph }, config: Formula1Config, seats: readonly SeatSetup[]) => seatsProblem(board.graph, config, seats),
};

export function createRace(graph: LaneGraph, config: Formula1Config, seats: readonly SeatSetup[], seed: number): Formula1State {
  const problem = tableProblem(formula1Table as Parameters<typeof tableProblem>[0], { graph }, config, seats);
  if (problem) throw new Formula1SetupError(problem);
  const laps = config.laps ?? DEFAULT_LAPS;
  const perSeat = seats.map((s) => s.tokens ?? carsPerSeat(seats.length));
  const total = perSeat.reduce((a, b) => a + b, 0);
  const owners: { seat: number; index: number }[] = [];
  perSeat.forEach((n, seat) => {
    for (let index = 0; index < n; index++) owners.push({ seat, index });
  });
  let rng = seedRng(seed);
  let gridOf: number[];
  if (config.grid !== undefined) {
    gridOf = [...config.grid];
  } else {
    // Drawing lots: slots 1 … total shuffled among the cars.
    const drawn = shuffle(
      Array.from({ length: total }, (_, i) => i + 1),
      rng,
    );
    rng = drawn.state;
    gridOf = drawn.items;
  }
  // One throw away so the die does not start where the lots ended (keeps the two streams apart).
  rng = nextInt(rng, 6).state;
  const cars: CarState[] = owners.map((o, i) => {
    const slot = gridOf[i]!;
    return {
      seat: o.seat,
      index: o.index,
      grid: slot,
      space: graph.grid[slot - 1]!,
      off: false,
      offSeq: 0,
      inPit: false,
      speed: 0,
      tyres: GRID_TYRES[slot - 1] ?? DEFAULT_TYRES,
      crossings: 0,
      finished: 0,
      // Ties on the grid: the better slot is ahead.
      arrival: slot - MAX_CARS - 1,
    };
  });
  const roundLimit = config.roundLimit ?? roundLimitFor(laps, graph.lapLength);
  const state: Formula1State = {
    graph,
    names: seats.map((s) => s.name),
    laps,
    roundLimit,
    cars,
    round: 0,
    order: [],
    turn: 0,
    phase: 'speed',
    clock: 0,
    finishers: 0,
    rng,
    endReason: null,
  };
  return startRound(state).state;
}
