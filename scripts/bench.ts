/**
 * `npm run bench`: runs every benchmark module in tests/bench/ and prints its
 * figures. A benchmark module's default export is
 * `(report: (name, value, unit) => void) => Promise<void>`.
 * Not part of `npm test`: timings belong here, never in unit tests.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dirname, join } from 'node:path';

type Report = (name: string, value: number, unit: string) => void;
type BenchModule = { default: (report: Report) => Promise<void> };

const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'tests', 'bench');
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
for (const file of files) {
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as BenchModule;
  console.log(`# ${file}`);
  await mod.default((name, value, unit) => {
    const shown = value >= 100 ? value.toFixed(0) : value >= 1 ? value.toFixed(2) : value.toPrecision(3);
    rows.push([file.replace('.bench.ts', ''), name, `${shown} ${unit}`]);
    console.log(`  ${name.padEnd(56)} ${shown} ${unit}`);
  });
}
console.log('\nSummary');
for (const [file, name, value] of rows) console.log(`  ${file.padEnd(8)} ${name.padEnd(56)} ${value}`);
