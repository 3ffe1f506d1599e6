import { expect, test } from './fixtures';
import { countNonBackgroundPixels, waitForFrames, watchErrors } from './helpers';
import { CONTENT_SECURITY_POLICY } from '../../csp';

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

test('every mode runs under the Content-Security-Policy of the built app, with no violation', async ({ page }) => {
  const errors = watchErrors(page);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`));
  });
  await page.goto('/?debug');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toBe(CONTENT_SECURITY_POLICY);
  await waitForFrames(page, 5);
  for (const name of ['Race', 'Replay', 'Learn', 'Build']) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    const before = await page.evaluate(() => window.__chicane?.stats.frames ?? 0);
    // A few frames of each mode: its lazily loaded code, fonts, text and textures have had their chance to load.
    // Build draws only on demand (it rests once its camera is still), so each poll asks for a frame: ten frames are
    // drawn on any machine, however few a camera's glide took.
    await page.waitForFunction(
      (f) => {
        window.__chicane?.draw?.();
        return (window.__chicane?.stats.frames ?? 0) >= f + 10;
      },
      before,
      { timeout: 60_000 },
    );
  }
  // The builder's exports use canvas data and blob URLs.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PNG top view' }).click();
  await download;
  expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual([]);
  expect(errors).toEqual([]);
});
