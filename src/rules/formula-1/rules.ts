/**
 * Legality and the effect of each action: the one source of what a car may do.
 * A turn is a speed (its tyre price paid at once), then, unless the speed is
 * 0, the path of exactly speed/40 squares; in the pit the turn is the service;
 * a car that is blocked and cannot pay to brake has only "leave the track".
 */
import { reject, type ApplyResult } from '../core/engine';
import { nextInt } from '../core/rng';
import { actionSchema } from './action-schema';
import { boardInfo, edgesOf, lapsDone, type BoardInfo } from './board';
import { DIE_FACES, PIT_TYRES } from './data/material';
import { SPEED_STEP, SPEEDS, speedChangeCost, squaresAt } from './data/speed';
import { compareCars, seatRanking, startRound } from './order';
import { entersPit, occupiedBy, pathsAt, reachBits, searchOf, shareSearch } from './paths';
import type { CarState, Formula1Action, Formula1Event, Formula1State, OffReason } from './types';

/** The car to act, or null when the race is over. */
export function activeCar(state: Formula1State): number | null {
  if (state.phase === 'over') return null;
  return state.order[state.turn] ?? null;
}

/**
 * The speeds car `ci` may choose now: affordable, and with a full path (or a
 * way into the pit) at that speed. Every path the search lists is a walk of
 * `reach` (which only does not look at a path's own squares), so the walk
 * alone answers: there is a move at n squares where it reaches n squares or
 * the pit within n.
 */
export function speedChoices(state: Formula1State, ci: number): number[] {
  const car = state.cars[ci]!;
  const r = reachBits(state, ci, squaresAt(SPEEDS[SPEEDS.length - 1]!));
  const out: number[] = [];
  for (const kmh of SPEEDS) {
    if (speedChangeCost(car.speed, kmh) > car.tyres) continue;
    const n = squaresAt(kmh);
    if (n === 0 || (r.exact & (1 << n)) !== 0 || r.pitAfter <= n) out.push(kmh);
  }
  return out;
}

function computeLegal(state: Formula1State, ci: number): readonly Formula1Action[] {
  const car = state.cars[ci]!;
  if (state.phase === 'move') {
    const n = squaresAt(car.speed);
    return n <= 0 ? [] : pathsAt(searchOf(state, ci, n), n).map((path) => Object.freeze({ type: 'move' as const, path }));
  }
  if (car.inPit) return [SERVICE];
  const speeds = speedChoices(state, ci);
  if (speeds.length === 0) return [LEAVE];
  return speeds.map((kmh) => SPEED_ACTIONS[squaresAt(kmh)] ?? Object.freeze({ type: 'speed' as const, kmh }));
}

/** The actions without a path are the same for every state: frozen once. */
const SPEED_ACTIONS: readonly Formula1Action[] = SPEEDS.map((kmh) => Object.freeze({ type: 'speed' as const, kmh }));
const SERVICE: Formula1Action = Object.freeze({ type: 'service' as const });
const LEAVE: Formula1Action = Object.freeze({ type: 'leave' as const });

/**
 * States are never changed, so the active car's list is kept per state
 * (frozen; each caller gets its own array): for the few states asked about
 * last, remembered by identity (a race asks of each state a few times in a
 * row; an older state is listed again).
 */
const KEPT = 8;
const keptStates: (Formula1State | undefined)[] = new Array<Formula1State | undefined>(KEPT);
const keptLists: (readonly Formula1Action[] | undefined)[] = new Array<readonly Formula1Action[] | undefined>(KEPT);
let keptNext = 0;
const legalCache = {
  get(state: Formula1State): readonly Formula1Action[] | undefined {
    for (let i = 0; i < KEPT; i++) if (keptStates[i] === state) return keptLists[i];
    return undefined;
  },
  set(state: Formula1State, list: readonly Formula1Action[]): void {
    keptStates[keptNext] = state;
    keptLists[keptNext] = list;
    keptNext = (keptNext + 1) % KEPT;
  },
};

export function legalActionsOf(state: Formula1State, seat: number): Formula1Action[] {
  const ci = activeCar(state);
  if (ci === null) return [];
  if (state.cars[ci]!.seat !== seat) return [];
  let list = legalCache.get(state);
  if (!list) {
    list = computeLegal(state, ci);
    legalCache.set(state, list);
  }
  return list.slice();
}

function sameAction(a: Formula1Action, b: Formula1Action): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'speed' && b.type === 'speed') return a.kmh === b.kmh;
  if (a.type === 'move' && b.type === 'move') return a.path.length === b.path.length && a.path.every((x, i) => x === b.path[i]);
  return true;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A state like `s` with the fields that change in a turn given: every field
 * written out (one shape for every state, cheaper than spreading).
 */
function stateOf(s: Formula1State, cars: readonly CarState[], turn: number, phase: Formula1State['phase'], clock: number, finishers: number, rng: number): Formula1State {
  return { graph: s.graph, names: s.names, laps: s.laps, roundLimit: s.roundLimit, cars, round: s.round, order: s.order, turn, phase, clock, finishers, rng, endReason: s.endReason };
}

/**
 * Ends the active car's turn with the cars, clock, finishers and generator
 * given: the next car, or the next round, or the end of the race.
 */
function endTurnWith(state: Formula1State, cars: readonly CarState[], clock: number, finishers: number, rng: number, events: Formula1Event[]): Formula1State {
  const turn = state.turn + 1;
  const done = stateOf(state, cars, turn, 'speed', clock, finishers, rng);
  if (turn < state.order.length) return done;
  if (finishers > 0 || state.round >= state.roundLimit) {
    const reason = finishers > 0 ? 'finish' : 'round-limit';
    events.push({ type: 'end', reason, order: seatRanking(done) });
    return { ...done, phase: 'over', endReason: reason };
  }
  const next = startRound(done);
  for (const e of next.events) events.push(e);
  return next.state;
}

/** A copy of `c` to change (every field written out: one shape for every car, cheaper than spreading). */
function copyCar(c: CarState): Mutable<CarState> {
  return { seat: c.seat, index: c.index, grid: c.grid, space: c.space, off: c.off, offSeq: c.offSeq, inPit: c.inPit, speed: c.speed, tyres: c.tyres, crossings: c.crossings, finished: c.finished, arrival: c.arrival };
}

function carsWith(state: Formula1State, ci: number, car: CarState): CarState[] {
  const cars = state.cars.slice();
  cars[ci] = car;
  return cars;
}

/** Puts a car beside the track at `space`: speedometer to 0, tyres of slowing to 0 returned (as many as it has). */
function leaveTrack(car: Mutable<CarState>, space: number, reason: OffReason, clock: number, ci: number, events: Formula1Event[]): void {
  const lost = Math.min(car.tyres, speedChangeCost(car.speed, 0));
  events.push({ type: 'off', car: ci, space, reason, speed: car.speed, tyresLost: lost, tyres: car.tyres - lost });
  car.tyres -= lost;
  car.speed = 0;
  car.space = space;
  car.off = true;
  car.offSeq = clock;
  car.inPit = false;
}

function applySpeed(state: Formula1State, ci: number, kmh: number): ApplyResult<Formula1State, Formula1Event> {
  const car = state.cars[ci]!;
  const cost = speedChangeCost(car.speed, kmh);
  const events: Formula1Event[] = [{ type: 'speed', car: ci, from: car.speed, to: kmh, cost, tyres: car.tyres - cost }];
  const changed = copyCar(car);
  changed.speed = kmh;
  changed.tyres = car.tyres - cost;
  const cars = carsWith(state, ci, changed);
  if (kmh === 0) return { ok: true, state: endTurnWith(state, cars, state.clock, state.finishers, state.rng, events), events };
  const moving = stateOf(state, cars, state.turn, 'move', state.clock, state.finishers, state.rng);
  // The squares, who stands beside the track and who may pit are as before: the move reads the same search.
  shareSearch(state, moving, ci);
  return { ok: true, state: moving, events };
}

/** A die in [1, 6] from the state's generator. */
export type Roll = () => number;

/**
 * Drives car `ci` along `path` at its speed: laps, the finish, and the throws
 * on every safe-speed square it exceeds (`roll` gives each die). Returns the
 * car, the counters and the events; the caller ends the turn.
 */
export function drive(state: Formula1State, ci: number, path: readonly number[], roll: Roll): { state: Formula1State; events: Formula1Event[] } {
  const events: Formula1Event[] = [];
  const d = driveCar(state, ci, path, roll, events);
  return { state: stateOf(state, carsWith(state, ci, d.car), state.turn, state.phase, d.clock, d.finishers, state.rng), events };
}

interface Driven {
  readonly car: CarState;
  readonly clock: number;
  readonly finishers: number;
}

/** The car after `drive`, and the counters; the events are added to `events`. */
function driveCar(state: Formula1State, ci: number, path: readonly number[], roll: Roll, events: Formula1Event[]): Driven {
  const info = boardInfo(state.graph);
  const car = copyCar(state.cars[ci]!);
  let clock = state.clock;
  let finishers = state.finishers;
  // A frozen path (as the engine lists them) is kept as it is; any other is copied.
  events.push({ type: 'move', car: ci, from: car.space, path: Object.isFrozen(path) ? path : path.slice(), rejoined: car.off });
  const pit = entersPit(state, car.space, path);
  let prev = car.space;
  car.off = false;
  car.offSeq = 0;
  let leftTrack = false;
  for (const id of path) {
    if (firstStepCrosses(info, prev, id)) {
      car.crossings++;
      const done = lapsDone(info, car);
      if (done >= state.laps && car.finished === 0) {
        finishers++;
        car.finished = finishers;
        events.push({ type: 'finish', car: ci, place: finishers });
      } else if (done >= 1 && car.finished === 0) events.push({ type: 'lap', car: ci, lap: done + 1 });
    }
    prev = id;
    car.space = id;
    if (car.finished > 0) continue;
    // The board's safe speed of the square (0 for none; printed ones are positive).
    const safe = info.safe[id] ?? 0;
    if (safe === 0 || car.speed <= safe) continue;
    const throws = Math.ceil((car.speed - safe) / SPEED_STEP);
    for (let t = 0; t < throws && !leftTrack; t++) {
      const die = roll();
      const face = DIE_FACES[die - 1]!;
      let lost = 0;
      let off: OffReason | null = null;
      if (face.kind === 'off') off = 'die';
      else if (face.kind === 'tyres') {
        lost = Math.min(face.tyres, car.tyres);
        if (car.tyres < face.tyres) off = 'no-tyres';
      }
      car.tyres -= lost;
      events.push({ type: 'throw', car: ci, space: id, safeSpeed: safe, die, tyresLost: lost, tyres: car.tyres, off: off !== null });
      if (off !== null) {
        clock++;
        // Beside the corner's one square on the outside, whichever lane (board.ts, `cornerSpots`).
        leaveTrack(car, info.offSpot[id]!, off, clock, ci, events);
        leftTrack = true;
      }
    }
    if (leftTrack) break;
  }
  if (!leftTrack) {
    clock++;
    car.arrival = clock;
    if (pit) {
      car.inPit = true;
      events.push({ type: 'pit-in', car: ci, space: car.space });
    }
  }
  return { car, clock, finishers };
}

/** Whether the first of the graph's steps from `from` to `to` crosses the start line. */
function firstStepCrosses(info: BoardInfo, from: number, to: number): boolean {
  for (let k = info.outStart[from]!, end = info.outStart[from + 1]!; k < end; k++) if (info.outTo[k] === to) return info.outCrosses[k] === 1;
  return false;
}

/** The generator while a move is driven (`rollDie` throws from it). */
let rolling = 0;
function rollDie(): number {
  const r = nextInt(rolling, 6);
  rolling = r.state;
  return r.value + 1;
}

function applyMove(state: Formula1State, ci: number, path: readonly number[]): ApplyResult<Formula1State, Formula1Event> {
  const events: Formula1Event[] = [];
  rolling = state.rng;
  const d = driveCar(state, ci, path, rollDie, events);
  return { ok: true, state: endTurnWith(state, carsWith(state, ci, d.car), d.clock, d.finishers, rolling, events), events };
}

/** The car a blocked car stands beside: of the cars on squares it could not enter, the nearest ahead of it. */
export function blockerSquare(state: Formula1State, ci: number): number {
  const car = state.cars[ci]!;
  const occ = occupiedBy(state, ci);
  const seen = new Set<number>();
  const blockers = new Set<number>();
  let frontier = [car.space];
  const n = squaresAt(car.speed);
  for (let k = 0; k < n && frontier.length > 0; k++) {
    const next: number[] = [];
    for (const id of frontier) {
      for (const e of edgesOf(state.graph, id)) {
        if (e.kind === 'pit-entry' || e.kind === 'pit-exit') continue;
        if (occ.has(e.to)) blockers.add(e.to);
        else if (!seen.has(e.to)) {
          seen.add(e.to);
          next.push(e.to);
        }
      }
    }
    frontier = next;
  }
  const cars = state.cars.filter((c, i) => i !== ci && !c.off && blockers.has(c.space));
  if (cars.length === 0) return car.space;
  cars.sort((a, b) => compareCars(state, b, a));
  return cars[0]!.space;
}

function applyLeave(state: Formula1State, ci: number): ApplyResult<Formula1State, Formula1Event> {
  const car: Mutable<CarState> = { ...state.cars[ci]! };
  const events: Formula1Event[] = [];
  const clock = state.clock + 1;
  leaveTrack(car, blockerSquare(state, ci), 'blocked', clock, ci, events);
  return { ok: true, state: endTurnWith(state, carsWith(state, ci, car), clock, state.finishers, state.rng, events), events };
}

function applyService(state: Formula1State, ci: number): ApplyResult<Formula1State, Formula1Event> {
  const info = boardInfo(state.graph);
  const car: Mutable<CarState> = { ...state.cars[ci]!, tyres: PIT_TYRES, speed: 0, inPit: false };
  const occ = occupiedBy(state, ci);
  // The service's second square (across the line), when free.
  const step = edgesOf(state.graph, car.space).find((e) => info.serviceSquares.has(e.to) && !occ.has(e.to));
  const events: Formula1Event[] = [{ type: 'service', car: ci, tyres: PIT_TYRES, moved: step !== undefined }];
  let clock = state.clock;
  if (step) {
    car.space = step.to;
    if (step.crossesStart) {
      car.crossings++;
      const done = lapsDone(info, car);
      if (done >= 1) events.push({ type: 'lap', car: ci, lap: done + 1 });
    }
    clock++;
    car.arrival = clock;
  }
  return { ok: true, state: endTurnWith(state, carsWith(state, ci, car), clock, state.finishers, state.rng, events), events };
}

export function applyAction(state: Formula1State, seat: number, action: Formula1Action): ApplyResult<Formula1State, Formula1Event> {
  // An action the engine listed for this state and seat (the same object) is legal as it stands: no need to read it again.
  const ci0 = activeCar(state);
  if (ci0 !== null && state.cars[ci0]!.seat === seat && legalCache.get(state)?.includes(action) === true) return applyLegal(state, ci0, action);
  const parsed = actionSchema.safeParse(action);
  if (!parsed.success) return reject('invalid-action', 'not a Formuła 1 action');
  const a = parsed.data;
  if (state.phase === 'over') return reject('game-over', 'the race is over');
  const ci = activeCar(state);
  if (ci === null || state.cars[ci]!.seat !== seat) return reject('not-your-turn', `seat ${String(seat)} may not act now`);
  if (!legalActionsOf(state, seat).some((l) => sameAction(l, a))) return reject('illegal-action', `${a.type} is not allowed now`);
  return applyLegal(state, ci, a);
}

function applyLegal(state: Formula1State, ci: number, a: Formula1Action): ApplyResult<Formula1State, Formula1Event> {
  switch (a.type) {
    case 'speed':
      return applySpeed(state, ci, a.kmh);
    case 'move':
      return applyMove(state, ci, a.path);
    case 'service':
      return applyService(state, ci);
    case 'leave':
      return applyLeave(state, ci);
  }
}
