import { defineConfig } from '@playwright/test';

// Debian's Chromium (scripts/ensure-chromium.sh installs it); Playwright never
// downloads a browser of its own here.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// E2E_PORT lets several people (or sessions) run the browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);
// The game server the online tests play on (the preview proxies /game-server to it): its own port beside each
// E2E_PORT (4173 → 2673), so side-by-side runs never share a server.
const GAME_PORT = Number(process.env.E2E_GAME_PORT ?? 2600 + (PORT % 100));

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A ceiling, not a wait: under a heavily loaded machine (load 20 on 2 cores) starting a browser context alone
  // took over 90 s, and tests wait for conditions, so a generous ceiling costs a passing run nothing.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: CHROMIUM,
      // Chromium's background services would try the closed network at every start.
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--enable-unsafe-swiftshader', '--use-angle=swiftshader'],
    },
  },
  webServer: [
    {
      // Each port builds into its own folder, so parallel runs never serve each other's build.
      command: `npx vite build --outDir .e2e-dist/${PORT} --emptyOutDir && npx vite preview --outDir .e2e-dist/${PORT} --host 127.0.0.1 --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}`,
      env: { GAME_SERVER_PORT: String(GAME_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The online game server; its bots wait only a moment, so an online race with bots ends quickly. Its data
      // folder is this port's and starts empty, so no table of an earlier run comes back into this one's lobby.
      command: `rm -rf .e2e-dist/tables-${GAME_PORT} && npx tsx src/server/main.ts`,
      port: GAME_PORT,
      env: { PORT: String(GAME_PORT), BOT_DELAY_MS: '40', DATA_DIR: `.e2e-dist/tables-${GAME_PORT}` },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
