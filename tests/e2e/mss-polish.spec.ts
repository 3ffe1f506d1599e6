import { expect, test, type Page } from './fixtures';
import { waitForFrames, waitForSettled, watchErrors } from './helpers';

/**
 * Das Motorsportspiel as a player sees it: the race set up said in words, the bots' training round, the names over
 * twelve cars readable, the timer and protocol clear of the cars, "You roll" in the log, the path preview with the
 * unusable points and the error before a path is chosen, and the white flag when a person's move timer runs out.
 */

interface Probe {
  table?: { dice: { die: string }[]; box: number | null; landed: number; flags: { token: string; beside: string[]; box: string[] }[]; paths?: { end: number; spaces: number[]; unusable: number; error: string | null; text: string | null }[] };
  play?: { game: string | null; moves: number; tokens: { id: string; screen: { x: number; y: number }; inside: boolean; settled: boolean }[]; replay: { index: number; last: number } | null };
}
type W = { __chicane?: Probe };
const probe = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as W).__chicane ?? {})) as Probe);
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/mss-polish-${name}-${page.viewportSize()!.width}.png` });

async function openSetup(page: Page, seats: number) {
  await page.goto('/?mode=race&debug');
  await page.getByRole('form', { name: 'Game set-up' }).getByLabel('Game').selectOption('motorsportspiel');
  const form = page.getByRole('form', { name: 'Game set-up' });
  const seat = form.getByLabel(/^Seat \d+ name$/);
  await expect(seat.first()).toBeVisible();
  while ((await seat.count()) < seats) await form.getByRole('button', { name: 'Add a seat' }).click();
  while ((await seat.count()) > seats) await form.getByRole('button', { name: `Remove seat ${await seat.count()}` }).click();
  await expect(seat).toHaveCount(seats);
  return form;
}

async function start(page: Page) {
  await page.getByRole('form', { name: 'Game set-up' }).getByRole('button', { name: 'Start the race' }).click();
  await page.waitForFunction(() => (window as unknown as W).__chicane?.play?.game === 'motorsportspiel');
  await page.getByLabel('Pace', { exact: true }).selectOption('instant');
}

/** The names over the cars that show: none meets another, and the car on turn's name shows in full. */
async function expectReadableNames(page: Page, onTurn: string, fullText: string) {
  await expect(async () => {
    const shown = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.token-label')]
        .filter((e) => e.getAttribute('data-fit') !== 'none' && getComputedStyle(e).visibility !== 'hidden')
        .map((e) => {
          const r = e.getBoundingClientRect();
          const words = e.getAttribute('data-fit') === 'short' ? e.querySelector('.token-short')!.textContent : e.querySelector('.token-full')!.textContent;
          return { token: e.dataset.token ?? '', words, x0: r.left, x1: r.right, y0: r.top, y1: r.bottom };
        }),
    );
    const meeting: string[] = [];
    for (let i = 0; i < shown.length; i++)
      for (let j = i + 1; j < shown.length; j++) {
        const a = shown[i]!;
        const b = shown[j]!;
        if (a.x0 < b.x1 - 1 && b.x0 < a.x1 - 1 && a.y0 < b.y1 - 1 && b.y0 < a.y1 - 1) meeting.push(`${a.words} / ${b.words}`);
      }
    expect(meeting).toEqual([]);
    expect(shown.find((s) => s.token === onTurn)?.words).toBe(fullText);
  }).toPass({ timeout: 30_000 });
}

/** The timer and the protocol over the table cover no car. */
async function expectHudClearOfCars(page: Page) {
  await expect(async () => {
    const canvas = (await page.locator('.viewport canvas').first().boundingBox())!;
    const hud = (await page.locator('.mss-hud').boundingBox())!;
    const cars = (await probe(page)).play!.tokens;
    expect(cars.length).toBeGreaterThan(0);
    const under = cars.filter((c) => {
      const x = canvas.x + c.screen.x;
      const y = canvas.y + c.screen.y;
      return x >= hud.x && x <= hud.x + hud.width && y >= hud.y && y <= hud.y + hud.height;
    });
    expect(under.map((c) => c.id)).toEqual([]);
  }).toPass({ timeout: 30_000 });
}

test.describe('desktop', () => {
  test.use({ actionTimeout: 30_000 });
  test('12 cars: the race said in words, the bots drive the training round, the names over the cars readable, the protocol clear of them, “You roll”', async ({ page }) => {
    test.setTimeout(360_000);
    const errors = watchErrors(page);
    const form = await openSetup(page, 12);
    const options = form.getByRole('group', { name: 'Race options' });
    await options.getByLabel('Laps').fill('1');
    await expect(options.getByLabel('The race set up')).toHaveText('The race: 12 cars, 1 lap, the grid in seat order, no variants.');
    await options.getByLabel('Grid').selectOption('training');
    await options.getByRole('button', { name: 'Let the bots drive the training round' }).click();
    await expect(options.getByRole('status')).toContainText('The bots drove one training lap for each of the 12 cars on this board');
    await expect(options.getByRole('status')).toContainText('You may still change any number.');
    // The results are filled in (a lap of the ring takes several rolls) and still editable.
    const rolls = await options.getByLabel(/^Car \d+ training rolls$/).evaluateAll((els) => els.map((e) => Number((e as HTMLInputElement).value)));
    expect(rolls).toHaveLength(12);
    for (const r of rolls) expect(r).toBeGreaterThan(3);
    await options.getByLabel('Car 1 training rolls').fill('2');
    await expect(options.getByLabel('The race set up')).toHaveText('The race: 12 cars, 1 lap, the grid by a training round, no variants.');
    await expect(form).toContainText('Played on the example table “Motorsportspiel ring”');
    await shot(page, 'setup-training');
    await start(page);
    const panel = page.locator('.play-status');
    await expect(panel).toContainText('Played on the example table “Motorsportspiel ring”');
    await expect(panel).toContainText('The race: 12 cars, 1 lap, the grid by a training round, no variants.');
    await expect(panel).not.toContainText('ring, 2 cars');

    // Car 1 (You, 2 rolls in training) starts from pole and moves first.
    const roll = page.getByRole('button', { name: 'Roll the red die and both white dice' });
    await expect(roll).toBeVisible({ timeout: 120_000 });
    await waitForSettled(page);
    await expectReadableNames(page, 'car-0', '#1 You');
    await expectHudClearOfCars(page);
    await shot(page, 'names');
    // Opened, the protocol still covers no car: the table is framed above it.
    const protocol = page.getByRole('region', { name: 'Racing protocol' });
    await protocol.getByRole('button', { name: /^Racing protocol/ }).click();
    await expect(protocol.getByRole('button', { name: /^Racing protocol.*Hide/ })).toBeVisible();
    await waitForSettled(page);
    await expectHudClearOfCars(page);
    await shot(page, 'protocol-open');
    await protocol.getByRole('button', { name: /^Racing protocol.*Hide/ }).click();

    await roll.click();
    await expect(page.getByRole('list', { name: 'Game log' }).or(page.getByRole('region', { name: 'Game log' })).first()).toContainText(/You roll: red die \d \(\d below\)/);
    await expect(page.getByRole('list', { name: 'Game log' }).or(page.getByRole('region', { name: 'Game log' })).first()).not.toContainText('You rolls');
    await page.waitForFunction(() => (window as unknown as W).__chicane?.table?.dice.length === 3);
    await waitForFrames(page, 3);
    await shot(page, 'dice');
    await page.getByRole('group', { name: 'Dice boxes' }).locator('button.play-choice').first().click();
    await page.getByRole('group', { name: 'Drive' }).locator('button.play-choice').first().waitFor();
    // The path preview on the table matches the paths offered: as many, and the same unusable points.
    const labels = await page.getByRole('group', { name: 'Drive' }).locator('button.play-choice').allTextContents();
    const paths = (await probe(page)).table!.paths!;
    expect(paths).toHaveLength(labels.length);
    const fromLabels = labels.map((l) => Number(/(\d+) points unusable/.exec(l)?.[1] ?? 0)).sort();
    expect(paths.map((p) => p.unusable).sort()).toEqual(fromLabels);
    for (const p of paths) expect(p.error === null).toBe(p.unusable === 0);
    expect(errors).toEqual([]);
  });
});

for (const size of [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
] as const) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch, actionTimeout: 30_000 });
    test('time penalties: a person lets the 10-second move timer run out, “Time is up”, a white flag in the pit box and the protocol', async ({ page }) => {
      test.setTimeout(240_000);
      const errors = watchErrors(page);
      const form = await openSetup(page, 2);
      const options = form.getByRole('group', { name: 'Race options' });
      await options.getByRole('checkbox', { name: /Time penalties/ }).check();
      await options.getByLabel('Seconds for a move').fill('10');
      await expect(options.getByLabel('The race set up')).toHaveText('The race: 2 cars, 3 laps, the grid in seat order, with time penalties (10 s a move).');
      await start(page);
      const roll = page.getByRole('button', { name: 'Roll the red die and both white dice' });
      await expect(roll).toBeVisible({ timeout: 120_000 });
      await roll.click();
      // The timer runs from the roll; nobody places the dice.
      await expect(page.getByRole('timer')).toBeVisible();
      await expect(page.getByText('Time is up: a white flag goes to the pit box')).toBeVisible({ timeout: 60_000 });
      await page.waitForFunction(() => (window as unknown as W).__chicane?.table?.flags.find((f) => f.token === 'car-0')?.box.includes('white') === true);
      await expect(page.getByLabel('Seats')).toContainText('1 white flag');
      await expect(page.getByRole('list', { name: 'Game log' }).or(page.getByRole('region', { name: 'Game log' })).first()).toContainText('You took too long: a white time-penalty flag.');
      const protocol = page.getByRole('region', { name: 'Racing protocol' });
      await protocol.getByRole('button', { name: /^Racing protocol/ }).click();
      await expect(protocol).toContainText(/Round 1:.*#1 .*white/);
      // The open protocol stays on the screen.
      const box = (await protocol.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(size.viewport.width + 1);
      await waitForFrames(page, 3);
      await shot(page, 'white-flag');
      expect(errors).toEqual([]);
    });
  });
}
