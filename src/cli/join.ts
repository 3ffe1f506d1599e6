/**
 * `join <CODE> --bot <kind> [--server URL] [--name NAME] [--seat N]`: a bot
 * of the game takes a free seat at an online table and plays it to the end
 * (issue 31), through the same client library the browser uses. For
 * testing, for load, and for people who write their own bots.
 * Exit 0 when the race is over, 1 when the table is missing, full or
 * refuses the bot, or the connection is lost, 2 bad input.
 */
import { z } from 'zod';
import { Client, type Room } from '@colyseus/sdk';
import { GAMES } from '../rules';
import { oneLine } from '../track';
import { codeSchema, nameSchema, resultLines, type Refused, type TableInfo, type TableView } from '../sim';
import { parseArgs } from './args';
import { parseOptions } from './cli-schema';
import { UsageError, type CliCommand, type CliIO } from './command';
import { tableBot, type TableBot } from './table-bot';

export const DEFAULT_SERVER = 'ws://127.0.0.1:2567';

/** Every bot kind of any game (the table's game is known once joined). */
const BOT_KINDS = [...new Set(GAMES.flatMap((g) => Object.keys(g.bots)))];

const usage = `Usage: npm run cli -- join <CODE> --bot <kind> [options]

Joins the online table with this code as a bot: takes a free seat (the
first open one, or --seat), waits for the host to start, plays the seat with
the game's own bot on what the seat sees, and stops when the race is over.
It prints one line for each thing that happens: the seat taken, the start,
the end with the places.

  --bot <kind>       the game's bot: ${BOT_KINDS.join(', ')}
  --server <url>     the game server (default ${DEFAULT_SERVER})
  --name <name>      the seat's name (default: the bot's kind, e.g. "Heuristic bot")
  --seat <N>         the seat to take, 1 for the first (default: the first open seat)

Exit codes: 0 the race is over, 1 the table is missing, full or refuses the
bot, or the connection was lost, 2 bad input.`;

const serverSchema = z
  .string()
  .max(300)
  .refine((s) => URL.canParse(s) && ['ws:', 'wss:', 'http:', 'https:'].includes(new URL(s).protocol), 'give a ws://, wss://, http:// or https:// address, e.g. ws://127.0.0.1:2567');

export const joinOptionsSchema = z.strictObject({
  code: codeSchema,
  bot: z.enum(BOT_KINDS as [string, ...string[]], { error: `give one of the bot kinds: ${BOT_KINDS.join(', ')}` }),
  server: serverSchema.default(DEFAULT_SERVER),
  name: nameSchema.optional(),
  seat: z
    .string()
    .regex(/^\d+$/, 'must be a whole number, 1 for the first seat')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 12, 'must be between 1 and 12')
    .optional(),
});

export type JoinOptions = z.output<typeof joinOptionsSchema>;

const seatWord = (seat: number) => `seat ${seat + 1}`;

/** The reason a connection failed, as one line (the client library's errors carry a code and a message). */
function failure(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'object' && error !== null && 'message' in error ? String((error as { message: unknown }).message) : String(error);
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  const code = cause && 'code' in cause ? String((cause as { code: unknown }).code) : '';
  if (/ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|ETIMEDOUT|ECONNRESET/.test(code) || message === 'fetch failed') return `no game server answers there${code ? ` (${code})` : ''}`;
  return message || 'the server refused the connection';
}

/** The seat the bot takes at a waiting table: `wanted` (0-based) if free, else the first open one. */
export function pickSeat(view: TableView, wanted: number | undefined): { seat: number } | { problem: string } {
  if (view.status !== 'waiting') return { problem: `the race at table ${view.code} has ${view.status === 'over' ? 'ended' : 'started'}: no seat is free` };
  if (wanted !== undefined) {
    const s = view.seats[wanted];
    if (!s) return { problem: `table ${view.code} has ${view.seats.length} seat${view.seats.length === 1 ? '' : 's'}: there is no ${seatWord(wanted)}` };
    if (s.kind !== 'open') return { problem: `${seatWord(wanted)} at table ${view.code} is not free (${s.kind === 'bot' ? `a bot, ${s.name}, plays it` : `${s.name} sits there`})` };
    return { seat: wanted };
  }
  const open = view.seats.findIndex((s) => s.kind === 'open');
  if (open < 0) return { problem: `table ${view.code} is full: no seat is free` };
  return { seat: open };
}

/** Plays one seat of the table to the end; resolves with the exit code. */
export async function joinTable(options: JoinOptions, io: CliIO): Promise<number> {
  const kindName = `${options.bot[0]!.toUpperCase()}${options.bot.slice(1)} bot`;
  const name = options.name ?? kindName;
  let room: Room;
  try {
    room = await new Client(options.server).joinById(options.code, { name });
  } catch (error) {
    io.err(`chicane join: cannot join table ${options.code} at ${options.server}: ${failure(error)}`);
    return 1;
  }

  return new Promise<number>((resolve) => {
    let info: TableInfo | null = null;
    let bot: TableBot | null = null;
    let seat: number | null = null;
    let started = false;
    let done = false;
    /** The move count of the view the bot last acted on (it acts once per view of its turn). */
    let actedAt = -1;
    let played = 0;
    let refusals = 0;
    let refusedInAll = 0;
    let last: TableView | null = null;

    const finish = (code: number, line?: string) => {
      if (done) return;
      done = true;
      if (line !== undefined) (code === 0 ? io.out : io.err)(line);
      void room.leave(true).catch(() => {});
      resolve(code);
    };

    const onView = (view: TableView) => {
      last = view;
      if (info === null) return;
      if (bot === null) {
        const made = tableBot(view.game, info, options.bot, 1);
        if (!made.ok) return finish(made.message.includes('has no bot') ? 2 : 1, `chicane join: ${made.message}`);
        bot = made.value;
      }
      if (seat === null) {
        const picked = pickSeat(view, options.seat === undefined ? undefined : options.seat - 1);
        if ('problem' in picked) return finish(1, `chicane join: ${picked.problem}`);
        seat = picked.seat;
        room.send('sit', { seat, name });
        return;
      }
      if (view.you !== seat) {
        // Not seated yet (the sit is on its way); once the race runs without us, the seat was lost.
        if (view.status !== 'waiting') finish(1, `chicane join: the race at table ${view.code} started without this bot in ${seatWord(seat)}`);
        return;
      }
      if (view.status === 'waiting' && actedAt === -1) {
        actedAt = -2;
        io.out(`joined ${seatWord(seat)} of table ${view.code} (${view.title} on ${view.boardName}) as ${view.seats[seat]!.name}; waiting for the host to start`);
        return;
      }
      if (view.status === 'playing' && !started) {
        started = true;
        if (actedAt === -1) io.out(`joined ${seatWord(seat)} of table ${view.code} (${view.title} on ${view.boardName}) as ${view.seats[seat]!.name}`);
        io.out(`the race has started: ${view.seats.length} seats, ${seatWord(seat)} plays as ${options.bot}`);
      }
      if (view.status === 'over') {
        const lines = view.result ? resultLines(view.result, view.seats) : ['no result'];
        const refusedWords = refusedInAll > 0 ? `; ${refusedInAll} sent on a view the table had passed were refused` : '';
        return finish(0, `the race is over after ${view.moves} moves (${played} by this bot${refusedWords}): ${lines.join(', ')}`);
      }
      if (view.moves === actedAt) return;
      const action = bot.choose(view);
      if (action === null) {
        refusals = 0;
        return;
      }
      actedAt = view.moves;
      played++;
      room.send('act', { action });
    };

    room.onMessage('table', (m: TableInfo) => {
      info = m;
    });
    room.onMessage('view', onView);
    room.onMessage('replay', () => {});
    room.onMessage('refused', (r: Refused) => {
      if (r.what === 'sit') return finish(1, `chicane join: table ${options.code} refused the seat: ${oneLine(r.reason, 160)}`);
      if (r.what === 'act') {
        // In a phase where several seats act at once, a view that another seat's move brought can still show this
        // seat to act while its move is on the way: the second move is refused and changes nothing. The newest view
        // is the table as the server had it at the refusal: choose again on it (a bot that is refused on and on stops).
        refusedInAll++;
        if (++refusals > 50) return finish(1, `chicane join: the table refused this bot's moves: ${oneLine(r.reason, 160)}`);
        played--;
        actedAt = -3;
        if (last) onView(last);
        return;
      }
      io.err(`chicane join: ${oneLine(r.what, 20)} refused: ${oneLine(r.reason, 160)}`);
    });
    room.onLeave((code: number) => finish(1, `chicane join: the server closed the connection to table ${options.code} (code ${code})`));
    room.onError((code: number, message?: string) => finish(1, `chicane join: error ${code} at table ${options.code}: ${oneLine(message ?? '', 160)}`));
  });
}

export const joinCommand: CliCommand = {
  name: 'join',
  summary: 'play a seat of an online table with a bot',
  usage,
  async run(args, io) {
    const a = parseArgs(args, { options: ['bot', 'server', 'name', 'seat'], positionals: [1, 1] });
    if (a.options.bot === undefined) throw new UsageError(`--bot: give one of the bot kinds: ${BOT_KINDS.join(', ')}`);
    const options = parseOptions(joinOptionsSchema, { code: a.positionals[0], ...a.options });
    return joinTable(options, io);
  },
};
