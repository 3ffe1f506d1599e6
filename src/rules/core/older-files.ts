/**
 * A game's own files from before today's formats (docs/replay-format.md, docs/scenario-format.md): a game that had
 * replay or scenario files of its own (Start Frei's replays of versions 1 and 2, its scenarios of version 1) reads
 * them here and gives them in today's terms — the set-up and the `{ seat, action }` moves of a version 3 replay, the
 * built position of a version 2 scenario. The registry hands them out by game (`olderFiles`); src/sim and the CLI
 * use only these shapes, never the game's folder.
 */
import type { SeatSetup } from './game';
import type { Move } from './moves';

/** A game as today's files hold it, without the game itself (the registry's game is joined to it). */
export interface OlderLog {
  readonly board: unknown;
  readonly boardName: string;
  readonly config: unknown;
  readonly seats: readonly SeatSetup[];
  readonly seed: number;
  readonly moves: readonly Move<{ readonly type: string }>[];
}

export type OlderReplayRead =
  /** Not a file of the game's older formats, or one its set-up refuses: one line. */
  | { readonly ok: false; readonly kind: 'malformed'; readonly error: string }
  /** Read, but it does not re-run as recorded: the action at `index` and why. */
  | { readonly ok: false; readonly kind: 'refused'; readonly index: number; readonly reason: string }
  | {
      readonly ok: true;
      readonly version: number;
      /** Actions re-run and checked. */
      readonly actions: number;
      /** What was checked, in words ("move chain, 12 checkpoints and the result"). */
      readonly checked: string;
      /** Set for files that are checked less than today's. */
      readonly note?: string;
      /** The final state (of the game's own rules, as the registry's game holds it). */
      readonly state: unknown;
      readonly seats: readonly SeatSetup[];
      /** The same race written in the game's last own format (what `replay --upgrade` writes), and that format's version. */
      readonly upgraded: unknown;
      readonly upgradedVersion: number;
      /** The race as a version 3 log, or the one line saying why it has no version 3 form. */
      readonly log: OlderLog | string;
    };

export type OlderScenarioRead =
  | { readonly ok: false; readonly error: string }
  | {
      readonly ok: true;
      readonly title?: string;
      /** The set-up and the moves, each move given to the seat whose action it is. */
      readonly log: OlderLog;
      /** The position in the game's `positions.schema` (what a version 2 scenario's `start` holds). */
      readonly start: unknown;
      /** The board's file form (a track document) for a version 2 file; null when the board has none (a hand-made lane graph). */
      readonly boardData: unknown;
    };

export interface OlderFiles {
  /** The versions of the game's own older replays and scenarios. */
  readonly replayVersions: readonly number[];
  readonly scenarioVersions: readonly number[];
  /** Reads an older replay (a JSON value) and re-runs it as it stands. */
  replay(json: unknown): OlderReplayRead;
  /** Reads an older scenario (a JSON value): its set-up, its position and its actions as moves. */
  scenario(json: unknown): OlderScenarioRead;
}

/**
 * What a command line may say about a game's table beyond `--config` (Start Frei: `--tiles`, `--reverse`,
 * `--whole-track`): each option changes the board or the config. The CLI lists them from the registry.
 */
export interface TableOption {
  readonly name: string;
  /** The values it takes, for a valued option (`--tiles drawn`); absent: a flag. */
  readonly values?: readonly string[];
  /** The usage lines. */
  readonly help: string;
  /** The table with the option set; throws an Error with a one-line reason for a value it does not take. */
  set(table: TableDraft, value: string | undefined): TableDraft;
}

export interface TableDraft {
  readonly board: unknown;
  readonly boardName: string;
  readonly config: unknown;
}

export interface TableOptions {
  /** The config a board comes with (the options printed with a track), before any option. */
  defaults(board: unknown): unknown;
  /** In the order they are applied. */
  readonly options: readonly TableOption[];
}
