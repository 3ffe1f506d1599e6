import { expect, test, type Page } from './fixtures';
import { readFileSync } from 'node:fs';
import { waitForFrames, watchErrors } from './helpers';

test('a bot-only race is played in the browser to the end at top speed', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  await expect(page.getByRole('form', { name: 'Game set-up' })).toBeVisible();
  await page.getByLabel('Seat 1 driver').selectOption('heuristic');
  await page.getByLabel('Seed').fill('3');
  await page.getByRole('button', { name: 'Start the race' }).click();
  await expect(page.getByRole('group', { name: 'Cars' }).or(page.getByLabel('Cars'))).toBeVisible();
  await waitForFrames(page, 10);
  await page.screenshot({ path: 'test-results/screenshots/race-start.png' });
  await page.getByLabel('Pace').selectOption('instant');
  const result = page.getByRole('region', { name: 'Game result' });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.getByRole('list', { name: 'Final standings' }).getByRole('listitem')).toHaveCount(3);
  // The winner moment, the podium and the race in figures.
  await expect(result.getByRole('heading', { level: 2 })).toHaveText(/ wins!/);
  await expect(result.getByRole('list', { name: 'Podium' }).getByRole('listitem')).toHaveCount(3);
  await expect(result.getByRole('table', { name: 'Race statistics' }).locator('thead th')).toHaveCount(4);
  await expect(result.getByRole('link', { name: 'Download the replay' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/race-end.png' });

  // The replay of the race opens in Replay mode.
  await result.getByRole('button', { name: 'Watch it in Replay mode' }).click();
  await expect(page.getByLabel('Open replay')).toContainText('The race just played');
  expect(errors).toEqual([]);
});

test('a person is offered only legal choices: a secret card, then the roll', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  await page.getByRole('button', { name: 'Start the race' }).click();
  const hand = page.getByLabel("Your hand");
  await expect(hand).toBeVisible();
  await expect(hand.getByRole('button')).toHaveCount(6);
  await page.screenshot({ path: 'test-results/screenshots/race-hand.png' });
  await hand.getByRole('button').first().click();
  // Bots choose and play; sooner or later it is the person's turn to carry out the card.
  await page.getByLabel('Pace').selectOption('8');
  const roll = page.getByRole('button', { name: 'Roll the die' });
  const shift = page.getByRole('button', { name: /^Shift (up|down)$/ });
  await expect(roll.or(shift).first()).toBeVisible({ timeout: 60_000 });
  await page.screenshot({ path: 'test-results/screenshots/race-turn.png' });
  expect(errors).toEqual([]);
});

/** Starts a race of "You" against two bots with `seed`, then lets every seat play (`__chicane.race`) until "You" may do `goal`. */
async function raceUntil(page: Page, seed: number, goal: 'pit-buy' | 'use-drs' | 'lay') {
  await page.getByLabel('Seed').fill(String(seed));
  await page.getByRole('button', { name: 'Start the race' }).click();
  await expect(page.getByLabel("Your hand")).toBeVisible();
  // The hook is published by the race scene, which loads lazily after the panel.
  await page.waitForFunction(() => Boolean((window as unknown as { __chicane?: { race?: unknown } }).__chicane?.race));
  const ok = await page.evaluate((g) => (window as unknown as { __chicane: { race: { playUntil(g: string): boolean } } }).__chicane.race.playUntil(g), goal);
  expect(ok).toBe(true);
}

test('a person buys a card at the pit stop, chooses the card returned, and passes', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  // Seed 3: "You" is last at the first pit stop, so first to buy or pass (found with the rules core).
  await raceUntil(page, 3, 'pit-buy');
  await expect(page.getByText(/^Pit stop — You have \d+¢\./)).toBeVisible();
  const display = page.getByLabel('Card display');
  const buy = display.getByRole('button', { name: /^Buy card \d+$/ }).first();
  const bought = Number((await buy.getAttribute('aria-label'))!.replace('Buy card ', ''));
  await buy.click();
  await expect(page.getByText(/one card goes back in the box: click the card to put back/)).toBeVisible();
  const returns = page.getByRole('button', { name: /^Return / });
  expect(await returns.count()).toBeGreaterThan(1);
  await page.screenshot({ path: 'test-results/screenshots/race-pit-buy.png' });
  await returns.first().click();
  await expect(page.getByLabel('Race log')).toContainText(new RegExp(`You buy #${bought} for \\d+ and return #\\d+`));

  // The same moment again, and this time "You" passes: the first to pass may turn two markers.
  await page.getByRole('button', { name: 'Abandon the race' }).click();
  await raceUntil(page, 3, 'pit-buy');
  await page.getByRole('button', { name: /^Pass \(the first to pass may turn 2/ }).click();
  await expect(page.getByLabel('Race log')).toContainText('You pass (1st)');
  const group = page.getByLabel('Pit-stop markers');
  const markers = group.getByRole('button', { name: /^Turn marker \d/ });
  await expect(markers).toHaveCount(6);
  await markers.first().click();
  await expect(page.getByLabel('Race log').getByText(/^You turn a pit-stop marker/)).toHaveCount(1);
  // "May": the second marker is declined, the rest stay face up.
  await expect(markers).toHaveCount(5);
  await page.screenshot({ path: 'test-results/screenshots/race-pit-markers.png' });
  await group.getByRole('button', { name: 'Turn no more markers' }).click();
  await expect(page.getByLabel('Race log')).toContainText('You turn no more pit-stop markers (could have turned 1 more)');
  await expect(page.getByLabel('Race log').getByText(/^You turn a pit-stop marker/)).toHaveCount(1);
  expect(errors).toEqual([]);
});

for (const [size, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`at the pit stop (${size}) the chosen card is un-picked by a second click, and "Do not buy" comes first, in view`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(viewport);
    await page.goto('/?mode=race&debug');
    await raceUntil(page, 3, 'pit-buy');
    const display = page.getByLabel('Card display');
    const buy = display.getByRole('button', { name: /^Buy card \d+$/ }).first();
    const bought = Number((await buy.getAttribute('aria-label'))!.replace('Buy card ', ''));
    await buy.click();
    const box = page.getByLabel('Cards to put back');
    // What is being bought and for how much, in a sentence; the way out first, and in view without scrolling.
    await expect(box).toContainText(new RegExp(`You are buying card ${bought} for \\d+¢`));
    await expect(box.getByRole('button').first()).toHaveText(`Do not buy card ${bought}`);
    await expect(box.getByRole('button', { name: `Do not buy card ${bought}` })).toBeInViewport();
    await page.screenshot({ path: `test-results/screenshots/race-pit-chosen-${size}.png` });
    // The chosen card says what a second click does, and does it.
    const chosen = display.getByRole('button', { name: `Card ${bought}, chosen: click again not to buy it` });
    await chosen.click();
    await expect(box).toHaveCount(0);
    await expect(display.getByRole('button', { name: `Buy card ${bought}` })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a person plays a DRS marker from the steering wheel', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  // Seed 1: "You" holds a DRS marker in the second pass (found with the rules core).
  await raceUntil(page, 1, 'use-drs');
  const wheel = page.getByLabel('Cars').getByRole('img').first();
  const before = Number((await wheel.getAttribute('aria-label'))!.match(/(\d) DRS marker/)![1]);
  expect(before).toBeGreaterThan(0);
  const use = page.getByRole('button', { name: /^DRS: / }).first();
  await use.click();
  await expect(page.getByLabel('Race log')).toContainText(/You play DRS: /);
  await expect(wheel).toHaveAttribute('aria-label', new RegExp(`${before - 1} DRS marker`));
  await waitForFrames(page, 20);
  await page.screenshot({ path: 'test-results/screenshots/race-drs-used.png' });
  expect(errors).toEqual([]);
});

test('between two people the device is passed before each secret card choice', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  await page.getByLabel('Seat 2 name').fill('Ann');
  await page.getByLabel('Seat 2 driver').selectOption('human');
  await page.getByRole('button', { name: 'Start the race' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pass the device' });
  await expect(dialog).toContainText('Pass the device to You');
  // Nobody's hand shows until its owner takes the device.
  await expect(page.getByLabel("Your hand")).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/race-handoff.png' });
  await dialog.getByRole('button', { name: 'I am You — show my hand' }).click();
  const mine = page.getByLabel("Your hand");
  await expect(mine).toBeVisible();
  await mine.getByRole('button').first().click();
  await expect(dialog).toContainText('Pass the device to Ann');
  await expect(page.getByLabel("Your hand")).toHaveCount(0);
  await expect(page.getByLabel("Ann's hand")).toHaveCount(0);
  await dialog.getByRole('button', { name: 'I am Ann — show my hand' }).click();
  await expect(page.getByLabel("Ann's hand")).toBeVisible();
  await page.getByLabel("Ann's hand").getByRole('button').first().click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Race log')).toContainText('Cards revealed');
  expect(errors).toEqual([]);
});

test('the last-placed person chooses how to lay each new track piece, the first before the second', async ({ page }) => {
  const errors = watchErrors(page);
  // The Oval with only the start and switch straights laid, imported into the builder; the race runs on the builder's layout.
  const oval = JSON.parse(readFileSync('public/tracks/the-oval.json', 'utf8')) as Record<string, unknown>;
  await page.goto('/?debug');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/?debug');
  await page.getByTestId('import-input').setInputFiles({ name: 'oval-2-laid.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...oval, laid: 2 })) });
  await page.getByRole('tab', { name: 'Race' }).click();
  await page.getByLabel('Track', { exact: true }).selectOption('builder:');
  // Seed 2: "You" is last at the end of the first race section (found with the rules core).
  await raceUntil(page, 2, 'lay');
  const lay = page.getByLabel('Lay a track piece');
  await expect(lay).toContainText('You lay track piece 3 of 20');
  // The chicane straight: both sides, as printed or turned round.
  await expect(lay.getByRole('button')).toHaveCount(4);
  await waitForFrames(page, 10);
  await page.screenshot({ path: 'test-results/screenshots/race-lay-choice.png' });
  await lay.getByRole('button', { name: /^Side B: lane narrowing.* as printed$/ }).click();
  await expect(page.getByLabel('Race log')).toContainText('You lay track piece 3 on side B');
  // Then the second piece, a plain straight: white side A or side B with a switch.
  await expect(lay).toContainText('You lay track piece 4 of 20');
  await expect(lay.getByRole('button')).toHaveCount(2);
  await lay.getByRole('button', { name: /^Side B: one switch/ }).click();
  await expect(page.getByLabel('Race log')).toContainText('You lay track piece 4 on side B');
  await expect(lay).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('by default a race starts on three pieces and the bots lay the rest; "Start on the whole track" is offered', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  const whole = page.getByRole('checkbox', { name: 'Start on the whole track' });
  await expect(whole).not.toBeChecked();
  await expect(page.getByRole('form', { name: 'Game set-up' })).toContainText('the start/finish piece and the next 2 pieces lie on the table at the start');
  await whole.check();
  await expect(page.getByRole('form', { name: 'Game set-up' })).toContainText('Every piece of the layout lies on the table from the start.');
  await whole.uncheck();
  await page.getByLabel('Seat 1 driver').selectOption('heuristic');
  await page.getByRole('button', { name: 'Start the race' }).click();
  await waitForFrames(page, 10);
  await page.screenshot({ path: 'test-results/screenshots/race-three-laid.png' });
  await page.getByLabel('Pace').selectOption('8');
  // The Oval's plan has 20 pieces, 3 on the table at the start: after the first race section the last car lays pieces 4 and 5.
  await expect(page.getByLabel('Race log')).toContainText(/lays? track pieces? 4/, { timeout: 90_000 });
  await page.screenshot({ path: 'test-results/screenshots/race-laying.png' });
  expect(errors).toEqual([]);
});

test('a bot race the other way round with drawn tiles runs to the end; the log names each drawn tile', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  const form = page.getByRole('form', { name: 'Game set-up' });
  await page.getByRole('checkbox', { name: 'Drive the other way round' }).check();
  await expect(form).toContainText('every straight with a switch, so its switches point the way the cars drive');
  await page.getByLabel('Tiles').selectOption('drawn');
  await expect(form).toContainText('each tile is drawn from a shuffled pile of straights or of curves');
  await page.getByLabel('Seat 1 driver').selectOption('heuristic');
  await page.getByRole('button', { name: 'Start the race' }).click();
  await page.getByLabel('Pace').selectOption('8');
  await expect(page.getByLabel('Race log')).toContainText(/draws the tile for track piece 4: /, { timeout: 90_000 });
  await page.screenshot({ path: 'test-results/screenshots/race-reverse-drawn.png' });
  await page.getByLabel('Pace').selectOption('instant');
  await expect(page.getByRole('region', { name: 'Game result' })).toBeVisible({ timeout: 60_000 });
  expect(errors).toEqual([]);
});

const undoToast = (page: Page) => page.getByRole('status', { name: 'What just happened' });

/** Starts "You" against two bots and plays until it is the person's turn to carry out their card (the bots keep pace 8). */
async function raceToFirstTurn(page: Page): Promise<void> {
  await page.goto('/?mode=race&debug');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/?mode=race&debug');
  await page.getByLabel('Seed').fill('5');
  await page.getByRole('button', { name: 'Start the race' }).click();
  const hand = page.getByLabel("Your hand");
  await expect(hand).toBeVisible();
  await page.getByLabel('Pace').selectOption('8');
  await hand.getByRole('button').first().click();
  const roll = page.getByRole('button', { name: 'Roll the die' });
  const shift = page.getByRole('button', { name: /^Shift (up|down)$/ });
  await expect(roll.or(shift).first()).toBeVisible({ timeout: 60_000 });
}

test('a reload mid-race offers "Resume the race", which goes on at the same move', async ({ page }) => {
  const errors = watchErrors(page);
  await raceToFirstTurn(page);
  const status = await page.locator('.whose-turn').textContent();
  const log = await page.getByLabel('Race log').textContent();
  const choices = await page.getByRole('button', { name: /^(Roll the die|Shift (up|down))$/ }).allTextContents();
  expect(status).toContain('You to act');

  await page.reload();
  const saved = page.getByRole('group', { name: 'Saved race' });
  await expect(saved).toContainText('An unfinished race is saved in this browser');
  await expect(saved).toContainText('You, Bot 1 and Bot 2');
  await expect(saved).toContainText(/pass \d+, section \d of 6, \d+ moves made/);
  await page.screenshot({ path: 'test-results/screenshots/race-resume-offer.png' });
  await saved.getByRole('button', { name: 'Resume the race' }).click();
  await expect(page.locator('.whose-turn')).toHaveText(status!);
  await expect(page.getByLabel('Race log')).toHaveText(log!);
  expect(await page.getByRole('button', { name: /^(Roll the die|Shift (up|down))$/ }).allTextContents()).toEqual(choices);
  await page.screenshot({ path: 'test-results/screenshots/race-resumed.png' });

  // The resumed race goes on: a move is accepted and saved again.
  await page.getByRole('button', { name: /^(Roll the die|Shift (up|down))$/ }).first().click();
  await expect(page.getByLabel('Race log')).not.toHaveText(log!);
  expect(errors).toEqual([]);
});

test('"Abandon the race" can be undone from the toast; a damaged save is ignored with a note', async ({ page }) => {
  const errors = watchErrors(page);
  await raceToFirstTurn(page);
  const status = await page.locator('.whose-turn').textContent();
  const log = await page.getByLabel('Race log').textContent();
  await page.getByRole('button', { name: 'Abandon the race' }).click();
  await expect(page.getByRole('form', { name: 'Game set-up' })).toBeVisible();
  await expect(undoToast(page)).toContainText('Race abandoned');
  await page.screenshot({ path: 'test-results/screenshots/race-abandon-toast.png' });
  await undoToast(page).getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.whose-turn')).toHaveText(status!);
  await expect(page.getByLabel('Race log')).toHaveText(log!);
  await expect(undoToast(page)).toBeHidden();

  // Abandoned for good (the toast dismissed): nothing is offered after a reload.
  await page.getByRole('button', { name: 'Abandon the race' }).click();
  await undoToast(page).getByRole('button', { name: 'Dismiss' }).click();
  await page.reload();
  await expect(page.getByRole('form', { name: 'Game set-up' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Saved race' })).toHaveCount(0);

  // A damaged save: a note on the form, no crash, and a race can start.
  await page.evaluate(() => localStorage.setItem('chicane.race.autosave', '{"format":"chicane-race-autosave","version":99}'));
  await page.reload();
  await expect(page.getByRole('form', { name: 'Game set-up' })).toContainText('The saved race is from another version of Chicane or damaged');
  await expect(page.getByRole('group', { name: 'Saved race' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Start the race' }).click();
  await expect(page.getByLabel("Your hand")).toBeVisible();
  expect(errors).toEqual([]);
});
