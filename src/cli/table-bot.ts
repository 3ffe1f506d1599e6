/**
 * A bot of the game playing one seat of an online table (issue 31), from
 * what the server sends that seat: the table's board and options (`table`)
 * and after every change the seat's view (`view`). Pure: no network. The
 * `join` command (join.ts) and the online load benchmark carry its messages.
 *
 * A view leaves out what the game rebuilds from the board (Start Frei's track,
 * the lane graph of Formuła 1 and Das Motorsportspiel, Bahn Frei's rail map)
 * and what the seat may not see (the generator state, the order of the piles,
 * another seat's secret card, shown as `hidden`). The bot chooses on the
 * set-up of the same board and seats with the view laid over it — the way the
 * browser's online table builds its state — and only among the actions the
 * server lists for the seat (`legal`), so it can never play what the rules
 * refuse; the generator it sees is the set-up's, not the server's.
 */
import type { AnyGame, Bot, Seat, SeatSetup } from '../rules/core';
import { gameById, UnknownGameError } from '../rules';
import { boardCodec } from '../sim/boards';
import type { TableInfo, TableView } from '../sim/table-protocol';

export interface TableBot {
  readonly game: AnyGame;
  /** The action for the seat's turn in `view`, or null when the seat has nothing to do there. */
  choose(view: TableView): { readonly type: string } | null;
}

export type Made<T> = { ok: true; value: T } | { ok: false; message: string };

/** The game a table plays and its board as the server sent them, or why not. */
export function tableGame(gameId: string, info: TableInfo): Made<{ game: AnyGame; board: unknown; config: unknown }> {
  let game: AnyGame;
  try {
    game = gameById(gameId);
  } catch (error) {
    if (error instanceof UnknownGameError) return { ok: false, message: `the table plays a game this version does not know (${gameId})` };
    throw error;
  }
  const read = boardCodec(game.board)?.read(info.board.data, game.id);
  if (!read?.ok) return { ok: false, message: `the table's board does not load here${read ? ` (${read.error})` : ''}` };
  const config = game.configSchema.safeParse(info.config);
  if (!config.success) return { ok: false, message: "the table's options do not load here" };
  return { ok: true, value: { game, board: read.board, config: config.data } };
}

/** The seats as the set-up names them: a person's seat by whoever sits there, a bot's by its kind. */
function seatsOf(view: TableView): SeatSetup[] {
  return view.seats.map((s, i) => ({ name: s.name || `Seat ${i + 1}`, kind: s.kind === 'bot' ? (s.bot ?? 'bot') : 'human' }));
}

/**
 * The state a bot chooses on: the set-up of this table's board and seats (what the view leaves out) with the view
 * laid over it, so every part the view has is the server's.
 */
export function stateFromView(game: AnyGame, board: unknown, config: unknown, view: TableView, base?: { current: unknown }): unknown {
  const viewed = view.state;
  if (viewed === null || typeof viewed !== 'object' || Array.isArray(viewed)) return viewed;
  let set = base?.current;
  if (set === undefined) {
    try {
      set = game.setup(board, config, seatsOf(view), 0);
    } catch {
      set = null;
    }
    if (base) base.current = set;
  }
  return set !== null && typeof set === 'object' ? { ...(set as object), ...(viewed as object) } : viewed;
}

/** A bot of `kind` for the table `info` describes; `seed` seeds the bot's own choices. */
export function tableBot(gameId: string, info: TableInfo, kind: string, seed: number): Made<TableBot> {
  const t = tableGame(gameId, info);
  if (!t.ok) return t;
  const { game, board, config } = t.value;
  const factory = game.bots[kind];
  if (!factory) return { ok: false, message: `${game.title} has no bot '${kind}' (its bots: ${Object.keys(game.bots).join(', ')})` };
  const bot: Bot<unknown, { readonly type: string }> = factory(seed);
  // The set-up is the same for the whole race (the board and seats do not change once it starts).
  const base: { current: unknown } = { current: undefined };
  return {
    ok: true,
    value: {
      game,
      choose(view) {
        const seat: Seat | null = view.you;
        if (seat === null || view.status !== 'playing' || !view.actors.includes(seat) || view.legal.length === 0) return null;
        const legal = view.legal as readonly { readonly type: string }[];
        return bot.choose(stateFromView(game, board, config, view, base), seat, legal);
      },
    },
  };
}
