/**
 * Bahn Frei's material as data with schemas: the 75 passenger cards and the 8
 * special passengers (data/passengers.json), the 25 event cards
 * (data/events.json, the rulebook's text), the six passenger dice
 * (data/dice.json). Where the rulebook is silent the choices are listed in
 * docs/assumptions.md, "Bahn Frei".
 */
import { z } from 'zod';
import passengersData from './data/passengers.json';
import eventsData from './data/events.json';
import diceData from './data/dice.json';

const stationId = z.string().min(1).max(64);

export const passengerCardSchema = z
  .object({
    id: z.string().min(1).max(16),
    from: stationId,
    to: stationId,
    /** "Fahrzeit": the travel time in rounds, the car the passenger boards (1–5). */
    time: z.number().int().min(1).max(5),
    /** The "3-4" symbol: removed at 2 players. */
    threeFour: z.boolean(),
  })
  .strict();

export const SPECIAL_KINDS = ['no-transfer', 'alone', 'no-voucher', 'urgent'] as const;
export type SpecialKind = (typeof SPECIAL_KINDS)[number];

export const specialCardSchema = z
  .object({
    id: z.string().min(1).max(16),
    from: stationId,
    to: stationId,
    time: z.number().int().min(1).max(5),
    kind: z.enum(SPECIAL_KINDS),
    name: z.string().min(1),
    text: z.string().min(1),
  })
  .strict();

export const passengerFileSchema = z
  .object({
    format: z.literal(1),
    passengers: z.array(passengerCardSchema).length(75),
    specials: z.array(specialCardSchema).length(8),
  })
  .strict();

export const EFFECTS = [
  'toilets',
  'windshield',
  'delayed-train',
  'tickets',
  'software',
  'connections',
  'strike',
  'cyclone',
  'engine-damage',
  'fulda-bomb',
  'embankment-fire',
  'blackberries',
  'sick-passenger',
  'overcrowded',
  'snow',
  'heat',
  'frankfurt-control',
  'shift-change',
  'newspapers',
  'arrangement',
  'currywurst',
  'bachelors',
  'early-conductor',
  'last-second',
] as const;
export type Effect = (typeof EFFECTS)[number];

export const eventCardSchema = z
  .object({
    /** Its place in the rulebook's sheet order, 1–25 (the cards carry no numbers). */
    card: z.number().int().min(1).max(25),
    sheet: z.number().int().min(1).max(4),
    effect: z.enum(EFFECTS),
    title: z.string().min(1),
    text: z.string().min(1),
  })
  .strict();

export const eventFileSchema = z.object({ format: z.literal(1), events: z.array(eventCardSchema).length(25) }).strict();

export const DIE_NAMES = ['light-green', 'green', 'light-blue', 'blue', 'orange', 'red'] as const;
export type DieName = (typeof DIE_NAMES)[number];
const face = z.number().int().min(0).max(6);
export const diceFileSchema = z
  .object({
    format: z.literal(1),
    dice: z.object({ 'light-green': z.array(face).length(6), green: z.array(face).length(6), 'light-blue': z.array(face).length(6), blue: z.array(face).length(6), orange: z.array(face).length(6), red: z.array(face).length(6) }).strict(),
    /** Trains → [die of rounds 1–7, die of rounds 8–14]. */
    byPlayers: z.object({ '2': z.tuple([z.enum(DIE_NAMES), z.enum(DIE_NAMES)]), '3': z.tuple([z.enum(DIE_NAMES), z.enum(DIE_NAMES)]), '4': z.tuple([z.enum(DIE_NAMES), z.enum(DIE_NAMES)]) }).strict(),
    swapRound: z.number().int().min(1).max(15),
  })
  .strict();

export type PassengerCard = z.infer<typeof passengerCardSchema>;
export type SpecialCard = z.infer<typeof specialCardSchema>;
export type EventCard = z.infer<typeof eventCardSchema>;
export type DiceFile = z.infer<typeof diceFileSchema>;

export const PASSENGER_FILE = passengerFileSchema.parse(passengersData);
export const EVENT_FILE = eventFileSchema.parse(eventsData);
export const DICE: DiceFile = diceFileSchema.parse(diceData);

export const PASSENGER_CARDS: readonly PassengerCard[] = PASSENGER_FILE.passengers;
export const SPECIAL_CARDS: readonly SpecialCard[] = PASSENGER_FILE.specials;
export const EVENT_CARDS: readonly EventCard[] = EVENT_FILE.events;

/** Any passenger card, ordinary or special, by id. */
export type AnyCard = (PassengerCard & { readonly kind?: undefined; readonly name?: undefined }) | SpecialCard;
const BY_ID = new Map<string, AnyCard>([...PASSENGER_CARDS.map((c) => [c.id, c] as const), ...SPECIAL_CARDS.map((c) => [c.id, c] as const)]);

export function cardById(id: string): AnyCard | undefined {
  return BY_ID.get(id);
}

export function isSpecial(card: AnyCard): card is SpecialCard {
  return card.kind !== undefined;
}

/** Every station a passenger card names (a rail map must have them all). */
export const PASSENGER_STATIONS: readonly string[] = [...new Set([...PASSENGER_CARDS, ...SPECIAL_CARDS].flatMap((c) => [c.from, c.to]))];

export function eventCard(card: number): EventCard {
  return EVENT_CARDS[card - 1]!;
}

/** The die a table of `trains` rolls in `round`. */
export function dieFor(trains: number, round: number): DieName {
  const pair = DICE.byPlayers[String(Math.min(4, Math.max(2, trains))) as '2' | '3' | '4'];
  return round >= DICE.swapRound ? pair[1] : pair[0];
}

/** Game-material numbers the rulebook prints. */
export const ROUNDS = 15;
export const LOSING_COMPLAINTS = 8;
export const CARS = 5;
export const FIRST_EVENT_ROUND = 3;
export const SPLIT_ROUNDS: readonly number[] = [3, 6, 9, 12];
export const RANGE = { beginner: 8, frequent: 7, express: 6, cube: 7 } as const;
