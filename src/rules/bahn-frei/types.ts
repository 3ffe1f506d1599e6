/** Bahn Frei's state, actions and events: plain data (the map excepted, which hashes leave out). */
import type { RailMap } from '../../rail/schema';
import type { Seat } from '../core/game';
import type { Effect } from './data';

export const TRAIN_COLOURS = ['red', 'green', 'yellow', 'blue'] as const;
export type TrainColour = (typeof TRAIN_COLOURS)[number];

/** The frequent-traveller ("Vielfahrer") characters, by train colour. */
export const CHARACTERS: Readonly<Record<TrainColour, string>> = { red: 'Express', green: 'Sinatra', yellow: 'Röntgen', blue: 'St. Martin' };

export type Plates = 'beginner' | 'frequent';

export interface BahnConfig {
  /** "Einsteiger" (8 spaces, no abilities; the default) or "Vielfahrer" (7 spaces and the train characters). */
  readonly plates?: Plates;
  /** The 8 special passengers shuffled into the pile. */
  readonly specialPassengers?: boolean;
  /** The trains' colours, one per train in seat order (default red, green, yellow, blue). */
  readonly colours?: readonly TrainColour[];
}

/** A train, or the blue train's second part (the cube) in rounds 3, 6, 9, 12. */
export interface Part {
  /** The train's colour, or `blue-cube`. */
  readonly id: string;
  readonly train: number;
  readonly cube: boolean;
  readonly space: number;
  /** Spaces it may still move this round. */
  readonly left: number;
  /** Mosquito card: `owed` = a sip at the next station, `due` = there now, must sip before moving on; `refuel` = must reach a red station before it serves passengers. */
  readonly stop: 'none' | 'owed' | 'due' | 'sipped' | 'refuel';
}

export interface Train {
  readonly colour: TrainColour;
  /** The seat driving it now (a change of shift passes it on). */
  readonly driver: Seat;
  readonly placed: boolean;
}

export type Where =
  | { readonly at: 'pile' }
  /** Drawn from the pile, waiting for the group to choose which come into play (Röntgen, connections). */
  | { readonly at: 'drawn' }
  | { readonly at: 'waiting'; readonly station: string }
  | { readonly at: 'aboard'; readonly part: string; readonly car: number }
  | { readonly at: 'delivered' }
  | { readonly at: 'complained' }
  | { readonly at: 'excused' };

export interface Passenger {
  readonly id: string;
  readonly where: Where;
  /** Vouchers placed on the card while it waited (it boards that many cars lower). */
  readonly vouchers: number;
  /** Parts it rode this round (it does not change back into one). */
  readonly rode: readonly string[];
}

/** A choice the group (or one driver) must make before play goes on. */
export type Decision =
  | { readonly kind: 'put-back'; readonly seat: Seat; readonly drawn: readonly string[] }
  | { readonly kind: 'answer'; readonly seat: Seat; readonly effect: Effect }
  | { readonly kind: 'either'; readonly seat: Seat; readonly effect: Effect; readonly options: readonly string[] }
  /** Move one passenger one car lower: on `train` (a colour) or, when null, on any train. */
  | { readonly kind: 'lower'; readonly seat: Seat; readonly effect: Effect; readonly train: string | null }
  | { readonly kind: 'pick-train'; readonly seat: Seat; readonly effect: Effect; readonly trains: readonly string[] }
  | { readonly kind: 'keep-one'; readonly seat: Seat; readonly drawn: readonly string[] }
  | { readonly kind: 'pass'; readonly seat: Seat; readonly train: string }
  | { readonly kind: 'sinatra'; readonly seat: Seat }
  | { readonly kind: 'vouchers'; readonly seat: Seat }
  | { readonly kind: 'excuse'; readonly seat: Seat };

export type Phase = 'place' | 'decide' | 'briefing' | 'operations' | 'over';
/** Where the round's flow goes on once the pending decisions are made. */
export type Stage = 'event' | 'briefing' | 'operations' | 'shift' | 'settle' | 'final';

export interface BahnState {
  readonly map: RailMap;
  readonly plates: Plates;
  readonly specials: boolean;
  readonly names: readonly string[];
  readonly seats: number;
  readonly trains: readonly Train[];
  readonly parts: readonly Part[];
  readonly passengers: readonly Passenger[];
  /** Passenger ids, top first. */
  readonly pile: readonly string[];
  /** Event card numbers, top first. */
  readonly eventPile: readonly number[];
  readonly event: number | null;
  readonly rng: number;
  /** The round marker (1–15; the cyclone moves it back). */
  readonly round: number;
  /** Rounds begun, whatever the marker says. */
  readonly played: number;
  readonly chief: Seat;
  readonly phase: Phase;
  readonly stage: Stage;
  readonly pending: readonly Decision[];
  readonly complaints: number;
  readonly vouchers: number;
  /** The voucher circle holds as many as there are players (trains). */
  readonly maxVouchers: number;
  /** Seats that have finished the rail operations this round. */
  readonly done: readonly boolean[];
  readonly closedStations: readonly string[];
  readonly closedRoutes: readonly string[];
  /** The passenger the Sinatra keeps in its car this round. */
  readonly kept: string | null;
  /** Passengers passed on by the new software this round. */
  readonly passed: readonly string[];
  /** Waiting passengers a voucher was placed on in this round's phase 5. */
  readonly shielded: readonly string[];
  /** Complaints of this round's phase 5 not yet on the meter, and complaints a cashed circle takes off. */
  readonly due: number;
  readonly relief: number;
  readonly lastDie: number | null;
  readonly won: boolean | null;
  readonly reason: string | null;
}

export type BahnAction =
  | { readonly type: 'place'; readonly train: string; readonly station: string }
  | { readonly type: 'choose'; readonly option: string }
  | { readonly type: 'pick'; readonly passenger: string }
  | { readonly type: 'pick-train'; readonly train: string }
  | { readonly type: 'start' }
  | { readonly type: 'step'; readonly part: string; readonly to: number }
  | { readonly type: 'board'; readonly part: string; readonly passenger: string }
  | { readonly type: 'alight'; readonly part: string; readonly passenger: string }
  | { readonly type: 'transfer'; readonly passenger: string; readonly to: string }
  | { readonly type: 'sip'; readonly part: string }
  | { readonly type: 'done' }
  | { readonly type: 'time-up' };

export type BahnEvent =
  | { readonly type: 'Placed'; readonly train: string; readonly station: string }
  | { readonly type: 'RoundStarted'; readonly round: number; readonly chief: Seat }
  | { readonly type: 'Split'; readonly space: number }
  | { readonly type: 'DieRolled'; readonly die: string; readonly face: number }
  | { readonly type: 'Arrived'; readonly passenger: string; readonly station: string }
  | { readonly type: 'PutBack'; readonly passenger: string }
  | { readonly type: 'EventDrawn'; readonly card: number }
  | { readonly type: 'NoEffect'; readonly card: number; readonly why: string }
  | { readonly type: 'Decided'; readonly option: string }
  | { readonly type: 'Range'; readonly part: string; readonly by: number }
  | { readonly type: 'Closed'; readonly what: string }
  | { readonly type: 'ShiftChange' }
  | { readonly type: 'MarkerBack'; readonly round: number }
  | { readonly type: 'OperationsStarted'; readonly seconds: number }
  | { readonly type: 'Moved'; readonly part: string; readonly from: number; readonly to: number }
  | { readonly type: 'Boarded'; readonly part: string; readonly passenger: string; readonly car: number }
  | { readonly type: 'Alighted'; readonly part: string; readonly passenger: string; readonly car: number }
  | { readonly type: 'Voucher'; readonly won: boolean }
  | { readonly type: 'Transferred'; readonly passenger: string; readonly from: string; readonly to: string }
  | { readonly type: 'Passed'; readonly passenger: string; readonly from: string; readonly to: string }
  | { readonly type: 'Sipped'; readonly part: string }
  | { readonly type: 'Refuelled'; readonly part: string }
  | { readonly type: 'SeatDone'; readonly seat: Seat }
  | { readonly type: 'TimeUp'; readonly seat: Seat }
  | { readonly type: 'MovedDown'; readonly passenger: string; readonly car: number }
  | { readonly type: 'Kept'; readonly passenger: string }
  | { readonly type: 'Complaint'; readonly passenger: string | null; readonly points: number; readonly why: string }
  | { readonly type: 'Shielded'; readonly passenger: string }
  | { readonly type: 'Cashed' }
  | { readonly type: 'Excused'; readonly passenger: string }
  | { readonly type: 'RoundEnded'; readonly round: number; readonly complaints: number }
  | { readonly type: 'GameOver'; readonly won: boolean; readonly complaints: number };
