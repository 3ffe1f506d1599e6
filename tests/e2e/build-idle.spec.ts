/**
 * Build draws on demand: once nothing moves its canvas stops drawing, and a
 * change (the camera dragged, a piece added, undo) draws again until the view
 * rests. Run with E2E_PORT=4393.
 */
import { expect, test, type Page } from './fixtures';
import { waitForSettled, watchErrors } from './helpers';

const frames = (page: Page) => page.evaluate(() => window.__chicane?.stats.frames ?? 0);

/** Waits until the canvas has drawn nothing for `ticks` animation frames of the page in a row. */
async function waitForRest(page: Page, ticks = 30): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const w = window as unknown as { __rest?: { frames: number; ticks: number } };
      const now = window.__chicane?.stats.frames ?? 0;
      if (!w.__rest || w.__rest.frames !== now) w.__rest = { frames: now, ticks: 0 };
      else w.__rest.ticks++;
      return w.__rest.ticks >= n;
    },
    ticks,
    { polling: 'raf', timeout: 90_000 },
  );
}

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
]) {
  test(`Build stops drawing while nothing moves and draws again on a change (${size.name})`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(size.viewport);
    await page.goto('/?mode=build&debug');
    await expect(page.getByTestId('validation-badge')).toBeVisible({ timeout: 120_000 });
    await waitForSettled(page);
    await waitForRest(page);
    const resting = await frames(page);

    // Dragging the view draws, then it rests again.
    const box = (await page.locator('canvas').first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 20, { steps: 5 });
    await page.mouse.up();
    await page.waitForFunction((f) => (window.__chicane?.stats.frames ?? 0) > f, resting, { timeout: 60_000 });
    await waitForRest(page);

    // An edit draws: the layout changes and undo brings it back.
    const before = await frames(page);
    await page.getByRole('button', { name: 'Random valid track' }).click();
    await page.waitForFunction((f) => (window.__chicane?.stats.frames ?? 0) > f, before, { timeout: 60_000 });
    await waitForRest(page);
    const edited = await frames(page);
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.waitForFunction((f) => (window.__chicane?.stats.frames ?? 0) > f, edited, { timeout: 60_000 });
    await waitForRest(page);
    await page.screenshot({ path: `test-results/screenshots/build-idle-${size.name}.png` });
    expect(errors).toEqual([]);
  });
}
