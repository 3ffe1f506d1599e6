/**
 * Scene budget (DESIGN.md): draw calls for a 200-piece track with 6 cars
 * ≤ 50, flat in the piece count. Builds the app, serves it, and opens
 * `/?debug&bench=N` (a generated N-piece oval with 6 cars in the builder) in
 * Debian's Chromium, reading `gl.info.render` through `window.__chicane.stats`.
 */
import { execSync, spawn } from 'node:child_process';
import { chromium } from '@playwright/test';

type Report = (name: string, value: number, unit: string) => void;

const PORT = 4179;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

async function waitForServer(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

export default async function bench(report: Report): Promise<void> {
  execSync('npx vite build --logLevel error', { stdio: 'inherit' });
  const server = spawn('npx', ['vite', 'preview', '--host', '127.0.0.1', '--port', String(PORT), '--strictPort'], { stdio: 'ignore', detached: true });
  try {
    await waitForServer(`http://127.0.0.1:${PORT}/`);
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--enable-unsafe-swiftshader', '--use-angle=swiftshader', '--disable-background-networking'] });
    try {
      for (const pieces of [50, 200, 1000]) {
        const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
        // Build draws on demand; `draw=always` keeps it drawing so the frames counted below come.
        await page.goto(`http://127.0.0.1:${PORT}/?debug&draw=always&bench=${pieces}`);
        await page.waitForFunction(() => (window.__chicane?.stats.frames ?? 0) >= 30, undefined, { timeout: 120_000 });
        // Let the cars' model load and the camera settle.
        await page.waitForTimeout(1500);
        const stats = await page.evaluate(() => window.__chicane!.stats);
        report(`scene: draw calls, ${pieces}-piece layout + 6 cars`, stats.calls, 'calls');
        report(`scene: triangles, ${pieces}-piece layout + 6 cars`, stats.triangles, 'triangles');
        await page.close();
      }
    } finally {
      await browser.close();
    }
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
}
