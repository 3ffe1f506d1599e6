/**
 * The game server as the load benchmarks run it: `npm run server`'s entry (src/server/main.ts) as child processes
 * on free loopback ports, with the bot delay 0 — one process, or two sharing a Redis (Debian's redis-server) — and
 * what they use, read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
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
export async function startServers(redis: boolean): Promise<{ urls: string[]; pids: number[]; children: ChildProcess[] }> {
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
export function serverUsage(pids: readonly number[]): { rss: number; cpu: number } {
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

/** Stops the processes `startServers` started (their exit is then not reported as a crash). */
export function stopServers(children: readonly ChildProcess[]): void {
  stopping = true;
  for (const c of [...children].reverse()) c.kill('SIGKILL');
}
