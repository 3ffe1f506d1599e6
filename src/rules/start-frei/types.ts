/** State, actions and events of Start Frei. Plain data: JSON-safe except `track`. */
import type { SpaceId } from '../../track/lane-graph-types';
import type { Instruction, Placement } from './data/cards';
import type { BoostFace } from './data/dice';
import type { TrackContext } from './track-context';

export type TileMode = 'planned' | 'drawn';

/** The draw piles of a race with drawn tiles (JSON-safe, part of the state). */
export interface TilePiles {
  /** Piece types by shape key, top first. */
  readonly piles: Readonly<Record<string, readonly string[]>>;
  /** Plan positions below this have their tile drawn (or are the start piece). */
  readonly drawnTo: number;
}

export type PlayerId = number;

export interface PlayerSetup {
  readonly name: string;
  /** Bot kind or 'human'; the rules ignore it, the runner and replays use it. */
  readonly kind?: string;
}

export interface GameConfig {
  readonly players: readonly PlayerSetup[];
  /** Pieces laid at the start (Start Frei lays the rest during the race); default: all. */
  readonly laid?: number;
  /** A-cards in play for this track (8, 10, 12 or 14); default 8. */
  readonly aCards?: number;
  /** 'planned': every piece is the tile the layout names (default); 'drawn': the tiles come from shuffled piles (tiles.ts). */
  readonly tiles?: TileMode;
}

export interface PlayerState {
  readonly space: SpaceId;
  readonly gear: number;
  readonly coins: number;
  /** The player's 6 cards (hand plus played). */
  readonly deck: readonly number[];
  /** Cards not yet played in this pass. */
  readonly hand: readonly number[];
  /** DRS marker ids on the steering wheel (at most 2). */
  readonly drs: readonly number[];
  /** Start/finish crossings so far. */
  readonly laps: number;
}

/** An announced overtaking manoeuvre (start-frei: "Announce Overtaking Manoeuvre"). */
export interface OvertakePlan {
  /** The foremost car of the column. */
  readonly target: PlayerId;
  /** The switches announced on the way to the column. */
  readonly switches: readonly SpaceId[];
  /** Spaces entered up to and including the foremost car's space. */
  readonly route: readonly SpaceId[];
  /** Steps to the first car of the column (1-based index into route). */
  readonly firstStep: number;
  /** The cars of the column, rear first. */
  readonly column: readonly PlayerId[];
}

export interface PendingRoll {
  readonly die: number;
  readonly boost: BoostFace | null;
  /** Movement points after all changes so far. */
  readonly points: number;
  /** Chicanes the car may drive over (DRS markers or the card, already paid). */
  readonly ignores: number;
  readonly overtake: OvertakePlan | null;
}

export interface TurnState {
  readonly player: PlayerId;
  /** The card played (null for a pit-stop exit). */
  readonly card: number | null;
  /** Remaining race instructions; a DRS or pit marker pushes to the front. */
  readonly queue: readonly Instruction[];
  /** Pit-stop markers may be carried out in any order. */
  readonly anyOrder: boolean;
  readonly placement: Placement;
  readonly pending: PendingRoll | null;
  /** A third DRS marker being looked at (start-frei: "DRS Markers"). */
  readonly drsOffer: number | null;
  readonly freeAdjustUsed: boolean;
  readonly paidAdjustUsed: number;
  readonly ignoreUsed: number;
  readonly coinsTaken: boolean;
}

export interface PitState {
  /** Reverse placement, fixed when the pit stop begins. */
  readonly order: readonly PlayerId[];
  /** Index into `order` of the player to act. */
  readonly cursor: number;
  readonly passed: readonly PlayerId[];
  /** Markers turned to their back side. */
  readonly turned: readonly boolean[];
  /** Markers the player who just passed may still turn. */
  readonly toTurn: number;
  /** Race instructions of the markers turned so far, carried out at the pit exit. */
  readonly exit: readonly Instruction[];
}

/** How a piece is laid: the side up and whether it is turned round against the plan. */
export interface LayChoice {
  readonly side: 'A' | 'B';
  /** Turned end for end relative to the planned layout. */
  readonly turned: boolean;
}

/** A piece laid by a player's choice (plan position, side, orientation). */
export interface LaidChoice extends LayChoice {
  readonly piece: number;
}

/** start-frei "Lay Out 2 New Track Pieces": the last car's player chooses how to lay a piece. */
export interface LayingState {
  readonly player: PlayerId;
  /** Plan position of the piece being laid (= `laid`). */
  readonly piece: number;
  /** Laying ends when `laid` reaches this. */
  readonly to: number;
  /** The valid ways to lay it, the plan's first. */
  readonly options: readonly LayChoice[];
}

export type Phase = 'choose' | 'turn' | 'lay' | 'pit' | 'over';

export interface GameState {
  readonly ruleset: 'start-frei';
  /** The lane graph and its tables; shared, never copied, not part of the hash. */
  readonly track: TrackContext;
  readonly names: readonly string[];
  readonly players: readonly PlayerState[];
  readonly phase: Phase;
  readonly pass: number;
  /** Race section in the pass, 1–6. */
  readonly section: number;
  /** Secretly chosen cards (choose phase); revealed cards (turn phase). */
  readonly chosen: readonly (number | null)[];
  readonly order: readonly PlayerId[];
  readonly turnIndex: number;
  readonly turn: TurnState | null;
  readonly pit: PitState | null;
  readonly supply: number;
  readonly drsPile: readonly number[];
  readonly drawPile: readonly number[];
  readonly display: readonly number[];
  readonly box: readonly number[];
  readonly laid: number;
  /** A laying choice being made (phase 'lay'). */
  readonly laying: LayingState | null;
  /** The pieces laid by a player's choice so far (their printing is in `track`). */
  readonly layChoices: readonly LaidChoice[];
  /** The tile piles when the tiles are drawn during the race (null: laid as planned). */
  readonly tiles: TilePiles | null;
  readonly rng: number;
  /** Dice results to use before the generator (scenarios and tests). */
  readonly forced: readonly (number | 'drs')[];
  readonly endTriggered: boolean;
  /** Final standings, winner first (phase 'over'). */
  readonly standings: readonly PlayerId[] | null;
  readonly endReason: 'finish' | 'pass-limit' | null;
}

export type ShiftDir = 'up' | 'down';

export type Action =
  | { readonly type: 'choose'; readonly player: PlayerId; readonly card: number }
  | { readonly type: 'shift'; readonly dir: ShiftDir }
  | { readonly type: 'roll'; readonly overtake?: { readonly target: PlayerId; readonly switches: readonly SpaceId[] } }
  | { readonly type: 'move'; readonly switches: readonly SpaceId[] }
  | { readonly type: 'adjust'; readonly delta: 1 | -1; readonly pay: 'free' | 'paid' }
  | { readonly type: 'take-coins' }
  | { readonly type: 'ignore-chicane' }
  | { readonly type: 'use-drs'; readonly slot: number; readonly dir?: ShiftDir; readonly delta?: number }
  | { readonly type: 'keep-drs'; readonly slot: number | null }
  | { readonly type: 'end-turn' }
  | { readonly type: 'buy'; readonly card: number; readonly returnCard: number }
  | { readonly type: 'pass' }
  | { readonly type: 'turn-marker'; readonly marker: number }
  | { readonly type: 'decline-markers' }
  | { readonly type: 'lay'; readonly side: 'A' | 'B'; readonly turned: boolean };

export type ShiftReason = 'instruction' | 'chicane' | 'brake' | 'drs' | 'pit';
export type CoinReason = 'chicane' | 'overtake' | 'card' | 'switch' | 'adjust' | 'ignore-chicane' | 'buy' | 'pit';
export type OvertakeOutcome = 'too-slow' | 'braking' | 'made-it' | 'braked-out-too-slow' | 'braked-out-run-into';

export type GameEvent =
  | { readonly type: 'CardChosen'; readonly player: PlayerId }
  | { readonly type: 'CardsRevealed'; readonly cards: readonly number[]; readonly order: readonly PlayerId[] }
  | { readonly type: 'TurnStarted'; readonly player: PlayerId; readonly card: number | null; readonly placement: Placement; readonly instructions: readonly Instruction[] }
  | { readonly type: 'DiceRolled'; readonly player: PlayerId; readonly gear: number; readonly die: number; readonly boost: BoostFace | null }
  | { readonly type: 'RollChanged'; readonly player: PlayerId; readonly from: number; readonly to: number; readonly source: 'free' | 'paid' | 'drs' }
  | { readonly type: 'GearShifted'; readonly player: PlayerId; readonly from: number; readonly to: number; readonly reason: ShiftReason }
  | { readonly type: 'CarMoved'; readonly player: PlayerId; readonly from: SpaceId; readonly path: readonly SpaceId[] }
  | { readonly type: 'SwitchUsed'; readonly player: PlayerId; readonly at: SpaceId }
  | { readonly type: 'ChicaneHit'; readonly player: PlayerId; readonly space: SpaceId; readonly kind: 'normal' | 'dangerous'; readonly exact: boolean }
  | { readonly type: 'ChicaneIgnored'; readonly player: PlayerId; readonly space: SpaceId }
  | { readonly type: 'WallReached'; readonly player: PlayerId; readonly space: SpaceId }
  | { readonly type: 'Braked'; readonly player: PlayerId; readonly behind: PlayerId }
  | { readonly type: 'OvertakeAnnounced'; readonly player: PlayerId; readonly target: PlayerId; readonly column: readonly PlayerId[]; readonly switches: readonly SpaceId[] }
  | { readonly type: 'OvertakeResolved'; readonly player: PlayerId; readonly outcome: OvertakeOutcome; readonly overtaken: readonly PlayerId[] }
  | { readonly type: 'CoinsChanged'; readonly player: PlayerId; readonly delta: number; readonly reason: CoinReason }
  | { readonly type: 'DrsDrawn'; readonly player: PlayerId; readonly marker: number }
  | { readonly type: 'DrsReturned'; readonly player: PlayerId; readonly marker: number }
  | { readonly type: 'DrsUsed'; readonly player: PlayerId; readonly marker: number }
  | { readonly type: 'LapCompleted'; readonly player: PlayerId; readonly lap: number }
  | { readonly type: 'TurnEnded'; readonly player: PlayerId }
  /** Drawn tiles: the tile taken from the pile of its shape for plan position `piece` (a catalog piece type). */
  | { readonly type: 'TileDrawn'; readonly player: PlayerId; readonly piece: number; readonly tile: string }
  | { readonly type: 'PiecesLaid'; readonly player: PlayerId; readonly from: number; readonly to: number; readonly side?: 'A' | 'B'; readonly turned?: boolean }
  | { readonly type: 'PitStopStarted'; readonly order: readonly PlayerId[] }
  | { readonly type: 'CardsDisplayed'; readonly cards: readonly number[] }
  | { readonly type: 'CardBought'; readonly player: PlayerId; readonly card: number; readonly price: number; readonly returned: number }
  | { readonly type: 'Passed'; readonly player: PlayerId; readonly rank: number }
  | { readonly type: 'PitMarkerTurned'; readonly player: PlayerId; readonly marker: number }
  /** The passer turned no (more) pit-stop markers; `left` is how many they could still have turned. */
  | { readonly type: 'PitMarkersDeclined'; readonly player: PlayerId; readonly left: number }
  | { readonly type: 'PitMarkersReset' }
  | { readonly type: 'PassStarted'; readonly pass: number }
  | { readonly type: 'GameOver'; readonly standings: readonly PlayerId[]; readonly reason: 'finish' | 'pass-limit' };
