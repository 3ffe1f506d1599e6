/**
 * Online load (issue 31): one game server process on loopback (`npm run
 * server`'s entry, src/server/main.ts, as a child process with the bot delay
 * 0), concurrent 4-seat tables — Start Frei, and every fourth table Das
 * Motorsportspiel — each seat a client of the browser's client library in
 * this process, answering its turn at once with a bot's choice (the random
 * bot, the cheapest, so the clients leave the cores to the server).
 *
 * The server is its own process so clients and server do not share a
 * thread: the round trip then includes the server's real queueing, not this
 * process's. Both still share this machine's two cores (and whatever else
 * runs on it), so the client process itself is part of the load.
 *
 * Figures per step of connected clients:
 * - round trip: a seat sends `act` on a turn that is its alone → it receives
 *   the first view with more moves (then exactly the view with its move);
 *   moves in a phase where several seats act at once are played but not
 *   timed (another seat's move may bring that view);
 * - desyncs: at the end each table's replay (v3, sent by the server) is
 *   re-run here through the Game interface, and every seat's last view must
 *   hash equal to the game's view of the final state for that seat;
 * - errors: failed joins, connection errors, unexpected closes, races not
 *   over in time;
 * - bytes: every byte a client's socket received during the race, per action
 *   of its table (the server sends each client its whole view after every
 *   action, not a patch);
 * - server memory: the server process's resident set after every table has
 *   started less before the step, per table.
 * The largest step with p99 ≤ 50 ms, 0 desyncs and 0 errors is reported; the
 * steps stop at the first that misses it. `npm run bench` takes the steps up
 * to 400 clients (a few minutes at most); `npm run bench:online` goes on to
 * 1,000; ONLINE_LOAD_STEPS (e.g. "40,100,200") sets them, and ONLINE_LOAD_ALL=1
 * runs every step even after one missed.
 *
 * With ONLINE_LOAD_REDIS=1 the same runs on two server processes sharing one
 * Redis (Debian's redis-server, as the server's two-process test starts it):
 * the tables are created through each process in turn and each table's
 * joins go through the other, so the matchmaking crosses processes; a
 * table's connections then go to the process that holds it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { Client, type Room } from '@colyseus/sdk';
import { hashState, viewOf, type AnyGame } from '../../src/rules/core';
import { gameById } from '../../src/rules/registry';
import { boardCodec } from '../../src/sim/boards';
import { parseGameReplay, verifyGameReplay } from '../../src/sim';
import type { TableInfo, TableView } from '../../src/sim/table-protocol';
import { tableBot, type TableBot } from '../../src/cli/table-bot';

type Report = (name: string, value: number, unit: string) => void;

const STEPS = (process.env.ONLINE_LOAD_STEPS || '40,100,200,400').split(',').map(Number);
const STEP_TIMEOUT_MS = 300_000;
/** ONLINE_LOAD_ALL=1: run every step, also after one missed the goal (to see the curve). */
const ALL_STEPS = process.env.ONLINE_LOAD_ALL === '1';
/** Tables being set up at once (each: a create, three joins, four sits). */
const SETUP_AT_ONCE = 10;

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

/** Starts a process and resolves once its output says it is ready. */
function start(command: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const seen = (c: Buffer) => {
      out += c.toString();
      if (ready.test(out)) resolve(child);
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code, signal) => {
      const why = `${command} stopped (exit ${code ?? signal}):\n${out.slice(-2000)}`;
      reject(new Error(why));
      if (!stopping) console.error(why);
    });
  });
}

/** Set once the bench stops its processes (an exit before that is a crash, printed with the process's last output). */
let stopping = false;

const REDIS_SERVER = '/usr/bin/redis-server';

/** The game server processes (one, or two sharing a Redis) and every process started for them. */
async function startServers(redis: boolean): Promise<{ urls: string[]; pids: number[]; children: ChildProcess[] }> {
  const children: ChildProcess[] = [];
  const env: Record<string, string> = { HOST: '127.0.0.1', BOT_DELAY_MS: '0', REDIS_URL: '' };
  const ports = [await freePort()];
  if (redis) {
    if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: run bash scripts/ensure-redis.sh`);
    const redisPort = await freePort();
    children.push(await start(REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {}, /Ready to accept connections/));
    env.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
    ports.push(await freePort());
  }
  for (const port of ports) {
    const own = { ...env, PORT: String(port), ...(redis ? { PUBLIC_ADDRESS: `127.0.0.1:${port}` } : {}) };
    children.push(await start(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], own, /Chicane game server on/));
  }
  const servers = children.slice(redis ? 1 : 0);
  return { urls: ports.map((p) => `ws://127.0.0.1:${p}`), pids: servers.map((c) => c.pid!), children };
}

/** The server process's resident set (kB → bytes) and CPU seconds (user + system), from /proc. */
function serverUsage(pids: readonly number[]): { rss: number; cpu: number } {
  const all = pids.map(processUsage);
  return { rss: all.reduce((a, u) => a + u.rss, 0), cpu: all.reduce((a, u) => a + u.cpu, 0) };
}

function processUsage(pid: number): { rss: number; cpu: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  const ticks = Number(stat[11]) + Number(stat[12]);
  return { rss, cpu: ticks / 100 };
}

function setupOf(game: AnyGame) {
  const example = game.examples[0]!.load();
  const data = boardCodec(game.board)!.write(example.board);
  return { game: game.id, board: { kind: game.board, name: 'example', data }, config: example.config, seats: [0, 1, 2, 3].map(() => ({ kind: 'person' })), listed: false };
}

interface Seat {
  room: Room;
  seat: number;
  bot: TableBot | null;
  info: TableInfo | null;
  last: TableView | null;
  bytes: number;
  actedAt: number;
  pending: { moves: number; t0: number } | null;
  /** The legal actions of the view a move was sent on in a phase of several actors (null: none on its way). */
  sentOn: string | null;
  refused: number;
  replay: unknown;
  over: () => void;
}

interface StepResult {
  clients: number;
  samples: number[];
  desyncs: number;
  errors: number;
  refused: number;
  bytesPerAction: number;
  rssPerTable: number;
  actions: number;
  seconds: number;
  serverCpu: number;
  clientCpu: number;
  firstError: string;
}

const quantile = (xs: readonly number[], q: number) => {
  if (xs.length === 0) return NaN;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};

async function runStep(urls: readonly string[], pids: readonly number[], clients: number): Promise<StepResult> {
  const tables = Math.max(1, Math.round(clients / 4));
  const games = Array.from({ length: tables }, (_, i) => gameById(i % 4 === 3 ? 'motorsportspiel' : 'start-frei'));
  const seats: Seat[][] = [];
  let errors = 0;
  let firstError = '';
  const fail = (why: string) => {
    errors++;
    firstError ||= why;
  };
  const before = serverUsage(pids);
  const cpuBefore = process.cpuUsage();
  let racing = false;
  const samples: number[] = [];

  const seatOn = (room: Room, seat: number, kind: string, onOver: () => void): Seat => {
    const s: Seat = { room, seat, bot: null, info: null, last: null, bytes: 0, actedAt: -1, pending: null, sentOn: null, refused: 0, replay: null, over: onOver };
    const ws = (room.connection.transport as unknown as { ws: { addEventListener(t: string, f: (e: { data: ArrayBuffer | Buffer }) => void): void } }).ws;
    ws.addEventListener('message', (e) => {
      if (racing) s.bytes += e.data.byteLength;
    });
    room.onMessage('table', (info: TableInfo) => {
      s.info = info;
    });
    room.onMessage('replay', (r: unknown) => {
      s.replay = r;
      if (s.last?.status === 'over') s.over();
    });
    room.onMessage('refused', (r: { what: string }) => {
      if (r.what !== 'act') return fail(`refused ${r.what}`);
      // Another seat's move in a phase of several actors brought a view while this seat's move was on its way.
      s.refused++;
      s.actedAt = -3;
      s.sentOn = null;
      if (s.last) onView(s.last);
    });
    room.onError((code, message) => fail(`error ${code} ${message ?? ''}`));
    room.onLeave((code) => {
      if (s.last?.status !== 'over' || s.replay === null) fail(`closed ${code}`);
    });
    const onView = (v: TableView) => {
      s.last = v;
      if (s.pending && v.moves > s.pending.moves) {
        samples.push(performance.now() - s.pending.t0);
        s.pending = null;
      }
      if (v.status === 'over') {
        if (s.replay !== null) s.over();
        return;
      }
      if (v.status !== 'playing' || v.you !== seat || v.moves === s.actedAt || !v.actors.includes(seat)) {
        s.sentOn = null;
        return;
      }
      // Several seats act at once: a view another seat's move brought still lists this seat's choices while its own
      // move is on its way; wait until they change (its move came back) or it is refused.
      const legal = JSON.stringify(v.legal);
      if (s.sentOn !== null && s.sentOn === legal) return;
      s.sentOn = v.actors.length > 1 ? legal : null;
      if (s.bot === null) {
        const made = tableBot(v.game, s.info!, kind, seat + 1);
        if (!made.ok) return fail(made.message);
        s.bot = made.value;
      }
      const action = s.bot.choose(v);
      if (action === null) return;
      s.actedAt = v.moves;
      if (v.actors.length === 1) s.pending = { moves: v.moves, t0: performance.now() };
      room.send('act', { action });
    };
    room.onMessage('view', onView);
    return s;
  };

  let finished = 0;
  let allOver: () => void = () => {};
  const overAll = new Promise<void>((resolve) => (allOver = resolve));
  const onTableSeatOver = () => {
    finished++;
    if (finished === tables * 4) allOver();
  };

  // Set the tables up, a few at a time: the host creates and sits, three join and sit, the host starts.
  const sdk = urls.map((u) => new Client(u));
  const setUp = async (t: number) => {
    const game = games[t]!;
    // With two processes, a table is created through one and joined through the other.
    const client = sdk[t % sdk.length]!;
    const joiner = sdk[(t + 1) % sdk.length]!;
    try {
      const host = await client.create('table', { setup: setupOf(game), name: `Host ${t}` });
      const table: Seat[] = [seatOn(host, 0, 'random', onTableSeatOver)];
      for (let i = 1; i < 4; i++) table.push(seatOn(await joiner.joinById(host.roomId, { name: `Player ${t}.${i}` }), i, 'random', onTableSeatOver));
      seats[t] = table;
      for (const s of table) s.room.send('sit', { seat: s.seat });
      await new Promise<void>((resolve) => {
        const check = () => (table[0]!.last?.seats.every((x) => x.kind === 'person') ? resolve() : setTimeout(check, 5));
        check();
      });
    } catch (error) {
      fail(`join: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  for (let t = 0; t < tables; t += SETUP_AT_ONCE) await Promise.all(Array.from({ length: Math.min(SETUP_AT_ONCE, tables - t) }, (_, k) => setUp(t + k)));
  const seated = serverUsage(pids);

  racing = true;
  const t0 = performance.now();
  const serverCpu0 = serverUsage(pids).cpu;
  for (const table of seats) table?.[0]!.room.send('start', {});
  const timedOut = await Promise.race([overAll.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), STEP_TIMEOUT_MS))]);
  const seconds = (performance.now() - t0) / 1000;
  const serverCpu = serverUsage(pids).cpu - serverCpu0;
  racing = false;
  if (timedOut) fail(`${tables * 4 - finished} seats not over after ${STEP_TIMEOUT_MS / 1000} s`);
  const cpu = process.cpuUsage(cpuBefore);

  // Desyncs: each table's replay re-run here, every seat's last view against the game's view of the final state.
  let desyncs = 0;
  let actions = 0;
  let bytes = 0;
  let perClientActions = 0;
  let refused = 0;
  for (const table of seats) {
    if (!table) continue;
    const replay = table[0]!.replay;
    if (replay === null) continue;
    const load = parseGameReplay(JSON.parse(JSON.stringify(replay)));
    if (!load.ok) {
      fail(`replay: ${load.error}`);
      continue;
    }
    const verdict = verifyGameReplay(load);
    if (!verdict.ok) {
      fail(`replay does not verify: ${verdict.reason}`);
      continue;
    }
    const game = load.log.game;
    actions += verdict.moves;
    for (const s of table) {
      const mine = hashState(JSON.parse(JSON.stringify(s.last?.state ?? null)));
      const server = hashState(JSON.parse(JSON.stringify(viewOf(game, verdict.state, s.seat))));
      if (mine !== server || s.last?.moves !== verdict.moves) desyncs++;
      bytes += s.bytes;
      perClientActions += verdict.moves;
      refused += s.refused;
    }
  }
  await Promise.all(seats.flat().map((s) => s?.room.leave(true).catch(() => {})));
  return {
    clients: tables * 4,
    samples,
    desyncs,
    errors,
    refused,
    bytesPerAction: perClientActions > 0 ? bytes / perClientActions : NaN,
    rssPerTable: (seated.rss - before.rss) / tables,
    actions,
    seconds,
    serverCpu,
    clientCpu: (cpu.user + cpu.system) / 1e6,
    firstError,
  };
}

export default async function onlineLoadBench(report: Report): Promise<void> {
  const redis = process.env.ONLINE_LOAD_REDIS === '1';
  const { urls, pids, children } = await startServers(redis);
  const where = redis ? 'two processes and Redis, ' : '';
  let best = 0;
  try {
    for (const clients of STEPS) {
      const r = await runStep(urls, pids, clients);
      const p50 = quantile(r.samples, 0.5);
      const p99 = quantile(r.samples, 0.99);
      const n = `${where}${r.clients} clients (${r.clients / 4} tables)`;
      report(`${n}: actions played`, r.actions, 'actions');
      report(`${n}: round trip p50`, p50, 'ms');
      report(`${n}: round trip p99`, p99, 'ms');
      report(`${n}: actions a second (whole server)`, r.actions / r.seconds, 'actions/s');
      report(`${n}: desyncs`, r.desyncs, 'seats');
      report(`${n}: errors`, r.errors, r.firstError ? `(first: ${r.firstError})` : '');
      report(`${n}: stale moves refused (several actors)`, r.refused, 'moves');
      report(`${n}: bytes received per action, per client`, r.bytesPerAction, 'B');
      report(`${n}: server memory per table (resident)`, r.rssPerTable / 1024, 'kB');
      report(`${n}: server CPU while racing`, (100 * r.serverCpu) / r.seconds, '% of a core');
      report(`${n}: client process CPU in the step`, r.clientCpu, 's');
      if (p99 <= 50 && r.desyncs === 0 && r.errors === 0) best = Math.max(best, r.clients);
      else if (!ALL_STEPS) break;
    }
  } finally {
    stopping = true;
    for (const c of children.reverse()) c.kill('SIGKILL');
  }
  report(`${where}largest client count with p99 ≤ 50 ms, 0 desyncs, 0 errors`, best, 'clients');
}
