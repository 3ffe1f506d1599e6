/**
 * `npm start`: the app as a newcomer should first see it, with the online
 * game server beside it. The development server transforms every module on
 * its first request (the Race tab showed "Loading…" for about 25 s on a fresh
 * clone), so `npm start` builds the app once — again only when a source is
 * newer than the last build — and serves the built files, which answer at
 * once. `npm run dev` (`--dev`) is the development server with hot reload.
 *
 * Both serve the game server (src/server, `npm run server`) at the app's own
 * /game-server path (vite.config.ts proxies it to GAME_SERVER_PORT, 2567 by
 * default), so a second device on the same network joins a table through the
 * same address as the app. When either process stops, the other stops too.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'dist';
const STAMP = join(OUT, '.built-from');
const SOURCES = ['src', 'public', 'models', 'index.html', 'vite.config.ts', 'csp.ts', 'package-lock.json'];
const dev = process.argv.includes('--dev');
const GAME_SERVER_PORT = process.env.GAME_SERVER_PORT || '2567';

/** The newest modification time (ms) under the sources. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = st.mtimeMs;
  for (const e of readdirSync(path)) t = Math.max(t, newest(join(path, e)));
  return t;
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
if (!dev) {
  const sourceTime = Math.max(...SOURCES.map(newest));
  const built = existsSync(STAMP) ? Number(readFileSync(STAMP, 'utf8')) : 0;
  if (!(built >= sourceTime)) {
    console.log('Building the app (once; again only after a change)…');
    const b = spawnSync(npx, ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (b.status !== 0) process.exit(b.status ?? 1);
    writeFileSync(STAMP, String(sourceTime));
  }
}

const env = { ...process.env, GAME_SERVER_PORT };
const children = [
  spawn(npx, ['tsx', 'src/server/main.ts'], { stdio: 'inherit', env: { ...env, PORT: GAME_SERVER_PORT } }),
  dev
    ? spawn(npx, ['vite', '--host', '127.0.0.1', '--port', '5173'], { stdio: 'inherit', env })
    : spawn(npx, ['vite', 'preview', '--outDir', OUT, '--host', '127.0.0.1', '--port', '5173', '--strictPort'], { stdio: 'inherit', env }),
];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exitCode = code;
}
for (const c of children) c.on('exit', (code) => stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0));
