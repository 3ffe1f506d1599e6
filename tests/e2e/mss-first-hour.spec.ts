import { expect, test, type Page } from './fixtures';
import { waitForSettled, watchErrors } from './helpers';

/**
 * Das Motorsportspiel the first time: the laps the set-up shows are the laps the race runs (the game's own three, not
 * the example table's one), every car stays on the table at the end, and the racing protocol says it opens.
 */

interface Probe {
  play?: { game: string | null; tokens: { id: string; screen: { x: number; y: number }; inside: boolean; settled: boolean }[] };
}
type W = { __chicane?: Probe };
const probe = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as W).__chicane ?? {})) as Probe);
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/mss-first-hour-${name}-${page.viewportSize()!.width}.png` });

async function openSetup(page: Page) {
  await page.goto('/?mode=race&debug');
  await page.getByRole('form', { name: 'Game set-up' }).getByLabel('Game').selectOption('motorsportspiel');
  const form = page.getByRole('form', { name: 'Game set-up' });
  await expect(form.getByLabel(/^Seat \d+ name$/).first()).toBeVisible();
  return form;
}

async function start(page: Page) {
  await page.getByRole('form', { name: 'Game set-up' }).getByRole('button', { name: /^Start the (game|race)$/ }).click();
  await page.waitForFunction(() => (window as unknown as W).__chicane?.play?.game === 'motorsportspiel');
}

/** Every car at rest, in view, and apart from the others on the screen (none drawn on another). */
async function expectAllCarsShow(page: Page, cars: number) {
  await expect(async () => {
    const tokens = (await probe(page)).play!.tokens;
    expect(tokens).toHaveLength(cars);
    for (const t of tokens) {
      expect(t.settled, `${t.id} at rest`).toBe(true);
      expect(t.inside, `${t.id} in view`).toBe(true);
    }
    // No car drawn on another: each stands apart on the screen.
    for (let i = 0; i < tokens.length; i++)
      for (let j = i + 1; j < tokens.length; j++) {
        const a = tokens[i]!.screen;
        const b = tokens[j]!.screen;
        expect(Math.hypot(a.x - b.x, a.y - b.y), `${tokens[i]!.id} / ${tokens[j]!.id}`).toBeGreaterThan(4);
      }
  }).toPass({ timeout: 60_000 });
  await waitForSettled(page);
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size, actionTimeout: 30_000 });

    test('the laps shown in the set-up are the laps raced: three by default, “Lap 1 of 3”', async ({ page }) => {
      const errors = watchErrors(page);
      const form = await openSetup(page);
      await expect(form.getByLabel('Laps')).toHaveValue('3');
      await expect(form.getByLabel('The race set up')).toContainText('3 laps');
      await start(page);
      await expect(page.getByText('Lap 1 of 3').first()).toBeVisible();
      await expect(page.getByText(/Lap 1 of 1\b/)).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('a person hands their seat to the bots for a three-lap race: at the end all three cars show on the table', async ({ page }) => {
      test.setTimeout(300_000);
      const errors = watchErrors(page);
      const form = await openSetup(page);
      const cars = await form.getByLabel(/^Seat \d+ player$/).count();
      expect(cars).toBe(3);
      await expect(form.getByLabel('Laps')).toHaveValue('3');
      await start(page);
      const bots = page.getByRole('group', { name: 'Bot controls' });
      await bots.getByLabel('Pace').selectOption('instant');
      await bots.getByRole('button', { name: 'Hand my seats to the bots' }).click();
      await expect(page.getByRole('region', { name: 'Game result' })).toBeVisible({ timeout: 240_000 });
      await expectAllCarsShow(page, cars);
      await shot(page, 'end-three-laps');
      expect(errors).toEqual([]);
    });

    test('at the end of a race every car is still on the table, parked past the line; the protocol bar says it opens', async ({ page }) => {
      test.setTimeout(240_000);
      const errors = watchErrors(page);
      const form = await openSetup(page);
      // Bots drive every seat: the race runs to its end at once.
      const kinds = form.getByLabel(/^Seat \d+ player$/);
      for (let i = 0; i < (await kinds.count()); i++) await kinds.nth(i).selectOption('heuristic');
      await form.getByLabel('Laps').fill('1');
      await expect(form.getByLabel('The race set up')).toContainText('1 lap,');
      const cars = await kinds.count();
      await start(page);
      await page.getByLabel('Pace', { exact: true }).selectOption('instant');
      await expect(page.getByRole('region', { name: 'Game result' })).toBeVisible({ timeout: 120_000 });

      const toggle = page.getByRole('region', { name: 'Racing protocol' }).getByRole('button', { name: /^Racing protocol/ });
      await expect(toggle).toContainText('Show');
      await toggle.click();
      await expect(toggle).toContainText('Hide');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();

      await expectAllCarsShow(page, cars);
      await waitForSettled(page);
      await shot(page, 'end');
      expect(errors).toEqual([]);
    });
  });
}
