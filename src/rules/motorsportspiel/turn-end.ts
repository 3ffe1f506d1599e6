/**
 * The end of a car's turn (rulebook: "Penalty Flags" — "Each penalty flag is
 * moved from the track to your pit stop following your next move", "The black
 * flag means you MUST make a pit stop during (at the end of) the current lap",
 * "Blue flags are used to mark cars that have been lapped"; "The Fast-lane
 * (and Drafting)" — "If the first car in the space moves away, the second car
 * may move forward to the front of the space"; "Fuel and Tire Pit Stops" — out
 * of fuel; "Final Lap Alternate Rule" — the choice asked), then the next car.
 */
import { boardInfo } from './board';
import { carOf, copyCar, copyTurn, draftOf, putCar, putCarTick, type Draft } from './draft';
import { retireIn } from './errors';
import { decisionDue, distance } from './order';
import { advance } from './round';
import type { Car, MssEvent, MssState } from './types';

/** A car behind in a dotted space whose front car has gone (driven on, off the track, finished, out) moves up to the front: drafting (in the draft). */
export function moveUpIn(d: Draft, events: MssEvent[]): void {
  const cars = d.s.cars;
  const n = cars.length;
  for (let i = 0; i < n; i++) {
    // Each car as it was before this pass: its entry is read before it can change.
    const c = cars[i]!;
    if (c.status !== 'racing' || c.off || !c.back) continue;
    if (frontTaken(d.s.cars, c)) continue;
    const up = copyCar(c);
    up.back = false;
    up.arrival = d.s.tick;
    putCarTick(d, up);
    events.push({ type: 'draft', car: c.id, space: c.space });
  }
}

/** Whether another car on the track stands at the front of `car`'s space. */
function frontTaken(cars: readonly Car[], car: Car): boolean {
  for (const o of cars) if (o.id !== car.id && o.status === 'racing' && !o.off && o.space === car.space && !o.back) return true;
  return false;
}

/**
 * The end of a car's turn: flags beside it go to the box, a dry tank, a
 * missed pit lane, the final-lap choice, lapped cars. `given`, a draft whose
 * state is `start`, is written in place; otherwise one copy is made.
 */
export function finishTurn(start: MssState, events: MssEvent[], given: Draft | null = null): { state: MssState; events: MssEvent[] } {
  const d = given !== null && given.s === start ? given : draftOf(start);
  const s = d.s;
  const turn = s.turn!;
  let car = carOf(s, turn.car);
  if (car.status === 'racing') {
    // Nothing earned and nothing beside it: the car stays as it is (the same content, and its list of cars with it).
    if (car.pending.length > 0 || turn.earned.length > 0) {
      const flagged = copyCar(car);
      flagged.pending = turn.earned;
      car = flagged;
      putCar(d, car);
    }
    if (car.dry) retireIn(d, car.id, 'out of fuel', events);
    else if ((car.mustPit || car.mustStop) && car.grace === 0 && boardInfo(s.graph).hasPit && !car.off && !canStillPit(s, car)) {
      retireIn(d, car.id, car.black ? 'missed the pit lane under the black flag' : 'missed the stop and go', events);
    } else if (decisionDue(s, car)) {
      const ask = copyTurn(turn);
      ask.phase = 'final-lap';
      s.turn = ask;
      return { state: s, events };
    }
  }
  moveUpIn(d, events);
  lappedIn(d, events);
  s.turn = null;
  return advance(s, events, d);
}

/** Whether the car can still take the pit lane before it next crosses the line (or is in it). */
function canStillPit(state: MssState, car: Car): boolean {
  const s = state.graph.spaces[car.space]!;
  if (s.features.pit) return true;
  return boardInfo(state.graph).reachesPit[car.space]!;
}

/** Blue flags: a car a whole lap behind the leader is lapped (once per lap behind), in the draft. */
function lappedIn(d: Draft, events: MssEvent[]): void {
  const cars = d.s.cars;
  const graph = d.s.graph;
  const n = cars.length;
  if (lapDistance.length < n) lapDistance = new Float64Array(n * 2);
  // Each car's distance once (the cars as they were before this pass: a blue flag moves no car).
  let lead = -Infinity;
  for (let i = 0; i < n; i++) {
    const c = cars[i]!;
    if (c.status === 'out') continue;
    const at = distance(graph, c);
    lapDistance[i] = at;
    if (at > lead) lead = at;
  }
  if (lead === -Infinity) return;
  for (let i = 0; i < n; i++) {
    const c = cars[i]!;
    if (c.status !== 'racing') continue;
    const behind = Math.floor((lead - lapDistance[i]!) / graph.lapLength);
    if (behind > c.blue) {
      const blue = copyCar(c);
      blue.blue = behind;
      putCar(d, blue);
      events.push({ type: 'flag', car: c.id, flag: 'blue' });
    }
  }
}

/** Each car's distance in `lappedIn` (scratch, by position in the list of cars). */
let lapDistance = new Float64Array(16);
