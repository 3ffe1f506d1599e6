/**
 * `join CODE --bot kind`: a CLI bot takes a seat at an online table on a game server running in this process (on a
 * free port) and plays it to the end, for each of the four games; bad arguments and a missing table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { Client, type Room } from '@colyseus/sdk';
import { gameServer, setBotDelay, type TableView } from '../../../src/server';
import { runCli } from '../../../src/cli';
import { parseGameReplay } from '../../../src/sim';
import { GAMES } from '../../../src/rules/registry';
import { botKind, gameOf, setupFor } from '../server/helpers';

let port = 0;
let server: ReturnType<typeof gameServer>;
let url = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

beforeAll(async () => {
  setBotDelay(0);
  port = await freePort();
  url = `ws://127.0.0.1:${port}`;
  server = gameServer();
  await server.listen(port, '127.0.0.1');
}, 60_000);

afterAll(async () => {
  await server.gracefullyShutdown(false);
});

/** Runs the CLI in this process: its exit code and the lines it printed. */
async function cli(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l), readFile: () => '', writeFile: () => undefined });
  return { code, out, err };
}

/** A host's room: the views it is sent, the replay at the end, and a wait for a view that passes a test. */
function host(room: Room) {
  const views: TableView[] = [];
  let replay: unknown = null;
  let wake: (() => void)[] = [];
  const woke = () => {
    const w = wake;
    wake = [];
    for (const f of w) f();
  };
  room.onMessage('view', (v: TableView) => {
    views.push(v);
    woke();
  });
  room.onMessage('replay', (r: unknown) => {
    replay = r;
    woke();
  });
  room.onMessage('table', () => {});
  room.onMessage('refused', () => {});
  const until = async <T,>(pick: () => T | null): Promise<T> => {
    for (;;) {
      const got = pick();
      if (got !== null) return got;
      await new Promise<void>((resolve) => wake.push(resolve));
    }
  };
  return {
    waitFor: (test: (v: TableView) => boolean) => until(() => views.findLast(test) ?? null),
    replay: () => until(() => replay),
  };
}

/** The seats the replay says each move was played by. */
function seatsThatActed(replay: unknown): Set<number> {
  const load = parseGameReplay(JSON.parse(JSON.stringify(replay)));
  if (!load.ok) throw new Error(load.error);
  return new Set(load.log.moves.map((m) => m.seat));
}

describe('join: a CLI bot plays a seat of an online table', () => {
  for (const game of GAMES) {
    it(`takes the first open seat at a ${game.title} table and races to the end`, async () => {
      const room = await new Client(url).create('table', { setup: setupFor(game, [botKind(game), 'person']), name: 'Host' });
      const h = host(room);
      // The game's best bot on the view: its heuristic where it has one.
      const kind = 'heuristic' in game.bots ? 'heuristic' : botKind(game);
      const running = cli(['join', room.roomId.toLowerCase(), '--bot', kind, '--server', url, '--name', 'Bot Anna']);
      await h.waitFor((v) => v.seats[1]!.kind === 'person');
      room.send('start', {});
      const r = await running;
      expect(r.err).toEqual([]);
      expect(r.code).toBe(0);
      expect(r.out[0]).toMatch(new RegExp(`^joined seat 2 of table ${room.roomId} \\(${game.title} on .+\\) as Bot Anna`));
      expect(r.out.at(-1)).toMatch(/^the race is over after \d+ moves \(\d+ by this bot(; \d+ sent on a view the table had passed were refused)?\): /);
      const over = await h.waitFor((v) => v.status === 'over');
      expect(over.seats[1]!.name).toBe('Bot Anna');
      expect(over.result).not.toBeNull();
      // The bot's seat played moves of its own (its seat is in the finished race's replay).
      expect(seatsThatActed(await h.replay()).has(1)).toBe(true);
      await room.leave();
    }, 120_000);
  }

  it('takes the seat --seat names, leaving the others open', async () => {
    const game = gameOf('start-frei');
    const room = await new Client(url).create('table', { setup: setupFor(game, ['person', 'person', 'person']), name: 'Host' });
    const h = host(room);
    const running = cli(['join', room.roomId, '--bot', 'random', '--server', url, '--seat', '3']);
    const seated = await h.waitFor((v) => v.seats[2]!.kind === 'person');
    expect(seated.seats[2]!.name).toBe('Random bot');
    expect(seated.seats[0]!.kind).toBe('open');
    // A second bot asking for the same seat is told it is taken.
    const again = await cli(['join', room.roomId, '--bot', 'random', '--server', url, '--seat', '3']);
    expect(again.code).toBe(1);
    expect(again.err).toEqual([`chicane join: seat 3 at table ${room.roomId} is not free (Random bot sits there)`]);
    room.send('start', { fill: true });
    const r = await running;
    expect(r.code).toBe(0);
    expect(seatsThatActed(await h.replay()).has(2)).toBe(true);
    await room.leave();
  }, 120_000);

  it('a full table, a missing code and a server that does not answer: exit 1 and one line', async () => {
    const game = gameOf('formula-1');
    const room = await new Client(url).create('table', { setup: setupFor(game, [botKind(game), botKind(game)]), name: 'Host' });
    const full = await cli(['join', room.roomId, '--bot', 'heuristic', '--server', url]);
    expect(full).toMatchObject({ code: 1, out: [], err: [`chicane join: table ${room.roomId} is full: no seat is free`] });
    await room.leave();
    const missing = await cli(['join', 'ZZZZZ', '--bot', 'heuristic', '--server', url]);
    expect(missing.code).toBe(1);
    expect(missing.err).toHaveLength(1);
    expect(missing.err[0]).toMatch(/^chicane join: cannot join table ZZZZZ at ws:\/\/127\.0\.0\.1:\d+: /);
    const nobody = await cli(['join', 'ZZZZZ', '--bot', 'heuristic', '--server', `ws://127.0.0.1:${await freePort()}`]);
    expect(nobody.code).toBe(1);
    expect(nobody.err).toHaveLength(1);
    expect(nobody.err[0]).toMatch(/no game server answers/);
  }, 60_000);

  it('bad arguments: exit 2 and one line naming the argument', async () => {
    const cases: [string[], RegExp][] = [
      [['join'], /^chicane join: expected 1 argument, got 0$/],
      [['join', 'ABCDE'], /^chicane join: --bot: give one of the bot kinds: /],
      [['join', 'ABCDE', '--bot', 'genius'], /^chicane join: --bot: give one of the bot kinds: /],
      [['join', 'AB', '--bot', 'heuristic'], /^chicane join: --code: a table code is 5 letters and digits$/],
      [['join', 'ABCDE', '--bot', 'heuristic', '--seat', '0'], /^chicane join: --seat: must be between 1 and 12$/],
      [['join', 'ABCDE', '--bot', 'heuristic', '--seat', 'two'], /^chicane join: --seat: must be a whole number/],
      [['join', 'ABCDE', '--bot', 'heuristic', '--server', 'ftp://x'], /^chicane join: --server: give a ws:\/\//],
      [['join', 'ABCDE', '--bot', 'heuristic', '--name', '   '], /^chicane join: --name: a name cannot be empty$/],
      [['join', 'ABCDE', '--bot', 'heuristic', '--colour', 'red'], /^chicane join: unknown option --colour$/],
    ];
    for (const [args, message] of cases) {
      const r = await cli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.out).toEqual([]);
      expect(r.err).toHaveLength(1);
      expect(r.err[0]).toMatch(message);
    }
  });

  it('the built CLI joins and plays as its own process', async () => {
    execFileSync(process.execPath, ['scripts/build-cli.mjs', '--if-stale'], { stdio: 'inherit' });
    const game = gameOf('start-frei');
    const room = await new Client(url).create('table', { setup: setupFor(game, [botKind(game), 'person']), name: 'Host' });
    const h = host(room);
    const child = spawn(process.execPath, ['dist-cli/chicane.mjs', 'join', room.roomId, '--bot', 'heuristic', '--server', url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await h.waitFor((v) => v.seats[1]!.kind === 'person');
    room.send('start', {});
    expect(await exited).toBe(0);
    expect(err).toBe('');
    expect(out).toMatch(/^joined seat 2 of table /);
    expect(out.trim().split('\n').at(-1)).toMatch(/^the race is over after \d+ moves/);
    expect(seatsThatActed(await h.replay()).has(1)).toBe(true);
    await room.leave();
  }, 120_000);
});
