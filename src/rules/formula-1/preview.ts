/**
 * What a person sees before choosing (issue 15, Race mode): for a speed, its
 * tyre price and every path it opens, each with its throws, the exact chance
 * of leaving the track and the expected tyre loss (from the die, not
 * simulated). Pure reads of the state; nothing is applied.
 */
import { squaresAt, speedChangeCost } from './data/speed';
import { entersPit, movePaths } from './paths';
import { activeCar } from './rules';
import { pathRisk, throwPlan, type PathRisk, type PlannedThrows } from './throws';
import type { Formula1State } from './types';

export interface PathPreview extends PathRisk {
  readonly path: readonly number[];
  /** The square the car ends on (the service square for a pit entry). */
  readonly target: number;
  readonly pit: boolean;
  /** The throws square by square. */
  readonly plan: readonly PlannedThrows[];
}

export interface SpeedPreview {
  readonly kmh: number;
  /** Tyres returned for setting this speed. */
  readonly cost: number;
  readonly paths: readonly PathPreview[];
}

/** Each path of the active car at `kmh` (the price of the speed paid first), or null when no car is to act. */
export function speedPreview(state: Formula1State, kmh: number): SpeedPreview | null {
  const ci = activeCar(state);
  if (ci === null) return null;
  const car = state.cars[ci]!;
  const cost = speedChangeCost(car.speed, kmh);
  const after: Formula1State = { ...state, phase: 'move', cars: state.cars.map((c, i) => (i === ci ? { ...c, speed: kmh, tyres: c.tyres - cost } : c)) };
  const paths = kmh === 0 ? [] : movePaths(after, ci, squaresAt(kmh)).map((path) => pathPreview(after, path));
  return { kmh, cost, paths };
}

/** One path of the active car at its speed. */
export function pathPreview(state: Formula1State, path: readonly number[]): PathPreview {
  const ci = activeCar(state);
  if (ci === null) throw new Error('no car is to act');
  const car = state.cars[ci]!;
  const risk = pathRisk(state, car, car.speed, path);
  return { ...risk, path, target: path[path.length - 1] ?? car.space, pit: entersPit(state, car.space, path), plan: throwPlan(state, car, car.speed, path) };
}
