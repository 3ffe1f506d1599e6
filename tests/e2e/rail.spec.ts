import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForFrames, watchErrors } from './helpers';

const panel = (page: Page) => page.locator('#mode-panel');
const board = (page: Page) => page.getByRole('application', { name: /being edited/ });
const station = (page: Page, id: string) => page.locator(`[data-station="${id}"]`);

async function openEditor(page: Page, query = '') {
  await page.goto(`/?mode=build${query}`);
  await page.getByLabel('Game of the new table').selectOption('bahn-frei');
  await expect(board(page)).toBeVisible({ timeout: 60_000 });
  await expect(panel(page).getByRole('heading', { level: 1 })).toHaveText('Germany');
}

/** A pointer gesture on the map (mouse or touch) through pointer events, from one point to another. */
async function drag(page: Page, id: string, dx: number, dy: number, pointerType: 'mouse' | 'touch') {
  const box = (await station(page, id).locator('circle').nth(1).boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const target = station(page, id);
  const common = { pointerId: 7, pointerType, isPrimary: true, bubbles: true };
  await target.dispatchEvent('pointerdown', { ...common, clientX: x, clientY: y, buttons: 1 });
  for (let i = 1; i <= 4; i++) await target.dispatchEvent('pointermove', { ...common, clientX: x + (dx * i) / 4, clientY: y + (dy * i) / 4, buttons: 1 });
  await target.dispatchEvent('pointerup', { ...common, clientX: x + dx, clientY: y + dy });
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport, ...(device === 'phone' ? { hasTouch: true, isMobile: true } : {}) });

    test(`${device}: add, name, join, move and delete a station; undo; it is still there after a reload`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      await openEditor(page);
      const p = panel(page);
      await p.getByRole('button', { name: 'Add stations' }).click();
      const svg = (await board(page).boundingBox())!;
      // The top right of the map is the Baltic Sea: nothing there yet.
      const tap = { x: svg.width * 0.93, y: svg.height * 0.06 };
      if (device === 'phone') await board(page).tap({ position: tap });
      else await board(page).click({ position: tap });
      await expect(p.getByRole('heading', { name: 'Station New station 1' })).toBeVisible();
      await expect(p.getByRole('status').filter({ hasText: '1 problem' })).toBeVisible();
      await expect(p.locator('.rail-problems')).toContainText("The network is not connected: station 'New station 1' cannot be reached from 'Kiel'.");
      await p.getByLabel('Name').fill('Stralsund');
      await p.getByLabel('Name').press('Enter');
      await expect(p.getByRole('heading', { name: 'Station Stralsund' })).toBeVisible();
      await p.getByRole('button', { name: 'Join stations' }).click();
      const tapStation = async (id: string) => (device === 'phone' ? station(page, id).locator('circle').nth(1).tap({ force: true }) : station(page, id).locator('circle').nth(1).click({ force: true }));
      await tapStation('new-station-1');
      await expect(p.getByRole('status').filter({ hasText: /From Stralsund/ })).toBeVisible();
      await tapStation('rostock');
      await expect(p.getByRole('heading', { name: 'Route Stralsund–Rostock' })).toBeVisible();
      await expect(p.getByRole('status').filter({ hasText: 'Ready to race' })).toBeVisible();
      await p.getByRole('group', { name: 'Spaces from Stralsund to Rostock' }).getByRole('button', { name: 'One space more' }).click();
      await expect(p.getByRole('group', { name: 'Spaces from Stralsund to Rostock' })).toContainText('4 spaces');
      await p.getByLabel(/^Express route/).check();
      await page.screenshot({ path: `test-results/screenshots/rail-editor-${device}.png` });
      // Move it with the pointer (a finger on the phone): one undo step.
      await p.getByRole('button', { name: 'Select and move' }).click();
      // Where it is on the map (the drawing's frame may change when the outermost station moves).
      const at = async () => Number(await station(page, 'new-station-1').locator('text').getAttribute('x'));
      const before = await at();
      await drag(page, 'new-station-1', -30, 25, device === 'phone' ? 'touch' : 'mouse');
      await expect.poll(at).toBeLessThan(before - 10);
      await p.getByRole('button', { name: 'Undo' }).click();
      await expect(p.getByRole('status').filter({ hasText: 'Undone: move Stralsund.' })).toBeVisible();
      await p.getByRole('button', { name: 'Redo' }).click();
      // Red station.
      await tapStation('new-station-1');
      await p.getByLabel(/^Red station/).check();
      await expect(station(page, 'new-station-1').locator('title')).toHaveText('Stralsund, a red station (trains start here)');
      // Autosave: a reload shows the same map.
      await page.reload();
      await expect(board(page)).toBeVisible({ timeout: 60_000 });
      await expect(station(page, 'new-station-1')).toContainText('Stralsund');
      await expect(page.locator('[data-route="new-station-1-rostock"] title')).toHaveText('Stralsund–Rostock: 4 spaces, an express route');
      // Delete, and a plain sentence names what Bahn Frei misses when a passenger card's station goes.
      await tapStation('kassel');
      await panel(page).getByRole('button', { name: /^Delete Kassel and its \d routes$/ }).click();
      await expect(station(page, 'kassel')).toHaveCount(0);
      await expect(panel(page).locator('.rail-problems')).toContainText('Passenger cards name a station the map lacks: Kassel.');
      await expect(panel(page).getByRole('button', { name: 'Race this map' })).toBeDisabled();
      await panel(page).getByRole('button', { name: 'Undo' }).click();
      await expect(station(page, 'kassel')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  });
}

test('a damaged rail-map file is refused in a sentence and the map stays; a good one opens, one Undo away', async ({ page }) => {
  const errors = watchErrors(page);
  await openEditor(page);
  const p = panel(page);
  await p.getByLabel('Rail-map file to import').setInputFiles({ name: 'bad.rail.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ format: 1, name: 'Bad', stations: [{ id: 'A b' }], routes: [] })) });
  await expect(p.getByRole('alert')).toContainText('“bad.rail.json” was not opened: stations[0].id:');
  await expect(p.getByRole('heading', { level: 1 })).toHaveText('Germany');
  const small = { format: 1, name: 'Tiny', stations: [{ id: 'a', name: 'Aachen', hub: true, x: 0, y: 0 }], routes: [] };
  await p.getByLabel('Rail-map file to import').setInputFiles({ name: 'tiny.rail.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(small)) });
  await expect(p.getByRole('heading', { level: 1 })).toHaveText('Tiny');
  await expect(p.getByRole('status').filter({ hasText: 'Your previous map is one Undo away' })).toBeVisible();
  await p.getByRole('button', { name: 'Undo' }).click();
  await expect(p.getByRole('heading', { level: 1 })).toHaveText('Germany');
  expect(errors).toEqual([]);
});

test('a share link opens the map once; the previous map is one Undo away', async ({ page }) => {
  const errors = watchErrors(page);
  await openEditor(page);
  const p = panel(page);
  await p.getByRole('button', { name: 'Germany map' }).click();
  await station(page, 'kiel').locator('circle').nth(1).click({ force: true });
  await p.getByLabel('Name').fill('Kiel Hbf');
  await p.getByLabel('Name').press('Enter');
  await p.getByRole('button', { name: 'Share link' }).click();
  const url = await p.getByLabel('Share link').inputValue();
  expect(url).toContain('#rail=');
  await p.getByRole('button', { name: 'Germany map' }).click();
  await expect(station(page, 'kiel')).toContainText('Kiel');
  await page.goto(url);
  await expect(station(page, 'kiel')).toContainText('Kiel Hbf', { timeout: 60_000 });
  await expect(p.getByRole('status').filter({ hasText: 'Your previous map is one Undo away' })).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');
  await p.getByRole('button', { name: 'Undo' }).click();
  await expect(station(page, 'kiel').locator('text')).toHaveText('Kiel');
  expect(errors).toEqual([]);
});

test('Race this map: the Bahn Frei set-up plays on the edited map', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await openEditor(page, '&debug');
  const p = panel(page);
  await station(page, 'kiel').locator('circle').nth(1).click({ force: true });
  await p.getByLabel('Name').fill('Kiel am Meer');
  await p.getByLabel('Name').press('Enter');
  await expect(p.getByRole('heading', { name: 'Station Kiel am Meer' })).toBeVisible();
  await p.getByRole('button', { name: 'Race this map' }).click();
  const form = page.getByRole('form', { name: 'Game set-up' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bahn Frei');
  await expect(form).toContainText('Played on your rail map from Build, “Germany”.');
  await form.getByRole('button', { name: 'Start the game' }).click();
  // On a wide screen the game opens on the 3D table; the flat map is a button away.
  await expect(page.locator('.rail-3d-name', { hasText: 'Kiel am Meer' })).toBeVisible({ timeout: 60_000 });
  await waitForFrames(page, 5);
  await page.screenshot({ path: 'test-results/screenshots/rail-race-3d.png' });
  // Instanced: the whole map (38 stations, 56 routes, their spaces, cards, trains) in a handful of draw calls.
  const calls = await page.evaluate(() => window.__chicane!.stats.calls);
  console.log(`3D rail map: ${calls} draw calls`);
  expect(calls).toBeLessThanOrEqual(30);
  await page.getByRole('button', { name: 'Show the flat map' }).click();
  await expect(page.locator('.play-board [data-station="kiel"]')).toContainText('Kiel am Meer');
  await page.screenshot({ path: 'test-results/screenshots/rail-race-edited.png' });
  expect(errors).toEqual([]);
});
