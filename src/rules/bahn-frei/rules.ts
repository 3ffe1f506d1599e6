/**
 * Bahn Frei's rules: set-up, the five phases of a round, the legal actions of
 * each seat and their effects. Pure and deterministic: chance comes from the
 * seeded generator kept in the state; the hourglass is the app's, and its end
 * comes in as the `time-up` action (or every seat saying `done`).
 */
import { railNetwork, routeBetween, stationAt, stationSpace, validateRailMap, type RailMap } from '../../rail';
import { canonicalJson } from '../core/hash';
import { nextInt, seedRng, shuffle } from '../core/rng';
import type { Seat, SeatSetup } from '../core/game';
import {
  CARS,
  cardById,
  DICE,
  dieFor,
  eventCard,
  EVENT_CARDS,
  FIRST_EVENT_ROUND,
  isSpecial,
  LOSING_COMPLAINTS,
  PASSENGER_CARDS,
  PASSENGER_STATIONS,
  RANGE,
  ROUNDS,
  SPECIAL_CARDS,
  SPLIT_ROUNDS,
  type AnyCard,
  type Effect,
} from './data';
import { mapTables, type MoveTable } from './tables';
import { TRAIN_COLOURS, type BahnAction, type BahnConfig, type BahnEvent, type BahnState, type Decision, type Part, type Passenger, type TrainColour } from './types';

export class BahnSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BahnSetupError';
  }
}

type Draft = { -readonly [K in keyof BahnState]: BahnState[K] };

/** A copy of the state to write (field by field: an object of one fixed shape, quicker to make and read than a spread). */
function draftOf(s: BahnState): Draft {
  return {
    map: s.map,
    plates: s.plates,
    specials: s.specials,
    names: s.names,
    seats: s.seats,
    trains: s.trains,
    parts: s.parts,
    passengers: s.passengers,
    pile: s.pile,
    eventPile: s.eventPile,
    event: s.event,
    rng: s.rng,
    round: s.round,
    played: s.played,
    chief: s.chief,
    phase: s.phase,
    stage: s.stage,
    pending: s.pending,
    complaints: s.complaints,
    vouchers: s.vouchers,
    maxVouchers: s.maxVouchers,
    done: s.done,
    closedStations: s.closedStations,
    closedRoutes: s.closedRoutes,
    kept: s.kept,
    passed: s.passed,
    shielded: s.shielded,
    due: s.due,
    relief: s.relief,
    lastDie: s.lastDie,
    won: s.won,
    reason: s.reason,
  };
}

export const CUBE_ID = 'blue-cube';

// ————— small queries —————

export function card(id: string): AnyCard {
  const c = cardById(id);
  if (!c) throw new Error(`unknown passenger card ${id}`);
  return c;
}

/** Complaint points a passenger is worth: 2 for a special passenger. */
export function points(id: string): number {
  return isSpecial(card(id)) ? 2 : 1;
}

export function trainCount(s: BahnState): number {
  return s.trains.length;
}

export function partById(s: BahnState, id: string): Part | undefined {
  return s.parts.find((p) => p.id === id);
}

export function driverOf(s: BahnState, part: Part): Seat {
  return s.trains[part.train]!.driver;
}

// Passengers by where they are, built once per passengers array (a state's arrays never change once the
// action that made them is applied; the one a draft is still writing is read the slow way).
interface PassengerIndex {
  readonly byPart: ReadonlyMap<string, readonly Passenger[]>;
  readonly byStation: ReadonlyMap<string, readonly Passenger[]>;
  readonly waiting: readonly Passenger[];
  readonly aboard: readonly Passenger[];
}
const NONE: readonly Passenger[] = Object.freeze([]);
const indexes = new WeakMap<readonly Passenger[], PassengerIndex>();
/** The array the draft in hand is still writing (see `setP`; one action is applied at a time, start to end). */
let editing: readonly Passenger[] | null = null;
/**
 * Id → position in the passengers array of the game in hand (the order is the deck's, kept all game): every
 * answer is checked against the array asked about, and the table is made afresh for another game's array.
 */
let positions = new Map<string, number>();

function push<K>(m: Map<K, Passenger[]>, k: K, p: Passenger): void {
  const list = m.get(k);
  if (list) list.push(p);
  else m.set(k, [p]);
}

// The last array indexed and its index: the rules and the bots ask about the state in hand many times a move.
let lastList: readonly Passenger[] | null = null;
let lastIndex: PassengerIndex | null = null;

function indexOf(list: readonly Passenger[]): PassengerIndex | null {
  if (list === lastList) return lastIndex;
  if (list === editing) return null;
  let ix = indexes.get(list);
  if (!ix) {
    const byPart = new Map<string, Passenger[]>();
    const byStation = new Map<string, Passenger[]>();
    const waitingList: Passenger[] = [];
    const aboardList: Passenger[] = [];
    for (const p of list) {
      if (p.where.at === 'aboard') {
        aboardList.push(p);
        push(byPart, p.where.part, p);
      } else if (p.where.at === 'waiting') {
        waitingList.push(p);
        push(byStation, p.where.station, p);
      }
    }
    ix = { byPart, byStation, waiting: waitingList, aboard: aboardList };
    indexes.set(list, ix);
  }
  lastList = list;
  lastIndex = ix;
  return ix;
}

export function aboard(s: BahnState, partId: string): readonly Passenger[] {
  const ix = indexOf(s.passengers);
  if (ix) return ix.byPart.get(partId) ?? NONE;
  return s.passengers.filter((p) => p.where.at === 'aboard' && p.where.part === partId);
}

/** Passengers on a train (its locomotive and, in a split round, the blue cube). */
export function aboardTrain(s: BahnState, train: number): readonly Passenger[] {
  const ids = s.parts.filter((p) => p.train === train).map((p) => p.id);
  if (ids.length === 1) return aboard(s, ids[0]!);
  return allAboard(s).filter((p) => p.where.at === 'aboard' && ids.includes(p.where.part));
}

export function waitingAt(s: BahnState, station: string): readonly Passenger[] {
  const ix = indexOf(s.passengers);
  if (ix) return ix.byStation.get(station) ?? NONE;
  return s.passengers.filter((p) => p.where.at === 'waiting' && p.where.station === station);
}

export function waiting(s: BahnState): readonly Passenger[] {
  return indexOf(s.passengers)?.waiting ?? s.passengers.filter((p) => p.where.at === 'waiting');
}

export function allAboard(s: BahnState): readonly Passenger[] {
  return indexOf(s.passengers)?.aboard ?? s.passengers.filter((p) => p.where.at === 'aboard');
}

/** A passenger by id. */
export function passengerOf(s: BahnState, id: string): Passenger | undefined {
  const i = positionIn(s.passengers, id);
  return i === undefined ? undefined : s.passengers[i];
}

function positionIn(list: readonly Passenger[], id: string): number | undefined {
  const i = positions.get(id);
  if (i !== undefined && list[i]?.id === id) return i;
  positions = new Map<string, number>();
  for (let k = 0; k < list.length; k++) positions.set(list[k]!.id, k);
  return positions.get(id);
}

/** The car a waiting passenger boards: the card's travel time less the vouchers placed on it (1–5). */
export function boardingCar(p: Passenger): number {
  return Math.max(1, Math.min(CARS, card(p.id).time - p.vouchers));
}

/** The train character in play for a train, or null on beginner plates. */
export function characterOf(s: BahnState, train: number): TrainColour | null {
  return s.plates === 'frequent' ? s.trains[train]!.colour : null;
}

function trainWith(s: BahnState, colour: TrainColour): number {
  return s.plates === 'frequent' ? s.trains.findIndex((t) => t.colour === colour) : -1;
}

/** The range a part starts a round with. */
export function baseRange(s: BahnState, part: Part): number {
  if (part.cube) return RANGE.cube;
  if (s.plates === 'beginner') return RANGE.beginner;
  return characterOf(s, part.train) === 'red' ? RANGE.express : RANGE.frequent;
}

/** Whether this part moves as the Express (skipping white spaces on express routes). */
export function isExpress(s: BahnState, part: Part): boolean {
  return !part.cube && characterOf(s, part.train) === 'red';
}

export function stationOfPart(s: BahnState, part: Part): string | null {
  return stationAt(s.map, part.space);
}

function isHub(map: RailMap, station: string | null): boolean {
  if (station === null) return false;
  const t = mapTables(map);
  const sp = t.spaceOf.get(station);
  return sp !== undefined && t.hub[sp] === true;
}

/** Seconds of the rail operations phase: 30, or 1 minute for a solo player (the app's hourglass). */
export function operationsSeconds(s: BahnState): number {
  return s.seats === 1 ? 60 : 30;
}

// ————— set-up —————

/** Trains at a table: one per seat, or 2–4 for a solo player (`tokens` of the seat, default 2). */
export function trainsFor(seats: readonly SeatSetup[]): number {
  if (seats.length === 1) return seats[0]!.tokens ?? 2;
  return seats.length;
}

// The first problem of a map for a number of trains, by map (maps are values: an edit makes a new one).
const mapProblems = new WeakMap<RailMap, (string | null)[]>();
function mapProblem(map: RailMap, trains: number): string | null {
  let byTrains = mapProblems.get(map);
  if (!byTrains) mapProblems.set(map, (byTrains = []));
  let p = byTrains[trains];
  if (p === undefined) p = byTrains[trains] = validateRailMap(map, { players: trains, passengerStations: PASSENGER_STATIONS })[0] ?? null;
  return p;
}

export function setupGame(map: RailMap, config: BahnConfig, seats: readonly SeatSetup[], seed: number): BahnState {
  const n = seats.length;
  if (!Number.isInteger(n) || n < 1 || n > 4) throw new BahnSetupError(`Bahn Frei is for 1 to 4 players, not ${n}`);
  if (n > 1) {
    for (const [i, s] of seats.entries()) if (s.tokens !== undefined && s.tokens !== 1) throw new BahnSetupError(`seats[${i}]: each player drives one train, not ${s.tokens}`);
  }
  const t = trainsFor(seats);
  if (!Number.isInteger(t) || t < 2 || t > 4) throw new BahnSetupError(`a solo player controls 2, 3 or 4 trains, not ${t}`);
  const colours = config.colours ?? TRAIN_COLOURS.slice(0, t);
  if (colours.length !== t) throw new BahnSetupError(`${t} trains need ${t} colours, the options name ${colours.length}`);
  if (new Set(colours).size !== colours.length) throw new BahnSetupError('each train needs a colour of its own');
  const problem = mapProblem(map, t);
  if (problem !== null) throw new BahnSetupError(`the rail map cannot host the game: ${problem}`);
  const plates = config.plates ?? 'beginner';
  const specials = config.specialPassengers ?? false;

  let rng = seedRng(seed);
  const deck = [...PASSENGER_CARDS.filter((c) => t > 2 || !c.threeFour).map((c) => c.id), ...(specials ? SPECIAL_CARDS.map((c) => c.id) : [])];
  const shuffled = shuffle(deck, rng);
  rng = shuffled.state;
  const events = shuffle(
    EVENT_CARDS.map((e) => e.card),
    rng,
  );
  rng = events.state;
  const start = map.stations.findIndex((x) => x.hub);
  const trains = colours.map((colour, i) => ({ colour, driver: n === 1 ? 0 : i, placed: false }));
  const parts: Part[] = colours.map((colour, i) => ({ id: colour, train: i, cube: false, space: start, left: 0, stop: 'none' }));
  return {
    map,
    plates,
    specials,
    names: seats.map((s) => s.name),
    seats: n,
    trains,
    parts,
    passengers: shuffled.items.map((id) => ({ id, where: { at: 'pile' }, vouchers: 0, rode: [] })),
    pile: shuffled.items,
    eventPile: events.items,
    event: null,
    rng,
    round: 1,
    played: 0,
    chief: 0,
    phase: 'place',
    stage: 'event',
    pending: [],
    complaints: 0,
    vouchers: 0,
    maxVouchers: t,
    done: seats.map(() => false),
    closedStations: [],
    closedRoutes: [],
    kept: null,
    passed: [],
    shielded: [],
    due: 0,
    relief: 0,
    lastDie: null,
    won: null,
    reason: null,
  };
}

// ————— state edits on a draft —————

/** Changes one passenger: the draft copies the array once (its first change) and writes that copy in place. */
function setP(d: Draft, id: string, f: (p: Passenger) => Passenger): void {
  let list = d.passengers as Passenger[];
  if (list !== editing) {
    list = list.slice();
    editing = list;
    d.passengers = list;
  }
  const i = positionIn(list, id);
  if (i !== undefined) list[i] = f(list[i]!);
}

/** The draft's passengers are final: they may be indexed from now on. */
function sealPassengers(d: Draft): void {
  if (d.passengers === editing) editing = null;
}

function setPart(d: Draft, id: string, f: (p: Part) => Part): void {
  const i = d.parts.findIndex((p) => p.id === id);
  if (i < 0) return;
  const parts = d.parts.slice();
  parts[i] = f(parts[i]!);
  d.parts = parts;
}

function rangeAll(d: Draft, ev: BahnEvent[], by: number, only?: (p: Part) => boolean): void {
  for (const p of d.parts) {
    if (only && !only(p)) continue;
    setPart(d, p.id, (x) => ({ ...x, left: Math.max(0, x.left + by) }));
    ev.push({ type: 'Range', part: p.id, by });
  }
}

function lose(d: Draft, ev: BahnEvent[]): void {
  d.phase = 'over';
  d.pending = [];
  d.won = false;
  d.reason = `${d.complaints} complaints: the complaint-O-meter is full`;
  ev.push({ type: 'GameOver', won: false, complaints: d.complaints });
}

/** Complaints that land on the meter at once (events); 8 lose the game there and then. */
function complainNow(d: Draft, ev: BahnEvent[], passenger: string | null, pts: number, why: string): void {
  d.complaints += pts;
  ev.push({ type: 'Complaint', passenger, points: pts, why });
  if (d.complaints >= LOSING_COMPLAINTS) lose(d, ev);
}

/** A passenger moves one car lower; out of car 1 it leaves the train and complains at once. */
function moveDown(d: Draft, ev: BahnEvent[], id: string): void {
  // The game is lost there and then: once the meter is full, nobody else moves or complains.
  if (d.phase === 'over') return;
  const p = passengerOf(d, id);
  if (p?.where.at !== 'aboard') return;
  const car = p.where.car - 1;
  if (car >= 1) {
    const part = p.where.part;
    setP(d, id, (x) => ({ ...x, where: { at: 'aboard', part, car } }));
    ev.push({ type: 'MovedDown', passenger: id, car });
  } else {
    setP(d, id, (x) => ({ ...x, where: { at: 'complained' } }));
    complainNow(d, ev, id, points(id), 'moved out of the train');
  }
}

function draw(d: Draft, n: number): string[] {
  const out = d.pile.slice(0, Math.max(0, n));
  d.pile = d.pile.slice(out.length);
  for (const id of out) setP(d, id, (p) => ({ ...p, where: { at: 'drawn' } }));
  return out;
}

function place(d: Draft, ev: BahnEvent[], ids: readonly string[]): void {
  for (const id of ids) {
    const station = card(id).from;
    setP(d, id, (p) => ({ ...p, where: { at: 'waiting', station } }));
    ev.push({ type: 'Arrived', passenger: id, station });
  }
}

function underPile(d: Draft, ev: BahnEvent[], id: string): void {
  d.pile = [...d.pile, id];
  setP(d, id, (p) => ({ ...p, where: { at: 'pile' } }));
  ev.push({ type: 'PutBack', passenger: id });
}

// ————— the round —————

function startRound(d: Draft, ev: BahnEvent[]): void {
  d.played += 1;
  ev.push({ type: 'RoundStarted', round: d.round, chief: d.chief });
  d.parts = d.parts.filter((p) => !p.cube).map((p) => ({ ...p, stop: 'none' }));
  d.parts = d.parts.map((p) => ({ ...p, left: baseRange(d, p) }));
  for (const p of d.passengers) if (p.rode.length > 0) setP(d, p.id, (x) => ({ ...x, rode: x.where.at === 'aboard' ? [x.where.part] : [] }));
  d.done = d.done.map(() => false);
  d.closedStations = [];
  d.closedRoutes = [];
  d.kept = null;
  d.passed = [];
  d.shielded = [];
  d.due = 0;
  d.relief = 0;
  d.event = null;
  d.lastDie = null;
  // St. Martin splits in rounds 3, 6, 9, 12: the cube starts beside the blue locomotive.
  const blue = trainWith(d, 'blue');
  if (blue >= 0 && SPLIT_ROUNDS.includes(d.round)) {
    const loco = d.parts.find((p) => p.train === blue && !p.cube)!;
    d.parts = [...d.parts, { id: CUBE_ID, train: blue, cube: true, space: loco.space, left: RANGE.cube, stop: 'none' }];
    ev.push({ type: 'Split', space: loco.space });
  }
  // Phase 1: new passengers (none in round 15).
  if (d.round < ROUNDS) {
    const die = dieFor(trainCount(d), d.round);
    const r = nextInt(d.rng, 6);
    d.rng = r.state;
    const face = DICE.dice[die][r.value]!;
    d.lastDie = face;
    ev.push({ type: 'DieRolled', die, face });
    const roentgen = trainWith(d, 'yellow') >= 0;
    const drawn = draw(d, face + (roentgen ? 1 : 0));
    if (roentgen && face > 0 && drawn.length === face + 1 && drawn.some((id) => !isSpecial(card(id)))) d.pending = [...d.pending, { kind: 'put-back', seat: d.chief, drawn }];
    else place(d, ev, drawn);
  }
  d.stage = 'event';
}

function trainsWithPassengers(d: Draft): number[] {
  return d.trains.map((_, i) => i).filter((i) => aboardTrain(d, i).length > 0);
}

function closeRoute(d: Draft, ev: BahnEvent[], a: string, b: string, cardNo: number): void {
  const route = routeBetween(d.map, a, b);
  if (route === null) {
    ev.push({ type: 'NoEffect', card: cardNo, why: 'the map has no such route' });
    return;
  }
  d.closedRoutes = [...d.closedRoutes, route];
  ev.push({ type: 'Closed', what: route });
  const net = railNetwork(d.map);
  const r = net.routeIndex.get(route)!;
  // Trains already on the route go on slowly: 2 spaces less.
  rangeAll(d, ev, -2, (p) => {
    const info = net.spaces[p.space];
    return info?.kind === 'route' && info.route === r;
  });
}

function closeStation(d: Draft, ev: BahnEvent[], station: string, cardNo: number): void {
  if (stationSpace(d.map, station) === undefined) {
    ev.push({ type: 'NoEffect', card: cardNo, why: 'the map has no such station' });
    return;
  }
  d.closedStations = [...d.closedStations, station];
  ev.push({ type: 'Closed', what: station });
}

function applyEffect(d: Draft, ev: BahnEvent[], cardNo: number, effect: Effect): void {
  const chief = d.chief;
  const t = trainCount(d);
  const queue: Decision[] = [];
  const none = (why: string) => ev.push({ type: 'NoEffect', card: cardNo, why });
  switch (effect) {
    case 'toilets':
      for (const i of trainsWithPassengers(d)) queue.push({ kind: 'lower', seat: chief, effect, train: d.trains[i]!.colour });
      if (queue.length === 0) none('no train carries passengers');
      break;
    case 'windshield':
    case 'tickets':
    case 'sick-passenger':
      queue.push({ kind: 'answer', seat: chief, effect });
      break;
    case 'delayed-train':
    case 'bachelors': {
      const trains = (effect === 'bachelors' ? d.trains.map((_, i) => i).filter((i) => aboardTrain(d, i).some((p) => p.where.at === 'aboard' && p.where.car === 3)) : trainsWithPassengers(d)).map((i) => d.trains[i]!.colour);
      if (trains.length === 0) none(effect === 'bachelors' ? 'no train has passengers in car 3' : 'no train carries passengers');
      else queue.push({ kind: 'pick-train', seat: chief, effect, trains });
      break;
    }
    case 'software':
      for (const i of trainsWithPassengers(d)) queue.push({ kind: 'pass', seat: chief, train: d.trains[i]!.colour });
      if (queue.length === 0) none('no train carries passengers');
      break;
    case 'connections':
      if (d.round === ROUNDS) {
        none('it does not apply in round 15');
        break;
      }
      for (let i = 0; i < t; i++) {
        const drawn = draw(d, 2);
        if (drawn.length === 2) queue.push({ kind: 'keep-one', seat: chief, drawn });
        else place(d, ev, drawn);
      }
      break;
    case 'strike':
      queue.push({ kind: 'either', seat: chief, effect, options: ['fewer-spaces', 'passengers'] });
      break;
    case 'cyclone':
      d.round = Math.max(1, d.round - 1);
      ev.push({ type: 'MarkerBack', round: d.round });
      break;
    case 'engine-damage':
    case 'heat':
      if (t < 3) none('only with 3 or 4 players');
      else queue.push({ kind: 'either', seat: chief, effect, options: ['train', 'complaint'] });
      break;
    case 'fulda-bomb':
      closeStation(d, ev, 'fulda', cardNo);
      break;
    case 'frankfurt-control':
      closeStation(d, ev, 'frankfurt', cardNo);
      break;
    case 'embankment-fire':
      closeRoute(d, ev, 'cologne', 'frankfurt', cardNo);
      break;
    case 'blackberries':
      closeRoute(d, ev, 'hannover', 'kassel', cardNo);
      break;
    case 'overcrowded':
      rangeAll(d, ev, -1);
      break;
    case 'snow':
      rangeAll(d, ev, -2);
      break;
    case 'early-conductor':
      rangeAll(d, ev, 1);
      break;
    case 'shift-change':
      if (d.seats === 1) none('one player drives every train');
      else {
        d.trains = d.trains.map((x) => ({ ...x, driver: (x.driver + 1) % d.seats }));
        ev.push({ type: 'ShiftChange' });
      }
      break;
    case 'newspapers':
      if (allAboard(d).length === 0) none('no train carries passengers');
      else if (d.vouchers > 0) queue.push({ kind: 'either', seat: chief, effect, options: ['voucher', 'passenger'] });
      else queue.push({ kind: 'lower', seat: chief, effect, train: null });
      break;
    case 'arrangement':
      if (d.vouchers > 0) queue.push({ kind: 'either', seat: chief, effect, options: ['voucher', 'train'] });
      else queue.push({ kind: 'pick-train', seat: chief, effect, trains: d.trains.map((x) => x.colour) });
      break;
    case 'currywurst': {
      const room = d.vouchers < d.maxVouchers;
      if (room) d.vouchers += 1;
      ev.push({ type: 'Voucher', won: room });
      break;
    }
    case 'last-second':
      place(d, ev, draw(d, 1));
      break;
  }
  d.pending = [...queue, ...d.pending];
}

function drawEvent(d: Draft, ev: BahnEvent[]): void {
  if (d.round < FIRST_EVENT_ROUND || d.eventPile.length === 0) return;
  const cardNo = d.eventPile[0]!;
  d.eventPile = d.eventPile.slice(1);
  d.event = cardNo;
  ev.push({ type: 'EventDrawn', card: cardNo });
  applyEffect(d, ev, cardNo, eventCard(cardNo).effect);
}

/** Whether every train (locomotive) stands in a red station. */
export function allInRedStations(s: BahnState): boolean {
  return s.parts.filter((p) => !p.cube).every((p) => isHub(s.map, stationOfPart(s, p)));
}

function endOperations(d: Draft): void {
  d.done = d.done.map(() => true);
  if (d.round === ROUNDS) {
    const left = [...waiting(d), ...allAboard(d)];
    if (left.length > 0 && allInRedStations(d)) d.pending = [...d.pending, { kind: 'excuse', seat: d.chief }];
    d.stage = 'final';
    if (voucherUse(d)) d.pending = [...d.pending, { kind: 'vouchers', seat: d.chief }];
    return;
  }
  const green = trainWith(d, 'green');
  if (green >= 0 && aboard(d, d.trains[green]!.colour).length > 0) d.pending = [...d.pending, { kind: 'sinatra', seat: d.trains[green]!.driver }];
  d.stage = 'shift';
}

/** Phase 5's first step: the cube leaves, every passenger moves one car lower, late ones complain. */
function shift(d: Draft, ev: BahnEvent[]): void {
  for (const p of aboard(d, CUBE_ID)) {
    setP(d, p.id, (x) => ({ ...x, where: { at: 'complained' } }));
    d.due += points(p.id);
    ev.push({ type: 'Complaint', passenger: p.id, points: points(p.id), why: 'left in the second part of the blue train' });
  }
  d.parts = d.parts.filter((p) => !p.cube);
  for (const p of allAboard(d)) {
    if (p.where.at !== 'aboard') continue;
    if (p.id === d.kept) {
      ev.push({ type: 'Kept', passenger: p.id });
      continue;
    }
    const car = p.where.car - 1;
    if (car >= 1) {
      const part = p.where.part;
      setP(d, p.id, (x) => ({ ...x, where: { at: 'aboard', part, car } }));
    } else {
      setP(d, p.id, (x) => ({ ...x, where: { at: 'complained' } }));
      d.due += points(p.id);
      ev.push({ type: 'Complaint', passenger: p.id, points: points(p.id), why: 'late at the destination' });
    }
  }
  if (voucherUse(d)) d.pending = [...d.pending, { kind: 'vouchers', seat: d.chief }];
  d.stage = 'settle';
}

/** Waiting passengers a voucher may be placed on now (never in round 15; the car must stay 1 or more). */
export function shieldable(s: BahnState): Passenger[] {
  if (s.round === ROUNDS || s.vouchers === 0) return [];
  return waiting(s).filter((p) => {
    const c = card(p.id);
    if (s.shielded.includes(p.id)) return false;
    if (isSpecial(c) && c.kind === 'no-voucher') return false;
    return c.time - p.vouchers - 1 >= 1;
  });
}

/** Complaint points still to come in this phase 5 (before a full circle is cashed). */
export function pendingPoints(s: BahnState): number {
  if (s.stage === 'final') {
    const w = waiting(s).reduce((n, p) => n + points(p.id), 0);
    const a = allAboard(s).reduce((n, p) => n + points(p.id), 0);
    return w + Math.floor(a / 2);
  }
  return s.due + waiting(s).filter((p) => !s.shielded.includes(p.id)).reduce((n, p) => n + points(p.id), 0);
}

export function cashable(s: BahnState): boolean {
  return s.maxVouchers > 0 && s.vouchers === s.maxVouchers && s.complaints + pendingPoints(s) - s.relief > 0;
}

function voucherUse(s: BahnState): boolean {
  return shieldable(s).length > 0 || cashable(s);
}

function settle(d: Draft, ev: BahnEvent[]): void {
  let pts = d.due;
  for (const p of waiting(d)) {
    if (d.shielded.includes(p.id)) continue;
    setP(d, p.id, (x) => ({ ...x, where: { at: 'complained' } }));
    pts += points(p.id);
    ev.push({ type: 'Complaint', passenger: p.id, points: points(p.id), why: 'left waiting at the departure station' });
  }
  d.complaints = Math.max(0, d.complaints + pts - d.relief);
  d.due = 0;
  d.relief = 0;
  if (d.complaints >= LOSING_COMPLAINTS) {
    lose(d, ev);
    return;
  }
  ev.push({ type: 'RoundEnded', round: d.round, complaints: d.complaints });
  d.round += 1;
  d.chief = (d.chief + 1) % d.seats;
  startRound(d, ev);
}

function finalSettle(d: Draft, ev: BahnEvent[]): void {
  let pts = 0;
  for (const p of waiting(d)) {
    pts += points(p.id);
    ev.push({ type: 'Complaint', passenger: p.id, points: points(p.id), why: 'still waiting at the end of round 15' });
  }
  const onTrains = allAboard(d).reduce((n, p) => n + points(p.id), 0);
  if (onTrains >= 2) ev.push({ type: 'Complaint', passenger: null, points: Math.floor(onTrains / 2), why: `${onTrains} passengers still on the trains (1 for every 2)` });
  pts += Math.floor(onTrains / 2);
  d.complaints = Math.max(0, d.complaints + pts - d.relief);
  d.relief = 0;
  d.phase = 'over';
  d.won = d.complaints < LOSING_COMPLAINTS;
  d.reason = d.won ? `round 15 played with ${d.complaints} complaint${d.complaints === 1 ? '' : 's'}` : `${d.complaints} complaints after round 15`;
  ev.push({ type: 'RoundEnded', round: d.round, complaints: d.complaints });
  ev.push({ type: 'GameOver', won: d.won, complaints: d.complaints });
}

function advance(d: Draft, ev: BahnEvent[]): void {
  for (let guard = 0; guard < 64; guard++) {
    if (d.phase === 'over' || (d.phase === 'place' && d.trains.some((t) => !t.placed))) return;
    if (d.pending.length > 0) {
      d.phase = 'decide';
      return;
    }
    switch (d.stage) {
      case 'event':
        drawEvent(d, ev);
        d.stage = 'briefing';
        continue;
      case 'briefing':
        d.phase = 'briefing';
        return;
      case 'operations':
        d.phase = 'operations';
        return;
      case 'shift':
        shift(d, ev);
        continue;
      case 'settle':
        settle(d, ev);
        continue;
      case 'final':
        finalSettle(d, ev);
        return;
    }
  }
  throw new Error('the round does not advance');
}

// ————— legal actions —————

/**
 * The actions the engine lists, made once each and frozen (an action is plain data: the same move is the same
 * object in every state and game). A listed object is what `isListed` knows again; frozen, nobody can widen it.
 */
type Of<T extends BahnAction['type']> = Extract<BahnAction, { type: T }>;
function row<A>(m: Map<string, Map<string, A>>, k: string): Map<string, A> {
  let r = m.get(k);
  if (r === undefined) m.set(k, (r = new Map<string, A>()));
  return r;
}
const START: Of<'start'> = Object.freeze({ type: 'start' });
const DONE: Of<'done'> = Object.freeze({ type: 'done' });
const TIME_UP: Of<'time-up'> = Object.freeze({ type: 'time-up' });
const picks = new Map<string, Of<'pick'>>();
const chooses = new Map<string, Of<'choose'>>();
const pickTrains = new Map<string, Of<'pick-train'>>();
const sips = new Map<string, Of<'sip'>>();
const steps = new Map<string, Of<'step'>[]>();
const places = new Map<string, Map<string, Of<'place'>>>();
const alights = new Map<string, Map<string, Of<'alight'>>>();
const boards = new Map<string, Map<string, Of<'board'>>>();
const transfers = new Map<string, Map<string, Of<'transfer'>>>();

const Acts = {
  pick(passenger: string): Of<'pick'> {
    let a = picks.get(passenger);
    if (a === undefined) picks.set(passenger, (a = Object.freeze({ type: 'pick', passenger })));
    return a;
  },
  choose(option: string): Of<'choose'> {
    let a = chooses.get(option);
    if (a === undefined) chooses.set(option, (a = Object.freeze({ type: 'choose', option })));
    return a;
  },
  pickTrain(train: string): Of<'pick-train'> {
    let a = pickTrains.get(train);
    if (a === undefined) pickTrains.set(train, (a = Object.freeze({ type: 'pick-train', train })));
    return a;
  },
  sip(part: string): Of<'sip'> {
    let a = sips.get(part);
    if (a === undefined) sips.set(part, (a = Object.freeze({ type: 'sip', part })));
    return a;
  },
  step(part: string, to: number): Of<'step'> {
    let r = steps.get(part);
    if (r === undefined) steps.set(part, (r = []));
    return (r[to] ??= Object.freeze({ type: 'step', part, to }));
  },
  place(train: string, station: string): Of<'place'> {
    const r = row(places, train);
    let a = r.get(station);
    if (a === undefined) r.set(station, (a = Object.freeze({ type: 'place', train, station })));
    return a;
  },
  alight(part: string, passenger: string): Of<'alight'> {
    const r = row(alights, part);
    let a = r.get(passenger);
    if (a === undefined) r.set(passenger, (a = Object.freeze({ type: 'alight', part, passenger })));
    return a;
  },
  board(part: string, passenger: string): Of<'board'> {
    const r = row(boards, part);
    let a = r.get(passenger);
    if (a === undefined) r.set(passenger, (a = Object.freeze({ type: 'board', part, passenger })));
    return a;
  },
  transfer(passenger: string, to: string): Of<'transfer'> {
    const r = row(transfers, passenger);
    let a = r.get(to);
    if (a === undefined) r.set(to, (a = Object.freeze({ type: 'transfer', passenger, to })));
    return a;
  },
};

function pick(ids: readonly string[]): BahnAction[] {
  const out: BahnAction[] = [];
  for (const id of ids) out.push(Acts.pick(id));
  return out;
}

function choose(...options: string[]): BahnAction[] {
  const out: BahnAction[] = [];
  for (const o of options) out.push(Acts.choose(o));
  return out;
}

function decisionActions(s: BahnState, dec: Decision): BahnAction[] {
  switch (dec.kind) {
    case 'put-back':
      return pick(dec.drawn.filter((id) => !isSpecial(card(id))));
    case 'answer':
      return choose('yes', 'no');
    case 'either':
      return choose(...dec.options);
    case 'lower': {
      const on = dec.train === null ? allAboard(s) : aboardTrain(s, s.trains.findIndex((x) => x.colour === dec.train));
      return pick(on.map((p) => p.id));
    }
    case 'pick-train':
      return dec.trains.map((train) => Acts.pickTrain(train));
    case 'keep-one':
      return pick(dec.drawn);
    case 'pass': {
      const i = s.trains.findIndex((x) => x.colour === dec.train);
      const next = s.trains[(i + 1) % s.trains.length]!.colour;
      const can = aboardTrain(s, i).filter((p) => !s.passed.includes(p.id) && !(isSpecial(card(p.id)) && card(p.id).kind === 'no-transfer') && mayJoin(s, next, p.id));
      return [...pick(can.map((p) => p.id)), ...choose('none')];
    }
    case 'sinatra': {
      const green = s.trains.find((x) => x.colour === 'green')!;
      return [...pick(aboard(s, green.colour).map((p) => p.id)), ...choose('none')];
    }
    case 'vouchers':
      return [...pick(shieldable(s).map((p) => p.id)), ...(cashable(s) ? choose('cash') : []), ...choose('done')];
    case 'excuse':
      return [...pick([...waiting(s), ...allAboard(s)].map((p) => p.id)), ...choose('none')];
  }
}

/** Whether a passenger may join a part now (the special passengers who travel alone). */
function mayJoin(s: BahnState, partId: string, id: string): boolean {
  const on = aboard(s, partId);
  const c = card(id);
  if (isSpecial(c) && c.kind === 'alone' && on.length > 0) return false;
  return !on.some((p) => {
    const o = card(p.id);
    return isSpecial(o) && o.kind === 'alone';
  });
}

/** The table of a part's steps and distances this round (as the Express or not, with this round's closures). */
export function movesOf(s: BahnState, part: Part): MoveTable {
  return mapTables(s.map).move(isExpress(s, part), s.closedStations, s.closedRoutes);
}

function operationActions(s: BahnState, seat: Seat): BahnAction[] {
  const out: BahnAction[] = [];
  const tables = mapTables(s.map);
  for (const part of s.parts) {
    if (driverOf(s, part) !== seat) continue;
    if (part.stop === 'due') {
      out.push(Acts.sip(part.id));
      continue;
    }
    if (part.left > 0) for (const to of movesOf(s, part).targets[part.space] ?? []) out.push(Acts.step(part.id, to));
    const station = tables.stationOf[part.space] ?? null;
    if (station === null || part.stop === 'refuel') continue;
    for (const p of aboard(s, part.id)) if (card(p.id).to === station) out.push(Acts.alight(part.id, p.id));
    for (const p of waitingAt(s, station)) if (mayJoin(s, part.id, p.id)) out.push(Acts.board(part.id, p.id));
    for (const other of s.parts) {
      if (other.id === part.id || other.space !== part.space || other.stop === 'refuel') continue;
      for (const p of aboard(s, part.id)) {
        const c = card(p.id);
        if (c.to === station) continue;
        if (isSpecial(c) && c.kind === 'no-transfer') continue;
        if (p.rode.includes(other.id) || !mayJoin(s, other.id, p.id)) continue;
        out.push(Acts.transfer(p.id, other.id));
      }
    }
  }
  out.push(DONE, TIME_UP);
  return out;
}

/** What is worked out about a state once and kept: states are never changed once made. */
interface Memo {
  /** Each seat's legal list (frozen actions; each caller gets its own array). */
  readonly legal: (readonly BahnAction[] | undefined)[];
  actors: readonly Seat[] | undefined;
}
// The last few states' memos, by identity: the runner, the bots, `apply` and the shells ask about the state
// in hand again and again, then move on; a state pushed out is only worked out again if asked (a ring of
// slots is cheaper to keep than a weak map entry per state).
const MEMO_SLOTS = 8;
const memoStates: (BahnState | undefined)[] = new Array<BahnState | undefined>(MEMO_SLOTS).fill(undefined);
const memoValues: (Memo | undefined)[] = new Array<Memo | undefined>(MEMO_SLOTS).fill(undefined);
let memoNext = 0;

function memoIfAny(s: BahnState): Memo | undefined {
  for (let i = 0; i < MEMO_SLOTS; i++) if (memoStates[i] === s) return memoValues[i];
  return undefined;
}

function memoOf(s: BahnState): Memo {
  const hit = memoIfAny(s);
  if (hit) return hit;
  const m: Memo = { legal: [], actors: undefined };
  memoStates[memoNext] = s;
  memoValues[memoNext] = m;
  memoNext = (memoNext + 1) % MEMO_SLOTS;
  return m;
}

export function legalActions(s: BahnState, seat: Seat): BahnAction[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.seats) return [];
  const bySeat = memoOf(s).legal;
  let list = bySeat[seat];
  if (!list) {
    // Every action listed is an interned frozen object (see `Acts`): nothing to copy or freeze here.
    list = computeLegal(s, seat);
    bySeat[seat] = list;
  }
  return list.slice();
}

/** Whether `a` is one of the very objects the engine listed for this state and seat: legal as it stands, no need to read it again. */
export function isListed(s: BahnState, seat: Seat, a: BahnAction): boolean {
  return s.phase !== 'over' && memoIfAny(s)?.legal[seat]?.includes(a) === true;
}

function computeLegal(s: BahnState, seat: Seat): BahnAction[] {
  switch (s.phase) {
    case 'over':
      return [];
    case 'place': {
      const hubs = mapTables(s.map).hubs;
      return s.trains.filter((t) => t.driver === seat && !t.placed).flatMap((t) => hubs.map((station) => Acts.place(t.colour, station)));
    }
    case 'decide': {
      const dec = s.pending[0];
      return dec && dec.seat === seat ? decisionActions(s, dec) : [];
    }
    case 'briefing':
      return seat === s.chief ? [START] : [];
    case 'operations':
      return s.done[seat] ? [] : operationActions(s, seat);
  }
}

/** The seats that may act now (kept per state: the runner, `apply` and the shells ask it again and again). */
export function actors(s: BahnState): readonly Seat[] {
  const m = memoOf(s);
  return (m.actors ??= actorList(computeActors(s)));
}

/** Lists of seats made once each and frozen, by the seats in them (at most 4 seats, each once, in order). */
const actorLists = new Map<number, readonly Seat[]>();
function actorList(seats: Seat[]): readonly Seat[] {
  let key = 0;
  for (const seat of seats) key |= 1 << seat;
  let list = actorLists.get(key);
  if (list === undefined) actorLists.set(key, (list = Object.freeze(seats)));
  return list;
}

function computeActors(s: BahnState): Seat[] {
  switch (s.phase) {
    case 'over':
      return [];
    case 'place':
      return [...new Set(s.trains.filter((t) => !t.placed).map((t) => t.driver))].sort((a, b) => a - b);
    case 'decide':
      return s.pending[0] ? [s.pending[0].seat] : [];
    case 'briefing':
      return [s.chief];
    case 'operations': {
      const out: Seat[] = [];
      for (let seat = 0; seat < s.done.length; seat++) if (!s.done[seat]) out.push(seat);
      return out;
    }
  }
}

// ————— applying an action (already checked against the legal list) —————

function resolveDecision(d: Draft, ev: BahnEvent[], dec: Decision, a: BahnAction): void {
  const rest = d.pending.slice(1);
  d.pending = rest;
  const effect = 'effect' in dec ? dec.effect : null;
  const option = a.type === 'choose' ? a.option : null;
  if (option !== null) ev.push({ type: 'Decided', option });
  switch (dec.kind) {
    case 'put-back': {
      if (a.type !== 'pick') return;
      underPile(d, ev, a.passenger);
      place(
        d,
        ev,
        dec.drawn.filter((id) => id !== a.passenger),
      );
      return;
    }
    case 'answer':
      if (effect === 'tickets' && option === 'yes') rangeAll(d, ev, 2);
      if (effect === 'sick-passenger' && option === 'no') rangeAll(d, ev, -1);
      if (effect === 'windshield') {
        if (option === 'yes') d.parts = d.parts.map((p) => ({ ...p, stop: 'owed' }));
        else
          for (const p of d.parts) {
            if (isHub(d.map, stationOfPart(d, p))) ev.push({ type: 'Refuelled', part: p.id });
            else setPart(d, p.id, (x) => ({ ...x, stop: 'refuel' }));
          }
      }
      return;
    case 'either': {
      const trains = d.trains.map((x) => x.colour);
      if (option === 'fewer-spaces') rangeAll(d, ev, -1);
      else if (option === 'passengers') d.pending = [...trainsWithPassengers(d).map((i): Decision => ({ kind: 'lower', seat: dec.seat, effect: 'strike', train: d.trains[i]!.colour })), ...d.pending];
      else if (option === 'train') d.pending = [{ kind: 'pick-train', seat: dec.seat, effect: dec.effect, trains }, ...d.pending];
      else if (option === 'complaint') complainNow(d, ev, null, 1, 'the team chose a complaint');
      else if (option === 'voucher') d.vouchers -= 1;
      else if (option === 'passenger') d.pending = [{ kind: 'lower', seat: dec.seat, effect: dec.effect, train: null }, ...d.pending];
      return;
    }
    case 'lower':
      if (a.type === 'pick') moveDown(d, ev, a.passenger);
      return;
    case 'pick-train': {
      if (a.type !== 'pick-train') return;
      const i = d.trains.findIndex((x) => x.colour === a.train);
      const mine = (p: Part) => p.train === i;
      if (dec.effect === 'delayed-train') for (const p of aboardTrain(d, i)) moveDown(d, ev, p.id);
      else if (dec.effect === 'bachelors') {
        for (const p of aboardTrain(d, i)) {
          if (p.where.at === 'aboard' && p.where.car === 3) {
            const part = p.where.part;
            setP(d, p.id, (x) => ({ ...x, where: { at: 'aboard', part, car: 2 } }));
            ev.push({ type: 'MovedDown', passenger: p.id, car: 2 });
          }
        }
      } else if (dec.effect === 'arrangement') rangeAll(d, ev, -1, mine);
      else {
        // Engine damage, heat: the train does not move this round.
        for (const p of d.parts.filter(mine)) {
          ev.push({ type: 'Range', part: p.id, by: -p.left });
          setPart(d, p.id, (x) => ({ ...x, left: 0 }));
        }
      }
      return;
    }
    case 'keep-one':
      if (a.type !== 'pick') return;
      place(d, ev, [a.passenger]);
      for (const id of dec.drawn) if (id !== a.passenger) underPile(d, ev, id);
      return;
    case 'pass': {
      if (a.type !== 'pick') return;
      const from = d.trains.findIndex((x) => x.colour === dec.train);
      const to = d.trains[(from + 1) % d.trains.length]!.colour;
      const p = passengerOf(d, a.passenger)!;
      if (p.where.at !== 'aboard') return;
      const car = p.where.car;
      const fromPart = p.where.part;
      setP(d, a.passenger, (x) => ({ ...x, where: { at: 'aboard', part: to, car }, rode: [...x.rode, to] }));
      d.passed = [...d.passed, a.passenger];
      ev.push({ type: 'Passed', passenger: a.passenger, from: fromPart, to });
      return;
    }
    case 'sinatra':
      if (a.type === 'pick') d.kept = a.passenger;
      return;
    case 'vouchers':
      if (a.type === 'pick') {
        d.vouchers -= 1;
        d.shielded = [...d.shielded, a.passenger];
        setP(d, a.passenger, (x) => ({ ...x, vouchers: x.vouchers + 1 }));
        ev.push({ type: 'Shielded', passenger: a.passenger });
      } else if (option === 'cash') {
        d.vouchers = 0;
        d.relief += 1;
        ev.push({ type: 'Cashed' });
      }
      // Still something to use the vouchers on: the decision stays.
      if (option !== 'done' && voucherUse(d)) d.pending = [dec, ...d.pending];
      return;
    case 'excuse':
      if (a.type === 'pick') {
        setP(d, a.passenger, (x) => ({ ...x, where: { at: 'excused' } }));
        ev.push({ type: 'Excused', passenger: a.passenger });
        // A cashed circle may no longer be of use.
        const v = d.pending.findIndex((x) => x.kind === 'vouchers');
        if (v >= 0 && !voucherUse(d)) d.pending = d.pending.filter((_, k) => k !== v);
      }
      return;
  }
}

function applyOperation(d: Draft, ev: BahnEvent[], seat: Seat, a: BahnAction): void {
  switch (a.type) {
    case 'step': {
      const part = partById(d, a.part)!;
      const station = stationAt(d.map, a.to);
      let stop = part.stop;
      if (station !== null && stop === 'owed') stop = 'due';
      if (station !== null && stop === 'refuel' && isHub(d.map, station)) {
        stop = 'none';
        ev.push({ type: 'Refuelled', part: part.id });
      }
      setPart(d, part.id, (x) => ({ id: x.id, train: x.train, cube: x.cube, space: a.to, left: x.left - 1, stop }));
      ev.push({ type: 'Moved', part: part.id, from: part.space, to: a.to });
      return;
    }
    case 'board': {
      const p = passengerOf(d, a.passenger)!;
      const car = boardingCar(p);
      setP(d, p.id, (x) => ({ ...x, where: { at: 'aboard', part: a.part, car }, rode: [...x.rode, a.part] }));
      ev.push({ type: 'Boarded', part: a.part, passenger: p.id, car });
      return;
    }
    case 'alight': {
      const p = passengerOf(d, a.passenger)!;
      const car = p.where.at === 'aboard' ? p.where.car : 1;
      setP(d, p.id, (x) => ({ ...x, where: { at: 'delivered' } }));
      ev.push({ type: 'Alighted', part: a.part, passenger: p.id, car });
      // Early (car 2–5): a voucher for the team, if the circle has room.
      if (car >= 2) {
        const room = d.vouchers < d.maxVouchers;
        if (room) d.vouchers += 1;
        ev.push({ type: 'Voucher', won: room });
      }
      return;
    }
    case 'transfer': {
      const p = passengerOf(d, a.passenger)!;
      if (p.where.at !== 'aboard') return;
      const { part: from, car } = p.where;
      setP(d, p.id, (x) => ({ ...x, where: { at: 'aboard', part: a.to, car }, rode: [...x.rode, a.to] }));
      ev.push({ type: 'Transferred', passenger: p.id, from, to: a.to });
      return;
    }
    case 'sip':
      setPart(d, a.part, (x) => ({ ...x, stop: 'sipped' }));
      ev.push({ type: 'Sipped', part: a.part });
      return;
    case 'done':
      d.done = d.done.map((x, i) => x || i === seat);
      ev.push({ type: 'SeatDone', seat });
      if (d.done.every(Boolean)) endOperations(d);
      return;
    case 'time-up':
      ev.push({ type: 'TimeUp', seat });
      endOperations(d);
      return;
    default:
      return;
  }
}

/** Applies an action known to be in `legalActions(s, seat)`; returns the new state and what happened. */
export function applyListed(s: BahnState, seat: Seat, a: BahnAction): { state: BahnState; events: BahnEvent[] } {
  const d = draftOf(s);
  const ev: BahnEvent[] = [];
  switch (s.phase) {
    case 'place': {
      if (a.type !== 'place') break;
      const space = stationSpace(d.map, a.station)!;
      d.trains = d.trains.map((t) => (t.colour === a.train ? { ...t, placed: true } : t));
      setPart(d, a.train, (p) => ({ ...p, space }));
      ev.push({ type: 'Placed', train: a.train, station: a.station });
      if (d.trains.every((t) => t.placed)) startRound(d, ev);
      break;
    }
    case 'decide':
      resolveDecision(d, ev, s.pending[0]!, a);
      break;
    case 'briefing':
      d.stage = 'operations';
      ev.push({ type: 'OperationsStarted', seconds: operationsSeconds(s) });
      break;
    case 'operations':
      applyOperation(d, ev, seat, a);
      break;
    case 'over':
      break;
  }
  advance(d, ev);
  sealPassengers(d);
  return { state: d, events: ev };
}

/** Whether `a` is among `listed` (as data: key order does not matter). */
export function listedIn(listed: readonly BahnAction[], a: BahnAction): boolean {
  const key = canonicalJson(a);
  return listed.some((x) => canonicalJson(x) === key);
}

/** Every game ends within this many actions (see `maxActionsFor`). */
export function maxActionsFor(trains: number, deck: number): number {
  // Rounds: 15, one more after the cyclone. Per round at most: 2 decisions per train and 3 more (phase 1, the event,
  // the Sinatra), the briefing, 11 steps per part (8 + 2 tickets + 1) on up to trains + 1 parts and a sip each, the seats'
  // done and a time-up, 4 changes of train per passenger aboard and, in phase 5, a voucher decision per voucher plus
  // cash, done and the round-15 excuse. Each passenger boards and alights once in a game.
  const parts = trains + 1;
  const perRound = 2 * trains + 3 + 1 + parts * 12 + trains + 1 + 4 * deck + trains + 3;
  return trains + (ROUNDS + 1) * perRound + 2 * deck;
}
