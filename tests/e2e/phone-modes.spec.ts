/**
 * A whole race on a phone (390×844, touch), in every mode: Start Frei's Race
 * from the set-up to the end screen by taps, the replay watched and seeked,
 * a lesson stepped through — never wider than the screen.
 */
import { expect, test, type Page } from './fixtures';
import { waitForFrames, watchErrors } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function noOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

type Goal = { action?: string; phase?: string; flag?: string };
type PlayProbe = { play: { playUntil(goal: Goal, limit?: number): boolean } };
/** Plays every seat through the shell's store (the person's by its bot) up to a moment of the race. */
const playUntil = (page: Page, goal: Goal) => page.evaluate((g) => (window as unknown as { __chicane: PlayProbe }).__chicane.play.playUntil(g), goal);

/** The shell's save of the game in progress: written after every move. */
const SAVE = 'chicane.play.autosave';

/** Taps the person's first offered choice (a card, a die, a drive, a pit choice, a piece to lay); false when the race is over. */
async function tapChoice(page: Page): Promise<boolean> {
  // When a card to buy was picked, what to put back comes first.
  const returns = page.locator('.returns .cards button').filter({ visible: true });
  const any = page
    // (Not a game term's explanation: the card key's "gear" and "coins" are buttons too, and choose nothing.)
    .locator('.hand .cards button, .turn-choices .moves button, .turn-choices .actions button, .pit .markers button, .pit .cards button, .pit button:not(.term), .lay button')
    .filter({ visible: true });
  const choice = (await returns.count()) > 0 ? returns.first() : any.first();
  const result = page.getByRole('region', { name: 'Game result' });
  await expect(choice.or(result).first()).toBeVisible({ timeout: 60_000 });
  if (await result.isVisible()) return false;
  const saved = (key: string) => window.localStorage.getItem(key)?.length ?? 0;
  const before = await page.evaluate(saved, SAVE);
  const picking = await page.locator('.returns').isVisible();
  await choice.tap();
  // A choice is a move, saved at once; or, at the pit stop, a card picked to buy, which asks what to put back.
  await page.waitForFunction(
    ([key, b, p]) => (window.localStorage.getItem(key)?.length ?? 0) !== b || (!p && document.querySelector('.returns') !== null),
    [SAVE, before, picking] as const,
  );
  return true;
}

test('phone: a whole Start Frei race, played by taps, from the set-up to the end screen', async ({ page }) => {
  test.setTimeout(300_000);
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  const form = page.getByRole('form', { name: 'Game set-up' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Game')).toHaveValue('start-frei');
  await form.getByLabel('Seed').fill('2');
  await noOverflow(page);
  await form.getByRole('button', { name: 'Start the race' }).tap();
  await expect(page.getByLabel('Your hand')).toBeVisible();
  await page.getByLabel('Pace', { exact: true }).selectOption('instant');
  await page.waitForFunction(() => Boolean((window as unknown as { __chicane?: { play?: unknown } }).__chicane?.play));
  // The first turns by taps: a card, its instructions, the drive.
  for (let i = 0; i < 12; i++) expect(await tapChoice(page)).toBe(true);
  await noOverflow(page);
  await page.screenshot({ path: 'test-results/screenshots/phone-race-turn.png' });
  // A pit stop by taps.
  expect(await playUntil(page, { phase: 'pit', action: 'buy' })).toBe(true);
  const pit = page.locator('.pit');
  await expect(pit).toBeVisible();
  for (let i = 0; i < 6 && (await pit.isVisible()); i++) await tapChoice(page);
  await noOverflow(page);
  // The last lap: taps to the end.
  await playUntil(page, { flag: 'endTriggered' });
  let taps = 0;
  while (taps < 120 && (await tapChoice(page))) taps++;
  const result = page.getByRole('region', { name: 'Game result' });
  await expect(result).toBeVisible();
  await expect(result.getByRole('heading', { level: 2 })).toHaveText(/^Winner: /);
  await expect(result.getByLabel('Final places').getByRole('listitem')).toHaveCount(3);
  await noOverflow(page);
  await page.screenshot({ path: 'test-results/screenshots/phone-race-end.png' });
  expect(errors).toEqual([]);
});

test('phone: a replay watched, paused and seeked by taps', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=replay&debug');
  const playback = page.getByRole('region', { name: 'Replay' });
  await expect(playback).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { __chicane?: { replay?: { length: number } } }).__chicane?.replay?.length);
  await waitForFrames(page, 5);
  await playback.getByRole('button', { name: 'Play', exact: true }).tap();
  await page.waitForFunction(() => ((window as unknown as { __chicane: { replay: { step: number } } }).__chicane.replay.step ?? 0) > 1, undefined, { timeout: 60_000 });
  await playback.getByRole('button', { name: 'Pause', exact: true }).tap();
  await playback.getByRole('slider', { name: 'Move' }).fill('100');
  await page.waitForFunction(() => (window as unknown as { __chicane: { replay: { step: number } } }).__chicane.replay.step === 100);
  await noOverflow(page);
  // An incident jumped to by a tap brings its caption.
  await playback.getByRole('button', { name: 'Next incident' }).tap();
  await page.waitForFunction(() => (window as unknown as { __chicane: { replay: { step: number } } }).__chicane.replay.step > 100);
  await noOverflow(page);
  const caption = page.getByRole('status', { name: 'Caption' }).locator('p');
  await expect(caption).toBeVisible();
  // The caption sits at the foot of the view: never over the table's middle.
  const view = (await page.getByLabel('3D table').boundingBox())!;
  const said = (await caption.boundingBox())!;
  const middle = { top: view.y + view.height / 3, bottom: view.y + (2 * view.height) / 3 };
  expect(said.y >= middle.bottom || said.y + said.height <= middle.top, `caption ${said.y}–${said.y + said.height} against the middle third ${middle.top}–${middle.bottom}`).toBe(true);
  await page.screenshot({ path: 'test-results/screenshots/phone-replay.png' });
  expect(errors).toEqual([]);
});

test('phone: a lesson stepped through by taps, its caption changing', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=learn&debug');
  await page.getByRole('button', { name: /^Overtaking example 1/ }).first().tap();
  const caption = page.getByTestId('caption');
  await expect(caption).toBeVisible();
  const first = await caption.innerText();
  const next = page.getByRole('group', { name: 'Steps' }).getByRole('button', { name: 'Step forward' });
  await next.tap();
  await expect(caption).not.toHaveText(first);
  await noOverflow(page);
  await page.screenshot({ path: 'test-results/screenshots/phone-learn.png' });
  expect(errors).toEqual([]);
});
