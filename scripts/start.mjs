/**
 * `npm start`: the app as a newcomer should first see it. The development
 * server transforms every module on its first request (the Race tab showed
 * "Loading…" for about 25 s on a fresh clone), so `npm start` builds the app
 * once — again only when a source is newer than the last build — and serves
 * the built files, which answer at once. `npm run dev` is the development
 * server with hot reload.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'dist';
const STAMP = join(OUT, '.built-from');
const SOURCES = ['src', 'public', 'models', 'index.html', 'vite.config.ts', 'csp.ts', 'package-lock.json'];

/** The newest modification time (ms) under the sources. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = st.mtimeMs;
  for (const e of readdirSync(path)) t = Math.max(t, newest(join(path, e)));
  return t;
}

const sourceTime = Math.max(...SOURCES.map(newest));
const built = existsSync(STAMP) ? Number(readFileSync(STAMP, 'utf8')) : 0;
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
if (!(built >= sourceTime)) {
  console.log('Building the app (once; again only after a change)…');
  const b = spawnSync(npx, ['vite', 'build', '--outDir', OUT, '--emptyOutDir', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
  writeFileSync(STAMP, String(sourceTime));
}
const preview = spawn(npx, ['vite', 'preview', '--outDir', OUT, '--host', '127.0.0.1', '--port', '5173', '--strictPort'], { stdio: 'inherit' });
preview.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => preview.kill(signal));
