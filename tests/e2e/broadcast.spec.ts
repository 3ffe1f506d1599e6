import { expect, test, type Page } from './fixtures';
import { waitForFrames, waitForSettled, watchErrors } from './helpers';

interface Probe {
  x: number;
  y: number;
  inside: boolean;
}
type Chicane = { __chicane?: { reach?: Probe[]; cars?: { screen: Probe }[]; director?: { kind: string; cars: number[]; cuts: number } } };

/** Plays "You" (first card, the first action offered) until a roll leaves a choice of green spaces. */
async function reachDecision(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start the race' }).click();
  await page.getByLabel('Pace').selectOption('8');
  const pick = page.getByText(/Pick a green space or:/);
  for (let i = 0; i < 40; i++) {
    const hand = page.getByLabel('Your hand').getByRole('button').first();
    const act = page.locator('.turn-choices button, .actions button').first();
    await expect(pick.or(hand).or(act).first()).toBeVisible({ timeout: 60_000 });
    if (await pick.isVisible()) {
      const buttons = page.locator('.moves button');
      if ((await buttons.count()) > 1) return;
      await buttons.first().click();
      continue;
    }
    if (await hand.isVisible()) await hand.click();
    else if (await act.isVisible()) await act.click();
  }
  throw new Error('no decision with a choice of spaces within 40 actions');
}

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`at a decision the race camera shows the active car and every reachable space (${size.name})`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/?mode=race&debug');
    await reachDecision(page);
    await waitForFrames(page, 5);
    await waitForSettled(page);
    const probe = await page.evaluate(() => {
      const c = (window as unknown as Chicane).__chicane!;
      return { reach: c.reach ?? [], cars: (c.cars ?? []).map((x) => x.screen) };
    });
    expect(probe.reach.length).toBeGreaterThan(1);
    for (const r of probe.reach) expect(r.inside).toBe(true);
    // "You" are seat 1: the active car is in view too.
    expect(probe.cars[0]?.inside).toBe(true);
    await page.screenshot({ path: `test-results/screenshots/broadcast-decision-${size.name}.png` });
    expect(errors).toEqual([]);
  });
}
