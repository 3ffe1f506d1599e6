/**
 * Frame-time budget (issue 18): each mode's mean frame in Chromium's software
 * WebGL (SwiftShader) at 1280×800, against an empty react-three-fiber canvas
 * (`?bench=empty`) measured in the same run; ≤ 3× with Auto quality, and the
 * ratio at High reported beside it. Builds the app into .e2e-dist/bench,
 * serves it with `vite preview` on its own port and launches Debian's
 * Chromium as playwright.config.ts does. Frames are timed in the page with
 * requestAnimationFrame after a warm-up (the scene loaded, Auto settled).
 * Build, which otherwise draws only when something changes, is opened with
 * `?draw=always` so that every timed frame is a real draw of its scene.
 * Compare ratios within one run: other work on the machine slows every row.
 * If the browser cannot start, the bench says so and ends without failing.
 */
import { execSync, spawn } from 'node:child_process';
import { chromium, type Browser, type Page } from '@playwright/test';

type Report = (name: string, value: number, unit: string) => void;

const PORT = Number(process.env.BENCH_FRAMES_PORT ?? 4413);
const BASE = `http://127.0.0.1:${PORT}`;
const OUT = '.e2e-dist/bench';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The same switches as playwright.config.ts.
const ARGS = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'];
const WARM_UP_FRAMES = 30;
const MEASURED_FRAMES = Number(process.env.BENCH_FRAMES ?? 60);
const BUDGET = 3;

type Quality = 'auto' | 'high';
interface Mode {
  readonly name: string;
  readonly path: string;
  /** Waits until the mode shows what is measured (and starts it playing). */
  ready(page: Page): Promise<void>;
}

const MODES: readonly Mode[] = [
  // Build draws only when something changes; `?draw=always` makes it draw every frame, so the row times real draws.
  { name: 'Build (default track)', path: '/?mode=build&draw=always', ready: async (page) => void (await page.getByTestId('validation-badge').waitFor({ timeout: 120_000 })) },
  { name: 'Learn', path: '/?mode=learn', ready: async (page) => void (await page.getByRole('button', { name: 'Empty position' }).waitFor({ timeout: 120_000 })) },
  {
    name: 'Replay (demo, playing)',
    path: '/?mode=replay',
    ready: async (page) => {
      await page.getByRole('button', { name: 'Play', exact: true }).click({ timeout: 120_000 });
      await page.getByRole('button', { name: 'Pause', exact: true }).waitFor({ timeout: 30_000 });
    },
  },
];

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the preview server at ${url} did not start`);
}

// Page scripts as text: tsx names functions with a helper (`__name`) that the page does not have.
const TIME_FRAMES = `(warmUp, frames) => new Promise((done) => {
  const times = [];
  let seen = 0;
  let last = 0;
  const tick = (now) => {
    if (seen > warmUp) times.push(now - last);
    last = now;
    seen++;
    if (times.length < frames) requestAnimationFrame(tick);
    else done(times);
  };
  requestAnimationFrame(tick);
})`;

/** Times `frames` frames with requestAnimationFrame after `warmUp` frames; returns each frame's length (ms). */
function timeFrames(page: Page, warmUp: number, frames: number): Promise<number[]> {
  return page.evaluate(`(${TIME_FRAMES})(${warmUp}, ${frames})`) as Promise<number[]>;
}

/** The level Auto reached, as the app saved it for the next visit. */
async function savedLevel(page: Page): Promise<string> {
  const text = (await page.evaluate('localStorage.getItem("chicane.quality")')) as string | null;
  try {
    return (JSON.parse(text ?? '{}') as { autoLevel?: string }).autoLevel ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const LEVEL_RANK: Record<string, number> = { low: 0, medium: 1, high: 2 };

async function measure(browser: Browser, path: string, quality: Quality, ready: (page: Page) => Promise<void>): Promise<{ meanMs: number; level: string }> {
  // A fresh context each time: no saved layout, the quality choice set before the app reads it.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript({ content: `localStorage.setItem('chicane.quality', ${JSON.stringify(JSON.stringify({ version: 1, choice: quality, autoLevel: 'high' }))});` });
    const page = await context.newPage();
    await page.goto(BASE + path);
    await page.locator('canvas').first().waitFor({ timeout: 120_000 });
    await ready(page);
    await timeFrames(page, WARM_UP_FRAMES, 1);
    if (quality === 'auto') {
      // Let Auto settle: warm up until two warm-ups in a row end at the same level.
      let level = await savedLevel(page);
      for (let i = 0; i < 5; i++) {
        await timeFrames(page, WARM_UP_FRAMES, 1);
        const now = await savedLevel(page);
        if (now === level) break;
        level = now;
      }
    }
    const times = await timeFrames(page, 0, MEASURED_FRAMES);
    return { meanMs: mean(times), level: quality === 'auto' ? await savedLevel(page) : 'high' };
  } finally {
    await context.close();
  }
}

async function run(report: Report, browser: Browser): Promise<void> {
  const empty = await measure(browser, '/?bench=empty', 'high', async () => {});
  report('frames: empty canvas, mean frame', empty.meanMs, 'ms');
  for (const mode of MODES) {
    for (const quality of ['auto', 'high'] as const) {
      const m = await measure(browser, mode.path, quality, mode.ready);
      const label = quality === 'auto' ? 'Auto' : 'High';
      report(`frames: ${mode.name}, ${label}, mean frame`, m.meanMs, 'ms');
      report(`frames: ${mode.name}, ${label} ÷ empty canvas${quality === 'auto' ? ` (budget ${BUDGET})` : ''}`, m.meanMs / empty.meanMs, '×');
      if (quality === 'auto') report(`frames: ${mode.name}, Auto settled at (0 low, 1 medium, 2 high)`, LEVEL_RANK[m.level] ?? -1, `level (${m.level})`);
    }
  }
}

export default async function framesBench(report: Report): Promise<void> {
  try {
    execSync(`npx vite build --outDir ${OUT} --emptyOutDir --logLevel error`, { stdio: 'inherit' });
  } catch (error) {
    console.log(`  frames: not measured: the app did not build (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    return;
  }
  const server = spawn('npx', ['vite', 'preview', '--outDir', OUT, '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore', detached: true });
  try {
    await waitForServer(`${BASE}/`);
    let browser: Browser;
    try {
      browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      console.log(`  frames: not measured: Chromium could not start from ${CHROMIUM} (set CHROMIUM_PATH, or run scripts/ensure-chromium.sh): ${reason}`);
      return;
    }
    try {
      await run(report, browser);
    } finally {
      await browser.close();
    }
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
}
