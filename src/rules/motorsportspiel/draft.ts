/**
 * Copies of the state to change before they are shared, and drafts written
 * in place while one action is applied. No rule of its own: the plumbing the
 * rule files (`round.ts`, `apply.ts`, `errors.ts`, `turn-end.ts`) share.
 */
import type { Car, MssState, Turn } from './types';

export type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A copy of a car to change before it is shared: every field written out in
 * the order `createGame` makes them, so all cars keep one shape and a copy is
 * one allocation (a spread of this many fields goes the slow way).
 */
export function copyCar(c: Car): Writable<Car> {
  return {
    id: c.id,
    seat: c.seat,
    number: c.number,
    name: c.name,
    slot: c.slot,
    space: c.space,
    back: c.back,
    crossings: c.crossings,
    crossOffset: c.crossOffset,
    arrival: c.arrival,
    status: c.status,
    off: c.off,
    miss: c.miss,
    pending: c.pending,
    box: c.box,
    black: c.black,
    mustPit: c.mustPit,
    grace: c.grace,
    whites: c.whites,
    mustStop: c.mustStop,
    stops: c.stops,
    cautious: c.cautious,
    chose: c.chose,
    dry: c.dry,
    outReason: c.outReason,
    blue: c.blue,
  };
}

/** A copy of the state to change before it is shared (every field written out, as `copyCar`). */
export function copyState(s: MssState): Writable<MssState> {
  return {
    graph: s.graph,
    config: s.config,
    names: s.names,
    seats: s.seats,
    cars: s.cars,
    rng: s.rng,
    tick: s.tick,
    round: s.round,
    order: s.order,
    index: s.index,
    turn: s.turn,
    finish: s.finish,
    protocol: s.protocol,
    over: s.over,
    endReason: s.endReason,
  };
}

/** A copy of a turn to change before it is shared. */
export function copyTurn(t: Turn): Writable<Turn> {
  return { car: t.car, phase: t.phase, roll: t.roll, plan: t.plan, die: t.die, timedOut: t.timedOut, earned: t.earned };
}

/** The state with `turn` in place of its turn. */
export function withTurn(state: MssState, turn: Turn | null): Writable<MssState> {
  const s = copyState(state);
  s.turn = turn;
  return s;
}

/** The state with `car` in place of the car of its id (cars stand in the list by id): one new state. */
export function setCar(state: MssState, car: Car): MssState {
  const cars = state.cars.slice();
  cars[car.id] = car;
  const s = copyState(state);
  s.cars = cars;
  return s;
}

export const carOf = (state: MssState, id: number): Car => state.cars[id]!;

/** The empty parts of a new turn, shared by every turn (never changed: each change makes a new one). */
export const NO_ROLL: Turn['roll'] = Object.freeze({});

export const NO_PLAN: Turn['plan'] = Object.freeze([]);

export const NO_FLAGS: Turn['earned'] = Object.freeze([]);

/**
 * A state made by the action being applied and seen by nothing else yet, so
 * it is written in place (`s`): its fields, and its list of cars while `own`
 * (that list copied by `putCar` the first time a car changes). A call that
 * keeps the list for later (`envOf`) ends `own`, so the next change copies it
 * again and what was kept never changes.
 */
export interface Draft {
  readonly s: Writable<MssState>;
  own: boolean;
}

/** A draft of `state`: one copy, its list of cars still shared. */
export const draftOf = (state: MssState): Draft => ({ s: copyState(state), own: false });

/** Puts `car` into the draft's list of cars (a copy of the shared list the first time). */
export function putCar(d: Draft, car: Car): void {
  if (!d.own) {
    d.s.cars = d.s.cars.slice();
    d.own = true;
  }
  (d.s.cars as Car[])[car.id] = car;
}

/** `putCar`, and the clock one tick on (the car arrived where it stands at the tick before). */
export function putCarTick(d: Draft, car: Car): void {
  putCar(d, car);
  d.s.tick += 1;
}
