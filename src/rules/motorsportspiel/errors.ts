/**
 * Driving errors and penalty flags (rulebook: "Driving Errors" — light 1–3
 * points, severe 4 or more, in a curve or on a straight overrun; "Penalty
 * Flags" — "Two yellow flags are exchanged for a red flag … the two flags are
 * exchanged for a black flag … If you have a black flag, and on your way to
 * the pits, you get another flag from errors, you wipe out"; "The BIG Error";
 * the FAQ "If you suffer a red flag error, where is the car placed?").
 */
import type { SpaceId } from '../../track/lane-graph-types';
import { boardInfo, capacityOf, isCurve } from './board';
import { BIG_ERROR_ABOVE, BLACK_AT, FLAG_POINTS, SEVERE_FROM } from './data';
import { carOf, copyCar, copyTurn, draftOf, putCar, setCar, withTurn, type Draft } from './draft';
import { note } from './protocol';
import { ctxOf, envOf, occupancy, stepBlock } from './steps';
import type { Car, ErrorPlace, FlagColour, MssEvent, MssState, PlacedDie } from './types';

/** What stopped the car: a car ahead (the blocker's space), the curve it is in, or nothing but the die (before a curve or the pit lane). */
function errorPlace(state: MssState, car: Car, die: PlacedDie): { place: ErrorPlace; blocker: SpaceId | null } {
  const info = boardInfo(state.graph);
  const env = envOf(state, car);
  const ctx = ctxOf(car);
  const here = state.graph.spaces[car.space]!;
  if (isCurve(here)) return { place: 'curve', blocker: null };
  const ahead = info.ahead[car.space];
  if (ahead && stepBlock(env, ctx, ahead, die.value, die.low) === 'occupied') {
    const blockerSpace = car.back && env.occ.count[car.space]! > 0 ? car.space : ahead.to;
    return { place: 'blocked', blocker: blockerSpace };
  }
  if (here.features.pit) return { place: 'pit', blocker: null };
  return { place: 'straight', blocker: null };
}

/** A driving error of `points` unusable points: a yellow or a red flag, off into the gravel, or out. */
export function drivingError(start: MssState, id: number, points: number, die: PlacedDie, events: MssEvent[]): MssState {
  let state = start;
  let car = carOf(state, id);
  const severe = points >= SEVERE_FROM;
  const { place, blocker } = errorPlace(state, car, die);
  events.push({ type: 'error', car: id, points, severity: severe ? 'severe' : 'light', place, space: car.space });
  const flag: FlagColour = severe ? 'red' : 'yellow';
  state = note(state, `#${car.number} ${flag}`);
  events.push({ type: 'flag', car: id, flag });
  if (state.config.bigError && points > BIG_ERROR_ABOVE) return retire(state, id, 'the BIG error', events);
  if (car.black) return retire(state, id, 'another error under the black flag', events);
  const hit = copyCar(car);
  hit.box = car.box + FLAG_POINTS[flag];
  car = hit;
  const turn = copyTurn(state.turn!);
  turn.earned = [...turn.earned, flag];
  state = withTurn(state, turn);
  if (severe) {
    const gravel = gravelSpace(state, car, place, blocker);
    hit.off = true;
    hit.back = false;
    hit.space = gravel.space;
    hit.crossings = gravel.crossings;
    hit.miss = car.miss + 1;
    events.push({ type: 'off', car: id, beside: gravel.space });
  }
  if (car.box >= BLACK_AT && !car.black) {
    hit.black = true;
    hit.mustPit = true;
    hit.grace = boardInfo(state.graph).reachesPit[car.space] ? 0 : 1;
    events.push({ type: 'flag', car: id, flag: 'black' });
    state = note(state, `#${car.number} black`);
  }
  return setCar(state, car);
}

/** Where a car that flies off lands (the FAQ's placements); it re-enters from the track space beside it. */
function gravelSpace(state: MssState, car: Car, place: ErrorPlace, blocker: SpaceId | null): { space: SpaceId; crossings: number } {
  const info = boardInfo(state.graph);
  const graph = state.graph;
  if (place === 'blocked' && blocker !== null) return { space: blocker, crossings: car.crossings + (graph.spaces[blocker]!.progress < graph.spaces[car.space]!.progress ? 1 : 0) };
  if (place !== 'curve') return { space: car.space, crossings: car.crossings };
  const outside = info.outsideLane[car.space]!;
  const here = graph.spaces[car.space]!;
  if (here.lane !== outside) {
    // Inside lane, not the last space of the curve: one space ahead (inertia), then out beside the outside lane.
    const ahead = info.ahead[car.space];
    const occ = occupancy(state, car.id);
    if (ahead && isCurve(graph.spaces[ahead.to]!) && occ.count[ahead.to]! < capacityOf(graph.spaces[ahead.to]!)) {
      const out = info.beside[ahead.to]![outside] ?? -1;
      const space = out >= 0 ? out : ahead.to;
      return { space, crossings: car.crossings + (ahead.crossesStart ? 1 : 0) };
    }
    const out = info.beside[car.space]![outside] ?? -1;
    return { space: out >= 0 ? out : car.space, crossings: car.crossings };
  }
  return { space: car.space, crossings: car.crossings };
}

export function retire(state: MssState, id: number, reason: string, events: MssEvent[]): MssState {
  const d = draftOf(state);
  retireIn(d, id, reason, events);
  return d.s;
}

/** `retire`, in the draft. */
export function retireIn(d: Draft, id: number, reason: string, events: MssEvent[]): void {
  const car = carOf(d.s, id);
  events.push({ type: 'out', car: id, reason });
  const out = copyCar(car);
  out.status = 'out';
  out.outReason = reason;
  out.off = false;
  putCar(d, out);
}
