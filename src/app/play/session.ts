/**
 * The generic shell's game in progress, for any game on the seam
 * (src/rules/core/game.ts): the board, the seats, the state, the
 * `{ seat, action }` moves and the log in words. Pure: no React, no clock, no
 * storage; the store (play-store.ts) holds one session and the app's timers
 * call in. Only the `Game` interface and the game's client part are used,
 * never a game's folder.
 */
import type { AnyGame, Bot, GameResult, Seat, Token } from '../../rules/core';
import type { AnyGameClient } from '../../games';
import { buildLaneGraph, type LaneGraph, type Layout } from '../../track';
import type { RailMap } from '../../rail';
import { youSentence } from '../../ui/words';
import { tableOptions } from '../../rules/registry';
import { actorsOfKind, botController, personController, type SeatController } from './controllers';

/** A seat as the set-up form makes it: a name and 'human' or one of the game's bot kinds. */
export interface PlaySeat {
  readonly name: string;
  readonly kind: string;
  /** Cars (tokens) this seat drives, when the game lets one player move a team; absent: the game's default. */
  readonly tokens?: number;
}

/** What one plays of this game, for the shell's words: a "race" on a lane graph ("Start the race"), else a "game". */
export const gameNoun = (game: Pick<AnyGame, 'board'>): 'race' | 'game' => (game.board === 'rail-map' ? 'game' : 'race');

/** A seat as the rules' set-up takes it (tokens only when set). */
export const seatSetup = (s: PlaySeat) => ({ name: s.name, kind: s.kind, ...(s.tokens !== undefined ? { tokens: s.tokens } : {}) });

export interface PlayMove {
  readonly seat: Seat;
  readonly action: { readonly type: string };
}

/** Where the board came from, so a save or a replay can build it again. */
export type BoardSource =
  | { readonly kind: 'layout'; readonly layout: Layout; readonly name: string; readonly from: 'builder' | 'example' }
  | { readonly kind: 'example'; readonly name: string }
  /** A rail map edited in Build (Bahn Frei). */
  | { readonly kind: 'rail-map'; readonly map: RailMap; readonly name: string };

export interface PreparedBoard {
  readonly board: unknown;
  readonly config: unknown;
  readonly source: BoardSource;
  /** The lane graph the scene draws (lane-graph games). */
  readonly graph: LaneGraph | null;
  /** Which board, in a sentence for the set-up form. */
  readonly sentence: string;
}

/** A seat whose person handed it to a bot ("Let the bots finish") from move `from` on. */
export interface StandIn {
  readonly seat: Seat;
  readonly kind: string;
  readonly from: number;
}

export interface LogLine {
  readonly step: number;
  readonly text: string;
}

export interface PlaySession {
  readonly game: AnyGame;
  readonly client: AnyGameClient | null;
  readonly prepared: PreparedBoard;
  readonly seats: readonly PlaySeat[];
  readonly seed: number;
  readonly state: unknown;
  readonly moves: readonly PlayMove[];
  readonly log: readonly LogLine[];
  /** The events of the last move (the table's objects show them: a throw, a roll); absent or empty before the first. */
  readonly lastEvents?: readonly { readonly type: string }[];
  readonly standIns: readonly StandIn[];
  /** Several seats choose at once (a secret choice): each person's choices are hidden from the others. */
  readonly secret: boolean;
  /**
   * Who drives each seat (controllers.ts): a person at this device or a bot (a bot's random state moves on as it
   * chooses). The shell asks them who acts and with what, never which kind a seat was set up as.
   */
  readonly controllers: readonly SeatController[];
  /** The last bot seat that acted (bots acting at once take turns). */
  readonly lastBot: Seat | null;
  /** Set when the game is played at an online table: the moves go to its server, the state comes from it. */
  readonly online?: OnlineLink;
}

/**
 * A game at an online table (src/app/online): the server holds the game and sends each device its view; the shell
 * shows that view as its session. A person's choice is sent to the server (`act`), never applied here.
 */
export interface OnlineLink {
  /** The table's short code. */
  readonly code: string;
  /** The seat this device plays, or null (watching). */
  readonly you: Seat | null;
  /** Sends the move to the table's server (one of the actions it listed for this device's seat); false when it is not one. */
  act(seat: Seat, action: { readonly type: string }): boolean;
  /** Leaves the table. */
  leave(): void;
  /** This device hosts the table (it may let a bot play the seat of a player who dropped out). */
  readonly host: boolean;
  /** The people whose connection dropped during the race: until when (ms, this device's clock) their seat is kept, null once they left. */
  readonly away: readonly { readonly seat: Seat; readonly name: string; readonly until: number | null }[];
  /** The host lets a bot play `seat`. */
  handToBot(seat: Seat): void;
  /** The race is over and this session is its replay from the server, re-run and verified here (real moves, figures). */
  readonly final?: boolean;
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

const LOG_LIMIT = 300;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A bot's seed for a seat, as the headless runner seeds them. */
export const botSeed = (seed: number, seat: Seat) => (seed * 31 + seat * 7919) | 0;
const standInSeed = (seed: number, seat: Seat) => (seed * 17 + seat * 104729 + 1) | 0;

/** "Anna, Ben and Carla". */
export function namesList(names: readonly string[]): string {
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names.join('');
}

/** The game's own default options when it has them, else the first example's. */
function defaultConfig(game: AnyGame): unknown {
  const d = game.configSchema.safeParse({});
  if (d.success) return d.data;
  return game.examples[0]?.load().config ?? {};
}

/**
 * The options a board of the builder comes with: those printed with its track (the game's table defaults, as the
 * examples and the command line take them: Start Frei's A-cards and pieces laid at the start), else the game's defaults.
 */
function builderConfig(game: AnyGame, board: unknown): unknown {
  const printed = tableOptions(game.id)?.defaults(board);
  return printed !== undefined && game.configSchema.safeParse(printed).success ? printed : defaultConfig(game);
}

/**
 * The board a new game is played on: the builder's layout when it is a
 * layout of this game (and builds), else the game's first example. The
 * sentence says which, and why not the builder's.
 */
export function prepareBoard(game: AnyGame, builder: Layout | null, rail: RailMap | null = null): Outcome<PreparedBoard> {
  let why = '';
  if (game.board === 'rail-map' && rail) return { ok: true, value: railBoard(game, rail, defaultConfig(game), `Played on your rail map from Build, “${rail.name}”.`) };
  if (game.board === 'lane-graph' && builder) {
    if (builder.game !== game.id) why = ` (the builder's layout is for another game)`;
    else if (builder.pieces.length === 0) why = ' (the builder’s table is empty)';
    else {
      try {
        const graph = buildLaneGraph(builder);
        if (graph.grid.length >= game.seats.min) {
          const name = builder.name ?? 'your layout';
          const board = { graph, layout: builder };
          return {
            ok: true,
            value: { board, config: builderConfig(game, board), source: { kind: 'layout', layout: builder, name, from: 'builder' }, graph, sentence: `Played on your layout from the builder, “${name}”.` },
          };
        }
        why = ` (the builder's layout has too few grid spaces)`;
      } catch {
        why = ' (the builder’s layout is not a closed track yet)';
      }
    }
  }
  const example = game.examples[0];
  if (!example) return { ok: false, message: `${game.title} has no table to play on yet.` };
  return loadExample(game, example.name, why);
}

/**
 * An example table. The sentence names its board by the layout's own name when it has one: the example's name also
 * says its seats and options ("…, 2 cars, 1 lap"), which the set-up changes.
 */
function loadExample(game: AnyGame, name: string, why = ''): Outcome<PreparedBoard> {
  const example = game.examples.find((e) => e.name === name);
  if (!example) return { ok: false, message: `the example table “${name}” of ${game.title} is gone` };
  try {
    const { board, config } = example.load();
    const lane = game.board === 'lane-graph' ? (board as { graph?: LaneGraph; layout?: Layout }) : null;
    const graph = lane?.graph ?? null;
    // A lane-graph example with its layout is saved as the layout (it survives a change of the examples).
    const source: BoardSource = lane?.layout ? { kind: 'layout', layout: lane.layout, name, from: 'example' } : { kind: 'example', name };
    const sentence = `Played on the example table “${lane?.layout?.name ?? name}”${why}.`;
    return { ok: true, value: { board, config, source, graph, sentence } };
  } catch (error) {
    return { ok: false, message: `the example table “${name}” does not load: ${message(error)}` };
  }
}

function railBoard(_game: AnyGame, map: RailMap, config: unknown, sentence: string): PreparedBoard {
  return { board: map, config, source: { kind: 'rail-map', map, name: map.name }, graph: null, sentence };
}

/** The board of a saved game or a replay, built again from its source. */
export function boardFromSource(game: AnyGame, source: BoardSource, config: unknown): Outcome<PreparedBoard> {
  if (source.kind === 'rail-map') return { ok: true, value: railBoard(game, source.map, config, `Played on the rail map “${source.name}”.`) };
  if (source.kind === 'example') {
    const r = loadExample(game, source.name);
    return r.ok ? { ok: true, value: { ...r.value, config } } : r;
  }
  try {
    const graph = buildLaneGraph(source.layout);
    const sentence = source.from === 'builder' ? `Played on your layout “${source.name}”.` : `Played on the example table “${source.layout.name ?? source.name}”.`;
    return { ok: true, value: { board: { graph, layout: source.layout }, config, source, graph, sentence } };
  } catch (error) {
    return { ok: false, message: `its track no longer builds (${message(error)})` };
  }
}

function makeControllers(game: AnyGame, seats: readonly PlaySeat[], seed: number): SeatController[] {
  return seats.map((s, i) => {
    const factory = s.kind === 'human' ? undefined : game.bots[s.kind];
    return factory ? botController(factory(botSeed(seed, i)), s.kind) : personController();
  });
}

/** A bot of `kind` standing in for the person at `seat` from move `from` on (seeded apart from the seat's own bots). */
function standInController(game: AnyGame, seed: number, seat: Seat, kind: string, from: number): SeatController | null {
  const factory = game.bots[kind];
  return factory ? botController(factory(standInSeed(seed, seat)), kind, from) : null;
}

export function newSession(game: AnyGame, client: AnyGameClient | null, prepared: PreparedBoard, seats: readonly PlaySeat[], seed: number): Outcome<PlaySession> {
  for (const [i, s] of seats.entries()) {
    if (s.kind !== 'human' && !game.bots[s.kind]) return { ok: false, message: `Seat ${i + 1} has a bot kind ${game.title} does not have.` };
  }
  try {
    const state = game.setup(prepared.board, prepared.config, seats.map(seatSetup), seed);
    const actors = game.actors(state);
    return {
      ok: true,
      value: { game, client, prepared, seats, seed, state, moves: [], log: [], standIns: [], secret: actors.length > 1, controllers: makeControllers(game, seats, seed), lastBot: null },
    };
  } catch (error) {
    return { ok: false, message: `The game cannot start: ${message(error)}` };
  }
}

/** The seat's bot when a bot plays it now (its own, or a stand-in), else null. */
export function botOf(session: PlaySession, seat: Seat): Bot<unknown, { readonly type: string }> | null {
  return session.controllers[seat]?.bot ?? null;
}

export const isBotSeat = (session: PlaySession, seat: Seat) => session.controllers[seat]?.kind === 'bot';
/** A person at this device plays the seat now (a seat handed to a bot is the bot's). */
export const isPersonSeat = (session: PlaySession, seat: Seat) => session.controllers[seat]?.asksHere === true;

export function actorsOf(session: PlaySession): readonly Seat[] {
  return session.game.actors(session.state);
}

export function resultOf(session: PlaySession): GameResult | null {
  return session.game.result(session.state);
}

export const isOver = (session: PlaySession) => actorsOf(session).length === 0;

/**
 * Whether every person at this device is done with this game while it goes on (their cars home, out of the race), as
 * the game's client says (`seatDone`); a game whose client does not say never lets the bots finish for people.
 */
export function peopleDone(session: PlaySession): boolean {
  const people = session.controllers.flatMap((c, i) => (c.asksHere ? [i] : []));
  if (people.length === 0) return true;
  const done = session.client?.seatDone;
  if (!done) return false;
  return people.every((seat) => {
    try {
      return done(session.state, seat);
    } catch {
      return false;
    }
  });
}

/** The people who may act now, in seat order. */
export function humanActors(session: PlaySession): Seat[] {
  return actorsOfKind(session.controllers, actorsOf(session), 'person');
}

export function botActors(session: PlaySession): Seat[] {
  return actorsOfKind(session.controllers, actorsOf(session), 'bot');
}

/** The seats to act whose moves come from another device (the online table); this device waits for them. */
export function remoteActors(session: PlaySession): Seat[] {
  return actorsOfKind(session.controllers, actorsOf(session), 'remote');
}

export const peopleAtTable = (session: PlaySession) => session.seats.filter((_, i) => isPersonSeat(session, i)).length;

/** The person whose choices the panel shows: the one holding the device if they may act, else the first person to act. */
export function humanToAct(session: PlaySession, holder: Seat | null): Seat | null {
  const humans = humanActors(session);
  if (humans.length === 0) return null;
  return holder !== null && humans.includes(holder) ? holder : humans[0]!;
}

/**
 * Whom the device must be handed to before their choices show: in a secret
 * choice, when another person at the table held it last. Null: no hand-over.
 */
export function handoffTo(session: PlaySession, holder: Seat | null): Seat | null {
  if (!session.secret || peopleAtTable(session) < 2) return null;
  const who = humanToAct(session, holder);
  return who !== null && who !== holder ? who : null;
}

export function namesOf(session: PlaySession): string[] {
  return session.seats.map((s, i) => s.name || `Seat ${i + 1}`);
}

/**
 * An event of the game as a line of the log, from the game's own words, put in the second person for the seat named
 * "You" ("You rolls" → "You roll"): every game's log and moments go through here. Null when the game says nothing.
 */
export function eventLine(client: AnyGameClient | null | undefined, state: unknown, event: { readonly type: string }, names: readonly string[]): string | null {
  let text: string | null = null;
  try {
    text = client ? client.eventText(state, event, names) : null;
  } catch {
    text = null;
  }
  return text ? youSentence(text) : null;
}

/** Plays `action` for `seat` through the game's `apply`; a refusal is a message, the session unchanged. */
export function applyMove(session: PlaySession, seat: Seat, action: { readonly type: string }): Outcome<PlaySession> {
  const { game, client } = session;
  const before = game.actors(session.state);
  let r;
  try {
    r = game.apply(session.state, seat, action);
  } catch (error) {
    void error;
    return { ok: false, message: 'That move could not be played.' };
  }
  if (!r.ok) return { ok: false, message: 'That move is not allowed now.' };
  const after = game.actors(r.state);
  // A secret choice goes on while the seats still to choose are some of those that were choosing.
  const secret = after.length > 1 || (session.secret && after.length > 0 && after.every((s) => before.includes(s)) && after.length < before.length);
  const step = session.moves.length + 1;
  const names = namesOf(session);
  const lines: LogLine[] = [];
  for (const e of r.events) {
    const text = eventLine(client, r.state, e, names);
    if (text) lines.push({ step, text });
  }
  const log = session.log.length + lines.length > LOG_LIMIT ? session.log.slice(session.log.length + lines.length - LOG_LIMIT).concat(lines) : session.log.concat(lines);
  return { ok: true, value: { ...session, state: r.state, moves: [...session.moves, { seat, action }], log, secret, lastEvents: r.events } };
}

/** The next bot seat to act (bots acting at once take turns), or null. */
export function nextBot(session: PlaySession): Seat | null {
  const bots = botActors(session);
  if (bots.length === 0) return null;
  const last = session.lastBot;
  return bots.find((s) => last !== null && s > last) ?? bots[0]!;
}

/** One bot move (the next bot seat's choice from its legal actions), or null when no bot may act. */
export function botMove(session: PlaySession): Outcome<PlaySession> | null {
  const seat = nextBot(session);
  if (seat === null) return null;
  const legal = session.game.legalActions(session.state, seat);
  const action = legal.length > 0 ? session.controllers[seat]!.choose(session.state, seat, legal) : null;
  if (!action) return { ok: false, message: `${namesOf(session)[seat]} has nothing to play.` };
  const r = applyMove(session, seat, action);
  return r.ok ? { ok: true, value: { ...r.value, lastBot: seat } } : r;
}

/** Bot moves while a bot may act (people may be choosing at the same time), up to `limit` moves. */
export function runBots(session: PlaySession, limit: number): Outcome<PlaySession> {
  let s = session;
  for (let n = 0; n < limit; n++) {
    const r = botMove(s);
    if (!r) break;
    if (!r.ok) return r;
    s = r.value;
  }
  return { ok: true, value: s };
}

/**
 * Every person's seat is played by a bot of `kind` from now on ("Hand my seats to the bots"): the stand-ins are
 * saved with the move they began at, so a resume replays them and the end screen says who really played.
 */
export function standInForPeople(session: PlaySession, kind: string): PlaySession {
  if (!session.game.bots[kind]) return session;
  const from = session.moves.length;
  const standIns = [...session.standIns];
  const controllers = session.controllers.map((c, i) => {
    if (c.kind !== 'person') return c;
    standIns.push({ seat: i, kind, from });
    return standInController(session.game, session.seed, i, kind, from) ?? c;
  });
  return { ...session, standIns, controllers };
}

/** A stand-in of a saved game put back at its move: the seat's controller becomes the bot (once). */
function withStandIn(s: PlaySession, x: StandIn): PlaySession {
  if (s.controllers[x.seat]?.kind !== 'person') return s;
  const c = standInController(s.game, s.seed, x.seat, x.kind, x.from);
  if (!c) return s;
  return { ...s, standIns: [...s.standIns, { seat: x.seat, kind: x.kind, from: x.from }], controllers: s.controllers.map((old, j) => (j === x.seat ? c : old)) };
}

/** Who played a seat in words when a bot stood in for its person ("a bot from move 41"), else null. */
export function standInNote(session: PlaySession, seat: Seat): string | null {
  const x = session.standIns.find((t) => t.seat === seat);
  return x ? `a bot played from move ${x.from + 1}` : null;
}

/**
 * A saved game again: the same set-up, then every move through `apply`. A
 * bot seat chooses again before its move, so its random state is where it
 * was and the game goes on exactly as it would have.
 */
export function replayMoves(start: PlaySession, moves: readonly PlayMove[], standIns: readonly StandIn[]): Outcome<PlaySession> {
  let s = start;
  for (let i = 0; i < moves.length; i++) {
    for (const x of standIns) if (x.from === i) s = withStandIn(s, x);
    const m = moves[i]!;
    const controller = s.controllers[m.seat];
    const bot = controller?.kind === 'bot';
    if (bot) {
      const legal = s.game.legalActions(s.state, m.seat);
      if (legal.length > 0) controller.choose(s.state, m.seat, legal);
    }
    const r = applyMove(s, m.seat, m.action);
    if (!r.ok) return { ok: false, message: `move ${i + 1} is no longer allowed` };
    s = { ...r.value, lastBot: bot ? m.seat : s.lastBot };
  }
  for (const x of standIns) if (x.from >= moves.length) s = withStandIn(s, x);
  return { ok: true, value: s };
}

/** The tokens on the board now. */
export function tokensOf(session: PlaySession): readonly Token[] {
  try {
    return session.game.tokens(session.state);
  } catch {
    return [];
  }
}
