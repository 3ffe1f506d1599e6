/**
 * What the track rating (src/rating) watches in a Formuła 1 race: leaving the
 * track and tyres lost on safe-speed squares, and the running order.
 */
import { furthest, type Incident, type RaceWatch } from '../core/game';
import { boardInfo, distanceOf } from './board';
import { finalOrder } from './order';
import type { Formula1Event, Formula1State } from './types';

export const formula1Watch: RaceWatch<Formula1State, Formula1Event> = {
  kinds: {
    'off-track': 'a car left the track (too fast for a safe-speed square, out of tyres, or blocked)',
    'tyres-lost': 'a car lost tyres on a die throw at a safe-speed square',
  },
  incidents(_state, events) {
    const out: Incident[] = [];
    for (const e of events) {
      if (e.type === 'off') out.push({ kind: 'off-track', space: e.space });
      else if (e.type === 'throw' && e.tyresLost > 0) out.push({ kind: 'tyres-lost', space: e.space });
    }
    return out;
  },
  order(state) {
    const seats: number[] = [];
    for (const i of finalOrder(state)) {
      const seat = state.cars[i]!.seat;
      if (!seats.includes(seat)) seats.push(seat);
    }
    return seats;
  },
  distances(state) {
    const info = boardInfo(state.graph);
    return furthest(state.cars.map((car) => ({ seat: car.seat, distance: distanceOf(info, car) })));
  },
};
