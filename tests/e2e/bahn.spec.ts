import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { watchErrors } from './helpers';

/** Opens Bahn Frei in the Race set-up with a 3-second hourglass and starts: You and two bots. */
async function startBahn(page: Page) {
  await page.goto('/?mode=race&hourglass=3');
  await page.getByRole('form', { name: 'Game set-up' }).getByLabel('Game').selectOption('bahn-frei');
  const form = page.getByRole('form', { name: 'Game set-up' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  await form.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: 'Start the red train in Hamburg' }).click();
}

const turn = (page: Page) => page.getByRole('button', { name: 'Turn the hourglass: start the rail operations' });

/** Makes the group's decisions of the round (the first choice each time) until the chief may turn the hourglass. */
async function toBriefing(page: Page) {
  // The group's decisions come under "Decide", or "Vouchers" when the team may spend one.
  const decide = page.getByRole('group', { name: /^(Decide|Vouchers)$/ }).getByRole('button');
  for (let i = 0; i < 20; i++) {
    try {
      await turn(page).or(decide.first()).first().waitFor({ timeout: 60_000 });
    } catch (e) {
      // Say what the screen offered instead, so a failure on another machine can be read from the log.
      const groups = await page.getByRole('group').evaluateAll((gs) => gs.map((g) => `${g.getAttribute('aria-label') ?? '?'}: ${(g.textContent ?? '').slice(0, 120)}`));
      throw new Error(`the briefing did not come; the screen offered ${JSON.stringify(groups)}`, { cause: e });
    }
    if (await turn(page).isVisible()) return;
    await decide.first().click();
  }
  throw new Error('the briefing did not come');
}
const timesUp = (page: Page) => page.getByText('Time is up!');

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport, ...(device === 'phone' ? { hasTouch: true, isMobile: true } : {}) });
    test(`${device}: the hourglass runs while the trains drive and ends the rail operations when the sand is out`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = watchErrors(page);
      await startBahn(page);
      await toBriefing(page);
      await turn(page).click();
      const timer = page.getByRole('timer');
      await expect(timer).toHaveAccessibleName(/^Hourglass: [123] seconds left$/);
      await page.screenshot({ path: `test-results/screenshots/bahn-hourglass-${device}.png` });
      // Nobody says done: the glass ends the phase.
      await expect(timer).toBeHidden({ timeout: 30_000 });
      await expect(timesUp(page).first()).toBeAttached();
      await expect(page.getByRole('button', { name: 'The time is up' })).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  });
}

test('relaxed play: with the hourglass off the rail operations wait for the group', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await startBahn(page);
  await page.getByRole('checkbox', { name: /^Hourglass/ }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Hourglass off: relaxed play' })).not.toBeChecked();
  await toBriefing(page);
  // From here the page's clock is the test's, so a glass that wrongly ran would be moved on without real waiting
  // (clicks are forced: the fake clock holds the animation frames that the stability check waits for).
  await page.clock.install();
  await turn(page).click({ force: true });
  const end = page.getByRole('button', { name: 'The time is up' });
  await expect(end).toBeVisible();
  await expect(page.getByRole('timer')).toHaveCount(0);
  // Ten seconds later (more than the 3-second glass) the phase still waits for the group. The clock jumps (every
  // timer due fires once) rather than running 600 animation frames, which on a software renderer takes a minute.
  await page.clock.fastForward(10_000);
  await expect(end).toBeVisible();
  await expect(timesUp(page)).toHaveCount(0);
  await end.click({ force: true });
  await expect(timesUp(page).first()).toBeAttached();
  // The choice is kept for the next game (the app reads it back at start).
  expect(await page.evaluate(() => window.localStorage.getItem('chicane.bahn.hourglass'))).toBe('{"on":false}');
  expect(errors).toEqual([]);
});
