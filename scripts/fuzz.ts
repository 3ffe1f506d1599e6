/**
 * The long fuzz run (`npm run fuzz -- --runs N --seconds T [--seed S] [--hang H]`):
 * mutants of every shipped file kind through its loader (tests/fuzz/harness.ts),
 * each kind in a worker thread so a hang is caught (no answer within H seconds,
 * default 10) and reported with the case that caused it. Prints what it tried
 * and what it found; exits 1 when something was found in Chicane's own loaders.
 *
 * Replays and scenarios are loaded read-only through their public functions
 * (the shell's openReplay, runScenario); what they do wrong is reported as "other".
 */
import { readdirSync, readFileSync } from 'node:fs';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import fc from 'fast-check';
import { check, Finding, GAME_LOADERS, mutants, OWN_LOADERS, type Loader, type Shipped } from '../tests/fuzz/harness';
import { openReplay } from '../src/app/play/playback';
import { runScenario } from '../src/rules/start-frei/files/scenario-file';
import { parseJsonText } from '../src/track';

function files(dir: string): Shipped[] {
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => ({ name: `${dir}/${f}`, text: readFileSync(`${dir}/${f}`, 'utf8') }));
}

/** Loaders in paths this run does not own: called read-only, findings are reported, not fixed here. */
const OTHER_LOADERS: readonly Loader[] = [
  {
    kind: 'replay',
    files: files('public/replays'),
    load(text) {
      const r = openReplay(text, 'the file');
      return r.ok ? { ok: true } : { ok: false, error: r.message };
    },
  },
  {
    kind: 'scenario',
    files: files('public/scenarios'),
    load(text) {
      const json = parseJsonText(text, 'the scenario file');
      if (!json.ok) return json;
      const r = runScenario(json.value);
      return r.ok || r.kind === 'illegal' ? { ok: true } : { ok: false, error: r.error };
    },
  },
];

const ALL = [...OWN_LOADERS, ...GAME_LOADERS, ...OTHER_LOADERS];
const OWN = new Set([...OWN_LOADERS, ...GAME_LOADERS].map((l) => l.kind));

interface Job {
  readonly kind: string;
  readonly seed: number;
  readonly runs: number;
  readonly from: number;
}

type Msg = { type: 'start'; i: number; note: string } | { type: 'done'; i: number; ok: boolean; finding?: string } | { type: 'end' };

function work(job: Job): void {
  const loader = ALL.find((l) => l.kind === job.kind)!;
  const arb = fc.oneof(...loader.files.map(mutants));
  const batch = 50;
  for (let at = job.from; at < job.runs; at += batch) {
    const cases = fc.sample(arb, { seed: job.seed + at, numRuns: Math.min(batch, job.runs - at) });
    cases.forEach((m, k) => {
      const i = at + k;
      parentPort!.postMessage({ type: 'start', i, note: m.note } satisfies Msg);
      try {
        const r = check(loader, m.text);
        parentPort!.postMessage({ type: 'done', i, ok: r.ok } satisfies Msg);
      } catch (error) {
        const finding = error instanceof Finding ? error.message : `harness: ${String(error)}`;
        parentPort!.postMessage({ type: 'done', i, ok: false, finding: `${finding} — case: ${m.note}` } satisfies Msg);
      }
    });
  }
  parentPort!.postMessage({ type: 'end' } satisfies Msg);
}

interface Tally {
  tried: number;
  accepted: number;
  refused: number;
  findings: string[];
  hangs: string[];
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(v) || v < 0) {
    console.error(`--${name} takes a number`);
    process.exit(2);
  }
  return v;
}

/** Runs one kind until its runs are done or its deadline passes; a silent worker is a hang, and the run goes on after it. */
async function runKind(kind: string, seed: number, runs: number, deadline: number, hangMs: number, tally: Tally): Promise<void> {
  let from = 0;
  while (from < runs && Date.now() < deadline) {
    // The worker loads this file through tsx's loader (registered in the worker itself).
    // Each worker loads TypeScript through tsx, and the client parts' style sheets as empty modules (scripts/ignore-css.mjs).
    const ignoreCss = new URL('./ignore-css.mjs', import.meta.url).href;
    const boot = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(ignoreCss)}); }).then(() => import(${JSON.stringify(import.meta.url)}))`;
    const worker = new Worker(boot, { eval: true, workerData: { kind, seed, runs, from } satisfies Job });
    let current: { i: number; note: string } | null = null;
    let last = Date.now();
    await new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        const now = Date.now();
        if (current && now - last > hangMs) {
          tally.hangs.push(`no answer within ${hangMs / 1000} s — case: ${current.note}`);
          tally.tried++;
          from = current.i + 1;
          current = null;
          void worker.terminate();
        } else if (now > deadline) {
          from = runs;
          void worker.terminate();
        }
      }, 200);
      worker.on('message', (m: Msg) => {
        last = Date.now();
        if (m.type === 'start') current = { i: m.i, note: m.note };
        else if (m.type === 'done') {
          current = null;
          from = m.i + 1;
          tally.tried++;
          if (m.finding) tally.findings.push(m.finding);
          else if (m.ok) tally.accepted++;
          else tally.refused++;
        } else from = runs;
      });
      worker.on('error', (e) => {
        tally.findings.push(`the worker died: ${e.message.slice(0, 200)}${current ? ` — case: ${current.note}` : ''}`);
        if (current) from = current.i + 1;
        else from = runs;
      });
      worker.on('exit', () => {
        clearInterval(timer);
        resolve();
      });
    });
  }
}

async function main(): Promise<void> {
  const runs = arg('runs', 2000);
  const seconds = arg('seconds', 300);
  const seed = arg('seed', Date.now() % 1_000_000);
  const hangMs = arg('hang', 10) * 1000;
  console.log(`fuzz: seed ${seed}, up to ${runs} cases per kind, ${seconds} s in all, a case silent for ${hangMs / 1000} s is a hang`);
  const start = Date.now();
  const share = (seconds * 1000) / ALL.length;
  let ownProblems = 0;
  for (const [k, loader] of ALL.entries()) {
    const tally: Tally = { tried: 0, accepted: 0, refused: 0, findings: [], hangs: [] };
    const deadline = start + share * (k + 1);
    await runKind(loader.kind, seed, runs, deadline, hangMs, tally);
    const found = tally.findings.length + tally.hangs.length;
    if (OWN.has(loader.kind)) ownProblems += found;
    console.log(`${loader.kind}${OWN.has(loader.kind) ? '' : ' (other)'}: tried ${tally.tried} mutants of ${loader.files.length} file(s): ${tally.accepted} accepted, ${tally.refused} refused with a one-line message, ${tally.findings.length} findings, ${tally.hangs.length} hangs`);
    // Findings by class (what went wrong, without the case), each with its count and first case.
    const classes = new Map<string, { count: number; example: string }>();
    for (const f of [...tally.hangs.map((h) => `hang: ${h}`), ...tally.findings]) {
      const key = f.split(' — case:')[0]!.split(':').slice(0, 2).join(':');
      const c = classes.get(key);
      if (c) c.count++;
      else classes.set(key, { count: 1, example: f });
    }
    for (const [key, c] of [...classes].slice(0, 12)) console.log(`  ${c.count} × ${key}\n      e.g. ${c.example.slice(0, 300)}`);
    if (classes.size > 12) console.log(`  … and ${classes.size - 12} more classes`);
  }
  console.log(`fuzz: done in ${((Date.now() - start) / 1000).toFixed(1)} s; ${ownProblems === 0 ? 'nothing found in Chicane\'s own loaders' : `${ownProblems} problem(s) in Chicane's own loaders`}`);
  process.exit(ownProblems === 0 ? 0 : 1);
}

if (isMainThread) void main();
else work(workerData as Job);
