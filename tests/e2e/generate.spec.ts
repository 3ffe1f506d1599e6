import { expect, test, type Page } from './fixtures';
import { watchErrors } from './helpers';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function openBuild(page: Page): Promise<void> {
  await page.goto('/?debug');
  await expect(page.getByRole('heading', { name: 'Make me a track' })).toBeVisible({ timeout: 60_000 });
  await page.waitForFunction(() => window.__chicaneBuilder !== undefined, undefined, { timeout: 60_000 });
}

const layoutName = (page: Page) => page.evaluate(() => window.__chicaneBuilder!.state().layout.name);

async function openDialog(page: Page) {
  const entry = page.getByRole('button', { name: 'Make me a track…' });
  await entry.scrollIntoViewIfNeeded();
  await entry.click();
  const dialog = page.getByRole('dialog', { name: 'Make me a track' });
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}

for (const size of SIZES) {
  test.describe(`${size.name}`, () => {
    test.use({ viewport: size.viewport });

    test(`${size.name}: asks for 2 dots and 3 squares from one box, gets tracks with progress, opens one without losing the old layout`, async ({ page }) => {
      test.setTimeout(600_000);
      const errors = watchErrors(page);
      await openBuild(page);
      const before = await layoutName(page);
      const beforePieces = await page.evaluate(() => window.__chicaneBuilder!.state().layout.pieces.length);
      const dialog = await openDialog(page);
      await dialog.getByLabel('Game', { exact: true }).selectOption('start-frei');
      await dialog.getByLabel('Race duration', { exact: true }).selectOption('2');
      await dialog.getByLabel('Difficulty', { exact: true }).selectOption('3');
      await dialog.getByLabel('What I own', { exact: true }).selectOption('1');
      await dialog.getByLabel('How hard to look', { exact: true }).selectOption('quick');
      await page.screenshot({ path: `test-results/screenshots/generate-form-${size.name}.png` });
      const go = dialog.getByRole('button', { name: 'Generate' });
      await go.scrollIntoViewIfNeeded();
      await go.click();
      const bar = dialog.getByRole('progressbar', { name: 'Search progress' });
      await expect(bar).toBeVisible();
      await page.waitForFunction(() => ((document.querySelector('progress[aria-label="Search progress"]') as HTMLProgressElement | null)?.value ?? 0) > 0, undefined, { timeout: 300_000 });
      await expect(dialog.getByTestId('generate-count')).toHaveText(/^\d+ of \d+ steps/);
      await page.screenshot({ path: `test-results/screenshots/generate-progress-${size.name}.png` });
      await expect(dialog.getByTestId('generate-status')).toHaveText(/^Found 3 tracks/, { timeout: 540_000 });
      await expect(bar).toBeHidden();
      const cards = dialog.getByTestId('generate-result');
      await expect(cards).toHaveCount(3);
      const first = cards.first();
      await expect(first.getByRole('img', { name: /^Track 1: \d+ pieces, seen from above$/ })).toBeVisible();
      await expect(first).toContainText(/On target\.|Close: /);
      await expect(first).toContainText(/A race takes about \d+ minutes for 2 players/);
      await expect(first).toContainText(/\d dots?: .*; \d squares?: /);
      await expect(first).toContainText(/(Fair|Not fair) with \d players/);
      await first.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screenshots/generate-results-${size.name}.png` });
      // The last card's button can be reached (the panel scrolls on a phone).
      const lastOpen = cards.last().getByRole('button', { name: 'Open in Build' });
      await lastOpen.scrollIntoViewIfNeeded();
      await expect(lastOpen).toBeInViewport();

      await first.getByRole('button', { name: 'Open in Build' }).click();
      await expect(dialog).toBeHidden();
      await expect.poll(() => layoutName(page)).toMatch(/^Generated track 1 \(2 dots, 3 squares asked\)$/);
      const rated = await page.evaluate(() => {
        const l = window.__chicaneBuilder!.state().layout as { rating?: { madeFor?: string } };
        return l.rating?.madeFor ?? null;
      });
      expect(rated).not.toBeNull();
      await expect(page.getByTestId('rating-result')).toBeVisible();
      await expect(page.getByTestId('rating-stale')).toHaveCount(0);
      // The old layout is one Undo away.
      const toast = page.getByRole('button', { name: 'Undo' }).first();
      await expect(toast).toBeVisible();
      await page.screenshot({ path: `test-results/screenshots/generate-opened-${size.name}.png` });
      await toast.click();
      await expect.poll(() => layoutName(page)).toBe(before);
      expect(await page.evaluate(() => window.__chicaneBuilder!.state().layout.pieces.length)).toBe(beforePieces);
      expect(errors).toEqual([]);
    });

    test(`${size.name}: a search can be cancelled, and Das Motorsportspiel says why it has none`, async ({ page }) => {
      test.setTimeout(300_000);
      const errors = watchErrors(page);
      await openBuild(page);
      const before = await layoutName(page);
      const dialog = await openDialog(page);
      await dialog.getByLabel('Game', { exact: true }).selectOption('start-frei');
      await dialog.getByLabel('How hard to look', { exact: true }).selectOption('thorough');
      await dialog.getByRole('button', { name: 'Generate' }).click();
      await expect(dialog.getByRole('progressbar', { name: 'Search progress' })).toBeVisible();
      const cancel = dialog.getByRole('button', { name: 'Cancel' });
      await cancel.scrollIntoViewIfNeeded();
      await cancel.click();
      await expect(dialog.getByTestId('generate-status')).toHaveText(/^Search cancelled after \d+ of \d+ steps; nothing was changed\.$/, { timeout: 120_000 });
      await expect(dialog.getByTestId('generate-result')).toHaveCount(0);
      expect(await layoutName(page)).toBe(before);
      await dialog.getByLabel('Game', { exact: true }).selectOption('motorsportspiel');
      await expect(dialog.getByTestId('generate-fixed-board')).toContainText('one printed board');
      await expect(dialog.getByRole('button', { name: 'Generate' })).toHaveCount(0);
      await page.screenshot({ path: `test-results/screenshots/generate-cancelled-${size.name}.png` });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      expect(errors).toEqual([]);
    });
  });
}
