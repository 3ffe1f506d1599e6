import { expect, test, type Page } from './fixtures';
import { waitForFrames, watchErrors } from './helpers';

/**
 * Issue 30: on an empty table, the ghost of the palette piece lies at the
 * centre; a click (a tap on a phone) where it is drawn places the piece there,
 * and the hint says so.
 */
async function ghostPoint(page: Page): Promise<{ x: number; y: number }> {
  // The probe is drawn each frame; after the phone's controls fold away the table grows, and the point
  // counts only once it was projected for the canvas as it is now.
  const handle = await page.waitForFunction(
    () => {
      window.__chicane?.draw?.();
      if (window.__chicane?.camera?.settled !== true) return null;
      const g = window.__chicaneGhost;
      // The table's box, not the canvas's: the canvas takes its new size only when it is drawn again.
      const table = document.querySelector('[aria-label="3D table"]');
      if (!g || !g.inside || !table) return null;
      const box = table.getBoundingClientRect();
      if (Math.abs(box.width - g.width) > 1 || Math.abs(box.height - g.height) > 1) return null;
      return { x: g.x, y: g.y };
    },
    undefined,
    { timeout: 60_000 },
  );
  const at = (await handle.jsonValue())!;
  const box = (await page.getByLabel('3D table').boundingBox())!;
  return { x: box.x + at.x, y: box.y + at.y };
}

async function emptyTableWithStart(page: Page, tap: boolean): Promise<void> {
  await page.goto('/?debug');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/?debug');
  await waitForFrames(page, 5);
  const empty = page.getByRole('button', { name: 'New empty table' });
  await (tap ? empty.tap() : empty.click());
  await expect(page.getByTestId('validation-badge')).toHaveText('Empty table');
  const start = page.locator('button[data-piece="sf-start"]');
  await (tap ? start.tap() : start.click());
  await expect(page.getByText(/click it on the table to place it there/).first()).toBeVisible();
}

test('desktop: a click on the ghost of an empty table places the first piece there', async ({ page }) => {
  const errors = watchErrors(page);
  await emptyTableWithStart(page, false);
  const at = await ghostPoint(page);
  await page.mouse.click(at.x, at.y);
  await expect(page.getByTestId('piece-count')).toHaveText('1');
  await expect(page.getByTestId('validation-badge')).not.toHaveText('Empty table');
  // Placed, the table is no longer empty: no ghost to click, and the hint is about open ends again.
  await expect.poll(() => page.evaluate(() => window.__chicaneGhost ?? null)).toBeNull();
  await page.screenshot({ path: 'test-results/screenshots/builder-first-piece-desktop.png' });
  expect(errors).toEqual([]);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('phone: a tap on the ghost of an empty table places the first piece there', async ({ page }) => {
    const errors = watchErrors(page);
    await emptyTableWithStart(page, true);
    await page.getByRole('button', { name: 'Hide the controls ▾' }).tap();
    await expect(page.locator('#mode-panel')).toBeHidden();
    const at = await ghostPoint(page);
    await page.touchscreen.tap(at.x, at.y);
    await page.getByRole('button', { name: 'Show the controls ▴' }).tap();
    await expect(page.getByTestId('piece-count')).toHaveText('1');
    await page.screenshot({ path: 'test-results/screenshots/builder-first-piece-phone.png' });
    expect(errors).toEqual([]);
  });
});
