/**
 * The Quality choice: Auto steps down under software WebGL, a choice survives
 * a reload, and the menu is reachable at desktop and phone sizes without
 * covering the top bar. Run with E2E_PORT=4403.
 */
import { expect, test, RENDER, type Page } from './fixtures';
import { waitForFrames, watchErrors } from './helpers';
import type { QualityDebug } from '../../src/app/quality';

const quality = (page: Page) => page.evaluate(() => (window as unknown as { __chicane?: { quality?: QualityDebug } }).__chicane?.quality ?? null);

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Quality' }).click();
  await expect(page.getByRole('group', { name: /^Quality/ })).toBeVisible();
}

/** The menu sits wholly below the top bar and inside the window. */
async function expectBelowTopBar(page: Page) {
  const bar = (await page.locator('header.topbar').boundingBox())!;
  const menu = (await page.locator('#quality-menu').boundingBox())!;
  const size = page.viewportSize()!;
  expect(menu.y).toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(menu.x).toBeGreaterThanOrEqual(0);
  expect(menu.x + menu.width).toBeLessThanOrEqual(size.width);
  expect(menu.y + menu.height).toBeLessThanOrEqual(size.height);
}

test('Auto steps down to Low under software WebGL and remembers it', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=learn&debug');
  await waitForFrames(page, 5);
  expect((await quality(page))?.choice).toBe('auto');
  // Chromium's SwiftShader draws this table at a few frames a second: Auto must settle on Low within a few seconds of frames.
  await page.waitForFunction(() => (window as unknown as { __chicane?: { quality?: QualityDebug } }).__chicane?.quality?.level === 'low', undefined, { timeout: 60_000 });
  const frames = await page.evaluate(() => window.__chicane!.stats.frames);
  expect(frames).toBeLessThan(120);
  await openMenu(page);
  await expect(page.getByRole('radio', { name: /^Auto/ })).toBeChecked();
  await expect(page.locator('.quality-now')).toHaveText('Auto is drawing at Low now.');
  if (RENDER !== 'low') {
    // Where Auto settled is kept: the next visit starts at Low instead of stepping down again.
    await page.reload();
    await waitForFrames(page, 1);
    expect(await quality(page)).toEqual({ choice: 'auto', level: 'low', autoLevel: 'low' });
  }
  expect(errors).toEqual([]);
});

test('choosing Low survives a reload; the menu opens under the top bar at desktop size', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?debug');
  await waitForFrames(page, 3);
  await openMenu(page);
  await expectBelowTopBar(page);
  for (const name of ['Auto', 'High', 'Medium', 'Low']) await expect(page.getByRole('radio', { name: new RegExp(`^${name} `) })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/quality-menu-desktop.png' });
  await page.getByRole('radio', { name: /^High / }).check();
  await page.waitForFunction(() => (window as unknown as { __chicane?: { quality?: QualityDebug } }).__chicane?.quality?.level === (new URLSearchParams(location.search).get('render') === 'low' ? 'low' : 'high'));
  await page.getByRole('radio', { name: /^Low / }).check();
  await page.waitForFunction(() => (window as unknown as { __chicane?: { quality?: QualityDebug } }).__chicane?.quality?.level === 'low');
  await page.keyboard.press('Escape');
  await expect(page.locator('#quality-menu')).toBeHidden();

  await page.reload();
  await waitForFrames(page, 3);
  expect(await quality(page)).toMatchObject({ choice: 'low', level: 'low' });
  await openMenu(page);
  await expect(page.getByRole('radio', { name: /^Low / })).toBeChecked();
  await expect(page.locator('.quality-now')).toHaveText('Drawing at Low.');
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the Quality button fits in the top bar and its menu fits the screen', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/?debug');
    await waitForFrames(page, 3);
    const bar = page.locator('header.topbar');
    // Nothing in the top bar is pushed off the screen.
    expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const button = (await page.getByRole('button', { name: 'Quality' }).boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Quality' }).tap();
    await expect(page.getByRole('group', { name: /^Quality/ })).toBeVisible();
    await expectBelowTopBar(page);
    await page.screenshot({ path: 'test-results/screenshots/quality-menu-phone.png' });
    await page.getByRole('radio', { name: /^Medium / }).tap();
    await page.waitForFunction(() => (window as unknown as { __chicane?: { quality?: QualityDebug } }).__chicane?.quality?.choice === 'medium');
    // A tap outside closes the menu.
    await page.locator('.viewport').tap({ position: { x: 20, y: 20 } });
    await expect(page.locator('#quality-menu')).toBeHidden();
    expect(errors).toEqual([]);
  });
});
