/** A new race: cars on the grid by lot (or as chosen), tyres by grid slot, speedometers at 0. */
import type { LaneGraph } from '../../track/lane-graph-types';
import type { SeatSetup } from '../core/game';
import { nextInt, seedRng, shuffle } from '../core/rng';
import { DEFAULT_LAPS, DEFAULT_TYRES, GRID_TYRES, MAX_CARS, MAX_LAPS, MAX_SEATS, MIN_SEATS, roundLimitFor, TWO_CARS_UP_TO } from './data/material';
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

export function createRace(graph: LaneGraph, config: Formula1Config, seats: readonly SeatSetup[], seed: number): Formula1State {
  if (seats.length < MIN_SEATS || seats.length > MAX_SEATS) throw new Formula1SetupError(`Formuła 1 is for ${MIN_SEATS} to ${MAX_SEATS} players, not ${seats.length}`);
  const laps = config.laps ?? DEFAULT_LAPS;
  if (!Number.isInteger(laps) || laps < 1 || laps > MAX_LAPS) throw new Formula1SetupError(`laps must be a whole number from 1 to ${MAX_LAPS}`);
  const perSeat = seats.map((s, i) => {
    const n = s.tokens ?? carsPerSeat(seats.length);
    if (n !== 1 && n !== 2) throw new Formula1SetupError(`seats[${i}]: a player drives 1 or 2 cars, not ${n}`);
    return n;
  });
  const total = perSeat.reduce((a, b) => a + b, 0);
  const slots = Math.min(MAX_CARS, graph.grid.length);
  if (total > slots) throw new Formula1SetupError(`${total} cars do not fit on a grid of ${slots} slots`);
  if (total < 2) throw new Formula1SetupError('a race needs at least 2 cars');
  const owners: { seat: number; index: number }[] = [];
  perSeat.forEach((n, seat) => {
    for (let index = 0; index < n; index++) owners.push({ seat, index });
  });
  let rng = seedRng(seed);
  let gridOf: number[];
  if (config.grid !== undefined) {
    gridOf = [...config.grid];
    if (gridOf.length !== total) throw new Formula1SetupError(`grid lists ${gridOf.length} slots for ${total} cars`);
    if (new Set(gridOf).size !== total || gridOf.some((g) => !Number.isInteger(g) || g < 1 || g > slots)) {
      throw new Formula1SetupError(`grid slots must be distinct whole numbers from 1 to ${slots}`);
    }
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
  if (!Number.isInteger(roundLimit) || roundLimit < 1) throw new Formula1SetupError('roundLimit must be a whole number of rounds, at least 1');
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
