/**
 * Where the cars stand and in which order they move (rulebook: "Racing
 * Sequence" — "The car that is furthest ahead will move first … If two cars
 * are tied for position in a stretch, the car that arrived first will go
 * first"; "Driving Errors" — "the car with the yellow flag will move last,
 * regardless of position"), the laps done, the final ranking, and when the
 * Final Lap Alternate Rule asks its question.
 */
import type { LaneGraph, SpaceId } from '../../track/lane-graph-types';
import { capacityOf } from './board';
import type { Car, MssState } from './types';

/** How far a car has come: line crossings × lap + progress (+1 at the front of a dotted space). */
export function distance(graph: LaneGraph, car: Car): number {
  const s = graph.spaces[car.space]!;
  const front = capacityOf(s) > 1 && !car.back && !car.off ? (s.length ?? 1) - 1 : 0;
  return car.crossings * graph.lapLength + s.progress + front;
}

/** `distance` of a car on the track at `space` (no copy of the car made). */
export function distanceAt(graph: LaneGraph, space: SpaceId, back: boolean, crossings: number): number {
  const s = graph.spaces[space]!;
  const front = capacityOf(s) > 1 && !back ? (s.length ?? 1) - 1 : 0;
  return crossings * graph.lapLength + s.progress + front;
}

export const lapsDone = (car: Car): number => Math.max(0, car.crossings - car.crossOffset);

export const onFinalLap = (state: MssState, car: Car): boolean => lapsDone(car) === state.config.laps - 1;

/** The racing order of a round: furthest ahead first, ties to who arrived first; cars with a yellow flag beside them last. */
export function racingOrder(state: MssState): number[] {
  const cars = state.cars;
  const ids: number[] = [];
  // Each car's key worked out once (cars stand in the list by id), not at every comparison.
  if (orderYellow.length < cars.length) {
    orderYellow = new Float64Array(cars.length * 2);
    orderDistance = new Float64Array(cars.length * 2);
  }
  const yellow = orderYellow;
  const dist = orderDistance;
  for (const c of cars) {
    if (c.status !== 'racing') continue;
    ids.push(c.id);
    yellow[c.id] = c.pending.includes('yellow') ? 1 : 0;
    dist[c.id] = distance(state.graph, c);
  }
  return ids.sort((a, b) => yellow[a]! - yellow[b]! || dist[b]! - dist[a]! || cars[a]!.arrival - cars[b]!.arrival || a - b);
}

/** The racing order's keys by car id (scratch, reused by each round). */
let orderYellow = new Float64Array(16);

let orderDistance = new Float64Array(16);

/** The final ranking: finishers in finishing order, then the others by distance (the out cars in the order they went out, last out first). */
export function ranking(state: MssState): number[] {
  const rest = state.cars
    .filter((c) => c.status !== 'finished')
    .sort((a, b) => (a.status === 'out' ? 1 : 0) - (b.status === 'out' ? 1 : 0) || distance(state.graph, b) - distance(state.graph, a) || a.arrival - b.arrival || a.id - b.id)
    .map((c) => c.id);
  return [...state.finish, ...rest];
}

export const decisionDue = (state: MssState, car: Car): boolean =>
  state.config.finalLapAlternate && !car.chose && (car.mustPit || car.mustStop) && onFinalLap(state, car) && car.status === 'racing';
