import { expect, test, type Page } from './fixtures';
import { waitForFrames, watchErrors } from './helpers';

/**
 * Every game's race drawn with the box's printed pieces (issue 18): the
 * shell's table for Start Frei, Formuła 1 and Das Motorsportspiel, and
 * Start Frei's demo replay. `window.__chicane.track` (src/scene/look/PrintedTrack.tsx)
 * says whether the pieces are printed, for which game, and how many; the
 * screenshots land in test-results/race-look/ (the best are kept in
 * docs/screens/). Bots drive, so every picture is of a race under way.
 */
interface TrackProbe {
  printed: boolean;
  game: string | null;
  pieces: number;
  ghosts: number;
}

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const track = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as { __chicane?: { track?: TrackProbe } }).__chicane?.track ?? null)) as TrackProbe | null);

async function expectPrinted(page: Page, game: string): Promise<TrackProbe> {
  await page.waitForFunction((g) => {
    const t = (window as unknown as { __chicane?: { track?: TrackProbe } }).__chicane?.track;
    return t?.printed === true && t.game === g;
  }, game, { timeout: 120_000 });
  const probe = (await track(page))!;
  expect(probe.pieces).toBeGreaterThan(0);
  const stats = await page.evaluate(() => window.__chicane!.stats);
  expect(stats.calls).toBeLessThanOrEqual(50);
  return probe;
}

test('Start Frei: the demo replay plays on the printed pieces (desktop)', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await page.goto('/?mode=replay&debug');
  await page.getByRole('button', { name: 'Play', exact: true }).click({ timeout: 120_000 });
  await expectPrinted(page, 'start-frei');
  const frames = await page.evaluate(() => window.__chicane!.stats.frames);
  await page.waitForFunction((f) => (window.__chicane?.stats.frames ?? 0) > f + 20, frames, { timeout: 120_000 });
  await page.screenshot({ path: 'test-results/race-look/replay-start-frei-desktop.png' });
  expect(errors).toEqual([]);
});

interface PlayProbe {
  game: string | null;
  moves: number;
  tokens: { settled: boolean; inside: boolean }[];
}

for (const game of ['start-frei', 'formula-1', 'motorsportspiel'] as const) {
  for (const size of SIZES) {
    test(`${game}: bots race on the printed board in the shell (${size.name})`, async ({ page }) => {
      test.setTimeout(240_000);
      const errors = watchErrors(page);
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.goto('/?mode=race&debug');
      await page.getByRole('form', { name: 'Game set-up' }).getByLabel('Game').selectOption(game);
      const form = page.getByRole('form', { name: 'Game set-up' });
      await form.getByLabel('Seat 1 player').selectOption('heuristic');
      await form.getByRole('button', { name: 'Start the race' }).click();
      await page.waitForFunction((g) => (window as unknown as { __chicane?: { play?: PlayProbe } }).__chicane?.play?.game === g, game);
      const probe = await expectPrinted(page, game);
      // Start Frei lays its track during the race: the pieces still to lay are drawn as ghosts.
      if (game !== 'start-frei') expect(probe.ghosts).toBe(0);
      // Some moves played, then paused with every car at rest on its space.
      await page.waitForFunction(() => ((window as unknown as { __chicane: { play: PlayProbe } }).__chicane.play.moves ?? 0) >= 8, undefined, { timeout: 180_000 });
      await page.getByRole('button', { name: 'Pause the bots' }).click();
      await page.waitForFunction(() => {
        const tokens = (window as unknown as { __chicane: { play: PlayProbe } }).__chicane.play.tokens;
        return tokens.length > 0 && tokens.every((t) => t.settled);
      }, undefined, { timeout: 120_000 });
      await waitForFrames(page, 3);
      await page.screenshot({ path: `test-results/race-look/race-${game}-${size.name}.png` });
      expect(errors).toEqual([]);
    });
  }
}
