/**
 * `npm run bench [filter]`: runs every benchmark module in tests/bench/ and
 * prints its figures. A benchmark module's default export is
 * `(report: (name, value, unit) => void) => Promise<void>`.
 * Each module runs in its own Node process, so one benchmark's heap and JIT
 * state never slow down the next. Not part of `npm test`: timings belong
 * here, never in unit tests.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

type Report = (name: string, value: number, unit: string) => void;
type BenchModule = { default: (report: Report) => Promise<void> };

const here = fileURLToPath(import.meta.url);
const dir = join(dirname(here), '..', 'tests', 'bench');
const ROW = 'BENCH-ROW ';

function show(value: number): string {
  return value >= 100 ? value.toFixed(0) : value >= 1 ? value.toFixed(2) : value.toPrecision(3);
}

if (process.argv[2] === '--child') {
  // Child: run one module, print each figure as it comes and as a machine-readable row.
  const file = process.argv[3]!;
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as BenchModule;
  await mod.default((name, value, unit) => {
    console.log(`  ${name.padEnd(56)} ${show(value)} ${unit}`);
    console.log(ROW + JSON.stringify([name, value, unit]));
  });
} else {
  const filter = process.argv[2];
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => !filter || f.includes(filter))
    .sort();
  if (files.length === 0) {
    console.error(`bench: no benchmark matches '${filter ?? ''}' in tests/bench/`);
    process.exit(2);
  }
  const rows: [string, string, string][] = [];
  let failed = false;
  for (const file of files) {
    console.log(`# ${file}`);
    const child = spawnSync(process.execPath, ['--import', 'tsx', '--import', join(dirname(here), 'ignore-css.mjs'), here, '--child', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    for (const line of child.stdout.split('\n')) {
      if (line.startsWith(ROW)) {
        const [name, value, unit] = JSON.parse(line.slice(ROW.length)) as [string, number, string];
        rows.push([file.replace('.bench.ts', ''), name, `${show(value)} ${unit}`]);
      } else if (line) console.log(line);
    }
    if (child.status !== 0) {
      failed = true;
      console.error(`bench: ${file} failed (exit ${child.status})`);
    }
  }
  console.log('\nSummary');
  for (const [file, name, value] of rows) console.log(`  ${file.padEnd(8)} ${name.padEnd(56)} ${value}`);
  if (failed) process.exitCode = 1;
}
