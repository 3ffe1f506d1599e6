#!/usr/bin/env node
/**
 * Bundles the CLI (src/cli/main.ts and everything it imports, presets and
 * catalogs included) into one plain JavaScript file, dist-cli/chicane.mjs, so
 * `node dist-cli/chicane.mjs` starts without a TypeScript loader.
 *
 *   node scripts/build-cli.mjs            build it
 *   node scripts/build-cli.mjs --if-stale build it only when a source is newer (what `npm run cli` does)
 *
 * Runs at `npm install` / `npm ci` (the prepare script) and in `npm run build`.
 */
import { chmodSync, existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist-cli', 'chicane.mjs');
const sources = ['src', 'public/tracks', 'package.json'];

function newest(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let m = 0;
  for (const name of readdirSync(path)) m = Math.max(m, newest(join(path, name)));
  return m;
}

if (process.argv.includes('--if-stale') && existsSync(out)) {
  const built = statSync(out).mtimeMs;
  if (sources.every((p) => newest(join(root, p)) <= built)) process.exit(0);
}

const { build } = await import('esbuild');
await build({
  entryPoints: [join(root, 'src/cli/main.ts')],
  outfile: out,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  logLevel: 'warning',
  // The game server's client library (the `join` command) brings CommonJS packages (ws) that require Node's own
  // modules: an ES module bundle gives them a `require`.
  banner: { js: "#!/usr/bin/env node\nimport { createRequire as __chicaneRequire } from 'node:module';\nconst require = __chicaneRequire(import.meta.url);" },
});
chmodSync(out, 0o755);
