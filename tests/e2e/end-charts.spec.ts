import { expect, test } from './fixtures';
import { watchErrors } from './helpers';

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the end screen shows the race's lap chart and gap chart (${size.name})`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/?mode=race&debug');
    await expect(page.getByRole('form', { name: 'Race set-up' })).toBeVisible();
    await page.getByLabel('Seat 1 driver').selectOption('heuristic');
    await page.getByLabel('Seed').fill('3');
    await page.getByRole('button', { name: 'Start the race' }).click();
    await page.getByLabel('Pace').selectOption('instant');
    const result = page.getByRole('region', { name: 'Race result' });
    await expect(result).toBeVisible({ timeout: 90_000 });
    const charts = result.getByRole('group', { name: 'Race charts' });
    await expect(charts).toBeVisible({ timeout: 30_000 });
    const cars = await result.getByRole('list', { name: 'Final standings' }).getByRole('listitem').count();
    expect(cars).toBe(3);
    // One line per car in each chart, and a legend naming every car.
    for (const title of ['Lap chart', 'Gap chart']) {
      const figure = charts.locator('figure').filter({ hasText: title });
      await expect(figure.locator('polyline')).toHaveCount(cars);
      await expect(figure.locator('.chart-legend li')).toHaveCount(cars);
      // Every line has a point per sample: the start, the passes, the finish.
      const points = await figure.locator('polyline').first().getAttribute('points');
      expect((points ?? '').trim().split(' ').length).toBeGreaterThan(2);
    }
    await expect(charts.getByRole('list', { name: 'Places gained' }).getByRole('listitem')).toHaveCount(cars);
    await charts.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screenshots/end-charts-${size.name}.png`, fullPage: true });
    await charts.screenshot({ path: `test-results/screenshots/end-charts-${size.name}-charts.png` });
    expect(errors).toEqual([]);
  });
}
