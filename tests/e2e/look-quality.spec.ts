/**
 * The look follows the Quality choice: Low draws the same table and pieces
 * with the cheap material and without the sky light or contact shadows, and
 * stepping between the levels does not leak shader programs (the replaced
 * materials are disposed). Screenshots land in test-results/look-quality/.
 * Run with E2E_PORT=4421.
 */
import { expect, test, type Page } from './fixtures';
import { countNonBackgroundPixels, waitForFrames, watchErrors } from './helpers';
import type { QualityDebug } from '../../src/app/quality';

async function choose(page: Page, name: 'High' | 'Low'): Promise<void> {
  const menu = page.locator('#quality-menu');
  if (await menu.isHidden()) await page.getByRole('button', { name: 'Quality' }).click();
  await page.getByRole('radio', { name: new RegExp(`^${name} `) }).check();
  const level = name.toLowerCase();
  await page.waitForFunction((l) => (window as unknown as { __chicane?: { quality?: QualityDebug } }).__chicane?.quality?.level === l, level, { timeout: 60_000 });
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
}

/** Waits until the renderer's count of shader programs has stayed the same over several frames (asking for each), and returns it. */
async function steadyPrograms(page: Page): Promise<number> {
  const handle = await page.waitForFunction(
    () => {
      const w = window as unknown as { __chicane?: { stats: { frames: number; programs?: number }; draw?: () => void }; __programs?: { n: number; since: number } };
      // Build draws on demand: ask for the frames this wait counts.
      w.__chicane?.draw?.();
      const s = w.__chicane?.stats;
      if (!s || s.programs === undefined) return null;
      const last = w.__programs;
      if (!last || last.n !== s.programs) {
        w.__programs = { n: s.programs, since: s.frames };
        return null;
      }
      return s.frames - last.since >= 8 ? s.programs : null;
    },
    undefined,
    { timeout: 90_000, polling: 100 },
  );
  return (await handle.jsonValue()) as number;
}

test('Low and High draw the same table; switching back and forth leaks no shader programs (desktop)', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await page.goto('/?mode=build&debug');
  await waitForFrames(page, 3);
  await expect(page.getByTestId('validation-badge')).toBeVisible({ timeout: 120_000 });

  // One round first: what the page compiled while it loaded (Auto's first steps) is not counted.
  await choose(page, 'High');
  const warm = [await steadyPrograms(page)];
  await choose(page, 'Low');
  warm.push(await steadyPrograms(page));
  const most = Math.max(...warm);

  await choose(page, 'High');
  const high = await steadyPrograms(page);
  await page.screenshot({ path: 'test-results/look-quality/build-high.png' });
  await choose(page, 'Low');
  const low = await steadyPrograms(page);
  // Low still draws the table and the track: most of the canvas is not the background.
  const drawn = await countNonBackgroundPixels(page, [0x1b, 0x22, 0x28]);
  await page.screenshot({ path: 'test-results/look-quality/build-low.png' });
  expect(drawn.differing / drawn.total).toBeGreaterThan(0.3);
  const lowCalls = await page.evaluate(() => window.__chicane!.stats.calls);

  // Back and forth again (a material left undisposed would keep its program).
  await choose(page, 'High');
  const high2 = await steadyPrograms(page);
  await choose(page, 'Low');
  const low2 = await steadyPrograms(page);
  // Programs are compiled and released as the renderer goes, so the counts wobble; they must not climb past the first round's.
  for (const n of [high, low, high2, low2]) expect(n).toBeLessThanOrEqual(most);
  // Low leaves out the contact-shadow layers, so it never draws more than High's budget.
  expect(lowCalls).toBeLessThanOrEqual(50);
  expect(errors).toEqual([]);
});
