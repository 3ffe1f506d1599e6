import { expect, test } from './fixtures';
import { waitForFrames, watchErrors } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const mode of ['build', 'race', 'replay', 'learn'] as const) {
  test(`phone: ${mode} fits the screen`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto(`/?debug&mode=${mode}`);
    await waitForFrames(page, 5);
    await page.screenshot({ path: `test-results/screenshots/phone-${mode}.png` });
    // Nothing is wider than the screen: no element sticks out past its right edge.
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && r.right > window.innerWidth + 1 && getComputedStyle(e).position !== 'fixed';
        })
        .map((e) => `${e.tagName.toLowerCase()}.${e.className} "${(e.textContent ?? '').slice(0, 30)}" right ${Math.round(e.getBoundingClientRect().right)}`)
        .slice(0, 5),
    );
    expect(wide).toEqual([]);
    // The table takes a good part of the screen.
    const table = (await page.getByLabel('3D table').boundingBox())!;
    expect(table.height).toBeGreaterThan(844 * 0.35);
    expect(errors).toEqual([]);
  });
}

test('phone: fold the controls away and the table fills the screen; tap to build', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?debug');
  await waitForFrames(page, 5);
  await page.getByRole('button', { name: 'Hide the controls ▾' }).tap();
  await expect(page.locator('#mode-panel')).toBeHidden();
  const table = (await page.getByLabel('3D table').boundingBox())!;
  expect(table.height).toBeGreaterThan(844 * 0.8);
  await page.screenshot({ path: 'test-results/screenshots/phone-build-folded.png' });
  await page.getByRole('button', { name: 'Show the controls ▴' }).tap();
  // A control far down the sheet is reached by scrolling the sheet, and a tap uses it.
  await page.getByRole('button', { name: 'New empty table' }).tap();
  await expect(page.getByTestId('validation-badge')).toHaveText('Empty table');
  await page.locator('button[data-piece="sf-start"]').tap();
  await page.getByTestId('place-first').tap();
  await expect(page.getByTestId('piece-count')).toHaveText('1');
  expect(errors).toEqual([]);
});
