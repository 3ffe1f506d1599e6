import { expect, test, type Page } from './fixtures';
import { openPresetLayout, waitForFrames, watchErrors } from './helpers';

/**
 * Each game's pieces on the table, at desktop and phone sizes: the
 * screenshots land in test-results/look/ (the best are kept in docs/screens/).
 * The test checks the scene draws within the draw-call budget and without
 * errors; the pictures are for people to look at.
 */
const PRESETS: { game: string; preset: string }[] = [
  { game: 'start-frei', preset: 'track-10' },
  { game: 'formula-1', preset: 'formula-1-circuit' },
  { game: 'motorsportspiel', preset: 'motorsportspiel-ring' },
];

async function openPreset(page: Page, preset: string): Promise<void> {
  await page.goto('/?debug');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/?debug');
  await waitForFrames(page, 5);
  await openPresetLayout(page, preset);
  await expect(page.getByTestId('validation-badge')).toHaveText(/Valid loop/);
}

for (const { game, preset } of PRESETS) {
  for (const size of [{ name: 'desktop', width: 1280, height: 800 }, { name: 'phone', width: 390, height: 844 }]) {
    test(`${game}: the ${preset} preset's pieces in Build (${size.name})`, async ({ page }) => {
      test.setTimeout(180_000);
      const errors = watchErrors(page);
      await page.setViewportSize({ width: size.width, height: size.height });
      await openPreset(page, preset);
      const stats = await page.evaluate(() => window.__chicane!.stats);
      expect(stats.calls).toBeLessThanOrEqual(50);
      await page.screenshot({ path: `test-results/look/build-${game}-${size.name}.png` });
      expect(errors).toEqual([]);
    });
  }
}

test('start-frei: a race in its slot cars, part way round (desktop)', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  const form = page.getByRole('form', { name: 'Game set-up' });
  await form.getByLabel('Seat 1 player').selectOption('heuristic');
  await form.getByLabel('Seed').fill('3');
  await form.getByRole('button', { name: 'Start the race' }).click();
  await waitForFrames(page, 10);
  // Let the bots drive a few moves, then pause them and take the picture once every car has come to rest.
  type Probe = { __chicane?: { play?: { moves: number; tokens: { settled: boolean }[] } } };
  await page.waitForFunction(() => ((window as unknown as Probe).__chicane?.play?.moves ?? 0) >= 8, undefined, { timeout: 180_000 });
  await page.getByRole('button', { name: 'Pause the bots' }).click();
  await page.waitForFunction(() => {
    const tokens = (window as unknown as Probe).__chicane?.play?.tokens ?? [];
    return tokens.length > 0 && tokens.every((t) => t.settled);
  }, undefined, { timeout: 180_000 });
  await page.screenshot({ path: 'test-results/look/race-start-frei-desktop.png' });
  expect(errors).toEqual([]);
});
