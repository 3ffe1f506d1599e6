/**
 * A game's client part: what the shells (Race, Replay, Learn) need to show a
 * game to people, beside its rules (src/rules/<game>/). The shells own the
 * camera, pacing, pass-the-device, the end screen (from `result`), replay
 * download and playback; a client gives the words and, for a board that is
 * not a lane graph, the board view.
 *
 * A client lives in `src/games/<game>/` and may import its own rules folder;
 * the shells reach a client only through `src/games/index.ts` (the client
 * registry), never a game folder.
 */
import type { ComponentType } from 'react';
import type { GameId, GameResult, Seat, Token } from '../rules/core';
import type { LaneGraph } from '../track';

/** A game term as it appears on screen, explained in a plain sentence. */
export interface GlossaryEntry {
  readonly term: string;
  readonly explanation: string;
  /** Other ways the term is said on screen ("1 space left" for "Spaces left"), found as the term. */
  readonly also?: readonly string[];
}

/** What a board view draws: the board, the tokens, and the spaces a person may pick. */
export interface BoardViewProps<S = unknown, Board = unknown> {
  readonly board: Board;
  readonly state: S;
  readonly tokens: readonly Token[];
  /** Token colours by token id (the shell picks them, up to 12 distinct). */
  readonly colours: Readonly<Record<string, string>>;
}

/**
 * What a game's own HUD part draws over the table (beside the shell's seat cards): the state, the tokens and their
 * colours; and, for a HUD that acts (Das Motorsportspiel's move timer sends `time-up`), whether the state is the live
 * game, who plays each seat and how to send an action. The shell passes them, so a HUD never reads the app's stores.
 */
export interface HudProps<S = unknown> {
  readonly state: S;
  readonly tokens: readonly Token[];
  /** Token colours by token id, as the shell paints the tokens. */
  readonly colours: Readonly<Record<string, string>>;
  /** The state is the live game at this device (not a replay frame, not a lesson's position). */
  readonly live?: boolean;
  /** Whether a person at this device plays the seat now (not a bot, not a bot standing in). */
  readonly isPerson?: (seat: Seat) => boolean;
  /** Sends a seat's action to the live game; the shell checks it as it checks a click. */
  readonly act?: (seat: Seat, action: { readonly type: string }) => void;
}

/**
 * What a game's own objects on the 3D table draw (Formuła 1's speedometers and tyre piles, Das Motorsportspiel's dice
 * and dice boxes): the board, the state, the tokens, the events of the move just shown and how to show them.
 */
export interface TableObjectsProps<S = unknown, Board = unknown> {
  readonly board: Board;
  readonly state: S;
  readonly tokens: readonly Token[];
  /** Token colours by token id, as the shell paints the tokens. */
  readonly colours: Readonly<Record<string, string>>;
  /** The events of the move just shown (empty before the first move). */
  readonly events: readonly { readonly type: string }[];
  /** Changes with each move shown (the moves made so far). */
  readonly moveKey: number;
  /** The move shown follows the one shown before it (play, or a replay playing on): animate its events once. False after a seek or on the first look: show the result at once. */
  readonly fresh: boolean;
  /** The person asked for less motion: no tumbling, results shown at once. */
  readonly reducedMotion: boolean;
  /** The scene's quality level now ('low' leaves out fine detail). */
  readonly quality: 'low' | 'medium' | 'high';
}

export interface GameClient<S = unknown, A extends { readonly type: string } = { readonly type: string }, E extends { readonly type: string } = { readonly type: string }, Board = unknown> {
  readonly id: GameId;
  /** One plain line for a button: "Speed 120 km/h (costs 1 tyre)", "Move to the inside lane". */
  actionLabel(state: S, seat: Seat, action: A): string;
  /** A heading the action panel groups buttons under ("Speed", "Move", "Pit"); the same for all when absent. */
  actionGroup?(state: S, seat: Seat, action: A): string;
  /** What the acting seat must decide now, as a sentence ("Choose your speed for this move."). */
  prompt(state: S, seat: Seat): string;
  /** The seat's facts for the HUD, short and in words: ["120 km/h", "27 tyres", "Lap 2 of 3"]. */
  seatStatus(state: S, seat: Seat): readonly string[];
  /** An event as a sentence for the log (names are the seats' names), or null to leave it out. */
  eventText(state: S, event: E, names: readonly string[]): string | null;
  /** The space an action moves a token to, when it moves one (the shell highlights it on the board). */
  actionTarget?(state: S, seat: Seat, action: A): number | null;
  /** Every game term shown on screen, explained (the shell's "How to play" and tooltips). */
  readonly glossary: readonly GlossaryEntry[];
  /** A short "How to play" in plain sentences, one paragraph each. */
  readonly howToPlay: readonly string[];
  /**
   * Whether a person's move may be taken back (until chance speaks again): true only when it used no chance and
   * turned nothing hidden over (see src/games/undo.ts). Absent: no move is taken back.
   */
  undoable?(before: S, action: A, after: S): boolean;
  /** The board view for boards that are not lane graphs (Bahn Frei's rail map); lane graphs use the shell's 3D track. */
  readonly BoardView?: ComponentType<BoardViewProps<S, Board>>;
  /** The game's own instruments over the table (Formuła 1's speedometers), optional; the shell draws it in its overlay. */
  readonly Hud?: ComponentType<HudProps<S>>;
  /**
   * The game's own choices panel (Start Frei's hand of cards, steering wheel, pit display, laying), optional: the shell
   * draws it in place of its plain buttons, for the person to act. It may offer only actions of `legal`.
   */
  readonly Choices?: ComponentType<ChoicesProps<S, A>>;
  /** The game's own objects on the 3D table beside the track, drawn inside the scene's canvas (lane-graph games). */
  readonly TableObjects?: ComponentType<TableObjectsProps<S, Board>>;
  /**
   * The game's own drawing of the track, in place of the shell's printed layout (lane-graph games), optional: for a
   * track that changes during the game (Start Frei lays its pieces during the race, or draws its tiles from piles).
   */
  readonly TrackView?: ComponentType<TableObjectsProps<S, Board>>;

  /**
   * The game's own options in the shell's set-up (its variants, teams of cars), optional: drawn inside the set-up
   * form below the seats. It edits the game's config (checked with its schema when the game starts) and may give a
   * seat more than one token.
   */
  readonly SetupOptions?: ComponentType<SetupOptionsProps>;

  /**
   * The lane graph the state is played on, when the game changes the board it was given (Start Frei drives a layout
   * the other way round, or draws its tiles during the race); absent: the board's own graph. The shell draws the
   * tokens and the spaces to pick on it.
   */
  boardGraph?(state: S): LaneGraph;

  /** The tokens whose names always show in full over the table (the car on turn); absent: the tokens of the seats to act. */
  focusTokens?(state: S): readonly string[];
  /**
   * The seat has nothing more to do while the game goes on (its car home, out of the race): the shell then offers
   * "Let the bots finish", which plays the bots to the end. Absent: a seat is never done before the end.
   */
  seatDone?(state: S, seat: Seat): boolean;
  /** How the game ended, in a sentence for the end screen; absent: the shell says it from the result's reason. */
  endSentence?(state: S, result: GameResult, names: readonly string[]): string;
  /**
   * The game's own figures for the end screen's table (laps, tyres used, flags, passengers delivered…), each a row
   * with a value per seat, read from the game's history. Absent: the shell's own rows (the moves each seat made).
   */
  endFigures?(history: readonly EndMove<S, E>[], names: readonly string[]): readonly EndFigure[];
  /**
   * A team game's score as people read it, with its unit and what winning takes ("8 complaints: the team loses at 8,
   * and wins with 7 or fewer after round 15"). Absent: the bare score.
   */
  scoreText?(state: S, result: GameResult): string;
  /** The race set up, in words ("12 cars, 3 laps, …"), for the side panel; absent: the board's sentence says it all. */
  raceName?(state: S): string;

  /**
   * How long the table takes to show a move's events at 1× speed, in ms (Start Frei's dice, drives and coins, timed
   * by its choreography): the bots and a replay playing on wait that long before the next move. Absent: the shell's
   * own pace (BOT_MS).
   */
  showMs?(events: readonly E[]): number;

  /** A phase played against real time now (Bahn Frei's hourglass): a key that changes with each such phase, and its seconds. The app sends `time-up` when they run out. */
  timedPhase?(state: S): { readonly key: string; readonly seconds: number } | null;
}

/** One move of a finished game, for the end screen's figures: the seat, the state before and after, its events. */
export interface EndMove<S = unknown, E extends { readonly type: string } = { readonly type: string }> {
  readonly seat: Seat;
  readonly action: { readonly type: string };
  readonly before: S;
  readonly after: S;
  readonly events: readonly E[];
}

/** A row of the end screen's figures table: its name, what it counts, and a value per seat (in seat order). */
export interface EndFigure {
  readonly label: string;
  /** What the figure counts, in a sentence (the row's tooltip). */
  readonly hint: string;
  readonly values: readonly (number | string)[];
  /** The unit written after each number ("¢", " km/h"), when the label does not say it. */
  readonly unit?: string;
}

/** What a game's own choices panel draws: the state, the seat to act, its legal actions, and how to play one. */
export interface ChoicesProps<S = unknown, A extends { readonly type: string } = { readonly type: string }> {
  readonly state: S;
  readonly seat: Seat;
  readonly legal: readonly A[];
  act(action: A): void;
}

export interface SetupOptionsProps {
  /** The options chosen so far (absent: the game's defaults). */
  readonly config: unknown;
  readonly seats: readonly { readonly name: string; readonly kind: string; readonly tokens?: number }[];
  setConfig(config: unknown): void;
  /** Sets each seat's tokens (same order and length as `seats`; undefined: the default). */
  setTokens(tokens: readonly (number | undefined)[]): void;
  /** The board the game will be played on, when it is a lane graph that builds (for options that drive on it). */
  readonly graph?: LaneGraph | null;
  /** The seed chosen in the set-up. */
  readonly seed?: number;
  /** The options the board comes with (an example table's printed options), which `config`, once set, replaces. */
  readonly boardConfig?: unknown;
}

/** A client with its types erased (the shell passes a game's own states and actions back to it). */
// `unknown` would not do: `BoardView` is a component, whose props are checked the strict way, so a Bahn Frei client
// would not be assignable to one of unknown state. The shells only hand a client the states its own game made.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyGameClient = GameClient<any, any, any, any>;
