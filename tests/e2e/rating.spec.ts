import { expect, test, type Page } from './fixtures';
import { expectPrintsAlone, watchErrors } from './helpers';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** The progress bar's value (races done), or -1 when it is not shown. */
async function progress(page: Page): Promise<number> {
  return page.evaluate(() => (document.querySelector('progress[aria-label="Rating progress"]') as HTMLProgressElement | null)?.value ?? -1);
}

async function openBuild(page: Page): Promise<void> {
  await page.goto('/?debug');
  await openBuildLoaded(page);
}

async function openBuildLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Rating' })).toBeVisible({ timeout: 60_000 });
  await page.waitForFunction(() => window.__chicaneBuilder !== undefined && window.__chicaneRating !== undefined, undefined, { timeout: 60_000 });
}

async function setRaces(page: Page, n: number): Promise<void> {
  const input = page.getByLabel('Races per player count');
  await input.fill(String(n));
  await expect(input).toHaveValue(String(n));
}

for (const size of SIZES) {
  test.describe(`${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test(`${size.name}: rate the Oval with the progress bar, and see the rating in words`, async ({ page }) => {
      const errors = watchErrors(page);
      await openBuild(page);
      await setRaces(page, 60);
      await page.getByRole('button', { name: 'Rate this track' }).click();
      const bar = page.getByRole('progressbar', { name: 'Rating progress' });
      await expect(bar).toBeVisible();
      await page.waitForFunction(() => ((document.querySelector('progress[aria-label="Rating progress"]') as HTMLProgressElement | null)?.value ?? 0) > 0 || window.__chicaneRating?.state().status === 'done', undefined, { timeout: 120_000 });
      await expect(page.getByTestId('rating-status')).toHaveText(/^Rated with 180 bot races in [\d.]+ s on \d+ cores?/, { timeout: 120_000 });
      await expect(bar).toBeHidden();
      const result = page.getByTestId('rating-result');
      await expect(result).toContainText(/about \d+ minutes for 2 players/);
      await expect(result).toContainText(/about \d+ minutes for 4 players/);
      await expect(result.getByLabel(/^\d of 4 dots$/)).toContainText(/\d of 4 dots: the rulebook's scale of race length/);
      await expect(result.getByLabel(/^\d of 4 squares$/)).toContainText(/\d of 4 squares: 1 for hardly any trouble/);
      await expect(result).toContainText(/(Fair|Not fair) with 3 players: the car starting first \(on pole\) wins \d+ %/);
      await expect(result).toContainText(/overtakes \(one car passing another\)/);
      await expect(result.getByLabel('What the colours on the table mean')).toContainText('red where there is the most trouble');
      await expect(page.getByTestId('rating-stale')).toHaveCount(0);
      await result.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screenshots/rating-${size.name}.png` });
      // The rating is stored with the layout: a reload brings it back, not stale.
      await page.reload();
      await openBuildLoaded(page);
      await expect(page.getByTestId('rating-result')).toContainText(/about \d+ minutes for 2 players/);
      await expect(page.getByTestId('rating-stale')).toHaveCount(0);
      // Removing a piece makes the rating stale.
      await page.evaluate(() => {
        const s = window.__chicaneBuilder!.state();
        s.run({ kind: 'remove', id: s.layout.pieces[4]!.id });
      });
      await expect(page.getByTestId('rating-stale')).toContainText('made for an earlier version of the layout');
      expect(errors).toEqual([]);
    });

    test(`${size.name}: cancel a rating: the panel says so and nothing is stored`, async ({ page }) => {
      const errors = watchErrors(page);
      await openBuild(page);
      await setRaces(page, 2000);
      const before = await page.evaluate(() => window.__chicaneBuilder!.state().history.index);
      await page.getByRole('button', { name: 'Rate this track' }).click();
      await page.waitForFunction(() => ((document.querySelector('progress[aria-label="Rating progress"]') as HTMLProgressElement | null)?.value ?? 0) > 0, undefined, { timeout: 120_000 });
      expect(await progress(page)).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByTestId('rating-status')).toHaveText(/^Rating cancelled after \d[\d,]* of 6,000 races; nothing was stored\.$/);
      await expect(page.getByRole('progressbar', { name: 'Rating progress' })).toBeHidden();
      await expect(page.getByTestId('rating-result')).toHaveCount(0);
      await expect(page.getByText('Not rated yet.')).toBeVisible();
      const after = await page.evaluate(() => {
        const s = window.__chicaneBuilder!.state();
        return { index: s.history.index, rated: 'rating' in s.layout, kept: window.__chicaneRating!.state().kept };
      });
      expect(after).toEqual({ index: before, rated: false, kept: null });
      expect(errors).toEqual([]);
    });
  });
}

test('the build sheet opens from Build and lists the parts of the layout', async ({ page }) => {
  const errors = watchErrors(page);
  await openBuild(page);
  await page.getByRole('button', { name: 'Open the build sheet' }).click();
  const sheet = page.getByRole('dialog', { name: 'The Oval' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Close the sheet' })).toBeFocused();
  await expect(sheet.getByRole('img', { name: /seen from above, each piece numbered/ })).toBeVisible();
  const expected = await page.evaluate(() => {
    const counts: Record<string, number> = {};
    for (const p of window.__chicaneBuilder!.state().layout.pieces) counts[p.type] = (counts[p.type] ?? 0) + 1;
    return counts;
  });
  const rows = await sheet.getByTestId('sheet-parts').locator('tbody tr').evaluateAll((trs) =>
    trs.map((tr) => ({ type: (tr as HTMLElement).dataset.type!, total: Number(tr.querySelector('td:last-child')!.textContent) })),
  );
  const listed = Object.fromEntries(rows.filter((r) => r.type !== 'clips').map((r) => [r.type, r.total]));
  expect(listed).toEqual(expected);
  await expect(sheet.locator('[data-piece]')).toHaveCount(Object.values(expected).reduce((a, n) => a + n, 0));
  await page.screenshot({ path: 'test-results/screenshots/build-sheet.png' });
  await sheet.getByRole('button', { name: 'Close the sheet' }).click();
  await expect(sheet).toBeHidden();
  await page.getByRole('button', { name: 'Open the build sheet' }).click();
  await sheet.getByLabel(/Add the 1:1 template/).check();
  await expect(sheet.getByTestId('template-summary')).toContainText(/\d+ A4 pages? \(\d+ across, \d+ down\)/);
  await expect(sheet.getByLabel('Template page A1')).toBeVisible();
  // Printed, the sheet alone shows (its pages, not the app nor the bar of buttons).
  await expectPrintsAlone(page, sheet);
  await expect(page.locator('.app')).toBeHidden();
  await expect(sheet.getByLabel(/Add the 1:1 template/)).toBeHidden();
  await expect(sheet.getByLabel('Template page A1')).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/build-sheet-print.png' });
  // Escape closes it too, and the app is back.
  await page.emulateMedia({ media: 'screen' });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(page.locator('.app')).toBeVisible();
  expect(errors).toEqual([]);
});
