/**
 * What the track rating (src/rating) watches in a Motorsportspiel race:
 * driving errors and cars in the gravel, and the running order.
 */
import { furthest, type Incident, type RaceWatch } from '../core/game';
import { ranking } from './engine';
import { distance } from './order';
import type { MssEvent, MssState } from './types';

export const motorsportspielWatch: RaceWatch<MssState, MssEvent> = {
  kinds: {
    'driving-error': 'a car made a driving error (too fast in a curve, blocked, or on the pit lane)',
    'off-track': 'a car went off into the gravel',
  },
  incidents(_state, events) {
    const out: Incident[] = [];
    for (const e of events) {
      if (e.type === 'error') out.push({ kind: 'driving-error', space: e.space });
      else if (e.type === 'off') out.push({ kind: 'off-track', space: e.beside });
    }
    return out;
  },
  order(state) {
    const seats: number[] = [];
    for (const id of ranking(state)) {
      const seat = state.cars[id]!.seat;
      if (!seats.includes(seat)) seats.push(seat);
    }
    return seats;
  },
  distances: (state) => furthest(state.cars.map((car) => ({ seat: car.seat, distance: distance(state.graph, car) }))),
};
