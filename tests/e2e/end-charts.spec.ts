import { expect, test } from './fixtures';
import { pauseReplayAtStart, watchErrors } from './helpers';

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the shell's end screen of a Start Frei race shows its position chart and its figures (${size.name})`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/?mode=race&debug');
    const form = page.getByRole('form', { name: 'Game set-up' });
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Game')).toHaveValue('start-frei');
    await form.getByLabel('Seat 1 player').selectOption('heuristic');
    await form.getByLabel('Seed').fill('3');
    await form.getByRole('button', { name: 'Start the race' }).click();
    await page.getByLabel('Pace', { exact: true }).selectOption('instant');
    const result = page.getByRole('region', { name: 'Game result' });
    await expect(result).toBeVisible({ timeout: 90_000 });
    const charts = result.getByRole('group', { name: 'Race charts' });
    await expect(charts).toBeVisible({ timeout: 30_000 });
    const cars = await result.getByRole('list', { name: 'Final places' }).getByRole('listitem').count();
    expect(cars).toBe(3);
    // One line per car in the position chart, and a legend naming every car.
    const chart = charts.locator('figure').filter({ hasText: 'Position chart' });
    await expect(chart.locator('polyline')).toHaveCount(cars);
    await expect(chart.locator('.chart-legend li')).toHaveCount(cars);
    // Every line has a point per sample: the start, the moves between, the finish.
    const points = await chart.locator('polyline').first().getAttribute('points');
    expect((points ?? '').trim().split(' ').length).toBeGreaterThan(2);
    // The gap chart: a line per car, the leader's at 0 spaces behind.
    const gap = charts.locator('figure').filter({ hasText: 'Gap chart' });
    await expect(gap.locator('polyline')).toHaveCount(cars);
    await expect(gap.getByRole('img')).toHaveAttribute('aria-label', /spaces behind at the end/);
    await expect(charts.getByRole('list', { name: 'Places gained' }).getByRole('listitem')).toHaveCount(cars);
    // The figures table: a column per car in the final order, Start Frei's own counts and the moves each car made.
    const figures = result.getByRole('table', { name: 'Figures of the game' });
    await expect(figures.getByRole('columnheader')).toHaveCount(cars + 1);
    const order = await result.getByRole('list', { name: 'Final places' }).getByRole('listitem').allTextContents();
    const columns = await figures.getByRole('columnheader').allTextContents();
    expect(columns.slice(1)).toEqual(order.map((line) => line.replace(/^\d+\w+: /, '')));
    for (const row of ['Overtakes', 'Failed overtakes', 'Exact chicane stops', 'Chicane penalties', 'Braked', 'Coins earned', 'Turns in the lead', 'Moves made'])
      await expect(figures.getByRole('rowheader', { name: new RegExp(`^${row}`) })).toBeVisible();
    await expect(figures.getByRole('row', { name: /^Coins earned/ })).toContainText('¢');
    await expect(result.locator('.end-how')).toHaveText(/^The race (ran its full distance|was stopped)/);
    await charts.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screenshots/end-charts-${size.name}.png`, fullPage: true });
    await charts.screenshot({ path: `test-results/screenshots/end-charts-${size.name}-charts.png` });
    expect(errors).toEqual([]);
  });
}

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the shell's end screen shows a position chart of a Formuła 1 race (${size.name})`, async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/?mode=race&debug');
    await page.getByRole('form', { name: 'Game set-up' }).getByLabel('Game').selectOption('formula-1');
    const form = page.getByRole('form', { name: 'Game set-up' });
    await form.getByRole('button', { name: 'Start the race' }).click();
    await page.getByLabel('Pace', { exact: true }).selectOption('instant');
    await page.getByRole('button', { name: 'Hand my seats to the bots' }).click();
    const result = page.getByRole('region', { name: 'Game result' });
    await expect(result).toBeVisible({ timeout: 120_000 });
    const places = await result.getByRole('list', { name: 'Final places' }).getByRole('listitem').count();
    expect(places).toBeGreaterThan(1);
    const chart = result.getByRole('group', { name: 'Race charts' }).locator('figure').filter({ hasText: 'Position chart' });
    await expect(chart).toBeVisible({ timeout: 30_000 });
    await expect(chart.locator('polyline')).toHaveCount(places);
    await expect(chart.locator('.chart-legend li')).toHaveCount(places);
    await expect(result.getByRole('group', { name: 'Race charts' }).locator('figure').filter({ hasText: 'Gap chart' }).locator('polyline')).toHaveCount(places);
    // The figures table: a column per player, Formuła 1's own rows with their units, and how the race ended in words.
    const figures = result.getByRole('table', { name: 'Figures of the game' });
    await expect(figures.getByRole('columnheader')).toHaveCount(places + 1);
    for (const row of ['Tyres spent', 'Throws', 'Off the track', 'Pit services', 'Top speed', 'Moves made']) await expect(figures.getByRole('rowheader', { name: new RegExp(`^${row}`) })).toBeVisible();
    await expect(figures.getByRole('row', { name: /^Top speed/ })).toContainText('km/h');
    await expect(result.locator('.end-how')).toContainText(/cross(es)? the finish line first after \d+ laps?|round limit/);
    await chart.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screenshots/end-charts-shell-${size.name}.png` });
    if (size.name === 'desktop') {
      // Watching it back: the moments of the move shown are said over the tokens.
      await result.getByRole('button', { name: 'Watch the replay' }).click();
      // A callout lasts as long as its move is shown, so the replay is paused and stepped to an
      // incident: its callout names a driver.
      const replay = page.getByRole('region', { name: 'Replay' });
      await pauseReplayAtStart(replay);
      await replay.getByRole('button', { name: 'Next incident' }).click();
      await page.waitForFunction(() => [...document.querySelectorAll('.table-callout')].some((e) => /Bot \d|You/.test(e.textContent ?? '')), null, { timeout: 60_000 });
      await page.screenshot({ path: 'test-results/screenshots/end-charts-shell-callout.png' });
    }
    expect(errors).toEqual([]);
  });
}
