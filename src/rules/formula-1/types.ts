/** Formuła 1's state, actions and events: plain data (the lane graph is kept by reference and left out of the hash). */
import type { LaneGraph } from '../../track/lane-graph-types';
import type { RngState } from '../core/rng';

export interface Formula1Config {
  /** Laps of the race (default 1, the rulebook's race; more is a multi-lap race with pit service). */
  readonly laps?: number;
  /**
   * Grid slots chosen instead of drawn by lot: one per car, slot 1 is pole,
   * cars in seat order (seat 0's cars first, then seat 1's …).
   */
  readonly grid?: readonly number[];
  /** The safety bound in rounds (default `roundLimitFor(laps, lapLength)`). */
  readonly roundLimit?: number;
}

export interface CarState {
  readonly seat: number;
  /** The car's number within its seat: 0, or 1 for a second car. */
  readonly index: number;
  /** Its grid slot (1-based). */
  readonly grid: number;
  /** The square it stands on; when off the track, the square it stands beside. */
  readonly space: number;
  /** Beside the track (left it by a die, a lack of tyres or a block). */
  readonly off: boolean;
  /** Order of leaving the track (the queue of cars beside one square), 0 when on the track. */
  readonly offSeq: number;
  /** Entered the pit service and waits for its service on the next move. */
  readonly inPit: boolean;
  /** The speedometer, km/h. */
  readonly speed: number;
  readonly tyres: number;
  /** Crossings of the start/finish line so far. */
  readonly crossings: number;
  /** Place in the finishing order (1 = winner), 0 while racing. */
  readonly finished: number;
  /** When the car last arrived on its square (ties of position: the earlier arrival is ahead). */
  readonly arrival: number;
}

export type Phase = 'speed' | 'move' | 'over';

export interface Formula1State {
  /** The board (by reference; not part of the hashable view). */
  readonly graph: LaneGraph;
  readonly names: readonly string[];
  readonly laps: number;
  readonly roundLimit: number;
  readonly cars: readonly CarState[];
  readonly round: number;
  /** Car indices in this round's turn order. */
  readonly order: readonly number[];
  /** Position in `order` of the car to act. */
  readonly turn: number;
  readonly phase: Phase;
  /** Counter for arrivals, leaving the track and finishing. */
  readonly clock: number;
  readonly finishers: number;
  readonly rng: RngState;
  readonly endReason: string | null;
}

/** The speed for the coming move (its tyre price is paid at once). */
export interface SpeedAction {
  readonly type: 'speed';
  readonly kmh: number;
}
/** The squares entered, in order (the car's own square not included). */
export interface MoveAction {
  readonly type: 'move';
  readonly path: readonly number[];
}
/** In the pit service: speedometer to 0, tyres to 30. */
export interface ServiceAction {
  readonly type: 'service';
}
/** Blocked and unable to pay for braking: the car leaves the track. */
export interface LeaveAction {
  readonly type: 'leave';
}
export type Formula1Action = SpeedAction | MoveAction | ServiceAction | LeaveAction;

export type OffReason = 'die' | 'no-tyres' | 'blocked';

export type Formula1Event =
  | { readonly type: 'round'; readonly round: number; readonly order: readonly number[] }
  | { readonly type: 'speed'; readonly car: number; readonly from: number; readonly to: number; readonly cost: number; readonly tyres: number }
  | { readonly type: 'move'; readonly car: number; readonly from: number; readonly path: readonly number[]; readonly rejoined: boolean }
  | { readonly type: 'throw'; readonly car: number; readonly space: number; readonly safeSpeed: number; readonly die: number; readonly tyresLost: number; readonly tyres: number; readonly off: boolean }
  | { readonly type: 'off'; readonly car: number; readonly space: number; readonly reason: OffReason; readonly speed: number; readonly tyresLost: number; readonly tyres: number }
  | { readonly type: 'pit-in'; readonly car: number; readonly space: number }
  | { readonly type: 'service'; readonly car: number; readonly tyres: number; readonly moved: boolean }
  | { readonly type: 'lap'; readonly car: number; readonly lap: number }
  | { readonly type: 'finish'; readonly car: number; readonly place: number }
  | { readonly type: 'end'; readonly reason: string; readonly order: readonly number[] };
