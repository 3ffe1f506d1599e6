/**
 * The rules of Das Motorsportspiel: set-up, the racing order, the turn (the
 * white dice stated, the roll, the dice placed in order and read top or
 * bottom, each die driven), driving errors and flags, the pit lane, laps and
 * the finish. Pure: every function returns a new state.
 */
import { nextInt, seedRng, shuffle } from '../core/rng';
import type { SeatSetup } from '../core/game';
import type { LaneGraph, SpaceId } from '../../track/lane-graph-types';
import { boardInfo, capacityOf, isCurve, PIT_BOX } from './board';
import {
  BIG_ERROR_ABOVE,
  BLACK_AT,
  DICE,
  DIE_NAMES,
  dieReading,
  FLAG_POINTS,
  MAX_CARS,
  SAFETY_ROUNDS_EXTRA,
  SAFETY_ROUNDS_PER_LAP,
  SEVERE_FROM,
  STOP_AND_GO_WHITES,
  type DieName,
} from './data';
import {
  bestUnusableKey,
  canMoveAtAll,
  crossingsOfKey,
  ctxKey,
  ctxOf,
  ctxOfKey,
  dieCode,
  diePaths,
  dutiesOf,
  NEARBY_STEPS,
  nearbyCars,
  doneOfKey,
  drivesAllStraight,
  drivesStraight,
  envOf,
  follow,
  newPlanner,
  occupancy,
  planInfo,
  spaceOfKey,
  stepBlock,
  stepEdge,
  straightRun,
  type MoveEnv,
  type PlanInfo,
  type Planner,
} from './moves';
import { Recent } from './recent';
import type { Car, ErrorPlace, FlagColour, MssAction, MssConfig, MssEvent, MssState, PlacedDie, ResolvedConfig, Side, Turn } from './types';

export class MssSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MssSetupError';
  }
}

export function resolveConfig(c: MssConfig): ResolvedConfig {
  const laps = c.laps ?? 3;
  return {
    laps,
    grid: c.grid ?? 'seats',
    training: c.training ?? null,
    timePenalties: c.timePenalties ?? false,
    moveSeconds: c.moveSeconds ?? 30,
    finalLapAlternate: c.finalLapAlternate ?? false,
    fuelStops: c.fuelStops ?? 0,
    bigError: c.bigError ?? false,
    alternatePit: c.alternatePit ?? false,
    roundLimit: c.roundLimit ?? laps * SAFETY_ROUNDS_PER_LAP + SAFETY_ROUNDS_EXTRA,
  };
}

// ---------------------------------------------------------------- positions

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

// ---------------------------------------------------------------- set-up

export function createGame(graph: LaneGraph, config: MssConfig, seats: readonly SeatSetup[], seed: number): MssState {
  const cfg = resolveConfig(config);
  if (graph.game !== 'motorsportspiel') throw new MssSetupError(`this board is a ${graph.game} track, not a Motorsportspiel one`);
  if (seats.length < 2) throw new MssSetupError(`a race needs at least 2 seats, not ${seats.length}`);
  const owners: number[] = [];
  seats.forEach((s, seat) => {
    const t = s.tokens ?? 1;
    if (!Number.isInteger(t) || t < 1) throw new MssSetupError(`seats[${seat}]: a seat drives at least one car`);
    for (let i = 0; i < t; i++) owners.push(seat);
  });
  if (owners.length > MAX_CARS) throw new MssSetupError(`at most ${MAX_CARS} cars race, not ${owners.length}`);
  if (cfg.fuelStops > 0 && cfg.laps < 5) throw new MssSetupError('fuel and tyre stops are for races of five laps or more');
  if (cfg.training && cfg.training.length !== owners.length) throw new MssSetupError(`training results: one per car (${owners.length}), not ${cfg.training.length}`);
  const info = boardInfo(graph);
  if (info.grid.length < owners.length) throw new MssSetupError(`the grid of this board holds ${info.grid.length} cars, not ${owners.length}`);
  let rng = seedRng(seed);
  // Which car takes which grid slot.
  let carsBySlot = owners.map((_, i) => i);
  if (cfg.training) {
    const t = cfg.training;
    const score = (i: number) => t[i]!.rolls + t[i]!.yellows + 2 * t[i]!.reds;
    carsBySlot.sort((a, b) => score(a) - score(b) || t[b]!.past - t[a]!.past || a - b);
  } else if (cfg.grid === 'random') {
    const r = shuffle(carsBySlot, rng);
    carsBySlot = r.items;
    rng = r.state;
  }
  const slotOf = new Map(carsBySlot.map((car, slot) => [car, slot]));
  const cars: Car[] = owners.map((seat, id) => {
    const slot = slotOf.get(id)!;
    const space = info.grid[slot]!;
    const behindLine = graph.spaces[space]!.progress > graph.lapLength / 2;
    const name = seats[seat]!.name;
    return {
      id,
      seat,
      number: id + 1,
      name,
      slot: slot + 1,
      space,
      back: false,
      crossings: 0,
      crossOffset: behindLine ? 1 : 0,
      arrival: slot,
      status: 'racing',
      off: false,
      miss: 0,
      pending: [],
      box: 0,
      black: false,
      mustPit: false,
      grace: 0,
      whites: 0,
      mustStop: false,
      stops: 0,
      cautious: false,
      chose: false,
      dry: false,
      outReason: null,
      blue: 0,
    };
  });
  const state: MssState = {
    graph,
    config: cfg,
    names: seats.map((s) => s.name),
    seats: seats.length,
    cars,
    rng,
    tick: owners.length,
    round: 0,
    order: [],
    index: 0,
    turn: null,
    finish: [],
    protocol: [],
    over: false,
    endReason: null,
  };
  return advance(state, []).state;
}

// ---------------------------------------------------------------- helpers

type Writable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A copy of a car to change before it is shared: every field written out in
 * the order `createGame` makes them, so all cars keep one shape and a copy is
 * one allocation (a spread of this many fields goes the slow way).
 */
function copyCar(c: Car): Writable<Car> {
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
function copyState(s: MssState): Writable<MssState> {
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
function copyTurn(t: Turn): Writable<Turn> {
  return { car: t.car, phase: t.phase, roll: t.roll, plan: t.plan, die: t.die, timedOut: t.timedOut, earned: t.earned };
}

/** The state with `turn` in place of its turn. */
function withTurn(state: MssState, turn: Turn | null): Writable<MssState> {
  const s = copyState(state);
  s.turn = turn;
  return s;
}

/** The state with `car` in place of the car of its id (cars stand in the list by id): one new state. */
function setCar(state: MssState, car: Car): MssState {
  const cars = state.cars.slice();
  cars[car.id] = car;
  const s = copyState(state);
  s.cars = cars;
  return s;
}

const carOf = (state: MssState, id: number): Car => state.cars[id]!;

/** The empty parts of a new turn, shared by every turn (never changed: each change makes a new one). */
const NO_ROLL: Turn['roll'] = Object.freeze({});
const NO_PLAN: Turn['plan'] = Object.freeze([]);
const NO_FLAGS: Turn['earned'] = Object.freeze([]);

/**
 * A state made by the action being applied and seen by nothing else yet, so
 * it is written in place (`s`): its fields, and its list of cars while `own`
 * (that list copied by `putCar` the first time a car changes). A call that
 * keeps the list for later (`envOf`) ends `own`, so the next change copies it
 * again and what was kept never changes.
 */
interface Draft {
  readonly s: Writable<MssState>;
  own: boolean;
}

/** A draft of `state`: one copy, its list of cars still shared. */
const draftOf = (state: MssState): Draft => ({ s: copyState(state), own: false });

/** Puts `car` into the draft's list of cars (a copy of the shared list the first time). */
function putCar(d: Draft, car: Car): void {
  if (!d.own) {
    d.s.cars = d.s.cars.slice();
    d.own = true;
  }
  (d.s.cars as Car[])[car.id] = car;
}

/** `putCar`, and the clock one tick on (the car arrived where it stands at the tick before). */
function putCarTick(d: Draft, car: Car): void {
  putCar(d, car);
  d.s.tick += 1;
}

function note(state: MssState, text: string): MssState {
  const protocol = state.protocol.slice();
  const last = protocol.at(-1);
  if (last && last.round === state.round) protocol[protocol.length - 1] = { round: last.round, entries: [...last.entries, text] };
  else protocol.push({ round: state.round, entries: [text] });
  return { ...state, protocol };
}

/** The protocol sheet in the rulebook's notation: "#11 yellow, #8 red // #3 yellow". */
export function protocolText(state: MssState): string {
  return state.protocol.map((r) => r.entries.join(', ')).join(' // ');
}

/**
 * The racing protocol as a sheet: the cars with their names and start
 * positions, then each round's errors and penalties in the rulebook's notation.
 */
export function protocolSheet(state: MssState): { readonly cars: readonly string[]; readonly rounds: readonly string[] } {
  const cars = [...state.cars].sort((a, b) => a.slot - b.slot).map((c) => `${c.slot}. #${c.number} ${c.name}`);
  return { cars, rounds: state.protocol.map((r) => `Round ${r.round}: ${r.entries.join(', ')}`) };
}

function endRace(state: MssState, reason: string, events: MssEvent[]): MssState {
  events.push({ type: 'over', reason });
  return { ...state, over: true, endReason: reason, turn: null };
}

/** The final ranking: finishers in finishing order, then the others by distance (the out cars in the order they went out, last out first). */
export function ranking(state: MssState): number[] {
  const rest = state.cars
    .filter((c) => c.status !== 'finished')
    .sort((a, b) => (a.status === 'out' ? 1 : 0) - (b.status === 'out' ? 1 : 0) || distance(state.graph, b) - distance(state.graph, a) || a.arrival - b.arrival || a.id - b.id)
    .map((c) => c.id);
  return [...state.finish, ...rest];
}

// ---------------------------------------------------------------- flow

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

// ---------------------------------------------------------------- legal actions

const legalCache = new Recent<MssState, readonly MssAction[]>(4);

/** A die placed in a dice box with `face` on top, read from `side`. */
function placed(die: DieName, face: number, side: Side): PlacedDie {
  const value = dieReading(DICE[die], face, side);
  const other = dieReading(DICE[die], face, side === 'top' ? 'bottom' : 'top');
  return { die, side, value, low: value <= other };
}

/** The dice of a roll as placed plans: every order and reading, one per distinct sequence of numbers. */
function plans(state: MssState, turn: Turn): { action: MssAction; plan: PlacedDie[] }[] {
  const rolled = (Object.keys(turn.roll) as DieName[]).sort();
  const perms: DieName[][] = [];
  const permute = (left: DieName[], acc: DieName[]) => {
    if (left.length === 0) perms.push(acc);
    left.forEach((d, i) => permute([...left.slice(0, i), ...left.slice(i + 1)], [...acc, d]));
  };
  permute(rolled, []);
  const out: { action: MssAction; plan: PlacedDie[] }[] = [];
  const seen = new Set<string>();
  for (const perm of perms) {
    for (let mask = 0; mask < 1 << perm.length; mask++) {
      const plan = perm.map((die, i) => placed(die, turn.roll[die]!, mask & (1 << i) ? 'bottom' : 'top'));
      const key = plan.map((d) => `${d.value}${d.low ? 'l' : 'h'}`).join(',');
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ action: { type: 'order', dice: plan.map((d) => ({ die: d.die, side: d.side })) }, plan });
    }
  }
  return out;
}

/**
 * The placed plans a player may choose: every one, except that a die read
 * high must be read low when the high number cannot be driven and the low
 * one loses fewer points ("you must choose the lower die number").
 */
const plannerCache = new Recent<MssState, Planner>(4);
/** A plan the player may choose: the order action, its dice, and what the searches read of them. */
export interface ListedPlan {
  readonly action: MssAction;
  readonly plan: PlacedDie[];
  readonly info: PlanInfo;
}
const plansCache = new Recent<MssState, ListedPlan[]>(4);

/** The shared search results of the car on turn in this state (its searches repeat across plans, bots and previews). */
export function plannerOf(state: MssState): Planner {
  let p = plannerCache.get(state);
  if (!p) {
    p = sharedPlanner(state);
    plannerCache.set(state, p);
  }
  return p;
}

/**
 * The searches read the board, the other cars' spaces, the car's pit duty and
 * line offset and two options, nothing else (see `envOf`), so the states of
 * one turn (the order, then each die) share one planner. Another turn gets a
 * new one: the same key seldom comes back once other cars have moved, and the
 * memo tables hold one planner's results at a time anyway.
 */
/** The planner found last and the state it was found for (a turn's states mostly differ only in the car on turn, so they share it). */
let lastShared: { readonly state: MssState; readonly planner: Planner } | null = null;

/** Whether the searches of car `id` read the same in `a` as in `b`: the board, the options, its pit duty and line offset, where the other cars on the track stand. */
function sameKey(a: MssState, b: MssState, id: number): boolean {
  if (a.graph !== b.graph || a.config !== b.config || a.cars.length !== b.cars.length) return false;
  const x = a.cars[id]!;
  const y = b.cars[id]!;
  if (x.mustPit !== y.mustPit || x.crossOffset !== y.crossOffset) return false;
  for (let i = 0; i < a.cars.length; i++) {
    if (i === id) continue;
    const c = a.cars[i]!;
    const d = b.cars[i]!;
    if (c === d) continue;
    const cOn = c.status === 'racing' && !c.off;
    const dOn = d.status === 'racing' && !d.off;
    if (cOn !== dOn || (cOn && c.space !== d.space)) return false;
  }
  return true;
}

function sharedPlanner(state: MssState): Planner {
  const turn = state.turn;
  if (!turn) return newPlanner();
  const last = lastShared;
  if (last && last.state.turn?.car === turn.car && sameKey(last.state, state, turn.car)) {
    lastShared = { state, planner: last.planner };
    return last.planner;
  }
  const p = newPlanner();
  lastShared = { state, planner: p };
  return p;
}

export function legalPlans(state: MssState, turn: Turn): ListedPlan[] {
  const hit = plansCache.get(state);
  if (hit && state.turn === turn) return hit;
  const out = computePlans(state, turn);
  if (state.turn === turn) plansCache.set(state, out);
  return out;
}

/** A placed plan of a roll, with what the "read it low" rule compares (all fixed by the roll alone). */
interface RollPlan {
  readonly action: MssAction;
  readonly plan: PlacedDie[];
  /** The indices (in the roll's list) of the same plan with some of its high readings turned low (every non-empty choice of them that is listed). */
  readonly lowered: readonly number[];
  readonly info: PlanInfo;
}

/**
 * A roll's plans depend on the faces rolled only, so they are worked out once
 * per roll (a few hundred rolls at most), by the faces as one number; beside
 * them what the table of legal plans keys on. A die's face and the face
 * opposite it give the same two readings, and the two white dice are alike,
 * so rolls of the same pairs of readings have the same plans as sequences of
 * numbers read high or low, only named by other dice and sides: their `class`
 * is one, and `canon` numbers each plan by its sequence (its place among the
 * sorted sequences of the class), so one entry of the table serves them all.
 */
interface RollEntry {
  readonly all: readonly RollPlan[];
  readonly rollKey: number;
  readonly classKey: number;
  readonly canon: Uint8Array;
  /** The most steps the dice can drive: each die's higher reading. */
  readonly steps: number;
  /** Every die code (`dieCode`) the roll's plans read, each once. */
  readonly codes: readonly number[];
}
const rollEntries = new Array<RollEntry | null>(512).fill(null);
/** The placed dice of each listed order action (so applying it reuses them). */
const planOfAction = new WeakMap<MssAction, PlacedDie[]>();

function rollEntryOf(state: MssState, turn: Turn): RollEntry {
  let rollKey = 0;
  for (const d of DIE_NAMES) rollKey = rollKey * 8 + (turn.roll[d] ?? 7);
  const hit = rollEntries[rollKey];
  if (hit) return hit;
  const all = rollPlans(state, turn);
  const seqOf = (plan: readonly PlacedDie[]) => plan.map((d) => `${d.value}${d.low ? 'l' : 'h'}`).join(',');
  const sorted = all.map((p) => seqOf(p.plan)).sort();
  const canon = Uint8Array.from(all, (p) => sorted.indexOf(seqOf(p.plan)));
  // A die's pair of readings as a number 1–3 (0: not rolled); the whites' two in order.
  const pair = (d: DieName) => {
    const face = turn.roll[d];
    if (face === undefined) return 0;
    const x = dieReading(DICE[d], face, 'top');
    const y = dieReading(DICE[d], face, 'bottom');
    return d === 'red' ? x + y - 2 : Math.min(x, y);
  };
  const w1 = pair('white1');
  const w2 = pair('white2');
  const classKey = pair('red') * 64 + Math.min(w1, w2) * 8 + Math.max(w1, w2);
  let steps = 0;
  for (const d of DIE_NAMES) {
    const face = turn.roll[d];
    if (face !== undefined) steps += Math.max(dieReading(DICE[d], face, 'top'), dieReading(DICE[d], face, 'bottom'));
  }
  const codes = [...new Set(all.flatMap((p) => p.plan.map((d) => dieCode(d.value, d.low))))];
  const entry: RollEntry = { all, rollKey, classKey, canon, steps, codes };
  rollEntries[rollKey] = entry;
  return entry;
}

function rollPlans(state: MssState, turn: Turn): readonly RollPlan[] {
  // A lowered plan is found by its sequence of numbers (read high or low): the roll lists one plan per sequence, so another order of the dice giving the same numbers stands for it.
  const keyOf = (plan: readonly PlacedDie[]) => plan.map((d) => `${d.value}${d.low ? 'l' : 'h'}`).join(',');
  const all = plans(state, turn);
  const index = new Map(all.map((p, i) => [keyOf(p.plan), i]));
  return all.map((p): RollPlan => {
    const high = p.plan.map((d, i) => (d.low ? -1 : i)).filter((i) => i >= 0);
    const lowered: number[] = [];
    for (let mask = 1; mask < 1 << high.length; mask++) {
      const plan = p.plan.map((d, i) => {
        const j = high.indexOf(i);
        if (j < 0 || !(mask & (1 << j))) return d;
        const face = turn.roll[d.die]!;
        const side: Side = d.side === 'top' ? 'bottom' : 'top';
        return { ...d, side, value: dieReading(DICE[d.die], face, side), low: true };
      });
      const at = index.get(keyOf(plan));
      if (at !== undefined) lowered.push(at);
    }
    Object.freeze(p.plan);
    planOfAction.set(p.action, p.plan);
    return Object.freeze({ action: Object.freeze(p.action), plan: p.plan, lowered, info: planInfo(p.plan) });
  });
}

/** The points each plan of a roll loses at best, worked out only when the rule asks (NaN: not yet); a roll has at most 48 plans. */
let costs = new Float64Array(48);

/**
 * The legal plans of a roll depend on the car's place, its duties, the
 * roll's pairs of readings (its class, see `RollEntry`) and the cars on the
 * spaces its dice can read (see `nearbyOf`), so they are kept across turns
 * and races in a direct-mapped table by those (exact key), as bits by the
 * plans' sequences of numbers; a replaced entry is worked out again.
 */
const PLAN_BITS = 17;
const PLAN_SLOTS = 1 << PLAN_BITS;
const PLAN_MAX = 48;
const planA = new Float64Array(PLAN_SLOTS);
const planB = new Float64Array(PLAN_SLOTS);
const planBoard = new Int32Array(PLAN_SLOTS);
/** The legal plans of an entry: bit `canon` of the two words (plans 0–23, 24–47 of the class). */
const planLow = new Int32Array(PLAN_SLOTS);
const planHigh = new Int32Array(PLAN_SLOTS);

/**
 * A bot's choice among the legal plans, for each of four settings of the bot
 * (the roll's plan index + 1; 0: not yet chosen), kept in a table of its own
 * by the key of the plans' table but with the roll itself in place of its
 * pairs of readings: the bot chooses among the plans in the order of the
 * roll, so rolls of one class may choose differently.
 */
const CHOICES = 4;
const CHOICE_BITS = 16;
const CHOICE_SLOTS = 1 << CHOICE_BITS;
const choiceA = new Float64Array(CHOICE_SLOTS);
const choiceB = new Float64Array(CHOICE_SLOTS);
const choiceBoard = new Int32Array(CHOICE_SLOTS);
const choices = new Uint8Array(CHOICE_SLOTS * CHOICES);
/** The list made last, its roll's plans and the key of its choices (a bot asks about the list it was just given). */
let lastList: ListedPlan[] | null = null;
let lastAll: readonly RollPlan[] = [];
let lastSlot = -1;
let lastA = 0;
let lastB = 0;
let lastBoard = 0;

/** The slot of the choices for the list made last if it is `list` and they are still in the table (-1 if not); with `claim`, the slot made theirs. */
function choiceSlotOf(list: readonly ListedPlan[], claim: boolean): number {
  if (list !== lastList || lastSlot < 0) return -1;
  const slot = lastSlot;
  if (choiceBoard[slot] === lastBoard && choiceA[slot] === lastA && choiceB[slot] === lastB) return slot;
  if (!claim) return -1;
  choiceBoard[slot] = lastBoard;
  choiceA[slot] = lastA;
  choiceB[slot] = lastB;
  choices.fill(0, slot * CHOICES, slot * CHOICES + CHOICES);
  return slot;
}

/**
 * A bot's choice among the legal plans `list`, kept for `setting` (0–3: what
 * of the car beside the key the bot reads) when the same key came before; or null.
 */
export function keptChoice(list: readonly ListedPlan[], setting: number): ListedPlan | null {
  if (setting < 0 || setting >= CHOICES) return null;
  const slot = choiceSlotOf(list, false);
  if (slot < 0) return null;
  const c = choices[slot * CHOICES + setting]!;
  return c > 0 ? lastAll[c - 1]! : null;
}

/** Keeps a bot's choice `plan` (one of `list`) for `setting`. */
export function keepChoice(list: readonly ListedPlan[], setting: number, plan: ListedPlan): void {
  if (setting < 0 || setting >= CHOICES) return;
  const slot = choiceSlotOf(list, true);
  if (slot < 0) return;
  const at = lastAll.indexOf(plan as RollPlan);
  if (at >= 0 && at < 255) choices[slot * CHOICES + setting] = at + 1;
}

/** Where the choices of this key go: the key of the plans' table with the roll itself. */
function remember(list: ListedPlan[], all: readonly RollPlan[], k: number, rollKey: number, duties: number, sig: number, board: number): void {
  const a = (k * 512 + rollKey) * 8192 + duties;
  lastList = list;
  lastAll = all;
  if (a > Number.MAX_SAFE_INTEGER) {
    lastSlot = -1;
    return;
  }
  lastSlot = Math.imul(Math.imul((a | 0) ^ ((a / 4294967296) | 0), 0x9e3779b1) ^ (sig | 0) ^ ((sig / 4294967296) | 0), 0x85ebca6b) >>> (32 - CHOICE_BITS);
  lastA = a;
  lastB = sig;
  lastBoard = board;
}

function computePlans(state: MssState, turn: Turn): ListedPlan[] {
  const car = carOf(state, turn.car);
  const env = envOf(state, car);
  const k = ctxKey(ctxOf(car));
  const roll = rollEntryOf(state, turn);
  const all = roll.all;
  const steps = roll.steps;
  const nb = env.nearby;
  const sig = steps >= 1 && steps <= NEARBY_STEPS ? nearbyCars(nb, env.t, env.count, car.space, steps) : -1;
  const duties = dutiesOf(env);
  const a = (k * 512 + roll.classKey) * 8192 + duties;
  if (sig < 0 || duties < 0 || a > Number.MAX_SAFE_INTEGER || all.length > PLAN_MAX) {
    lastSlot = -1;
    lastList = null;
    return searchPlans(state, turn, env, k, roll);
  }
  const slot = Math.imul(Math.imul((a | 0) ^ ((a / 4294967296) | 0), 0x9e3779b1) ^ (sig | 0) ^ ((sig / 4294967296) | 0), 0x85ebca6b) >>> (32 - PLAN_BITS);
  const canon = roll.canon;
  if (planBoard[slot] === nb.id && planA[slot] === a && planB[slot] === sig) {
    const low = planLow[slot]!;
    const high = planHigh[slot]!;
    const out: ListedPlan[] = [];
    for (let i = 0; i < all.length; i++) {
      const c = canon[i]!;
      if ((c < 24 ? low >>> c : high >>> (c - 24)) & 1) out.push(all[i]!);
    }
    remember(out, all, k, roll.rollKey, duties, sig, nb.id);
    return out;
  }
  const out = searchPlans(state, turn, env, k, roll);
  let low = 0;
  let high = 0;
  for (let i = 0, j = 0; i < all.length && j < out.length; i++) {
    if (all[i] !== out[j]) continue;
    j++;
    const c = canon[i]!;
    if (c < 24) low |= 1 << c;
    else high |= 1 << (c - 24);
  }
  planBoard[slot] = nb.id;
  planA[slot] = a;
  planB[slot] = sig;
  planLow[slot] = low;
  planHigh[slot] = high;
  remember(out, all, k, roll.rollKey, duties, sig, nb.id);
  return out;
}

/** The legal plans of a roll worked out: each plan but those the "read it low" rule forbids. */
function searchPlans(state: MssState, turn: Turn, env: MoveEnv, k: number, roll: RollEntry): ListedPlan[] {
  const all = roll.all;
  straightRun(env, k);
  // Every die read either way drives its steps straight on anywhere within the roll's most steps: every plan does, and loses nothing.
  if (drivesAllStraight(roll.codes, roll.steps)) return all.slice();
  const planner = plannerOf(state);
  if (costs.length < all.length) costs = new Float64Array(all.length);
  costs.fill(NaN, 0, all.length);
  const out: ListedPlan[] = [];
  for (let i = 0; i < all.length; i++) {
    const p = all[i]!;
    // A plan read all low (nothing to lower) is always a choice; one that loses nothing too.
    if (p.lowered.length > 0) {
      const own = costAt(env, k, all, planner, i);
      let lower = false;
      if (own !== 0) for (let m = 0; m < p.lowered.length && !lower; m++) lower = costAt(env, k, all, planner, p.lowered[m]!) < own;
      if (lower) continue;
    }
    out.push(p);
  }
  return out;
}

function costAt(env: MoveEnv, k: number, all: readonly RollPlan[], planner: Planner, i: number): number {
  let c = costs[i]!;
  if (Number.isNaN(c)) {
    const info = all[i]!.info;
    c = drivesStraight(info) ? 0 : bestUnusableKey(env, k, info, 0, planner);
    costs[i] = c;
  }
  return c;
}

/** The dice actions: the car may state 0 or 1 white dice (cautious), or 0, 1 or 2. The same frozen lists every time: a listed action is legal by what it says. */
const DICE_UP_TO_1: readonly MssAction[] = Object.freeze([Object.freeze({ type: 'dice', white: 0 } as const), Object.freeze({ type: 'dice', white: 1 } as const)]);
const DICE_UP_TO_2: readonly MssAction[] = Object.freeze([...DICE_UP_TO_1, Object.freeze({ type: 'dice', white: 2 } as const)]);
const FINAL_LAP: readonly MssAction[] = Object.freeze([Object.freeze({ type: 'final-lap', pit: true } as const), Object.freeze({ type: 'final-lap', pit: false } as const)]);
const TIME_UP: MssAction = Object.freeze({ type: 'time-up' } as const);

/**
 * The paths a die can drive depend on the car's place, the die, its duties
 * and the cars on the spaces a drive of that many steps can read (the key of
 * `moves.ts`'s table of die ends), so the listed path actions are kept across
 * turns and races in a direct-mapped table by those (exact key), as frozen
 * lists; a replaced entry is simply made again.
 */
const PATH_BITS = 14;
const PATH_SLOTS = 1 << PATH_BITS;
const pathA = new Float64Array(PATH_SLOTS);
const pathB = new Float64Array(PATH_SLOTS);
const pathBoard = new Int32Array(PATH_SLOTS);
const pathLists = new Array<readonly MssAction[] | null>(PATH_SLOTS).fill(null);

function pathActions(state: MssState, car: Car, die: PlacedDie): readonly MssAction[] {
  const env = envOf(state, car);
  const k = ctxKey(ctxOf(car));
  const code = dieCode(die.value, die.low);
  const nb = env.nearby;
  const sig = die.value >= 1 && die.value <= NEARBY_STEPS ? nearbyCars(nb, env.t, env.count, car.space, die.value) : -1;
  const duties = dutiesOf(env);
  const a = (k * 16 + code) * 8192 + duties;
  if (sig < 0 || duties < 0 || code >= 16 || a > Number.MAX_SAFE_INTEGER) return makePaths(env, k, die);
  const slot = Math.imul(Math.imul((a | 0) ^ ((a / 4294967296) | 0), 0x9e3779b1) ^ (sig | 0) ^ ((sig / 4294967296) | 0), 0x85ebca6b) >>> (32 - PATH_BITS);
  if (pathBoard[slot] === nb.id && pathA[slot] === a && pathB[slot] === sig) return pathLists[slot]!;
  const list = makePaths(env, k, die);
  pathBoard[slot] = nb.id;
  pathA[slot] = a;
  pathB[slot] = sig;
  pathLists[slot] = list;
  return list;
}

/** The path actions of a die: the paths that drive it whole, else the longest ones, each once. */
function makePaths(env: MoveEnv, k: number, die: PlacedDie): readonly MssAction[] {
  const p = diePaths(env, ctxOfKey(k), die);
  const paths = p.full.length > 0 ? p.full : p.partial;
  const out: MssAction[] = [];
  // Two steps from one space to the same space would give one path twice; boards without such steps need no check.
  const seen = env.t.twinSteps ? new Set<string>() : null;
  for (const path of paths) {
    if (seen) {
      const key = path.join(',');
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push({ type: 'path', to: path });
  }
  return out;
}

function computeLegal(state: MssState): readonly MssAction[] {
  const turn = state.turn;
  if (state.over || !turn) return [];
  const car = carOf(state, turn.car);
  if (turn.phase === 'final-lap' || decisionDue(state, car)) return FINAL_LAP;
  const timeUp = state.config.timePenalties && !turn.timedOut && turn.phase !== 'dice';
  if (turn.phase === 'dice') return car.cautious ? DICE_UP_TO_1 : DICE_UP_TO_2;
  if (turn.phase === 'order') {
    const out: MssAction[] = [];
    for (const p of legalPlans(state, turn)) out.push(p.action);
    if (timeUp) out.push(TIME_UP);
    return out;
  }
  const paths = pathActions(state, car, turn.plan[turn.die]!);
  return timeUp ? [...paths, TIME_UP] : paths;
}

export function legalActions(state: MssState, seat: number): readonly MssAction[] {
  if (!state.turn || carOf(state, state.turn.car).seat !== seat) return [];
  let hit = legalCache.get(state);
  if (!hit) {
    hit = computeLegal(state);
    legalCache.set(state, hit);
  }
  return hit;
}

/** Whether `action` is one of the very objects the engine listed for this state and seat: legal as it stands, no need to read it again. */
export function isListed(state: MssState, seat: number, action: MssAction): boolean {
  return !state.over && state.turn !== null && carOf(state, state.turn.car).seat === seat && legalCache.get(state)?.includes(action) === true;
}

export function actorsOf(state: MssState): number[] {
  return state.turn && !state.over ? [carOf(state, state.turn.car).seat] : [];
}

const decisionDue = (state: MssState, car: Car): boolean =>
  state.config.finalLapAlternate && !car.chose && (car.mustPit || car.mustStop) && onFinalLap(state, car) && car.status === 'racing';

// ---------------------------------------------------------------- apply

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
function drive(start: MssState, path: readonly SpaceId[], events: MssEvent[]): { state: MssState; events: MssEvent[] } {
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

function retire(state: MssState, id: number, reason: string, events: MssEvent[]): MssState {
  const d = draftOf(state);
  retireIn(d, id, reason, events);
  return d.s;
}

/** `retire`, in the draft. */
function retireIn(d: Draft, id: number, reason: string, events: MssEvent[]): void {
  const car = carOf(d.s, id);
  events.push({ type: 'out', car: id, reason });
  const out = copyCar(car);
  out.status = 'out';
  out.outReason = reason;
  out.off = false;
  putCar(d, out);
}

/** A car behind in a dotted space whose front car has gone (driven on, off the track, finished, out) moves up to the front: drafting (in the draft). */
function moveUpIn(d: Draft, events: MssEvent[]): void {
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
function finishTurn(start: MssState, events: MssEvent[], given: Draft | null = null): { state: MssState; events: MssEvent[] } {
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

/** The path a listed action drives, for previews: where each step goes and the points it would lose. */
export function previewPath(state: MssState, path: readonly SpaceId[]): { end: SpaceId; unusable: number } {
  const turn = state.turn!;
  const car = carOf(state, turn.car);
  const die = turn.plan[turn.die]!;
  const end = follow(envOf(state, car), ctxOf(car), path);
  const unusable = path.length === die.value || end.done ? 0 : die.value - path.length + turn.plan.slice(turn.die + 1).reduce((s, d) => s + d.value, 0);
  return { end: end.space, unusable };
}
