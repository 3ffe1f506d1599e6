/**
 * Bahn Frei's table as the rules read and write it: the queries every phase asks (which passengers are where, a
 * train's range, its character) and the edits an action makes on a draft of the state.
 * Rulebook: "Components", "Move Train" (the range on the train plate), "Passenger Boarding" (the car a passenger
 * boards), "Train Characters" (who has which ability), "Move Passengers Within Train" (one car lower, out of car 1
 * a complaint) and "Delays at the Destination Station" (a passenger moved out by an event complains at once; 8
 * complaints lose the game there and then).
 */
import { stationAt, type RailMap } from '../../rail';
import type { Seat } from '../core/game';
import { CARS, cardById, isSpecial, LOSING_COMPLAINTS, RANGE, type AnyCard } from './data';
import { mapTables } from './tables';
import type { BahnEvent, BahnState, Part, Passenger, TrainColour } from './types';

export type Draft = { -readonly [K in keyof BahnState]: BahnState[K] };

/** A copy of the state to write (field by field: an object of one fixed shape, quicker to make and read than a spread). */
export function draftOf(s: BahnState): Draft {
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

export function trainWith(s: BahnState, colour: TrainColour): number {
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

export function isHub(map: RailMap, station: string | null): boolean {
  if (station === null) return false;
  const t = mapTables(map);
  const sp = t.spaceOf.get(station);
  return sp !== undefined && t.hub[sp] === true;
}

/** Seconds of the rail operations phase: 30, or 1 minute for a solo player (the app's hourglass). */
export function operationsSeconds(s: BahnState): number {
  return s.seats === 1 ? 60 : 30;
}

// ————— state edits on a draft —————

/** Changes one passenger: the draft copies the array once (its first change) and writes that copy in place. */
export function setP(d: Draft, id: string, f: (p: Passenger) => Passenger): void {
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
export function sealPassengers(d: Draft): void {
  if (d.passengers === editing) editing = null;
}

export function setPart(d: Draft, id: string, f: (p: Part) => Part): void {
  const i = d.parts.findIndex((p) => p.id === id);
  if (i < 0) return;
  const parts = d.parts.slice();
  parts[i] = f(parts[i]!);
  d.parts = parts;
}

export function rangeAll(d: Draft, ev: BahnEvent[], by: number, only?: (p: Part) => boolean): void {
  for (const p of d.parts) {
    if (only && !only(p)) continue;
    setPart(d, p.id, (x) => ({ ...x, left: Math.max(0, x.left + by) }));
    ev.push({ type: 'Range', part: p.id, by });
  }
}

export function lose(d: Draft, ev: BahnEvent[]): void {
  d.phase = 'over';
  d.pending = [];
  d.won = false;
  d.reason = `${d.complaints} complaints: the complaint-O-meter is full`;
  ev.push({ type: 'GameOver', won: false, complaints: d.complaints });
}

/** Complaints that land on the meter at once (events); 8 lose the game there and then. */
export function complainNow(d: Draft, ev: BahnEvent[], passenger: string | null, pts: number, why: string): void {
  d.complaints += pts;
  ev.push({ type: 'Complaint', passenger, points: pts, why });
  if (d.complaints >= LOSING_COMPLAINTS) lose(d, ev);
}

/** A passenger moves one car lower; out of car 1 it leaves the train and complains at once. */
export function moveDown(d: Draft, ev: BahnEvent[], id: string): void {
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

export function draw(d: Draft, n: number): string[] {
  const out = d.pile.slice(0, Math.max(0, n));
  d.pile = d.pile.slice(out.length);
  for (const id of out) setP(d, id, (p) => ({ ...p, where: { at: 'drawn' } }));
  return out;
}

export function place(d: Draft, ev: BahnEvent[], ids: readonly string[]): void {
  for (const id of ids) {
    const station = card(id).from;
    setP(d, id, (p) => ({ ...p, where: { at: 'waiting', station } }));
    ev.push({ type: 'Arrived', passenger: id, station });
  }
}

export function underPile(d: Draft, ev: BahnEvent[], id: string): void {
  d.pile = [...d.pile, id];
  setP(d, id, (p) => ({ ...p, where: { at: 'pile' } }));
  ev.push({ type: 'PutBack', passenger: id });
}
