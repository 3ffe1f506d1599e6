/**
 * Two game-server processes sharing one Redis (Debian's redis-server, which
 * `npm test` installs the way it installs Chromium): a table created through
 * process 1 is listed by process 2's lobby, joined through process 2 and
 * played to the end by clients of both processes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Room } from '@colyseus/sdk';
import type { TableView } from '../../../src/server';
import { readServerEnv } from '../../../src/server/scale';
import { botKind, gameOf, setupFor } from './helpers';

const REDIS_PORT = 2598;
const PORTS = [2596, 2597] as const;
const REDIS_SERVER = '/usr/bin/redis-server';
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'chicane-redis-'));

/** Starts a process and resolves once a line of its output matches `ready` (its output is kept for a failure's message). */
function start(command: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let out = '';
    const seen = (chunk: Buffer) => {
      out += chunk.toString();
      if (ready.test(out)) resolve(child);
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.on('exit', (code) => reject(new Error(`${command} ${args.join(' ')} stopped (exit ${code}) before it was ready:\n${out.slice(-2000)}`)));
  });
}

beforeAll(async () => {
  if (!existsSync(REDIS_SERVER)) throw new Error(`${REDIS_SERVER} is missing: run bash scripts/ensure-redis.sh (npm test does)`);
  await start(REDIS_SERVER, ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {}, /Ready to accept connections/);
  const redis = `redis://127.0.0.1:${REDIS_PORT}`;
  await Promise.all(
    PORTS.map((port) =>
      start(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { PORT: String(port), REDIS_URL: redis, PUBLIC_ADDRESS: `127.0.0.1:${port}`, BOT_DELAY_MS: '0', DATA_DIR: join(dataDir, String(port)) }, /Chicane game server on/),
    ),
  );
}, 150_000);

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await Promise.all(
    children.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.exitCode !== null) return resolve();
          c.removeAllListeners('exit');
          c.on('exit', () => resolve());
          c.kill('SIGTERM');
        }),
    ),
  );
});

/** Every view a room was sent, and a wait for the first one that passes a test. */
function views(room: Room) {
  const got: TableView[] = [];
  let wake: (() => void)[] = [];
  room.onMessage('view', (v: TableView) => {
    got.push(v);
    const w = wake;
    wake = [];
    for (const f of w) f();
  });
  room.onMessage('refused', () => {});
  return {
    async waitFor(test: (v: TableView) => boolean): Promise<TableView> {
      for (;;) {
        const v = got.findLast(test);
        if (v) return v;
        await new Promise<void>((resolve) => wake.push(resolve));
      }
    },
  };
}

describe('two game-server processes sharing Redis', () => {
  it('a table created through process 1 is listed and joined through process 2 and raced to the end by clients of both', async () => {
    const one = new Client(`http://127.0.0.1:${PORTS[0]}`);
    const two = new Client(`http://127.0.0.1:${PORTS[1]}`);
    const game = gameOf('formula-1');
    const host = await one.create('table', { setup: setupFor(game, ['person', 'person', botKind(game)], { listed: true }), name: 'Anna' });
    const h = views(host);
    await h.waitFor(() => true);

    // Process 2's lobby lists the table process 1 made (the driver and presence are shared).
    const lobby = await two.joinOrCreate('lobby');
    const listed = await new Promise<string[]>((resolve) => lobby.onMessage('rooms', (rooms: { roomId: string }[]) => resolve(rooms.map((r) => r.roomId))));
    lobby.onMessage('+', () => {});
    lobby.onMessage('-', () => {});
    expect(listed).toContain(host.roomId);
    await lobby.leave();

    const friend = await two.joinById(host.roomId, { name: 'Ben' });
    const f = views(friend);
    host.send('sit', { seat: 0 });
    friend.send('sit', { seat: 1 });
    await h.waitFor((v) => v.you === 0 && v.seats[1]!.name === 'Ben');
    host.send('start', {});
    const seats = new Map([
      [0, { room: host, l: h }],
      [1, { room: friend, l: f }],
    ]);
    let last = await h.waitFor((v) => v.status !== 'waiting');
    for (let guard = 0; guard < 5000 && last.status === 'playing'; guard++) {
      const mover = last.actors.map((s) => seats.get(s)).find((x) => x);
      const moves = last.moves;
      if (mover) {
        const mine = await mover.l.waitFor((v) => v.moves === moves && v.status === 'playing');
        mover.room.send('act', { action: mine.legal[0] });
      }
      last = await h.waitFor((v) => v.moves > moves || v.status === 'over');
    }
    expect(last.status).toBe('over');
    const theirs = await f.waitFor((v) => v.status === 'over');
    expect(theirs.moves).toBe(last.moves);
    expect(theirs.result).toEqual(last.result);
    await host.leave();
    await friend.leave();
  }, 120_000);
});

describe("the server's environment", () => {
  it('reads the port, Redis and the public address, and names a bad variable in one line', () => {
    expect(readServerEnv({})).toEqual({ ok: true, env: { PORT: 2567, HOST: '127.0.0.1', ALLOWED_ORIGINS: [] } });
    const r = readServerEnv({ PORT: '2600', REDIS_URL: 'redis://127.0.0.1:6379', PUBLIC_ADDRESS: 'play.example:2600', BOT_DELAY_MS: '0' });
    expect(r).toEqual({ ok: true, env: { PORT: 2600, HOST: '127.0.0.1', REDIS_URL: 'redis://127.0.0.1:6379', PUBLIC_ADDRESS: 'play.example:2600', BOT_DELAY_MS: 0, ALLOWED_ORIGINS: [] } });
    const more = readServerEnv({ DATA_DIR: '/srv/chicane', ALLOWED_ORIGINS: 'https://play.example, http://10.0.0.2:5173' });
    expect(more).toMatchObject({ ok: true, env: { DATA_DIR: '/srv/chicane', ALLOWED_ORIGINS: ['https://play.example', 'http://10.0.0.2:5173'] } });
    expect(readServerEnv({ ALLOWED_ORIGINS: 'play.example' })).toEqual({ ok: false, message: 'ALLOWED_ORIGINS: "play.example" is not a list of origins such as https://example.org' });
    expect(readServerEnv({ PORT: '70000' })).toEqual({ ok: false, message: 'PORT: "70000" is not a port number (1 to 65535)' });
    const bad = readServerEnv({ REDIS_URL: 'localhost' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toBe('REDIS_URL: "localhost" is not a redis:// or rediss:// address');
  });
});
