/**
 * An online table's game as the shell's session (issue 31): the Play
 * screen, HUD, table and end screen of a game at this device serve a game
 * the server holds. The state is the server's view for this device's seat;
 * this device plays its own seat (a person controller) and every other seat
 * is remote (their moves arrive in the next view). Pure: no network.
 *
 * A view leaves out what the game rebuilds from the board (a lane graph) and
 * what a client may not see (the generator state, a pile's order, another's
 * secret): the state the game's client parts read is the set-up of the same
 * board and seats with the view laid over it, so every part the view has
 * comes from the server.
 */
import type { AnyGame, Seat } from '../../rules/core';
import { gameById } from '../../rules/registry';
import { clientOf } from '../../games';
import { boardCodec } from '../../sim/boards';
import type { TableInfo, TableView } from '../../sim/table-protocol';
import type { LaneGraph, Layout } from '../../track';
import type { RailMap } from '../../rail';
import { personController, remoteController } from '../play/controllers';
import { seatSetup, type OnlineLink, type Outcome, type PlaySeat, type PlaySession, type PreparedBoard } from '../play/session';

/** What stands in a session's moves for a move made at the table: the server keeps the moves themselves. */
const TABLE_MOVE = { seat: -1, action: { type: 'table-move' } } as const;

/** The game and its board as the server sent them, ready for the shell, or why not. */
export function tableBoard(view: Pick<TableView, 'game'>, info: TableInfo): Outcome<{ game: AnyGame; prepared: PreparedBoard }> {
  let game: AnyGame;
  try {
    game = gameById(view.game);
  } catch {
    return { ok: false, message: `This table plays a game this app does not know (${view.game}): reload the page for the newest version.` };
  }
  const codec = boardCodec(game.board);
  const read = codec?.read(info.board.data, game.id);
  if (!read?.ok) return { ok: false, message: `The table's board does not load here${read ? ` (${read.error})` : ''}.` };
  const options = game.configSchema.safeParse(info.config);
  if (!options.success) return { ok: false, message: "The table's options do not load here." };
  const name = info.board.name || read.name;
  const sentence = `Played online on “${name}”.`;
  if (game.board === 'rail-map') {
    const map = read.board as RailMap;
    return { ok: true, value: { game, prepared: { board: map, config: options.data, source: { kind: 'rail-map', map, name }, graph: null, sentence } } };
  }
  const lane = read.board as { graph: LaneGraph; layout: Layout };
  return { ok: true, value: { game, prepared: { board: lane, config: options.data, source: { kind: 'layout', layout: lane.layout, name, from: 'example' }, graph: lane.graph, sentence } } };
}

/** The seats as the shell names them: a person's seat by whoever sits there, a bot's by its kind. */
export function tableSeats(view: Pick<TableView, 'seats'>): PlaySeat[] {
  return view.seats.map((s, i) => ({ name: s.name || `Seat ${i + 1}`, kind: s.kind === 'bot' ? (s.bot ?? 'bot') : 'human' }));
}

/** The set-up of this table: what a view leaves out comes from it (null when the set-up fails). */
export function tableBase(game: AnyGame, prepared: PreparedBoard, seats: readonly PlaySeat[]): unknown {
  try {
    return game.setup(prepared.board, prepared.config, seats.map(seatSetup), 0);
  } catch {
    return null;
  }
}

/** A view laid over the table's set-up (`tableBase`): the state the client parts read. */
export function overView(base: unknown, viewed: unknown): unknown {
  if (viewed === null || typeof viewed !== 'object' || Array.isArray(viewed)) return viewed;
  return base !== null && typeof base === 'object' ? { ...(base as object), ...(viewed as object) } : viewed;
}

/** The state the client parts read: the set-up of this table (what the view leaves out) with the view laid over it. */
export function stateFromView(game: AnyGame, prepared: PreparedBoard, seats: readonly PlaySeat[], viewed: unknown): unknown {
  if (viewed === null || typeof viewed !== 'object' || Array.isArray(viewed)) return viewed;
  return overView(tableBase(game, prepared, seats), viewed);
}

/** The shell's session for a table's view (null before the start); `before` keeps what the shell built up (the log). */
export function sessionFromView(game: AnyGame, prepared: PreparedBoard, view: TableView, link: Omit<OnlineLink, 'you' | 'code' | 'host' | 'away'>, before: PlaySession | null, now: number = Date.now()): PlaySession | null {
  if (view.state === null) return null;
  const seats = tableSeats(view);
  const seatKinds = seats.map((s) => s.kind);
  const controllers = seatKinds.map((kind, i) => (i === view.you ? personController() : remoteController(kind)));
  const you: Seat | null = view.you;
  return {
    game,
    client: clientOf(game.id),
    prepared,
    seats,
    seed: 0,
    state: stateFromView(game, prepared, seats, view.state),
    moves: Array.from({ length: view.moves }, () => TABLE_MOVE),
    log: before?.log ?? [],
    standIns: [],
    secret: view.actors.length > 1,
    controllers,
    lastBot: null,
    online: {
      ...link,
      code: view.code,
      you,
      host: view.host,
      away: view.seats.flatMap((s, seat) => (s.away === undefined ? [] : [{ seat, name: s.name, until: s.away > 0 ? now + s.away * 1000 : null }])),
    },
  };
}
