import { test } from '@playwright/test';
import { waitForFrames, watchErrors } from './helpers';
test('leva', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?debug');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/?debug');
  await waitForFrames(page, 5);
  await page.getByText('View', { exact: true }).first().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/screenshots/tmp-leva-open.png' });
  for (const id of ['labels', 'laneGraph', 'spaceNumbers', 'grid']) {
    await page.locator(`label[for$="${id}"]`).first().click().catch(async () => { console.log('no label', id); });
  }
  await page.waitForTimeout(1000);
  await page.screenshot({ path: 'test-results/screenshots/tmp-leva.png' });
  await page.getByRole('button', { name: 'Top view' }).click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: 'test-results/screenshots/tmp-top.png' });
  console.log(errors, await page.evaluate(() => window.__chicane!.stats.calls));
});
