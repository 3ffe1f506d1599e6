/**
 * Bahn Frei's set-up. Rulebook: "Setup and Preparation" (the shuffled piles, the round marker on 1, a locomotive
 * per player on a red station) and "Game Play for 1 and 2 Players" (the "3-4" cards out at 2 trains, a solo
 * player with 2, 3 or 4 trains).
 */
import { validateRailMap, type RailMap } from '../../rail';
import { seedRng, shuffle } from '../core/rng';
import type { SeatSetup } from '../core/game';
import { EVENT_CARDS, PASSENGER_CARDS, PASSENGER_STATIONS, SPECIAL_CARDS } from './data';
import { TRAIN_COLOURS, type BahnConfig, type BahnState, type Part } from './types';

export class BahnSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BahnSetupError';
  }
}


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
