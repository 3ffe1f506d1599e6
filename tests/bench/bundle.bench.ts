/**
 * First-load JavaScript (gzip): the scripts index.html loads before any lazy
 * chunk, measured on a fresh production build. Budget ≤ 400 KB.
 */
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

export default async function bench(report: (name: string, value: number, unit: string) => void): Promise<void> {
  execSync('npx vite build --logLevel error', { stdio: 'inherit' });
  const html = readFileSync('dist/index.html', 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="\/?([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]+href="\/?([^"]+)"/g)].map((m) => m[1]!);
  const firstLoad = [...entry, ...preloads];
  const gz = (file: string) => gzipSync(readFileSync(join('dist', file))).length / 1024;
  report('first-load JavaScript (gzip)', firstLoad.reduce((sum, f) => sum + gz(f), 0), 'KB');
  const all = readdirSync('dist/assets').filter((f) => f.endsWith('.js'));
  report('all JavaScript, lazy chunks included (gzip)', all.reduce((sum, f) => sum + gz(join('assets', f)), 0), 'KB');
}
