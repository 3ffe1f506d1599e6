/**
 * Rating budget (DESIGN.md): a 1,000-race Start Frei rating of the Oval in
 * the browser, on every core, ≤ 2 s. Builds the app, serves it with `vite
 * preview` on a port of its own and drives Debian's Chromium as the browser
 * tests do: Build mode opens on the Oval, the rating's workers start, and
 * `window.__chicaneRating` (`?debug`) rates it with 1,000 races at a table of
 * 4 bots (the headless budget's table), then with the default 1,000 races for
 * each of 2, 3 and 4 players. Races per second per worker are set against
 * the headless figure of this process, measured in the same run.
 *
 * A fresh worker compiles the rules as it first races them (about three
 * times the processor time per race over its first 500 Start Frei races,
 * half of it on the engine's compiler threads), so the app warms its workers
 * up a moment after the rating panel shows (src/app/rating/pool.ts
 * `warmUp`). The budget is measured as a person meets it: on a page whose
 * workers have warmed up. The first rating of a page rated at once, before
 * any warm-up, is reported beside it, and so is the headless figure after
 * the same warm-up as a worker's.
 * If the app cannot be built or served, the bench says so and reports what
 * it measured without the browser.
 */
import { execSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chromium, type Page } from '@playwright/test';
import { WARM_UPS } from '../../src/app/rating/store';
import { rateChunk } from '../../src/rating';
import { loadPreset } from '../../src/track/presets';

type Report = (name: string, value: number, unit: string) => void;

// A port of its own (the browser tests of this checkout use 4401).
const PORT = Number(process.env.RATING_BENCH_PORT ?? 4461);
// Inside the browser tests' ignored build folder, so it never serves another run's build.
const OUT = '.e2e-dist/bench-rating';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'];

/** True when nothing listens on the port (so the server the bench reaches is its own). */
function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function waitForServer(url: string, exited: () => boolean): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (exited()) throw new Error('vite preview stopped before it served the app');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not start within a minute`);
}

function headless(report: Report): { single: number; warmed: number } {
  const oval = loadPreset('the-oval');
  if (!oval.ok) throw new Error(oval.error);
  rateChunk({ game: 'start-frei', layout: oval.layout, players: 4, seed: 1, from: 0, count: 20 });
  let t0 = performance.now();
  const n = 300;
  rateChunk({ game: 'start-frei', layout: oval.layout, players: 4, seed: 1, from: 0, count: n });
  const single = n / ((performance.now() - t0) / 1000);
  report('rating: headless races/s, Oval, 4 bots, one core', single, 'races/s');
  // After as many races as a worker's warm-up (WARM_UPS) on top: the engine has compiled the rules.
  rateChunk({ game: 'start-frei', layout: oval.layout, players: 4, seed: 2, from: 0, count: WARM_UPS['start-frei'].races });
  t0 = performance.now();
  rateChunk({ game: 'start-frei', layout: oval.layout, players: 4, seed: 1, from: 0, count: n });
  const warmed = n / ((performance.now() - t0) / 1000);
  report('rating: headless races/s after a warm-up as long as a worker\'s', warmed, 'races/s');
  return { single, warmed };
}

export default async function bench(report: Report): Promise<void> {
  const { single, warmed } = headless(report);
  let server: ReturnType<typeof spawn> | null = null;
  try {
    try {
      execSync(`npx vite build --logLevel error --outDir ${OUT} --emptyOutDir`, { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (error) {
      console.log(`  rating-browser: the app did not build, so the browser figures are missing (${String((error as Error).message).split('\n')[0]})`);
      return;
    }
    if (!(await portFree(PORT))) {
      console.log(`  rating-browser: port ${PORT} is taken (set RATING_BENCH_PORT), so the browser figures are missing`);
      return;
    }
    server = spawn('npx', ['vite', 'preview', '--outDir', OUT, '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore', detached: true });
    let exited = false;
    server.once('exit', () => (exited = true));
    try {
      await waitForServer(`http://127.0.0.1:${PORT}/`, () => exited);
    } catch (error) {
      console.log(`  rating-browser: the built app could not be served on port ${PORT}, so the browser figures are missing (${(error as Error).message})`);
      return;
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS }).catch((error: Error) => {
      console.log(`  rating-browser: Chromium did not start (${error.message.split('\n')[0]}), so the browser figures are missing`);
      return null;
    });
    if (!browser) return;
    try {
      const open = async (warm: boolean) => {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        await page.goto(`http://127.0.0.1:${PORT}/?debug&render=low`);
        await page.waitForFunction(() => window.__chicaneRating !== undefined && window.__chicaneRating.state().workers > 0, undefined, { timeout: 120_000 });
        // The workers warm up as they do while a person looks at the panel.
        if (warm) await page.waitForFunction(() => window.__chicaneRating!.state().warmed >= window.__chicaneRating!.state().workers, undefined, { timeout: 300_000 });
        return page;
      };
      // No functions declared inside the page callbacks: tsx would wrap them in a helper the page does not have.
      const run = async (page: Page, races: number, players: number[] | null) => {
        await page.evaluate(
          ({ races, players }) => {
            window.__chicaneRating!.state().setSettings({ races, seed: 1 });
            window.__chicaneRating!.state().start(players ? { players } : undefined);
          },
          { races, players },
        );
        await page.waitForFunction(() => window.__chicaneRating!.state().status !== 'running', undefined, { timeout: 600_000, polling: 10 });
        return page.evaluate(() => {
          const s = window.__chicaneRating!.state();
          return { ms: s.lastMs ?? NaN, workers: s.workers, status: s.status, message: s.message };
        });
      };
      // A page rated at once: its workers compile the rules as they race.
      const cold = await open(false);
      const first = await run(cold, 1000, [4]);
      if (first.status === 'done') report('rating: browser, 1,000 races, Oval, 4 bots, rated as soon as the page opens (workers not warmed up)', first.ms / 1000, 's');
      await cold.close();
      const page = await open(true);
      const one = await run(page, 1000, [4]);
      if (one.status !== 'done') throw new Error(`the rating ended ${one.status}: ${one.message}`);
      report('rating: browser, 1,000 races, Oval, 4 bots (budget ≤ 2 s)', one.ms / 1000, 's');
      report('rating: browser workers (navigator.hardwareConcurrency)', one.workers, 'workers');
      const perWorker = 1000 / (one.ms / 1000) / one.workers;
      report('rating: browser races/s per worker', perWorker, 'races/s');
      report('rating: browser per worker ÷ headless (same run)', perWorker / single, '×');
      report('rating: browser per worker ÷ headless after the same warm-up (same run)', perWorker / warmed, '×');
      const full = await run(page, 1000, null);
      if (full.status === 'done') report('rating: browser, default rating (1,000 races × 2, 3, 4 players)', full.ms / 1000, 's');
    } finally {
      await browser.close();
    }
  } finally {
    if (server?.pid) {
      try {
        process.kill(-server.pid);
      } catch {
        // already gone
      }
    }
  }
}
