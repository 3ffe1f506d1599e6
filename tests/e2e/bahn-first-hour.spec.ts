import { expect, test, type Page } from './fixtures';
import { waitForSettled, watchErrors } from './helpers';

/**
 * Bahn Frei the first time, three seats: the set-up says the game it will start (3 players, 3 trains, the beginners'
 * plates) and starts that, the log says "You are chief of operations", and no station name on the map covers
 * another, at desktop and phone sizes.
 */

async function openSetup(page: Page) {
  await page.goto('/?mode=race&hourglass=3&debug');
  await page.getByRole('form', { name: 'Game set-up' }).getByLabel('Game').selectOption('bahn-frei');
  const form = page.getByRole('form', { name: 'Game set-up' });
  await expect(form.getByLabel(/^Seat \d+ name$/)).toHaveCount(3, { timeout: 60_000 });
  return form;
}

/** The station names shown on the map that meet another shown name (their boxes on the screen). */
async function meetingNames(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // The map as SVG (phone) and the names over the 3D table (desktop): whichever shows.
    const svg = [...document.querySelectorAll<SVGTextElement>('svg [data-label] text')].filter((t) => getComputedStyle(t.parentElement!).display !== 'none' && t.getClientRects().length > 0);
    const table = [...document.querySelectorAll<HTMLElement>('.rail-3d-name[data-label]')].filter((t) => t.getClientRects().length > 0);
    const shown = [...svg, ...table].map((t) => ({ name: t.textContent ?? '', r: t.getBoundingClientRect() }));
    const out: string[] = [];
    if (shown.length === 0) out.push('no names shown');
    for (let i = 0; i < shown.length; i++)
      for (let j = i + 1; j < shown.length; j++) {
        const a = shown[i]!.r;
        const b = shown[j]!.r;
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) out.push(`${shown[i]!.name} / ${shown[j]!.name}`);
      }
    return out;
  });
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport, ...(device === 'phone' ? { hasTouch: true, isMobile: true } : {}) });

    test(`${device}: three seats play the game the set-up says, “You are chief of operations”, and no station name covers another`, async ({ page }) => {
      test.setTimeout(150_000);
      const errors = watchErrors(page);
      const form = await openSetup(page);
      await expect(form.getByLabel('The game set up')).toHaveText('The game: 3 players, 3 trains, the beginners’ plates.');
      await expect(form.getByLabel('Train plates')).toHaveValue('beginner');
      await form.getByRole('button', { name: /^Start the (game|race)$/ }).click();
      await page.getByRole('button', { name: 'Start the red train in Hamburg' }).click();
      const log = page.getByRole('list', { name: 'Game log' });
      await expect(log).toContainText('Round 1 begins; You are chief of operations.', { timeout: 60_000 });
      await expect(log).not.toContainText('You is');
      // The beginners' plates: no characters on the seat cards.
      await expect(page.getByLabel('Seats')).not.toContainText('Röntgen');
      await expect(page.getByText('The race: 3 players, 3 trains, the beginners’ plates.')).toBeVisible();

      await expect(page.getByRole('img', { name: /^Rail map of / }).or(page.locator('.rail-3d-name[data-label]')).first()).toBeVisible();
      await waitForSettled(page);
      await expect(async () => expect(await meetingNames(page)).toEqual([])).toPass({ timeout: 20_000 });
      await page.screenshot({ path: `test-results/screenshots/bahn-first-hour-map-${device}.png` });
      expect(errors).toEqual([]);
    });
  });
}
