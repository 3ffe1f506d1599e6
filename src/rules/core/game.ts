/**
 * The seam every game plugs into (docs/architecture.md, "One engine, many
 * games"). A `Game` is a plain definition object, as in boardgame.io's Game
 * and OpenSpiel's state API: set-up from a board, a config, seats and a seed;
 * who acts now; the legal actions of a seat (the one source of legality); an
 * apply that accepts exactly those and leaves the state untouched otherwise;
 * the result; a hashable view; the tokens on the board; the game's bots.
 *
 * The CLI, bots, replays, scenarios, the modes and the contract tests
 * (tests/contract/) use only this interface, never a game's folder.
 * Pure and deterministic: chance comes from a seeded generator in the state.
 */
import type { z } from 'zod';
import type { LaneGraph } from '../../track/lane-graph-types';
import type { Layout } from '../../track/layout-schema';
import type { AnyGameId } from '../../track/games';
import { GAME_IDS } from '../../track/games';
import type { ApplyResult } from './engine';

/**
 * Every game Chicane knows, with or without its rules yet (the registry,
 * src/rules/registry.ts, lists the ones that can be played). Written once, in
 * src/track/games.ts (layouts and catalogs name their game); the games played
 * on track layouts are `TRACK_GAME_IDS` there.
 */
export { GAME_IDS } from '../../track/games';
export type GameId = AnyGameId;

/** Each game's name as players know it (the box's title). */
export const GAME_TITLES: Readonly<Record<GameId, string>> = {
  'start-frei': 'Start Frei',
  'formula-1': 'Formuła 1',
  motorsportspiel: 'Das Motorsportspiel',
  'bahn-frei': 'Bahn Frei',
};

export function isGameId(id: string): id is GameId {
  return (GAME_IDS as readonly string[]).includes(id);
}

/** A seat at the table: 0 … seats − 1. One seat may drive several tokens (Formuła 1: 2 cars). */
export type Seat = number;

/** What a game is played on: the lane graph of a layout (racing games) or Bahn Frei's rail map. */
export type BoardKind = 'lane-graph' | 'rail-map';

/** A lane-graph board: the graph the rules drive on and, when known, the layout it was built from. */
export interface LaneBoard {
  readonly graph: LaneGraph;
  /** With the layout a game can lay pieces during play (Start Frei) and a replay can embed the track. */
  readonly layout?: Layout;
}

export interface SeatSetup {
  readonly name: string;
  /** 'human' or one of the game's bot kinds; the rules ignore it, shells and replays use it. */
  readonly kind: string;
  /** Tokens this seat drives; default `seats.tokensPerSeat(seat count)`. */
  readonly tokens?: number;
}

export type GameResult =
  /** Racing games: every seat, winner first. */
  | { readonly kind: 'ranking'; readonly order: readonly Seat[]; readonly reason: string }
  /** Co-operative games (Bahn Frei): the table wins or loses together, with a score (e.g. complaints). */
  | { readonly kind: 'team'; readonly won: boolean; readonly score: number; readonly reason: string };

/** A piece on the board that scenes and probes place: a car, a train, a train part. */
export interface Token {
  /** Stable over the whole game (a scene keys its meshes by it). */
  readonly id: string;
  readonly seat: Seat;
  /** The space it stands on: an index into the board's spaces (`Game.spaceCount`). */
  readonly space: number;
  readonly label: string;
  /** Beside the track rather than on its space (off the track, in the gravel beside `space`): the scene puts it there. */
  readonly aside?: boolean;
  /**
   * Its place in the queue of tokens aside at `space`, 0 the first (absent for
   * 0): the scene stands each one beside the one before it (formula-1, "the
   * second car is placed beside the first").
   */
  readonly asideRank?: number;
}

/** A bot picks one of the actions listed for its seat; deterministic given its seed. */
export interface Bot<S, A> {
  readonly kind: string;
  choose(state: S, seat: Seat, actions: readonly A[]): A;
}

export type BotFactory<S, A> = (seed: number) => Bot<S, A>;

/** A ready-made table for the game: the contract tests, demos and benchmarks play on these. */
export interface GameExample<Cfg, Board> {
  readonly name: string;
  readonly seats: number;
  /** The board and the config, built on demand (a board may be costly to build). */
  load(): { readonly board: Board; readonly config: Cfg };
  /** Every game on this table ends within this many actions, whatever the seats choose. */
  readonly maxActions: number;
}

/**
 * Positions built directly rather than reached by play (scenario files' `start`, lessons, classroom questions): a
 * game that offers them says what a position holds and builds its state. A position the rules could never reach (two
 * cars on one single space, a negative count, a passenger in two places) is refused by `build` with a one-line reason
 * naming the conflict.
 */
export interface GamePositions<Cfg, S, Board, P = unknown> {
  /** What a position holds; strict (a field it does not know is refused). */
  readonly schema: z.ZodType<P>;
  /** The state of `position` on `board` with `config` and `seats`; throws a one-line reason when it cannot be. */
  build(board: Board, config: Cfg, seats: readonly SeatSetup[], position: P, seed: number): S;
}

/** A game's positions with their own type checked, then erased for the Game interface (the schema's output is what `build` gets). */
export function gamePositions<Cfg, S, Board, P>(positions: GamePositions<Cfg, S, Board, P>): GamePositions<Cfg, S, Board> {
  return positions as GamePositions<Cfg, S, Board>;
}

/** Everything about a game except its bots (which may live in another layer, see the registry). */
export interface GameRules<Cfg, S, A extends { readonly type: string }, E extends { readonly type: string }, Board> {
  readonly id: GameId;
  /** The name people read. */
  readonly title: string;
  readonly seats: {
    readonly min: number;
    readonly max: number;
    /** Tokens (cars, trains) each seat drives at a table of `n` seats. */
    tokensPerSeat(n: number): number;
    /** The tokens one seat may be given at a table of `n` seats (a seat's `tokens`); absent: exactly `tokensPerSeat(n)`. */
    tokenRange?(n: number): { readonly min: number; readonly max: number };
  };
  readonly board: BoardKind;
  /** The game's own options (not the board, not the seats); files carry them. */
  readonly configSchema: z.ZodType<Cfg>;
  /** Every action the game can ever take, for files and messages; legality is `legalActions`. */
  readonly actionSchema: z.ZodType<A>;
  /** A new game. Throws (with a reason a person can read) when the board or seats cannot host it. */
  setup(board: Board, config: Cfg, seats: readonly SeatSetup[], seed: number): S;
  /**
   * What this config and board ask of the seats beyond the seat limits and
   * the config schema (Formuła 1: tokens of 1 or 2, a chosen grid naming a
   * slot for each car, cars that fit the board's grid): one line naming the
   * field, the value and the allowed range, or null. `setup` refuses exactly
   * these tables (it throws the same line); the file loaders ask first
   * (`tableProblem` in core/table.ts, which checks the seat count and the
   * schema, then this).
   */
  tableProblem?(board: Board, config: Cfg, seats: readonly SeatSetup[]): string | null;
  /** Who may act now: one seat, several at once (secret choices, a simultaneous phase), none when over. */
  actors(state: S): readonly Seat[];
  /**
   * Whether `seat` is among `actors(state)`, asked without building the list
   * (the boundary asks it on every apply). Optional: absent, the boundary
   * looks in `actors`. The contract suite checks the two agree.
   */
  isActor?(state: S, seat: Seat): boolean;
  /** The actions `seat` may take now; empty when it is not among the actors. */
  legalActions(state: S, seat: Seat): readonly A[];
  /** Accepts exactly what `legalActions(state, seat)` lists; anything else is rejected, the state unchanged. */
  apply(state: S, seat: Seat, action: A): ApplyResult<S, E>;
  /** Null while anyone may act; the outcome once `actors` is empty. */
  result(state: S): GameResult | null;
  /** The state as plain JSON-safe data (what replay checkpoints hash, `hashState(hashable(s))`). */
  hashable(state: S): unknown;
  /** The tokens on the board now. */
  tokens(state: S): readonly Token[];
  /** A few plain lines about the state for the CLI and logs (standings, laps, score); the result's lines when absent. */
  summary?(state: S): readonly string[];
  /** How many spaces the board has (a token's `space` is below it). */
  spaceCount(board: Board): number;
  readonly examples: readonly GameExample<Cfg, Board>[];
  /** Positions built directly (scenario v2's `start`); absent: the game starts only from its set-up. */
  readonly positions?: GamePositions<Cfg, S, Board>;
  /** What a track rating watches in a race (src/rating): incidents by space and the running order. Optional. */
  readonly watch?: RaceWatch<S, E>;
  /** What each seat and a spectator may see of a state (online tables); absent: everything but the generator state (`viewOf`). */
  readonly view?: GameView<S, A>;
}

/** Who looks at a state: the player of a seat, or a spectator (who sees no seat's secrets). */
export type Viewer = Seat | 'spectator';

/**
 * A game's secrets (issue 31): what a client of an online table is sent of the
 * state. The generator state, the order of every draw pile and the seats'
 * secret choices never leave the server; a seat sees its own choice.
 */
export interface GameView<S, A> {
  /** The state as `viewer` may see it: plain JSON data (the hashable view with the secrets taken out or masked). */
  view(state: S, viewer: Viewer): unknown;
  /** An action the other seats do not see until the rules reveal it (a secret choice); absent: every action is seen. */
  secret?(action: A): boolean;
  /**
   * `state` with what `viewer` may not see changed (the piles shuffled again,
   * another seat's secret choice swapped for another it could make), using
   * `seed`: the contract suite checks that `view(…, viewer)` stays the same.
   */
  reshuffle(state: S, viewer: Viewer, seed: number): S;
}

/** The word a view puts where a secret was (another seat's chosen card before the reveal). */
export const HIDDEN = 'hidden';

/** What `viewer` may see of `state`: the game's view, else its hashable view without the generator state. */
export function viewOf<S>(game: Pick<GameRules<unknown, S, { readonly type: string }, { readonly type: string }, unknown>, 'hashable' | 'view'>, state: S, viewer: Viewer): unknown {
  if (game.view) return game.view.view(state, viewer);
  return withoutGenerator(game.hashable(state));
}

/** A hashable view without its `rng` (with it a client could predict every die). */
export function withoutGenerator(plain: unknown): unknown {
  if (plain === null || typeof plain !== 'object' || Array.isArray(plain)) return plain;
  const { rng: _rng, ...rest } = plain as Record<string, unknown>;
  return rest;
}

/** Something that happened to a car at a space: a chicane penalty, an off-track, a driving error… */
export interface Incident {
  /** One of the game's `RaceWatch.kinds`. */
  readonly kind: string;
  /** The space it happened at (the rating keys it by the space's layout piece). */
  readonly space: number;
}

/** The per-game hook of the track rating (each game's `incidents.ts`). */
export interface RaceWatch<S, E> {
  /** Each incident kind the game reports, with a plain sentence saying what it is. */
  readonly kinds: Readonly<Record<string, string>>;
  /** The incidents among the events of one accepted action (`state` is the state after it). */
  incidents(state: S, events: readonly E[]): readonly Incident[];
  /** The seats in running order, the leader first (a seat with several cars: its best car). */
  order(state: S): readonly Seat[];
  /**
   * The distance each seat has driven, in spaces (laps × lap length + the way into the lap; a seat with several cars:
   * its furthest), indexed by seat: the gap chart's measure. Optional: without it the shell draws no gap chart.
   */
  distances?(state: S): readonly number[];
}

/** Each seat's furthest distance among its cars (`RaceWatch.distances` for games with several cars a seat), indexed by seat. */
export function furthest(cars: readonly { readonly seat: Seat; readonly distance: number }[]): number[] {
  const out: number[] = [];
  for (const { seat, distance } of cars) out[seat] = Math.max(out[seat] ?? -Infinity, distance);
  return Array.from(out, (d) => d ?? 0);
}

export interface Game<Cfg, S, A extends { readonly type: string }, E extends { readonly type: string }, Board> extends GameRules<Cfg, S, A, E, Board> {
  /** Bot kinds by name (`simulate --bots`, the seat menus). */
  readonly bots: Readonly<Record<string, BotFactory<S, A>>>;
}

/**
 * Any registered game, its types erased (the members are methods, so a
 * concrete game is assignable). Code that holds one passes its own states and
 * actions back into it and nowhere else.
 */
export type AnyGame = Game<unknown, unknown, { readonly type: string }, { readonly type: string }, unknown>;

/** The tokens one seat may drive at a table of `n` seats: the game's `tokenRange`, else exactly its `tokensPerSeat`. */
export function seatTokenRange(game: Pick<GameRules<unknown, unknown, { readonly type: string }, { readonly type: string }, unknown>, 'seats'>, n: number): { readonly min: number; readonly max: number } {
  if (game.seats.tokenRange) return game.seats.tokenRange(n);
  const t = game.seats.tokensPerSeat(n);
  return { min: t, max: t };
}
