/**
 * Turn order (Figure 3): each round, the car whose front edge is farthest from
 * the start (laps counted) moves first. Ties: a car on the track before a car
 * beside it ("queues up directly after the car on the adjacent square"), then
 * the earlier arrival on its square (on the grid, the better slot), then, for
 * cars beside the track, the one that left first.
 */
import { boardInfo, distanceOf } from './board';
import type { CarState, Formula1Event, Formula1State } from './types';

const EPS = 1e-9;

/** Negative when car a is ahead of car b. */
export function compareCars(state: Formula1State, a: CarState, b: CarState): number {
  const info = boardInfo(state.graph);
  const d = distanceOf(info, b) - distanceOf(info, a);
  if (Math.abs(d) > EPS) return d;
  if (a.off !== b.off) return a.off ? 1 : -1;
  if (a.off) return a.offSeq - b.offSeq;
  return a.arrival - b.arrival;
}

/** Car indices, the leader first. */
export function runningOrder(state: Formula1State): number[] {
  return state.cars.map((_, i) => i).sort((i, j) => compareCars(state, state.cars[i]!, state.cars[j]!) || i - j);
}

/** Begins the next round: the order by position, of the cars still racing. */
export function startRound(state: Formula1State): { state: Formula1State; events: Formula1Event[] } {
  const order = runningOrder(state).filter((i) => state.cars[i]!.finished === 0);
  const round = state.round + 1;
  return { state: { ...state, round, order, turn: 0, phase: 'speed' }, events: [{ type: 'round', round, order }] };
}

/** Car indices in the final order: finishers by place, then the rest by position. */
export function finalOrder(state: Formula1State): number[] {
  const pos = runningOrder(state);
  const finished = pos.filter((i) => state.cars[i]!.finished > 0).sort((i, j) => state.cars[i]!.finished - state.cars[j]!.finished);
  return [...finished, ...pos.filter((i) => state.cars[i]!.finished === 0)];
}

/** Seats in the final order, each at the place of its best car. */
export function seatRanking(state: Formula1State): number[] {
  const out: number[] = [];
  for (const i of finalOrder(state)) {
    const seat = state.cars[i]!.seat;
    if (!out.includes(seat)) out.push(seat);
  }
  return out;
}
