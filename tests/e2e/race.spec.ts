import { expect, test, type Page } from './fixtures';
import { readFileSync } from 'node:fs';
import { waitForFrames, watchErrors } from './helpers';

/**
 * Start Frei in the generic shell (src/app/play, src/ui/play, with Start Frei's client part in src/games/start-frei):
 * the moments of its own rules — the secret card, the turn, the pit stop, DRS, laying the track, the options of the
 * set-up — and the shell's save, resume and abandon with a Start Frei race.
 */

interface Goal {
  readonly action?: string;
  readonly phase?: string;
  readonly flag?: string;
}

interface Probe {
  readonly game: string | null;
  readonly legalCount: number;
  readonly moves: number;
  playUntil(goal: Goal, limit?: number): boolean;
}

const probe = (page: Page) => page.evaluate(() => {
  const p = (window as unknown as { __chicane: { play: Probe } }).__chicane.play;
  return { game: p.game, legalCount: p.legalCount, moves: p.moves };
});

/** The shell publishes its probe (`__chicane.play`) once its scene has loaded, which it does lazily after the panel. */
const probeReady = (page: Page) => page.waitForFunction(() => Boolean((window as unknown as { __chicane?: { play?: Probe } }).__chicane?.play?.game));

const setUp = (page: Page) => page.getByRole('form', { name: 'Game set-up' });
const start = (page: Page) => setUp(page).getByRole('button', { name: 'Start the race' }).click();
const pace = (page: Page) => page.getByLabel('Pace', { exact: true });
const log = (page: Page) => page.getByLabel('Game log');
const choices = (page: Page) => page.getByRole('group', { name: 'Your choices' });
/** The first steps of carrying out a card: roll the die, or shift gear. */
const TURN_STEP = /^(Roll the die|Shift (up|down))$/;

test('a bot-only race is played in the browser to the end at top speed', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  const form = setUp(page);
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Game')).toHaveValue('start-frei');
  await form.getByLabel('Seat 1 player').selectOption('heuristic');
  await form.getByLabel('Seed').fill('3');
  await start(page);
  // The seat cards, and Start Frei's steering wheels (one per car).
  await expect(page.getByLabel('Seats', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Steering wheels').getByRole('img')).toHaveCount(3);
  await probeReady(page);
  await waitForFrames(page, 10);
  await page.screenshot({ path: 'test-results/screenshots/race-start.png' });
  await pace(page).selectOption('instant');
  const result = page.getByRole('region', { name: 'Game result' });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.getByRole('list', { name: 'Final places' }).getByRole('listitem')).toHaveCount(3);
  // The winner, how the race ended, and the race in figures (a column per car).
  await expect(result.getByRole('heading', { level: 2 })).toHaveText(/^Winner: (Bot 1|Bot 2|You)$/);
  await expect(result.locator('.end-how')).toHaveText(/^The race (ran its full distance|was stopped)/);
  await expect(result.getByRole('table', { name: 'Figures of the game' }).locator('thead th')).toHaveCount(4);
  await expect(result.getByRole('link', { name: 'Download the replay' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/race-end.png' });

  // The replay of the race plays back.
  await result.getByRole('button', { name: 'Watch the replay' }).click();
  await expect(page.getByRole('region', { name: 'Replay' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a person is offered only legal choices: a secret card, then the roll', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  await start(page);
  const hand = page.getByLabel('Your hand');
  await expect(hand).toBeVisible();
  await probeReady(page);
  // Every card of the hand can be played now, and only those are buttons: as many as the rules' legal actions.
  await expect(hand.getByRole('button')).toHaveCount(6);
  expect((await probe(page)).legalCount).toBe(6);
  await page.screenshot({ path: 'test-results/screenshots/race-hand.png' });
  await hand.getByRole('button').first().click();
  // Bots choose and play; sooner or later it is the person's turn to carry out the card.
  await pace(page).selectOption('8');
  const step = choices(page).getByRole('button', { name: TURN_STEP });
  await expect(step.first()).toBeVisible({ timeout: 60_000 });
  // The turn offers exactly the legal actions: its buttons, one for each.
  const offered = choices(page).locator('.turn-choices button');
  await expect.poll(async () => (await offered.count()) === (await probe(page)).legalCount).toBe(true);
  await page.screenshot({ path: 'test-results/screenshots/race-turn.png' });
  expect(errors).toEqual([]);
});

/** Starts a race of "You" against two bots with `seed`, then lets every seat play (the shell's probe) until "You" may do `goal`. */
async function raceUntil(page: Page, seed: number, goal: Goal) {
  await setUp(page).getByLabel('Seed').fill(String(seed));
  await start(page);
  await expect(page.getByLabel('Your hand')).toBeVisible();
  await probeReady(page);
  const ok = await page.evaluate((g) => (window as unknown as { __chicane: { play: Probe } }).__chicane.play.playUntil(g), goal);
  expect(ok).toBe(true);
}

const PIT_BUY = { phase: 'pit', action: 'buy' } as const;

test('a person buys a card at the pit stop, chooses the card returned, and passes', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  // Seed 3: "You" is last at the first pit stop, so first to buy or pass (found with the rules core).
  await raceUntil(page, 3, PIT_BUY);
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
  await expect(log(page)).toContainText(new RegExp(`You buy #${bought} for \\d+ and return #\\d+`));

  // The same moment again, and this time "You" passes: the first to pass may turn two markers.
  await page.getByRole('button', { name: 'Abandon the race' }).click();
  await raceUntil(page, 3, PIT_BUY);
  await page.getByRole('button', { name: /^Pass \(the first to pass may turn 2/ }).click();
  await expect(log(page)).toContainText('You pass (1st)');
  const group = page.getByLabel('Pit-stop markers');
  const markers = group.getByRole('button', { name: /^Turn marker \d/ });
  await expect(markers).toHaveCount(6);
  await markers.first().click();
  await expect(log(page).getByText(/^You turn a pit-stop marker/)).toHaveCount(1);
  // "May": the second marker is declined, the rest stay face up.
  await expect(markers).toHaveCount(5);
  await page.screenshot({ path: 'test-results/screenshots/race-pit-markers.png' });
  await group.getByRole('button', { name: 'Turn no more markers' }).click();
  await expect(log(page)).toContainText('You turn no more pit-stop markers (could have turned 1 more)');
  await expect(log(page).getByText(/^You turn a pit-stop marker/)).toHaveCount(1);
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
    await raceUntil(page, 3, PIT_BUY);
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
  await raceUntil(page, 1, { action: 'use-drs' });
  // The first wheel is the first seat's: "You".
  const wheel = page.getByLabel('Steering wheels').getByRole('img').first();
  const before = Number((await wheel.getAttribute('aria-label'))!.match(/(\d) DRS marker/)![1]);
  expect(before).toBeGreaterThan(0);
  const use = choices(page).getByRole('button', { name: /^DRS: / }).first();
  await use.click();
  await expect(log(page)).toContainText(/You play DRS: /);
  await expect(wheel).toHaveAttribute('aria-label', new RegExp(`${before - 1} DRS marker`));
  await waitForFrames(page, 20);
  await page.screenshot({ path: 'test-results/screenshots/race-drs-used.png' });
  expect(errors).toEqual([]);
});

test('between two people the device is passed before each secret card choice', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  const form = setUp(page);
  await form.getByLabel('Seat 2 name').fill('Ann');
  await form.getByLabel('Seat 2 player').selectOption('human');
  await start(page);
  const pass = page.getByRole('group', { name: 'Pass the device' });
  await expect(pass).toContainText('Hand the device to You');
  // Nobody's hand shows until its owner takes the device.
  await expect(page.getByLabel('Your hand')).toHaveCount(0);
  await expect(page.getByLabel("Ann's hand")).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/race-handoff.png' });
  await pass.getByRole('button', { name: 'I am You: show my choices' }).click();
  const mine = page.getByLabel('Your hand');
  await expect(mine).toBeVisible();
  await mine.getByRole('button').first().click();
  await expect(pass).toContainText('Hand the device to Ann');
  await expect(page.getByLabel('Your hand')).toHaveCount(0);
  await expect(page.getByLabel("Ann's hand")).toHaveCount(0);
  await pass.getByRole('button', { name: 'I am Ann: show my choices' }).click();
  await expect(page.getByLabel("Ann's hand")).toBeVisible();
  await page.getByLabel("Ann's hand").getByRole('button').first().click();
  // Once the cards are revealed nothing is secret: no more hand-over.
  await expect(log(page)).toContainText('Cards revealed');
  await expect(pass).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the last-placed person chooses how to lay each new track piece, the first before the second', async ({ page }) => {
  const errors = watchErrors(page);
  // The Oval with only the start and switch straights laid, imported into the builder; the race runs on the builder's layout.
  const oval = JSON.parse(readFileSync('public/tracks/the-oval.json', 'utf8')) as { meta: Record<string, unknown> } & Record<string, unknown>;
  await page.goto('/?debug');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/?debug');
  await page.getByTestId('import-input').setInputFiles({ name: 'oval-2-laid.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...oval, meta: { ...oval.meta, laid: 2 } })) });
  await page.getByRole('tab', { name: 'Race' }).click();
  const form = setUp(page);
  await expect(form).toContainText('Played on your layout from the builder, “The Oval”.');
  // The layout's own laid pieces are the race's start.
  await expect(form).toContainText('the start/finish piece and the next piece lie on the table at the start');
  // Seed 2: "You" is last at the end of the first race section (found with the rules core).
  await raceUntil(page, 2, { phase: 'lay' });
  const lay = page.getByLabel('Lay a track piece');
  await expect(lay).toContainText('You lay track piece 3 of 20');
  // The chicane straight: both sides, as printed or turned round.
  await expect(lay.getByRole('button')).toHaveCount(4);
  await waitForFrames(page, 10);
  await page.screenshot({ path: 'test-results/screenshots/race-lay-choice.png' });
  await lay.getByRole('button', { name: /^Side B: lane narrowing.* as printed$/ }).click();
  await expect(log(page)).toContainText('You lay track piece 3 on side B');
  // Then the second piece, a plain straight: white side A or side B with a switch.
  await expect(lay).toContainText('You lay track piece 4 of 20');
  await expect(lay.getByRole('button')).toHaveCount(2);
  await lay.getByRole('button', { name: /^Side B: one switch/ }).click();
  await expect(log(page)).toContainText('You lay track piece 4 on side B');
  await expect(lay).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('by default a race starts on three pieces and the bots lay the rest; "Start on the whole track" is offered', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  const form = setUp(page);
  const whole = form.getByRole('checkbox', { name: 'Start on the whole track' });
  await expect(whole).not.toBeChecked();
  await expect(form).toContainText('the start/finish piece and the next 2 pieces lie on the table at the start');
  await whole.check();
  await expect(form).toContainText('Every piece of the layout lies on the table from the start.');
  await whole.uncheck();
  await form.getByLabel('Seat 1 player').selectOption('heuristic');
  await start(page);
  await probeReady(page);
  await waitForFrames(page, 10);
  await page.screenshot({ path: 'test-results/screenshots/race-three-laid.png' });
  await pace(page).selectOption('8');
  // The Oval's plan has 20 pieces, 3 on the table at the start: after the first race section the last car lays pieces 4 and 5.
  await expect(log(page)).toContainText(/lays? track pieces? 4/, { timeout: 90_000 });
  await page.screenshot({ path: 'test-results/screenshots/race-laying.png' });
  expect(errors).toEqual([]);
});

test('a bot race the other way round with drawn tiles runs to the end; the log names each drawn tile', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  const form = setUp(page);
  await form.getByRole('checkbox', { name: 'Drive the other way round' }).check();
  await expect(form).toContainText('every straight with a switch, so its switches point the way the cars drive');
  await form.getByLabel('Tiles').selectOption('drawn');
  await expect(form).toContainText('each tile is drawn from a shuffled pile of straights or of curves');
  await form.getByLabel('Seat 1 player').selectOption('heuristic');
  await start(page);
  await pace(page).selectOption('8');
  await expect(log(page)).toContainText(/draws the tile for track piece 4: /, { timeout: 90_000 });
  await page.screenshot({ path: 'test-results/screenshots/race-reverse-drawn.png' });
  await pace(page).selectOption('instant');
  await expect(page.getByRole('region', { name: 'Game result' })).toBeVisible({ timeout: 60_000 });
  expect(errors).toEqual([]);
});

const undoToast = (page: Page) => page.getByRole('status', { name: 'What just happened' });

/** Starts "You" against two bots and plays until it is the person's turn to carry out their card (the bots keep pace 8). */
async function raceToFirstTurn(page: Page): Promise<void> {
  await page.goto('/?mode=race&debug');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/?mode=race&debug');
  await setUp(page).getByLabel('Seed').fill('5');
  await start(page);
  const hand = page.getByLabel('Your hand');
  await expect(hand).toBeVisible();
  await pace(page).selectOption('8');
  await hand.getByRole('button').first().click();
  await expect(choices(page).getByRole('button', { name: TURN_STEP }).first()).toBeVisible({ timeout: 60_000 });
}

/** What the panel says of the race in progress: the move and where the race stands ("Move 12 · … The race: pass 1, race section 2 of 6."). */
const where = async (page: Page) => {
  const text = (await page.locator('.play-status').allTextContents()).join('');
  const m = /^(Move \d+) · .* The race: (pass \d+, race section \d of 6)\.$/.exec(text);
  return m ? `${m[1]}, ${m[2]}` : `(not a race in progress: ${text})`;
};
const whoseTurn = (page: Page) => choices(page).locator('.whose-turn');

test('a reload mid-race offers "Resume the race", which goes on at the same move', async ({ page }) => {
  const errors = watchErrors(page);
  await raceToFirstTurn(page);
  const status = await where(page);
  const turn = await whoseTurn(page).textContent();
  const lines = await log(page).textContent();
  const offered = await choices(page).getByRole('button', { name: TURN_STEP }).allTextContents();
  expect(status).toMatch(/^Move \d+, pass 1, race section \d of 6$/);
  expect(turn).toContain('You: carry out the card');

  await page.reload();
  const saved = page.getByRole('group', { name: 'Saved game' });
  await expect(saved).toContainText('An unfinished race is saved in this browser');
  await expect(saved).toContainText(/Start Frei with You, Bot 1 and Bot 2: \d+ moves made/);
  await page.screenshot({ path: 'test-results/screenshots/race-resume-offer.png' });
  await saved.getByRole('button', { name: 'Resume the race' }).click();
  await expect.poll(() => where(page)).toBe(status);
  await expect(whoseTurn(page)).toHaveText(turn!);
  await expect(log(page)).toHaveText(lines!);
  expect(await choices(page).getByRole('button', { name: TURN_STEP }).allTextContents()).toEqual(offered);
  await page.screenshot({ path: 'test-results/screenshots/race-resumed.png' });

  // The resumed race goes on: a move is accepted and saved again.
  await choices(page).getByRole('button', { name: TURN_STEP }).first().click();
  await expect(log(page)).not.toHaveText(lines!);
  await expect.poll(() => where(page)).not.toBe(status);
  expect(errors).toEqual([]);
});

test('"Abandon the race" can be undone from the toast; a damaged save is ignored with a note', async ({ page }) => {
  const errors = watchErrors(page);
  await raceToFirstTurn(page);
  const status = await where(page);
  const lines = await log(page).textContent();
  await page.getByRole('button', { name: 'Abandon the race' }).click();
  await expect(setUp(page)).toBeVisible();
  await expect(undoToast(page)).toContainText(/^Race abandoned \(\d+ moves made\)\./);
  await page.screenshot({ path: 'test-results/screenshots/race-abandon-toast.png' });
  await undoToast(page).getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => where(page)).toBe(status);
  await expect(log(page)).toHaveText(lines!);
  await expect(undoToast(page)).toBeHidden();

  // Abandoned for good (the toast dismissed): nothing is offered after a reload.
  await page.getByRole('button', { name: 'Abandon the race' }).click();
  await undoToast(page).getByRole('button', { name: 'Dismiss' }).click();
  await page.reload();
  await expect(setUp(page)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Saved game' })).toHaveCount(0);

  // A damaged save of the older Race screen: a note on the form, no crash.
  await page.evaluate(() => localStorage.setItem('chicane.race.autosave', '{"format":"chicane-race-autosave","version":99}'));
  await page.reload();
  await expect(setUp(page)).toContainText('The race saved by an earlier version of Chicane is damaged, so it cannot be resumed.');
  await expect(page.getByRole('group', { name: 'Saved game' })).toHaveCount(0);
  // A damaged save of the shell's own: the same, and a race can start.
  await page.evaluate(() => localStorage.setItem('chicane.play.autosave', '{"format":"chicane-play-autosave","version":99}'));
  await page.reload();
  await expect(setUp(page)).toContainText('The saved game is from another version of Chicane or damaged, so it cannot be resumed.');
  await expect(page.getByRole('group', { name: 'Saved game' })).toHaveCount(0);
  await start(page);
  await expect(page.getByLabel('Your hand')).toBeVisible();
  expect(errors).toEqual([]);
});
