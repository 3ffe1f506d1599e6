import { expect, test, type Page } from './fixtures';
import { expectPrintsAlone, waitForDiceInBox, waitForFrames, watchErrors } from './helpers';

/**
 * Das Motorsportspiel as a player meets it: a race set up with its options on one device, at desktop and phone
 * sizes: 12 cars of people and bots on the alternate grid, and a race with every variant on at once. The person
 * rolls, reads the dice top and bottom, lays them into a dice box, sees the paths with their unusable points, drives;
 * the bots finish; the protocol panel and its printable page show the race.
 */

interface TableProbe {
  moveKey: number;
  landed: number;
  dice: { die: string; top: number; bottom: number; slot: number | null; value: number | null }[];
  box: number | null;
  flags: { token: string; beside: string[]; box: string[] }[];
}
type W = { __chicane?: { table?: TableProbe; play?: { game: string | null; over: boolean; moves: number } } };

const table = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as W).__chicane?.table ?? null)) as TableProbe | null);
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/mss-acceptance-${name}-${page.viewportSize()!.width}.png` });

/** Nothing of the page reaches past the right edge of the screen (a phone scrolls sideways otherwise). */
async function expectNoSidewaysOverflow(page: Page) {
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        // Inside a box that scrolls sideways on its own (a wide figures table), the part past the edge is scrolled, not the page.
        let clipped = false;
        for (let a = e.parentElement; a && !clipped; a = a.parentElement) {
          const ox = getComputedStyle(a).overflowX;
          clipped = (ox === 'auto' || ox === 'scroll' || ox === 'hidden') && a.getBoundingClientRect().right <= window.innerWidth + 1;
        }
        return !clipped && r.width > 0 && r.height > 0 && r.right > window.innerWidth + 1 && getComputedStyle(e).visibility !== 'hidden' && !e.closest('[aria-hidden="true"]');
      })
      .map((e) => `${e.tagName.toLowerCase()}.${e.className}`)
      .slice(0, 5),
  );
  expect(wide).toEqual([]);
}

/** The Game set-up of Das Motorsportspiel with `seats` seats: seat 1 "You", seat 2 the person "Anna", the rest bots. */
async function openSetup(page: Page, seats: number) {
  await page.goto('/?mode=race&debug');
  await page.getByRole('form', { name: 'Game set-up' }).getByLabel('Game').selectOption('motorsportspiel');
  const form = page.getByRole('form', { name: 'Game set-up' });
  const seat = form.getByLabel(/^Seat \d+ name$/);
  await expect(seat.first()).toBeVisible();
  while ((await seat.count()) < seats) await form.getByRole('button', { name: 'Add a seat' }).click();
  await expect(seat).toHaveCount(seats);
  await form.getByLabel('Seat 2 name').fill('Anna');
  await form.getByLabel('Seat 2 player').selectOption('human');
  return form;
}

async function start(page: Page) {
  await page.getByRole('form', { name: 'Game set-up' }).getByRole('button', { name: 'Start the race' }).click();
  await page.waitForFunction(() => (window as unknown as W).__chicane?.play?.game === 'motorsportspiel');
  await page.getByLabel('Pace', { exact: true }).selectOption('instant');
}

/** The person's next turn up to the paths: rolls all three dice, checks top and bottom, lays them in the box in the first order offered. */
async function rollAndPlace(page: Page, afterRoll?: () => Promise<void>) {
  const roll = page.getByRole('button', { name: 'Roll the red die and both white dice' });
  await expect(roll).toBeVisible({ timeout: 120_000 });
  // How many white dice: all three choices are offered and said in words.
  await expect(page.getByRole('button', { name: 'Roll the red die only (full braking)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Roll the red die and one white die' })).toBeVisible();
  await roll.click();
  if (afterRoll) await afterRoll();
  await page.waitForFunction(() => (window as unknown as W).__chicane?.table?.dice.length === 3);
  const rolled = (await table(page))!;
  for (const d of rolled.dice) {
    expect(d.slot).toBeNull();
    if (d.die === 'red') expect(d.bottom).not.toBe(d.top);
    else expect(d.top + d.bottom).toBe(7);
  }
  // The orders offered name the dice and which side is read.
  const boxes = page.getByRole('group', { name: 'Dice boxes' });
  await expect(boxes.locator('button.play-choice').first()).toHaveText(/^Use (the )?(red )?\d/);
  await expect(page.getByRole('region', { name: 'Game log' }).or(page.getByRole('list', { name: 'Game log' })).first()).toContainText(/You roll: red die \d \(\d below\)/);
  await waitForFrames(page, 3);
  await shot(page, 'rolled');
  await boxes.locator('button.play-choice').first().click();
  await waitForDiceInBox(page);
  expect((await table(page))!.dice.map((d) => d.slot).sort()).toEqual([0, 1, 2]);
}

/** Drives the person's dice one by one (the paths say their spaces, lane changes and unusable points); returns the labels seen. */
async function drive(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const drivePaths = page.getByRole('group', { name: 'Drive' }).locator('button.play-choice');
  for (let i = 0; i < 3; i++) {
    const any = await drivePaths.first().isVisible({ timeout: 20_000 }).catch(() => false);
    if (!any) break;
    const labels = await drivePaths.allTextContents();
    for (const l of labels) expect(l).toMatch(/^(Drive|The \d cannot be driven)/);
    seen.push(...labels);
    if (i === 0) {
      await waitForFrames(page, 3);
      await shot(page, 'paths');
    }
    const moves = await page.evaluate(() => (window as unknown as W).__chicane?.play?.moves ?? 0);
    await drivePaths.first().click();
    await page.waitForFunction((m) => ((window as unknown as W).__chicane?.play?.moves ?? 0) > m, moves);
  }
  return seen;
}

/** Lets the bots finish the race; the result and the protocol panel show; the printable page opens with every car. */
async function finishAndCheckProtocol(page: Page, cars: number, names: readonly string[]) {
  await page.getByRole('button', { name: 'Hand my seats to the bots' }).click();
  await expect(page.getByRole('region', { name: 'Game result' })).toBeVisible({ timeout: 150_000 });
  const panel = page.getByRole('region', { name: 'Racing protocol' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: /^Racing protocol/ }).click();
  await expect(panel).toContainText('driving errors and penalty flags');
  await waitForFrames(page, 3);
  await shot(page, 'end');
  await expectNoSidewaysOverflow(page);
  await panel.getByRole('button', { name: 'Open the printable protocol' }).click();
  const sheet = page.getByRole('dialog', { name: 'Racing protocol' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Close the protocol' })).toBeFocused();
  const rows = sheet.getByRole('table').first().getByRole('row');
  await expect(rows).toHaveCount(cars + 1);
  for (const n of names) await expect(sheet.getByRole('table').first()).toContainText(n);
  // Names, never bare ids: every round names its drivers beside their numbers.
  const rounds = sheet.locator('.mss-protocol-table td');
  if ((await rounds.count()) > 0) await expect(rounds.first()).toHaveText(/#\d+ \S.*: (yellow|red|black|white)/);
  await shot(page, 'protocol-sheet');
  // Printed, the page alone shows: the shell's panels and the table are hidden.
  await expectPrintsAlone(page, sheet);
  await expect(page.getByRole('button', { name: 'Hand my seats to the bots' }).or(page.getByRole('region', { name: 'Game result' })).first()).toBeHidden();
  await expect(sheet.getByRole('heading', { name: 'Racing protocol' })).toBeVisible();
  await shot(page, 'protocol-print');
  await page.emulateMedia({ media: 'screen' });
  await sheet.getByRole('button', { name: 'Close the protocol' }).click();
  await expect(sheet).toHaveCount(0);
}

test.describe('desktop', () => {
  test.use({ actionTimeout: 30_000 });
  test('12 cars of people and bots on the alternate grid: roll, place, drive, the bots finish, the protocol prints', async ({ page }) => {
    test.setTimeout(420_000);
    const errors = watchErrors(page);
    const form = await openSetup(page, 12);
    const options = form.getByRole('group', { name: 'Race options' });
    await options.getByLabel('Laps').fill('1');
    await expect(options).toContainText('12 cars on the grid, numbered 1 3 5 7 9 11 / 2 4 6 8 10 12 in two rows (the alternate set-up for up to 12 players)');
    await shot(page, 'setup-12');
    await start(page);
    await expect(page.getByLabel('Seats')).toContainText('Anna');
    await rollAndPlace(page);
    const paths = await drive(page);
    expect(paths.length).toBeGreaterThan(0);
    const names = ['You', 'Anna', ...Array.from({ length: 10 }, (_, i) => `Bot ${i + 2}`)];
    await finishAndCheckProtocol(page, 12, names);
    expect(errors).toEqual([]);
  });
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, actionTimeout: 30_000 });
  test('every variant at once, a team of cars and the training grid: the set-up says what each does and fits the screen, and the race starts', async ({ page }) => {
    test.setTimeout(480_000);
    const errors = watchErrors(page);
    const form = await openSetup(page, 3);
    const options = form.getByRole('group', { name: 'Race options' });
    await options.getByLabel('Laps').fill('5');
    // Each variant says what it does where it is switched on.
    await options.getByRole('checkbox', { name: /Time penalties/ }).check();
    await options.getByLabel('Seconds for a move').fill('20');
    await expect(options).toContainText('three white flags mean a stop and go');
    await options.getByRole('checkbox', { name: /Final-lap alternate rule/ }).check();
    await expect(options).toContainText('ride it out');
    await options.getByLabel('Fuel and tyre stops').selectOption('1');
    await expect(options).toContainText('empty the tank');
    await options.getByRole('checkbox', { name: /The BIG error/ }).check();
    await expect(options).toContainText('More than 6 unusable points');
    await options.getByRole('checkbox', { name: /Alternate pit rule/ }).check();
    await expect(options).toContainText('always ends in the car’s pit box');
    // One player moves a team: You drive two cars.
    await options.getByLabel('Seat 1 cars').selectOption('2');
    await expect(options).toContainText('4 cars on the grid');
    // The grid by a training round: each car's result, the fewest rolls first.
    await options.getByLabel('Grid').selectOption('training');
    const training = options.getByRole('group', { name: 'Training round results' });
    await expect(training.getByLabel(/^Car \d training rolls$/)).toHaveCount(4);
    await training.getByLabel('Car 4 training rolls').fill('5');
    await shot(page, 'setup-variants');
    await expectNoSidewaysOverflow(page);
    await start(page);
    // The training round put car 4 (Bot 2, the fewest rolls) in pole position: it moves first.
    await expect(page.getByRole('group', { name: 'Your choices' }).or(page.getByRole('group', { name: "Anna's choices" })).first()).toBeVisible({ timeout: 120_000 });
    expect(errors).toEqual([]);
  });
});
