/**
 * The library in a real browser with its real IndexedDB: a layout saved,
 * kept across a reload, renamed, duplicated, deleted and brought back with
 * Undo, opened into Build; a full storage reported in a sentence; at
 * desktop and phone sizes.
 */
import { expect, test, type Page } from './fixtures';
import { watchErrors } from './helpers';

const entries = (page: Page) => page.getByRole('list', { name: 'Library entries' }).getByRole('listitem');

async function openLibrary(page: Page) {
  await page.getByRole('button', { name: 'Library', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Library' })).toBeVisible();
}

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the library keeps a layout across a reload, renames, duplicates and deletes with undo (${size.name})`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/?mode=build');
    await openLibrary(page);
    await expect(page.getByText('Nothing is saved in the library yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Save the layout on the table' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'in the library' })).toBeVisible();
    await expect(entries(page)).toHaveCount(1);
    const name = (await entries(page).first().getByRole('button', { name: /^Open / }).innerText()).trim();

    await page.reload();
    await openLibrary(page);
    await expect(entries(page)).toHaveCount(1);
    await expect(entries(page).first()).toContainText(name);

    await page.getByRole('button', { name: `Rename ${name}` }).click();
    await page.getByLabel('New name').fill('My first circuit');
    await page.getByRole('button', { name: 'Rename', exact: true }).click();
    await expect(entries(page).first()).toContainText('My first circuit');
    await page.getByRole('button', { name: 'Duplicate My first circuit' }).click();
    await expect(entries(page)).toHaveCount(2);
    await page.getByLabel('Search').fill('copy');
    await expect(entries(page)).toHaveCount(1);
    await page.getByLabel('Search').fill('');

    await page.getByRole('button', { name: 'Delete My first circuit (copy)' }).click();
    await expect(entries(page)).toHaveCount(1);
    await page.getByRole('dialog', { name: 'Library' }).getByRole('button', { name: 'Undo' }).click();
    await expect(entries(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Open My first circuit', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Library' })).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Build' })).toHaveAttribute('aria-selected', 'true');
    if (size.name === 'phone') await page.screenshot({ path: 'test-results/screenshots/library-phone.png' });
    expect(errors).toEqual([]);
  });
}

test('a full storage is said in a sentence and nothing is lost', async ({ page }) => {
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
      if ((window as unknown as { __full?: boolean }).__full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  await page.goto('/?mode=build');
  await openLibrary(page);
  await page.getByRole('button', { name: 'Save the layout on the table' }).click();
  await expect(entries(page)).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { __full?: boolean }).__full = true));
  await page.getByRole('button', { name: /^Duplicate / }).click();
  await expect(page.getByRole('alert')).toContainText('storage is full');
  await expect(entries(page)).toHaveCount(1);
});

test('the autosaved layout and an unfinished race are entries of the library: a reload, then Resume from the library', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  const form = page.getByRole('form', { name: 'Game set-up' });
  await expect(form.getByLabel('Game')).toHaveValue('start-frei');
  await form.getByLabel('Seat 1 player').selectOption('heuristic');
  await form.getByRole('button', { name: 'Start the race' }).click();
  await page.getByLabel('Pace', { exact: true }).selectOption('8');
  // Some moves are made (and saved after each), then the tab is reloaded.
  const savedMoves = () => {
    const text = window.localStorage.getItem('chicane.play.autosave');
    return text === null ? 0 : (JSON.parse(text) as { moves: unknown[] }).moves.length;
  };
  await expect.poll(() => page.evaluate(savedMoves), { timeout: 60_000 }).toBeGreaterThanOrEqual(6);
  await page.getByRole('button', { name: 'Pause the bots' }).click();
  await expect(page.getByRole('button', { name: 'Resume the bots' })).toBeVisible();
  const saved = await page.evaluate(savedMoves);
  await page.reload();
  await openLibrary(page);
  const inProgress = page.getByRole('list', { name: 'In progress' }).getByRole('listitem');
  await expect(inProgress.filter({ hasText: 'The layout on the builder' })).toHaveCount(1);
  const race = inProgress.filter({ hasText: 'Unfinished game of Start Frei' });
  await expect(race).toContainText(`You, Bot 1 and Bot 2: ${saved} moves made. It resumes where it stopped`);
  await page.screenshot({ path: 'test-results/screenshots/library-in-progress.png' });
  await race.getByRole('button', { name: 'Resume the game', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Library' })).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Race' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('group', { name: 'Bot controls' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Game set-up' })).toHaveCount(0);
  // The race goes on from the saved move (the bots run again at once, so it may be further on already).
  await page.waitForFunction((m) => {
    const play = (window as unknown as { __chicane?: { play?: { game: string | null; moves: number } } }).__chicane?.play;
    return play?.game === 'start-frei' && play.moves >= m;
  }, saved);
  expect(errors).toEqual([]);
});
