import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForSettled, watchErrors } from './helpers';

interface Probe {
  passengers: { id: string; at: 'waiting' | 'aboard'; destination: string; rounds: number; special: boolean }[];
  drawn: { id: string; destination: string; rounds: number; special: boolean; x: number; y: number; inside: boolean }[];
}

/** The table's probe (`?debug`), or null before the table publishes it. */
type WithProbe = Window & { __chicane?: { bahnCards?: Probe } };

/** Opens Bahn Frei on the 3D table (You and two bots) and starts the red train in Hamburg. */
async function startBahn(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('chicane.bahn.view', 'table'));
  await page.goto('/?mode=race&debug&hourglass=3');
  await page.getByRole('form', { name: 'Game set-up' }).getByLabel('Game').selectOption('bahn-frei');
  const form = page.getByRole('form', { name: 'Game set-up' });
  await expect(form).toBeVisible({ timeout: 60_000 });
  await form.getByRole('button', { name: 'Start the game' }).click();
  await page.getByRole('button', { name: 'Start the red train in Hamburg' }).click();
}

const turn = (page: Page) => page.getByRole('button', { name: 'Turn the hourglass: start the rail operations' });

/** Makes the group's decisions of the round (the first choice each time) until the chief may turn the hourglass. */
async function toBriefing(page: Page) {
  const decide = page.getByRole('group', { name: 'Decide' }).getByRole('button');
  for (let i = 0; i < 20; i++) {
    await turn(page).or(decide.first()).first().waitFor({ timeout: 60_000 });
    if (await turn(page).isVisible()) return;
    await decide.first().click();
  }
  throw new Error('the briefing did not come');
}

const probe = (page: Page) => page.evaluate(() => (window as WithProbe).__chicane?.bahnCards ?? null);

/** A long name is printed short: "Saarbrücken" as "Saarbr.". */
function printedAs(full: string, printed: string): boolean {
  return printed === full || (printed.endsWith('.') && full.startsWith(printed.slice(0, -1)) && printed.length < full.length);
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(device, () => {
    test.use({ viewport, ...(device === 'phone' ? { hasTouch: true, isMobile: true } : {}) });
    test(`${device}: every waiting passenger's card shows its destination and travel time, and says it in words`, async ({ page }) => {
      test.setTimeout(180_000);
      const errors = watchErrors(page);
      await startBahn(page);
      await toBriefing(page);
      // The cards drawn are the state's passengers, each with its destination and rounds left.
      await page.waitForFunction(() => {
        const p = (window as WithProbe).__chicane?.bahnCards;
        return !!p && p.passengers.some((x) => x.at === 'waiting') && p.drawn.length === p.passengers.length;
      }, undefined, { timeout: 60_000 });
      await waitForSettled(page);
      const seen = (await probe(page))!;
      const waiting = seen.passengers.filter((p) => p.at === 'waiting');
      expect(waiting.length).toBeGreaterThan(0);
      expect(seen.drawn).toHaveLength(seen.passengers.length);
      for (const p of seen.passengers) {
        const card = seen.drawn.find((d) => d.id === p.id);
        expect(card, `a card for ${p.id}`).toBeDefined();
        expect(printedAs(p.destination, card!.destination), `${card!.destination} prints ${p.destination}`).toBe(true);
        expect(card!.rounds).toBe(p.rounds);
        expect(card!.special).toBe(p.special);
      }
      // A hover (a tap on the phone) on a card says it in words. The card picked is the one farthest from the others.
      const far = [...seen.drawn.filter((d) => d.inside)].sort((a, b) => {
        const gap = (c: typeof a) => Math.min(...seen.drawn.filter((o) => o.id !== c.id).map((o) => Math.hypot(o.x - c.x, o.y - c.y)), 1e9);
        return gap(b) - gap(a);
      })[0]!;
      const expected = seen.passengers.find((p) => p.id === far.id)!;
      const box = (await page.locator('canvas').first().boundingBox())!;
      if (device === 'phone') await page.touchscreen.tap(box.x + far.x, box.y + far.y);
      else await page.mouse.move(box.x + far.x, box.y + far.y);
      const tip = page.getByRole('tooltip');
      await expect(tip).toContainText(`Going to ${expected.destination}, ${expected.rounds} round${expected.rounds === 1 ? '' : 's'} left`);
      await page.screenshot({ path: `test-results/screenshots/bahn-table-${device}.png` });
      if (device === 'desktop') {
        // Closer in (the wheel zooms the table): the card's face as a person leaning over the table sees it.
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await waitForSettled(page, async () => {
          for (let i = 0; i < 6; i++) await page.mouse.wheel(0, -400);
        });
        await page.screenshot({ path: `test-results/screenshots/bahn-table-${device}-close.png` });
      }
      expect(errors).toEqual([]);
    });

    test(`${device}: in a game of four the hourglass box covers none of the seat cards`, async ({ page }) => {
      test.setTimeout(180_000);
      const errors = watchErrors(page);
      await page.addInitScript(() => window.localStorage.setItem('chicane.bahn.view', 'table'));
      await page.goto('/?mode=race&debug&hourglass=3');
      await page.getByRole('form', { name: 'Game set-up' }).getByLabel('Game').selectOption('bahn-frei');
      const form = page.getByRole('form', { name: 'Game set-up' });
      await expect(form).toBeVisible({ timeout: 60_000 });
      const seat = form.getByRole('textbox', { name: /^Seat \d+ name$/ });
      while ((await seat.count()) < 4) await form.getByRole('button', { name: 'Add a seat' }).click();
      await form.getByRole('button', { name: 'Start the game' }).click();
      const glass = page.locator('.shell-hourglass');
      const cards = page.getByLabel('Seats', { exact: true }).locator('.play-seat');
      await expect(glass).toBeVisible({ timeout: 60_000 });
      await expect(cards).toHaveCount(4);
      const apart = async (what: string) => {
        const g = (await glass.boundingBox())!;
        for (let i = 0; i < 4; i++) {
          const c = (await cards.nth(i).boundingBox())!;
          const meet = g.x < c.x + c.width && c.x < g.x + g.width && g.y < c.y + c.height && c.y < g.y + g.height;
          expect(meet, `${what}: the hourglass box (${Math.round(g.x)},${Math.round(g.y)} ${Math.round(g.width)}×${Math.round(g.height)}) meets seat card ${i + 1} (${Math.round(c.x)},${Math.round(c.y)} ${Math.round(c.width)}×${Math.round(c.height)})`).toBe(false);
        }
      };
      await apart('on the 3D table');
      await page.screenshot({ path: `test-results/screenshots/bahn-four-seats-${device}.png` });
      await page.getByRole('button', { name: 'Show the flat map' }).click();
      await expect(page.getByRole('button', { name: 'Show the 3D table' })).toBeVisible();
      await apart('on the flat map');
      await page.screenshot({ path: `test-results/screenshots/bahn-four-seats-${device}-map.png` });
      expect(errors).toEqual([]);
    });
  });
}
