/** The state, actions and events of Das Motorsportspiel. */
import type { LaneGraph } from '../../track/lane-graph-types';
import type { DieName } from './data';

export type Side = 'top' | 'bottom';
export type FlagColour = 'yellow' | 'red';

/** The options of the race set-up (every variant of the rulebook is one). All optional; defaults in `resolveConfig`. */
export interface MssConfig {
  /** Laps of the race (the rulebook: three for new players). Default 3. */
  readonly laps?: number;
  /** How the grid is filled when there is no training result: seat order or a seeded draw. Default 'seats'. */
  readonly grid?: 'seats' | 'random';
  /**
   * Training round results, one per car in car order: the grid by fewest rolls (+1 per yellow, +2 per red), ties by the
   * distance past the line. A car without a result starts behind those with one; results past the last car are of no car.
   */
  readonly training?: readonly { readonly rolls: number; readonly yellows: number; readonly reds: number; readonly past: number }[];
  /** Advanced game: time penalties (a white flag when the move timer runs out; three = stop and go). */
  readonly timePenalties?: boolean;
  /** Seconds per move for the app's timer (10–60); the rules only count the time-up actions. */
  readonly moveSeconds?: number;
  /** Final Lap Alternate Rule: a black or third white flag on the final lap may be ridden out with the red and one white die at most. */
  readonly finalLapAlternate?: boolean;
  /** Fuel and Tire Pit Stops: pit stops every car must make (races of five laps or more). Default 0. */
  readonly fuelStops?: number;
  /** The BIG Error: more than 6 unusable points and the car is out. */
  readonly bigError?: boolean;
  /** Alternate Pit Stop Rule: a pit stop always ends in a pit box (the rest of the dice lost). */
  readonly alternatePit?: boolean;
  /** Safety end: rounds after which the race is stopped and ranked by distance. Default laps × 40 + 20. */
  readonly roundLimit?: number;
}

export interface ResolvedConfig {
  readonly laps: number;
  readonly grid: 'seats' | 'random';
  readonly training: MssConfig['training'] | null;
  readonly timePenalties: boolean;
  readonly moveSeconds: number;
  readonly finalLapAlternate: boolean;
  readonly fuelStops: number;
  readonly bigError: boolean;
  readonly alternatePit: boolean;
  readonly roundLimit: number;
}

export type CarStatus = 'racing' | 'finished' | 'out';

export interface Car {
  readonly id: number;
  readonly seat: number;
  /** Start number shown on the car and in the protocol (#1 …). */
  readonly number: number;
  readonly name: string;
  /** Grid slot (1 is pole). */
  readonly slot: number;
  /** The space it stands on; when off the track, the space it went off beside (and re-enters from). */
  readonly space: number;
  /** In the back half of a dotted fast-lane space (behind another car). */
  readonly back: boolean;
  /** Start/finish line crossings so far. */
  readonly crossings: number;
  /** Crossings that are not laps (1 when the grid stands behind the line). */
  readonly crossOffset: number;
  /** Tick of its last arrival at its position (ties go to who arrived first). */
  readonly arrival: number;
  readonly status: CarStatus;
  /** Off the track in the gravel beside `space`. */
  readonly off: boolean;
  /** Turns still to miss (a severe error, a stop and go). */
  readonly miss: number;
  /** Flags beside the car: they go to the pit box after its next move. */
  readonly pending: readonly FlagColour[];
  /** Penalty points in the pit box (yellow 1, red 2; 3 or more is the black flag). */
  readonly box: number;
  readonly black: boolean;
  /** Must take the pit lane before it next crosses the line on the track (with `grace` crossings still allowed). */
  readonly mustPit: boolean;
  readonly grace: number;
  /** White time-penalty flags. */
  readonly whites: number;
  /** Must stop in a pit box (stop and go, or the alternate pit rule when pitting). */
  readonly mustStop: boolean;
  /** Pit stops made (for the fuel and tyre variant). */
  readonly stops: number;
  /** Final-lap alternate rule: riding out a black/third white flag, at most one white die. */
  readonly cautious: boolean;
  /** The final-lap choice (pit or ride it out) has been made. */
  readonly chose: boolean;
  /** Out of fuel after this move (fuel variant). */
  readonly dry: boolean;
  /** Why it is out, when it is. */
  readonly outReason: string | null;
  /** Number of times it has been lapped (blue flags). */
  readonly blue: number;
}

/** A die placed in a dice box: which die, read from which side, the number it gives. */
export interface PlacedDie {
  readonly die: DieName;
  readonly side: Side;
  readonly value: number;
  /** The lower of the die's two readings (the pit lane takes only these). */
  readonly low: boolean;
}

export interface Turn {
  readonly car: number;
  readonly phase: 'dice' | 'order' | 'move' | 'final-lap';
  /** Faces on top after the roll, by die (absent dice were not rolled). */
  readonly roll: Partial<Record<DieName, number>>;
  readonly plan: readonly PlacedDie[];
  /** Index of the die being driven. */
  readonly die: number;
  readonly timedOut: boolean;
  /** Flags earned during this turn (they become pending at its end). */
  readonly earned: readonly FlagColour[];
}

export interface ProtocolRound {
  readonly round: number;
  readonly entries: readonly string[];
}

export interface MssState {
  readonly graph: LaneGraph;
  readonly config: ResolvedConfig;
  readonly names: readonly string[];
  readonly seats: number;
  readonly cars: readonly Car[];
  readonly rng: number;
  readonly tick: number;
  readonly round: number;
  /** Car ids in this round's racing order, and the index of the car on turn. */
  readonly order: readonly number[];
  readonly index: number;
  readonly turn: Turn | null;
  readonly finish: readonly number[];
  readonly protocol: readonly ProtocolRound[];
  readonly over: boolean;
  readonly endReason: string | null;
}

export type MssAction =
  | { readonly type: 'dice'; readonly white: 0 | 1 | 2 }
  | { readonly type: 'order'; readonly dice: readonly { readonly die: DieName; readonly side: Side }[] }
  | { readonly type: 'path'; readonly to: readonly number[] }
  | { readonly type: 'time-up' }
  | { readonly type: 'final-lap'; readonly pit: boolean };

export type ErrorPlace = 'curve' | 'blocked' | 'straight' | 'pit';

export type MssEvent =
  | { readonly type: 'round'; readonly round: number; readonly order: readonly number[] }
  | { readonly type: 'rolled'; readonly car: number; readonly white: number; readonly faces: Partial<Record<DieName, { readonly top: number; readonly bottom: number }>> }
  | { readonly type: 'placed'; readonly car: number; readonly plan: readonly PlacedDie[] }
  | { readonly type: 'moved'; readonly car: number; readonly value: number; readonly path: readonly number[] }
  | { readonly type: 'draft'; readonly car: number; readonly space: number }
  | { readonly type: 'error'; readonly car: number; readonly points: number; readonly severity: 'light' | 'severe'; readonly place: ErrorPlace; readonly space: number }
  | { readonly type: 'flag'; readonly car: number; readonly flag: 'yellow' | 'red' | 'black' | 'white' | 'blue' }
  | { readonly type: 'off'; readonly car: number; readonly beside: number }
  | { readonly type: 'reenter'; readonly car: number; readonly space: number }
  | { readonly type: 'missed'; readonly car: number; readonly why: 'blocked' | 'off' | 'pit-box' }
  | { readonly type: 'pit'; readonly car: number; readonly cleared: boolean; readonly stop: boolean }
  | { readonly type: 'lap'; readonly car: number; readonly lap: number }
  | { readonly type: 'finished'; readonly car: number; readonly place: number }
  | { readonly type: 'out'; readonly car: number; readonly reason: string }
  | { readonly type: 'final-lap'; readonly car: number; readonly pit: boolean }
  | { readonly type: 'over'; readonly reason: string };
