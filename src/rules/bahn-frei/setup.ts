/**
 * Bahn Frei's set-up. Rulebook: "Setup and Preparation" (the shuffled piles, the round marker on 1, a locomotive
 * per player on a red station) and "Game Play for 1 and 2 Players" (the "3-4" cards out at 2 trains, a solo
 * player with 2, 3 or 4 trains).
 */
import { validateRailMap, type RailMap } from '../../rail';
import { seedRng, shuffle } from '../core/rng';
import type { SeatSetup } from '../core/game';
import { EVENT_CARDS, PASSENGER_CARDS, PASSENGER_STATIONS, SPECIAL_CARDS } from './data';
import { COLOURS, coloursFor, seatsProblem, trainsFor } from './limits';
import type { BahnConfig, BahnState, Part } from './types';

export class BahnSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BahnSetupError';
  }
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
  const seatProblem = seatsProblem(seats);
  if (seatProblem !== null) throw new BahnSetupError(seatProblem);
  const t = trainsFor(seats);
  const listed = config.colours ?? [];
  if (listed.length > COLOURS.max) throw new BahnSetupError(`config.colours: ${COLOURS.min} to ${COLOURS.max} colours, not ${listed.length}`);
  const twice = listed.find((c, i) => listed.indexOf(c) !== i);
  if (twice !== undefined) throw new BahnSetupError(`config.colours: each train needs a colour of its own, ${twice} is listed twice`);
  const colours = coloursFor(config.colours, t);
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
