import { expect, test, type Page } from './fixtures';
import { watchErrors } from './helpers';
import { glossary as f1Glossary } from '../../src/games/formula-1/glossary';
import { glossary as mssGlossary } from '../../src/games/motorsportspiel/glossary';

/** A tap on a table object opens the one explanation bubble with the glossary's words; Escape closes it. */

type Spot = { term: string; x: number; y: number; inside: boolean };
type W = { __chicane?: { table?: { explain: Spot[] }; play?: { game: string | null; tokens: { id: string; screen: { x: number; y: number }; inside: boolean }[] } } };

const DEVICES = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

const words = (glossary: readonly { term: string; explanation: string }[], term: string) => glossary.find((e) => e.term === term)!.explanation;

async function openShellGame(page: Page, game: string, seed: number) {
  await page.goto('/?mode=race&debug');
  const form = page.getByRole('form', { name: 'Game set-up' });
  await form.getByLabel('Game').selectOption(game);
  await form.getByLabel('Seed').fill(String(seed));
  await form.getByRole('button', { name: /^Start the (race|game)$/ }).click();
  await page.waitForFunction((id) => (window as unknown as W).__chicane?.play?.game === id, game);
  const pause = page.getByRole('button', { name: /^Pause (the )?bots$/ });
  if (await pause.isVisible()) await pause.click();
}

/** Where on the page a table object naming `term` is drawn and nothing covers the canvas there (it waits for one). */
async function spotOf(page: Page, term: string): Promise<{ x: number; y: number }> {
  const handle = await page.waitForFunction(
    (t) => {
      const canvas = document.querySelector<HTMLCanvasElement>('.viewport canvas');
      if (!canvas) return null;
      const r = canvas.getBoundingClientRect();
      const all = (window as unknown as W).__chicane?.table?.explain ?? [];
      // Of the places showing the term, the one farthest from any object explaining something else (on a phone the
      // stations of a map lie close together: a tap between two would open the other's words).
      let best: { x: number; y: number; room: number } | null = null;
      for (const s of all) {
        if (s.term !== t || !s.inside) continue;
        const x = r.left + s.x;
        const y = r.top + s.y;
        if (x < 4 || y < 4 || x > window.innerWidth - 4 || y > window.innerHeight - 4) continue;
        if (document.elementFromPoint(x, y) !== canvas) continue;
        const room = Math.min(Infinity, ...all.filter((o) => o.term !== t && o.inside).map((o) => Math.hypot(o.x - s.x, o.y - s.y)));
        if (!best || room > best.room) best = { x, y, room };
      }
      return best ? { x: best.x, y: best.y } : null;
    },
    term,
    { timeout: 60_000 },
  );
  return (await handle.jsonValue())!;
}

async function tap(page: Page, at: { x: number; y: number }) {
  if (page.viewportSize()!.width < 600) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
}

/** Taps the object naming `term` and checks the bubble says `term` in bold and `text`, inside the screen; then Escape closes it. */
async function expectExplained(page: Page, term: string, text: string, shot: string) {
  const bubble = page.getByRole('dialog', { name: `What ${term} means` });
  await expect(async () => {
    await tap(page, await spotOf(page, term));
    await expect(bubble).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await expect(bubble.locator('strong')).toHaveText(term);
  await expect(bubble).toContainText(text);
  const box = (await bubble.boundingBox())!;
  const view = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(view.width);
  expect(box.y + box.height).toBeLessThanOrEqual(view.height);
  await page.screenshot({ path: `test-results/screenshots/table-explain-${shot}-${view.width}.png` });
  // Only one open at a time: a second tap elsewhere on the table closes it, Escape closes a new one.
  await page.keyboard.press('Escape');
  await expect(bubble).toBeHidden();
}

for (const device of DEVICES) {
  test.describe(`${device.name}: table objects explain themselves`, () => {
    test.use(device.use);

    test(`formula-1, ${device.name}: the tyre pile, the speedometer and a car explain themselves in the rulebook's words`, async ({ page }) => {
      const errors = watchErrors(page);
      await openShellGame(page, 'formula-1', 3);
      if (device.name === 'desktop') {
        // A mouse over the speedometer shows its words as a tooltip, and moving away hides it.
        const tooltip = page.locator('.explain-bubble[role="tooltip"]');
        await expect(async () => {
          const at = await spotOf(page, 'Speedometer');
          await page.mouse.move(at.x - 3, at.y);
          await page.mouse.move(at.x, at.y);
          await expect(tooltip).toContainText(words(f1Glossary, 'Speedometer'), { timeout: 2_000 });
        }).toPass({ timeout: 30_000 });
        await page.getByRole('button', { name: 'Resume the bots' }).hover();
        await expect(tooltip).toBeHidden();
      }
      await expectExplained(page, 'Tyres', words(f1Glossary, 'Tyres'), 'f1-tyres');
      await expectExplained(page, 'Speedometer', words(f1Glossary, 'Speedometer'), 'f1-dial');
      // A car names its driver and its colour, in words.
      const you = (await page.evaluate(() => (window as unknown as W).__chicane!.table!.explain.map((s) => s.term))).find((t) => /^You\b/.test(t));
      expect(you, 'a car driven by the person').toBeDefined();
      const bubble = page.getByRole('dialog', { name: `What ${you!} means` });
      await expect(async () => {
        await tap(page, await spotOf(page, you!));
        await expect(bubble).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(bubble).toContainText(/The (red|yellow|blue|green|orange|purple|white|black|pink|cyan|brown|lime) car on the table, driven by You/);
      // Only one open at a time: a tap on another object closes it and opens that one's.
      await tap(page, await spotOf(page, 'Tyres'));
      await expect(bubble).toBeHidden();
      await expect(page.getByRole('dialog', { name: 'What Tyres means' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(1);
      expect(errors).toEqual([]);
    });

    test(`motorsportspiel, ${device.name}: the dice boxes and the rolled dice explain themselves`, async ({ page }) => {
      const errors = watchErrors(page);
      await openShellGame(page, 'motorsportspiel', 5);
      await expectExplained(page, 'Dice boxes', words(mssGlossary, 'Dice boxes'), 'mss-boxes');
      const roll = page.getByRole('group', { name: 'Your choices' }).getByRole('button', { name: 'Roll the red die and both white dice' });
      await expect(roll).toBeVisible({ timeout: 60_000 });
      await roll.click();
      await expectExplained(page, 'Red die', words(mssGlossary, 'Red die'), 'mss-red-die');
      expect(errors).toEqual([]);
    });

    test(`start-frei, ${device.name}: the coin supply and the DRS marker pile explain themselves`, async ({ page }) => {
      const errors = watchErrors(page);
      await openShellGame(page, 'start-frei', 1);
      await expectExplained(page, 'Coin', 'Earned by overtaking', 'sf-coins');
      await expectExplained(page, 'DRS marker', 'A bonus token drawn when you overtake', 'sf-drs');
      expect(errors).toEqual([]);
    });

    test(`bahn-frei, ${device.name}: on the 3D table a station, the round track and the complaint-O-meter explain themselves`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.addInitScript(() => window.localStorage.setItem('chicane.bahn.view', 'table'));
      await openShellGame(page, 'bahn-frei', 2);
      await expectExplained(page, 'Red station', 'A big hub. Trains start on one', 'bf-red-station');
      await expectExplained(page, 'Rounds', 'The game lasts 15 rounds', 'bf-rounds');
      await expectExplained(page, 'Complaint-O-meter', 'Counts complaints. At 8 the team loses at once', 'bf-complaints');
      expect(errors).toEqual([]);
    });

    test(`bahn-frei, ${device.name}: a station of the map explains itself at a tap`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.addInitScript(() => window.localStorage.setItem('chicane.bahn.view', 'map'));
      await openShellGame(page, 'bahn-frei', 2);
      const station = page.locator('.play-board g[data-station]').first();
      await expect(station).toBeVisible({ timeout: 60_000 });
      const name = (await station.locator('[data-label]').first().getAttribute('data-label'))!;
      // The station's tooltip says its kind in the glossary's words ("Kassel. Red station: …"): the bubble says the same.
      const title = (await station.locator(':scope > title').textContent())!;
      const kind = title.slice(name.length + 2);
      expect(kind).toMatch(/^(Red|Black) station: \w.{5,}/);
      await tap(page, (await station.locator('circle').first().boundingBox().then((b) => ({ x: b!.x + b!.width / 2, y: b!.y + b!.height / 2 }))));
      const bubble = page.getByRole('dialog', { name: `What ${name} means` });
      await expect(bubble).toBeVisible();
      await expect(bubble).toContainText(kind);
      await page.screenshot({ path: `test-results/screenshots/table-explain-bf-station-${page.viewportSize()!.width}.png` });
      await page.keyboard.press('Escape');
      await expect(bubble).toBeHidden();
      expect(errors).toEqual([]);
    });
  });
}

test.describe('phone: an open term explanation', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('phone: the explanation of the term nearest the right edge opens whole inside the screen', async ({ page }) => {
    const errors = watchErrors(page);
    await openShellGame(page, 'formula-1', 3);
    const terms = page.locator('button.term:visible');
    await expect(terms.first()).toBeVisible({ timeout: 60_000 });
    // The term whose right end is nearest the screen's right edge.
    const rights = await terms.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    const k = rights.indexOf(Math.max(...rights));
    await terms.nth(k).click();
    const tip = page.locator('.term-tip.open');
    await expect(tip).toBeVisible();
    const box = (await tip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // Nothing cuts it or covers it (a scrolling panel, the table): each corner of it is the tip itself.
    const corners = await tip.evaluate((el) => {
      el.style.pointerEvents = 'auto';
      const r = el.getBoundingClientRect();
      return [
        [r.left + 3, r.top + 3],
        [r.right - 3, r.top + 3],
        [r.left + 3, r.bottom - 3],
        [r.right - 3, r.bottom - 3],
      ].map(([x, y]) => el.contains(document.elementFromPoint(x!, y!)));
    });
    expect(corners).toEqual([true, true, true, true]);
    await page.screenshot({ path: 'test-results/screenshots/table-explain-term-tip-390.png' });
    expect(errors).toEqual([]);
  });
});
