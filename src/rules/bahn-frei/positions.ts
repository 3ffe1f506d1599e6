/**
 * Bahn Frei positions built directly (scenario v2's `start`, lessons, classroom questions): the trains with their
 * cars and passengers, the passengers waiting, delivered or out, the round, the chief, the vouchers, the complaints,
 * the event in force and the piles. A position the rules could never reach (a passenger in two places, one the deck
 * of this table does not hold, a car beyond 5, more vouchers than the circle holds, 8 complaints and the game still
 * on, the blue cube outside rounds 3, 6, 9, 12, …) is refused with a one-line reason naming the conflict. In phase 4
 * a position also holds the seats already done, the parts each passenger rode before it changed trains ("Passenger
 * Changes Trains") and the windshield card's sips.
 * Rulebook: "Setup and Preparation" (the piles, the trains on the map), "Passenger Boarding" (cars 1 to 5),
 * "Vouchers" (the circle holds as many vouchers as players), "Phase 5" (8 complaints lose at once), "Blue Train
 * (St. Martin)" (the cube in rounds 3, 6, 9, 12) and "Event Cards" (the closures of the event in force; the cyclone
 * moves the marker back a round; the windshield's sip in the next station).
 */
import { z } from 'zod';
import { routeBetween, spaceCount, stationAt, stationSpace, type RailMap } from '../../rail';
import type { SeatSetup } from '../core/game';
import { CARS, cardById, EVENT_CARDS, eventCard, FIRST_EVENT_ROUND, isSpecial, LOSING_COMPLAINTS, RANGE, ROUNDS, SPLIT_ROUNDS } from './data';
import { CUBE_ID } from './state';
import { seatsProblem, trainsFor } from './limits';
import { BahnSetupError, setupGame } from './setup';
import { TRAIN_COLOURS, type BahnConfig, type BahnState, type Part, type Passenger, type Train, type Where } from './types';

const id = z.string().min(1).max(64);
/** The most a part can have left in a round: 8, 2 more for tickets, 1 more from the early conductor. */
const MAX_LEFT = RANGE.beginner + 3;
const at = z.union([id, z.number().int().min(0).max(100_000)]);
const aboardSchema = z
  .object({
    id,
    car: z.number().int().min(1).max(CARS),
    /** The parts it rode earlier this round (it changed trains; it does not change back into one), oldest first. */
    rode: z.array(id).max(4).optional(),
  })
  .strict();

const partSchema = z
  .object({
    /** A station id or a space number. */
    at,
    /** Spaces it may still move this round (default: its full range). */
    left: z.number().int().min(0).max(MAX_LEFT).optional(),
    passengers: z.array(aboardSchema).max(100).optional(),
    /** The windshield card's sip: owed at the next station, due here now, sipped, or a refuel owed in a red station. */
    stop: z.enum(['owed', 'due', 'sipped', 'refuel']).optional(),
  })
  .strict();

export const bahnPositionSchema = z
  .object({
    round: z.number().int().min(1).max(ROUNDS),
    /** Phase 3 (the chief starts the rail operations; the default) or phase 4 under way. */
    phase: z.enum(['briefing', 'operations']).optional(),
    chief: z.number().int().min(0).max(3).optional(),
    /** One per train, in seat order: its colour, the seat driving it (default its own, or 0 alone). */
    trains: z
      .array(partSchema.extend({ colour: z.enum(TRAIN_COLOURS), driver: z.number().int().min(0).max(3).optional() }).strict())
      .min(2)
      .max(4),
    /** The blue train's second part (frequent travellers, rounds 3, 6, 9, 12). */
    cube: partSchema.optional(),
    waiting: z.array(z.object({ id, vouchers: z.number().int().min(0).max(CARS).optional() }).strict()).max(100).optional(),
    delivered: z.array(id).max(100).optional(),
    complained: z.array(id).max(100).optional(),
    /** The passenger pile, top first; default every card of the deck not placed, in the seed's order. */
    pile: z.array(id).max(100).optional(),
    vouchers: z.number().int().min(0).max(4).optional(),
    complaints: z.number().int().min(0).max(100).optional(),
    /** The event card in force this round (its closures apply), by number. */
    event: z.number().int().min(1).max(EVENT_CARDS.length).nullable().optional(),
    /** The event pile, top first; default the seed's order without the card in force. */
    eventPile: z.array(z.number().int().min(1).max(EVENT_CARDS.length)).max(EVENT_CARDS.length).optional(),
    /** Phase 4: the seats that have said they are done this round (not all of them: then phase 5 has begun). */
    done: z.array(z.number().int().min(0).max(3)).max(3).optional(),
  })
  .strict();

export type BahnPosition = z.infer<typeof bahnPositionSchema>;

function fail(reason: string): never {
  throw new BahnSetupError(reason);
}

function spaceOf(map: RailMap, where: string | number, field: string): number {
  if (typeof where === 'number') {
    if (where >= spaceCount(map)) fail(`${field}: space ${where} is not on the map (0 to ${spaceCount(map) - 1})`);
    return where;
  }
  const sp = stationSpace(map, where);
  if (sp === undefined) fail(`${field}: the map has no station ${JSON.stringify(where.slice(0, 40))}`);
  return sp;
}

/** The state of a position: the set-up's deck and piles for this table and seed, then the position written over them. */
export function buildPosition(map: RailMap, config: BahnConfig, seats: readonly SeatSetup[], position: BahnPosition, seed: number): BahnState {
  const seatProblem = seatsProblem(seats);
  if (seatProblem !== null) fail(seatProblem);
  const n = seats.length;
  const t = trainsFor(seats);
  if (position.trains.length !== t) fail(`trains: this table has ${t} trains, the position places ${position.trains.length}`);
  const base = setupGame(map, config, seats, seed);
  const colours = position.trains.map((x) => x.colour);
  const twice = colours.find((c, i) => colours.indexOf(c) !== i);
  if (twice !== undefined) fail(`trains: the ${twice} train is placed twice`);

  const trains: Train[] = position.trains.map((x, i) => {
    const driver = x.driver ?? (n === 1 ? 0 : i);
    if (driver >= n) fail(`trains.${i}.driver: seat ${driver} of a table of ${n}`);
    return { colour: x.colour, driver, placed: true };
  });
  if (n > 1 && new Set(trains.map((x) => x.driver)).size !== n) fail('trains: each player drives one train, a seat drives two');
  const chief = position.chief ?? 0;
  if (chief >= n) fail(`chief: seat ${chief} of a table of ${n}`);

  // The marker when the round began: the cyclone in force has moved it back one ("Event Cards": Cyclone "Eberhard").
  const event = position.event ?? null;
  const effect = event === null ? null : eventCard(event).effect;
  const begun = position.round + (effect === 'cyclone' ? 1 : 0);
  if (event !== null && begun < FIRST_EVENT_ROUND) fail(`event: no event card is drawn before round ${FIRST_EVENT_ROUND}, this is round ${position.round}`);
  const plates = base.plates;
  const blue = colours.indexOf('blue');
  const splitRound = plates === 'frequent' && blue >= 0 && SPLIT_ROUNDS.includes(begun);
  if (position.cube && !splitRound) fail(`cube: the blue train splits only with frequent-traveller plates in rounds ${SPLIT_ROUNDS.join(', ')}, not round ${begun}`);
  const stopOf = (x: { stop?: Part['stop'] }, field: string): Part['stop'] => {
    if (x.stop !== undefined && effect !== 'windshield') fail(`${field}.stop: a train stops for a sip or a refuel only under the windshield card (event ${EVENT_CARDS.find((c) => c.effect === 'windshield')?.card ?? '?'})`);
    return x.stop ?? 'none';
  };

  const range = (i: number, cube: boolean) => (cube ? RANGE.cube : plates === 'beginner' ? RANGE.beginner : colours[i] === 'red' ? RANGE.express : RANGE.frequent);
  const parts: Part[] = position.trains.map((x, i) => ({ id: x.colour, train: i, cube: false, space: spaceOf(map, x.at, `trains.${i}.at`), left: x.left ?? range(i, false), stop: stopOf(x, `trains.${i}`) }));
  if (position.cube) parts.push({ id: CUBE_ID, train: blue, cube: true, space: spaceOf(map, position.cube.at, 'cube.at'), left: position.cube.left ?? RANGE.cube, stop: stopOf(position.cube, 'cube') });
  for (const [k, part] of parts.entries()) {
    const field = part.cube ? 'cube' : `trains.${k}`;
    if (part.stop === 'due' && stationAt(map, part.space) === null) fail(`${field}.stop: a sip is due in a station, the ${part.id} part is between stations`);
  }

  // Every passenger of this table's deck in one place at most; the ones not placed are in the pile.
  const deck = new Set(base.passengers.map((p) => p.id));
  const placed = new Map<string, Where>();
  const vouchersOn = new Map<string, number>();
  const rodeBy = new Map<string, string[]>();
  const partIds = new Set(parts.map((x) => x.id));
  const put = (pid: string, where: Where, field: string) => {
    if (!deck.has(pid)) {
      const c = cardById(pid);
      if (!c) fail(`${field}: there is no passenger card ${JSON.stringify(pid.slice(0, 40))}`);
      fail(`${field}: passenger ${pid} is not in this game's deck (${isSpecial(c) ? 'special passengers are not in play' : 'a "3-4" card, out of a 2-train game'})`);
    }
    const before = placed.get(pid);
    if (before) fail(`${field}: passenger ${pid} is in two places (${describe(before)} and ${describe(where)})`);
    placed.set(pid, where);
  };
  const board = (list: readonly { id: string; car: number; rode?: readonly string[] }[] | undefined, part: Part, field: string) => {
    const on = list ?? [];
    on.forEach((p, k) => {
      put(p.id, { at: 'aboard', part: part.id, car: p.car }, `${field}.passengers.${k}`);
      const rode = p.rode ?? [];
      rode.forEach((r, j) => {
        const at = `${field}.passengers.${k}.rode.${j}`;
        if (!partIds.has(r)) fail(`${at}: there is no ${JSON.stringify(r.slice(0, 40))} part on the board`);
        if (r === part.id || rode.indexOf(r) !== j) fail(`${at}: passenger ${p.id} would have changed back into the ${r} part (a passenger never does)`);
      });
      rodeBy.set(p.id, [...rode, part.id]);
    });
    const alone = on.find((p) => {
      const c = cardById(p.id)!;
      return isSpecial(c) && c.kind === 'alone';
    });
    if (alone && on.length > 1) fail(`${field}.passengers: passenger ${alone.id} travels alone, the ${part.id} part carries ${on.length}`);
  };
  position.trains.forEach((x, i) => board(x.passengers, parts[i]!, `trains.${i}`));
  if (position.cube) board(position.cube.passengers, parts[parts.length - 1]!, 'cube');
  (position.waiting ?? []).forEach((w, k) => {
    const c = cardById(w.id);
    put(w.id, { at: 'waiting', station: c?.from ?? '' }, `waiting.${k}`);
    const v = w.vouchers ?? 0;
    if (v > 0 && c!.time - v < 1) fail(`waiting.${k}.vouchers: passenger ${w.id} travels ${c!.time} rounds, ${v} vouchers would leave no car to board`);
    if (v > 0 && isSpecial(c!) && c.kind === 'no-voucher') fail(`waiting.${k}.vouchers: passenger ${w.id} takes no voucher`);
    if (v > 0) vouchersOn.set(w.id, v);
  });
  (position.delivered ?? []).forEach((pid, k) => put(pid, { at: 'delivered' }, `delivered.${k}`));
  (position.complained ?? []).forEach((pid, k) => put(pid, { at: 'complained' }, `complained.${k}`));
  let pile = base.pile.filter((pid) => !placed.has(pid));
  if (position.pile) {
    position.pile.forEach((pid, k) => put(pid, { at: 'pile' }, `pile.${k}`));
    const missing = base.pile.find((pid) => !placed.has(pid));
    if (missing !== undefined) fail(`pile: passenger ${missing} is nowhere (the pile is given, and does not hold it)`);
    pile = position.pile;
  }
  const passengers: Passenger[] = base.passengers.map((p) => {
    const where = placed.get(p.id) ?? { at: 'pile' };
    return { id: p.id, where, vouchers: vouchersOn.get(p.id) ?? 0, rode: rodeBy.get(p.id) ?? [] };
  });

  const vouchers = position.vouchers ?? 0;
  if (vouchers > t) fail(`vouchers: the circle holds as many vouchers as there are players (${t}), not ${vouchers}`);
  const complaints = position.complaints ?? 0;
  if (complaints >= LOSING_COMPLAINTS) fail(`complaints: ${complaints} complaints end the game at once (at most ${LOSING_COMPLAINTS - 1} while it goes on)`);

  // The event in force and its closures; the pile holds the others, each once.
  let eventPile = base.eventPile.filter((c) => c !== event);
  if (position.eventPile) {
    const dup = position.eventPile.find((c, i) => position.eventPile!.indexOf(c) !== i || c === event);
    if (dup !== undefined) fail(`eventPile: event card ${dup} is in two places`);
    eventPile = position.eventPile;
  }
  const closedStations: string[] = [];
  const closedRoutes: string[] = [];
  if (effect !== null) {
    if (effect === 'fulda-bomb' && stationSpace(map, 'fulda') !== undefined) closedStations.push('fulda');
    if (effect === 'frankfurt-control' && stationSpace(map, 'frankfurt') !== undefined) closedStations.push('frankfurt');
    const route = effect === 'embankment-fire' ? routeBetween(map, 'cologne', 'frankfurt') : effect === 'blackberries' ? routeBetween(map, 'hannover', 'kassel') : null;
    if (route !== null) closedRoutes.push(route);
  }

  const phase = position.phase ?? 'briefing';
  const done = seats.map(() => false);
  (position.done ?? []).forEach((seat, k) => {
    if (phase !== 'operations') fail(`done.${k}: seats say they are done only in phase 4, the rail operations`);
    if (seat >= n) fail(`done.${k}: seat ${seat} of a table of ${n}`);
    if (done[seat]) fail(`done.${k}: seat ${seat} is done twice`);
    done[seat] = true;
  });
  if (done.every(Boolean)) fail('done: every seat is done, so phase 4 is over and phase 5 has begun');
  return {
    ...base,
    trains,
    parts,
    passengers,
    pile,
    eventPile,
    event,
    round: position.round,
    played: position.round,
    chief,
    phase,
    stage: phase,
    pending: [],
    complaints,
    vouchers,
    maxVouchers: t,
    done,
    closedStations,
    closedRoutes,
  };
}

function describe(w: Where): string {
  switch (w.at) {
    case 'aboard':
      return `car ${w.car} of the ${w.part} part`;
    case 'waiting':
      return `waiting in ${w.station}`;
    default:
      return w.at;
  }
}
