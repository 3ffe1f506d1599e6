/**
 * The rounds of the race (rulebook: "Racing Sequence" — a new round in the
 * order of the cars; "Driving Errors" — a car off the track "loses their next
 * turn completely. In the following round, that car may enter in normal
 * sequence from the space next to where it went off the track. If this space
 * is occupied by another car, it may enter ahead on the next available open
 * space"; "Game Play" — "If you are blocked from moving because of other cars
 * ahead of you, you miss your turn"; "Time Penalties" — the turn lost in the
 * pit box), and the end of the race when nobody races on.
 */
import { boardInfo, capacityOf } from './board';
import { copyCar, draftOf, NO_FLAGS, NO_PLAN, NO_ROLL, putCar, putCarTick, carOf, copyState, type Draft } from './draft';
import { canMoveAtAll, ctxOf, envOf, occupancy } from './steps';
import { lapsDone, racingOrder } from './order';
import type { Car, MssEvent, MssState } from './types';

export function endRace(state: MssState, reason: string, events: MssEvent[]): MssState {
  events.push({ type: 'over', reason });
  return { ...state, over: true, endReason: reason, turn: null };
}

/**
 * Moves on to the next car that can act (missed turns, re-entries, blocked
 * cars, new rounds), ending the race when nobody can. `given`, a draft whose
 * state is `start`, is written in place; otherwise the first change makes one.
 */
export function advance(start: MssState, events: MssEvent[], given: Draft | null = null): { state: MssState; events: MssEvent[] } {
  // The state is `d.s` from the first change on: one copy for the whole advance, written in place.
  let d = given !== null && given.s === start ? given : null;
  let state = start;
  // The index of the car on turn, written only with the next change made (a round of missed turns makes no state per car).
  let index = state.index;
  for (let guard = 0; guard < 10_000; guard++) {
    if (state.over || state.turn) return { state: indexed(d, state, index), events };
    if (!anyRacing(state.cars)) return { state: endRace(indexed(d, state, index), 'finish', events), events };
    if (d === null) {
      d = draftOf(state);
      state = d.s;
    }
    const s = d.s;
    const next = index + 1;
    if (s.round === 0 || next >= s.order.length) {
      if (s.round >= s.config.roundLimit) return { state: endRace(indexed(d, s, index), 'round limit', events), events };
      const order = racingOrder(s);
      s.round += 1;
      s.order = order;
      s.index = 0;
      events.push({ type: 'round', round: s.round, order });
      index = 0;
    } else index = next;
    let car = carOf(s, s.order[index]!);
    if (car.status !== 'racing') continue;
    if (car.miss > 0) {
      events.push({ type: 'missed', car: car.id, why: car.off ? 'off' : 'pit-box' });
      const missed = copyCar(car);
      missed.miss = car.miss - 1;
      s.index = index;
      putCar(d, missed);
      continue;
    }
    if (car.off) {
      // Back on the track from beside where it went off, or the next free space ahead in that lane.
      const occ = occupancy(s, car.id);
      const info = boardInfo(s.graph);
      let at = car.space;
      for (let i = 0; i < s.graph.spaces.length && occ.count[at]! >= capacityOf(s.graph.spaces[at]!); i++) at = info.ahead[at]!.to;
      const back = occ.count[at]! > 0;
      let crossings = car.crossings;
      if (at !== car.space && s.graph.spaces[at]!.progress < s.graph.spaces[car.space]!.progress) crossings += 1;
      const crossed = crossings > car.crossings;
      const entered = copyCar(car);
      entered.off = false;
      entered.space = at;
      entered.back = back;
      entered.crossings = crossings;
      entered.arrival = s.tick;
      car = entered;
      s.index = index;
      putCarTick(d, car);
      events.push({ type: 'reenter', car: car.id, space: at });
      // Back on the track beyond the line: that crossing counts like any other (never from the pit lane).
      if (crossed && !s.graph.spaces[at]!.features.pit && lapsDone(car) >= s.config.laps) {
        const done = copyCar(car);
        done.status = 'finished';
        putCar(d, done);
        s.finish = [...s.finish, car.id];
        events.push({ type: 'finished', car: car.id, place: s.finish.length });
        continue;
      }
    }
    const movable = canMoveAtAll(envOf(s, car), ctxOf(car));
    // `envOf` keeps this list of cars: a later change copies it.
    d.own = false;
    if (!movable) {
      events.push({ type: 'missed', car: car.id, why: 'blocked' });
      continue;
    }
    s.turn = { car: car.id, phase: 'dice', roll: NO_ROLL, plan: NO_PLAN, die: 0, timedOut: false, earned: NO_FLAGS };
    s.index = index;
  }
  return { state: endRace(indexed(d, state, index), 'round limit', events), events };
}

/** `state` with the car on turn at `index`: written in place into the draft whose state it is, else a copy if it differs. */
function indexed(d: Draft | null, state: MssState, index: number): MssState {
  if (d !== null && d.s === state) {
    d.s.index = index;
    return d.s;
  }
  return withIndex(state, index);
}

function withIndex(state: MssState, index: number): MssState {
  if (state.index === index) return state;
  const s = copyState(state);
  s.index = index;
  return s;
}

function anyRacing(cars: readonly Car[]): boolean {
  for (const c of cars) if (c.status === 'racing') return true;
  return false;
}
