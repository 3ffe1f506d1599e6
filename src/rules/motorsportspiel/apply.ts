/**
 * Applying a listed action (rulebook: "Game Play" — the white dice stated and
 * rolled, the dice placed, each die driven in order; "Pit-stops" — driving
 * through the pit lane clears the flags; "Time Penalties" — a white flag when
 * time is up, three a stop and go; "Fuel and Tire Pit Stops" — doubles on the
 * white dice run the tank dry; "Final Lap Alternate Rule" — the choice made;
 * "Driving Errors" — the points a die could not drive).
 */
import { nextInt } from '../core/rng';
import type { SpaceId } from '../../track/lane-graph-types';
import { boardInfo, PIT_BOX } from './board';
import { DICE, dieReading, STOP_AND_GO_WHITES, type DieName } from './data';
import { carOf, copyCar, copyTurn, draftOf, putCarTick, putCar, setCar, withTurn } from './draft';
import { drivingError } from './errors';
import { onFinalLap } from './order';
import { placed, planOfAction } from './plans';
import { note } from './protocol';
import { crossingsOfKey, ctxKey, ctxOf, ctxOfKey, doneOfKey, envOf, follow, spaceOfKey, stepEdge } from './steps';
import { finishTurn, moveUpIn } from './turn-end';
import type { MssAction, MssEvent, MssState } from './types';

export type Applied = { ok: true; state: MssState; events: MssEvent[] } | { ok: false; code: string; message: string };

/** Applies an action already known to be listed. */
export function applyListed(start: MssState, action: MssAction): { state: MssState; events: MssEvent[] } {
  const events: MssEvent[] = [];
  let state = start;
  const turn = state.turn!;
  let car = carOf(state, turn.car);
  switch (action.type) {
    case 'final-lap': {
      events.push({ type: 'final-lap', car: car.id, pit: action.pit });
      car = action.pit ? { ...car, chose: true } : { ...car, chose: true, cautious: true, mustPit: false, mustStop: false };
      state = setCar(state, car);
      if (turn.phase === 'final-lap') return finishTurn(state, events);
      return { state, events };
    }
    case 'time-up': {
      const whites = car.whites + 1;
      events.push({ type: 'flag', car: car.id, flag: 'white' });
      state = note(state, `#${car.number} white`);
      car = { ...car, whites };
      if (whites >= STOP_AND_GO_WHITES && !car.mustStop) car = { ...car, mustStop: true, mustPit: true, grace: boardInfo(state.graph).reachesPit[car.space] ? 0 : 1 };
      state = { ...setCar(state, car), turn: { ...turn, timedOut: true } };
      return { state, events };
    }
    case 'dice': {
      let rng = state.rng;
      const roll: Partial<Record<DieName, number>> = {};
      const names = ROLLED[action.white]!;
      const faces: Partial<Record<DieName, { top: number; bottom: number }>> = {};
      for (const d of names) {
        const r = nextInt(rng, 6);
        rng = r.state;
        roll[d] = r.value;
        faces[d] = { top: dieReading(DICE[d], r.value, 'top'), bottom: dieReading(DICE[d], r.value, 'bottom') };
      }
      events.push({ type: 'rolled', car: car.id, white: action.white, faces });
      // Fuel and tyre variant: doubles on the white dice on the final lap without the stop run the tank dry.
      const fuel = state.config.fuelStops;
      if (fuel > 0 && car.stops < fuel && onFinalLap(state, car) && action.white === 2 && faces.white1!.top === faces.white2!.top) {
        state = setCar(state, { ...car, dry: true });
      }
      const next = copyTurn(turn);
      next.phase = 'order';
      next.roll = roll;
      const s = withTurn(state, next);
      s.rng = rng;
      return { state: s, events };
    }
    case 'order': {
      const plan = planOfAction.get(action) ?? action.dice.map(({ die, side }) => placed(die, turn.roll[die]!, side));
      events.push({ type: 'placed', car: car.id, plan });
      const next = copyTurn(turn);
      next.phase = 'move';
      next.plan = plan;
      next.die = 0;
      return { state: withTurn(state, next), events };
    }
    case 'path':
      return drive(state, action.to, events);
  }
}

/** The dice rolled with 0, 1 or 2 white dice stated (the red die always). */
const ROLLED: readonly (readonly DieName[])[] = [['red'], ['red', 'white1'], ['red', 'white1', 'white2']];

/** Drives the current die along `path` (a listed path), then the error when the die could not be driven whole. */
export function drive(start: MssState, path: readonly SpaceId[], events: MssEvent[]): { state: MssState; events: MssEvent[] } {
  let state = start;
  const turn = state.turn!;
  let car = carOf(state, turn.car);
  const die = turn.plan[turn.die]!;
  const env = envOf(state, car);
  const t = env.t;
  let k = ctxKey(ctxOf(car));
  let cleared = false;
  for (const to of path) {
    const from = spaceOfKey(k);
    let e = t.edgeStart[from]!;
    while (t.edgeTo[e] !== to) e++; // a listed path: its first step from here to `to` exists
    const before = crossingsOfKey(k);
    k = stepEdge(env, k, e);
    const crossings = crossingsOfKey(k);
    const lap = Math.max(0, crossings - car.crossOffset); // lapsDone of the car with these crossings
    if (crossings > before && lap > 0 && doneOfKey(k) === 0) events.push({ type: 'lap', car: car.id, lap });
    if (t.pit[to] === PIT_BOX && t.pit[from] !== PIT_BOX && !cleared) {
      cleared = true;
      const stopGo = car.whites >= STOP_AND_GO_WHITES && car.mustStop;
      events.push({ type: 'pit', car: car.id, cleared: true, stop: doneOfKey(k) === 2 });
      const pitted = copyCar(car);
      pitted.box = 0;
      pitted.black = false;
      pitted.mustPit = false;
      pitted.pending = [];
      pitted.stops = car.stops + 1;
      pitted.whites = stopGo ? 0 : car.whites;
      pitted.miss = stopGo ? car.miss + 1 : car.miss;
      car = pitted;
    }
  }
  const ctx = ctxOfKey(k);
  const finishedHere = ctx.done === 'finished';
  const moved = copyCar(car);
  moved.space = ctx.space;
  moved.back = ctx.back;
  moved.crossings = ctx.crossings;
  moved.grace = ctx.grace;
  moved.mustStop = ctx.done === 'stopped' ? false : ctx.mustStop;
  moved.arrival = state.tick;
  car = moved;
  // The move's one new state, written in place from here on.
  const d = draftOf(state);
  putCarTick(d, car);
  if (path.length > 0) events.push({ type: 'moved', car: car.id, value: die.value, path });
  // The car behind it in a dotted space moves up to the front (drafting).
  moveUpIn(d, events);
  if (finishedHere) {
    const place = d.s.finish.length + 1;
    const done = copyCar(car);
    done.status = 'finished';
    putCar(d, done);
    d.s.finish = [...d.s.finish, car.id];
    events.push({ type: 'finished', car: car.id, place });
    return finishTurn(d.s, events, d);
  }
  if (ctx.done === 'stopped') return finishTurn(d.s, events, d);
  const full = path.length === die.value;
  if (full) {
    if (turn.die + 1 >= turn.plan.length) return finishTurn(d.s, events, d);
    const next = copyTurn(turn);
    next.die = turn.die + 1;
    d.s.turn = next;
    return { state: d.s, events };
  }
  // Not the whole die: the rest of it and every die after it are unusable.
  let points = die.value - path.length;
  for (let i = turn.die + 1; i < turn.plan.length; i++) points += turn.plan[i]!.value;
  state = drivingError(d.s, car.id, points, die, events);
  return finishTurn(state, events);
}

/** The path a listed action drives, for previews: where each step goes and the points it would lose. */
export function previewPath(state: MssState, path: readonly SpaceId[]): { end: SpaceId; unusable: number } {
  const turn = state.turn!;
  const car = carOf(state, turn.car);
  const die = turn.plan[turn.die]!;
  const end = follow(envOf(state, car), ctxOf(car), path);
  const unusable = path.length === die.value || end.done ? 0 : die.value - path.length + turn.plan.slice(turn.die + 1).reduce((s, d) => s + d.value, 0);
  return { end: end.space, unusable };
}
