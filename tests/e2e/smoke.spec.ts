import { expect, test } from './fixtures';
import { countNonBackgroundPixels, waitForFrames, watchErrors } from './helpers';

// Must match BACKGROUND in src/scene/Stage.tsx (#1b2228).
const BACKGROUND: [number, number, number] = [0x1b, 0x22, 0x28];

test('the app opens on a drawn 3D table with the four modes and no console errors', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?debug');
  await expect(page.locator('canvas')).toBeVisible();
  await waitForFrames(page, 20);

  const stats = await page.evaluate(() => window.__chicane!.stats);
  expect(stats.calls).toBeGreaterThan(0);
  expect(stats.triangles).toBeGreaterThan(0);

  const pixels = await countNonBackgroundPixels(page, BACKGROUND);
  // The table, track and cars cover a good part of the view.
  expect(pixels.differing / pixels.total).toBeGreaterThan(0.2);

  for (const name of ['Build', 'Race', 'Replay', 'Learn']) {
    await expect(page.getByRole('tab', { name })).toBeVisible();
  }
  await page.screenshot({ path: 'test-results/screenshots/smoke-table.png' });
  expect(errors).toEqual([]);
});

test('every mode is reachable from the top bar and survives a reload', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  for (const name of ['Race', 'Replay', 'Learn', 'Build']) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Replay' }).click();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Replay' })).toHaveAttribute('aria-selected', 'true');
  // Keyboard: arrow keys move between tabs.
  await page.getByRole('tab', { name: 'Replay' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Learn' })).toHaveAttribute('aria-selected', 'true');
  expect(errors).toEqual([]);
});
