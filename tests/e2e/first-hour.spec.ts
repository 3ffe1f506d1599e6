import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { watchErrors } from './helpers';

/**
 * The first hour of a new player (issue 30): the first screen says what Chicane is and offers one way in, "Race this
 * track"; from there a race in each of the four games against bots runs to its end screen at the fastest pace, at
 * desktop and phone sizes, by reading the screen and clicking what it offers. Every click is followed by what it
 * should bring (so a click that does nothing fails the test), and on the phone every next action is on the screen
 * without scrolling. The first screen's time to interactive (from `goto` to "Race this track" enabled) is printed
 * and held under a generous ceiling. Run with E2E_PORT=4447.
 */

const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** The first screen's way in must be enabled within this long of `goto` (the goal is 3 s; this is a ceiling for a loaded machine). */
const INTERACTIVE_CEILING_MS = 20_000;

const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/screenshots/first-hour-${name}-${page.viewportSize()!.width}.png` });

/** The control is on the screen as it is now: no scrolling needed to see it (the phone's "next action visible"). */
async function expectOnScreen(page: Page, control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  const box = (await control.boundingBox())!;
  const size = page.viewportSize()!;
  expect(box.y, 'the next action is below the fold').toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, 'the next action is below the fold').toBeLessThanOrEqual(size.height);
  expect(box.x + box.width).toBeLessThanOrEqual(size.width);
}

/** Opens the first screen fresh and returns the milliseconds from `goto` to "Race this track" enabled. */
async function openFirstScreen(page: Page): Promise<number> {
  const began = Date.now();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Race this track' })).toBeEnabled({ timeout: INTERACTIVE_CEILING_MS });
  return Date.now() - began;
}

/** From the first screen into the Race set-up of the given game. */
async function raceThisTrack(page: Page, game: string): Promise<void> {
  const way = page.getByRole('button', { name: 'Race this track' });
  await expectOnScreen(page, way);
  await way.click();
  await expect(page.getByRole('tab', { name: 'Race' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Game set-up' })).toBeVisible();
  // The picker stays as the set-up turns into the chosen game's own form ("Game set-up").
  const picker = page.getByRole('combobox', { name: 'Game', exact: true });
  if ((await picker.inputValue()) !== game) await picker.selectOption(game);
  await expect(picker).toHaveValue(game);
}

/** Starts the race with the set-up's own start button, whatever the game's form calls itself. */
async function startTheRace(page: Page): Promise<void> {
  const start = page.getByRole('button', { name: /^Start the (race|game)$/ }).last();
  await start.scrollIntoViewIfNeeded();
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page.getByRole('group', { name: 'Bot controls' })).toBeVisible({ timeout: 60_000 });
}

/** What a person may press to play on, never a control that leaves, undoes or folds something away. */
const NOT_A_MOVE = /^(Abandon|Take back|Do not buy|Hide|Show|Pause|Resume|Skip|Let the bots|Hand my|Quality|How to play|Library|Download|Watch|New game)/;

/** The fastest pace, then the person hands their seat to the bots (the shared bot controls) and the race runs out. */
async function playToTheEnd(page: Page): Promise<Locator> {
  const bots = page.getByRole('group', { name: 'Bot controls' });
  await bots.getByLabel('Pace').selectOption('instant');
  await expect(bots.getByLabel('Pace')).toHaveValue('instant');
  const end = page.getByRole('region', { name: 'Game result' });
  const hand = bots.getByRole('button', { name: 'Hand my seats to the bots' });
  await expect(hand).toBeVisible();
  // On the phone the next action is on the screen: the first choice the game offers (the hand-over follows it).
  if (page.viewportSize()!.width < 500) await expectOnScreen(page, firstChoice(page));
  await hand.scrollIntoViewIfNeeded();
  await hand.click();
  await expect(end).toBeVisible({ timeout: 150_000 });
  return end;
}

/** The enabled choices the game offers the person now, in the Race panel (its own controls left out). */
function choices(page: Page): Locator {
  // At Start Frei's pit stop, once a card is chosen, the display only changes the choice: the move is the card put back.
  // A game term's explanation (a button too) is not a choice.
  const move = page.locator('button:enabled:not(.term):not(.pit:has(.returns) [aria-label="Card display"] button)');
  return page.getByRole('tabpanel', { name: 'Race' }).getByRole('button').filter({ visible: true }).filter({ hasNotText: NOT_A_MOVE }).and(move);
}

/** The first of them: the next action. */
const firstChoice = (page: Page): Locator => choices(page).first();

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size, ...(size.width < 500 ? { hasTouch: true, isMobile: true } : {}), actionTimeout: 30_000 });

    test('the first screen says what Chicane is, offers “Race this track” on the screen, and is gone for a returning player', async ({ page }) => {
      const errors = watchErrors(page);
      const ms = await openFirstScreen(page);
      console.log(`first screen interactive at ${size.width}×${size.height}: ${ms} ms`);
      expect(ms).toBeLessThan(INTERACTIVE_CEILING_MS);
      const welcome = page.getByRole('complementary', { name: 'Welcome to Chicane' });
      await expect(welcome).toContainText('Chicane is a table for racing board games');
      await expectOnScreen(page, page.getByRole('button', { name: 'Race this track' }));
      // The quality control says its name on the phone too, not only a dial.
      await expect(page.getByRole('button', { name: 'Quality' })).toContainText('Quality');
      await expect(page.getByRole('button', { name: 'Quality' }).getByText('Quality', { exact: true }).filter({ visible: true })).toHaveCount(1);
      // The line about the quality Auto draws at is not a live region: it is said once, in the menu.
      await expect(page.getByRole('status').filter({ hasText: /drawing at/ })).toHaveCount(0);
      await shot(page, 'first-screen');
      await page.getByRole('button', { name: 'Race this track' }).click();
      await expect(page.getByRole('form', { name: 'Game set-up' })).toBeVisible();
      // A returning player opens Build as before, without the welcome.
      await page.goto('/?mode=build');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(welcome).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('“Keep building” puts the welcome away for good', async ({ page }) => {
      await openFirstScreen(page);
      await page.getByRole('button', { name: 'Keep building' }).click();
      await expect(page.getByRole('complementary', { name: 'Welcome to Chicane' })).toHaveCount(0);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Race this track' })).toHaveCount(0);
    });

    // Only Start Frei has secret choices (Formuła 1, Das Motorsportspiel and Bahn Frei are played open, one seat at a
    // time, so no hand-over): the shell's hand-over is tried with Start Frei in the shell.
    test('between two people the shell’s hand-over button is on the screen without scrolling', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto('/?mode=race');
      const form = page.getByRole('form', { name: 'Game set-up' });
      await form.getByLabel('Seat 1 name').fill('Ann');
      await form.getByLabel('Seat 2 name').fill('Ben');
      await form.getByLabel('Seat 2 player').selectOption('human');
      const start = form.getByRole('button', { name: /^Start the (race|game)$/ });
      await start.scrollIntoViewIfNeeded();
      await start.click();
      const pass = page.getByRole('group', { name: 'Pass the device' });
      const take = pass.getByRole('button', { name: 'I am Ann: show my choices' });
      await expectOnScreen(page, take);
      await shot(page, 'shell-handover');
      await take.click();
      const mine = page.getByRole('group', { name: "Ann's choices" });
      await expect(mine).toBeVisible();
      // After Ann's secret card (the last of her hand, so the sheet is scrolled down to it), the device goes to Ben:
      // that button is on the screen too, wherever the sheet was scrolled.
      const last = mine.getByRole('button', { name: /^Play card \d+$/ }).last();
      await last.scrollIntoViewIfNeeded();
      await last.click();
      await expectOnScreen(page, pass.getByRole('button', { name: 'I am Ben: show my choices' }));
      expect(errors).toEqual([]);
    });

    test('formula-1: between two people, whoever is to move has their first choice on the screen without scrolling', async ({ page }) => {
      const errors = watchErrors(page);
      await openFirstScreen(page);
      await raceThisTrack(page, 'formula-1');
      const form = page.getByRole('form', { name: 'Game set-up' });
      await form.getByLabel('Seat 1 name').fill('Ann');
      await form.getByLabel('Seat 2 name').fill('Ben');
      await form.getByLabel('Seat 2 player').selectOption('human');
      const start = form.getByRole('button', { name: /^Start the (race|game)$/ });
      await start.scrollIntoViewIfNeeded();
      await start.click();
      const mine = page.getByRole('group', { name: /^(Ann|Ben)'s choices$/ });
      const speeds = mine.getByRole('button').filter({ hasNotText: /^Take back/ });
      const seen = new Set<string>();
      for (let i = 0; i < 12 && seen.size < 2; i++) {
        await expectOnScreen(page, speeds.first());
        seen.add((await mine.getAttribute('aria-label'))!);
        // The last choice offered (the sheet scrolled down to it); the next choices show on the screen again.
        const pick = speeds.last();
        await pick.scrollIntoViewIfNeeded();
        const before = await page.getByRole('list', { name: 'Game log' }).getByRole('listitem').count().catch(() => 0);
        await pick.click();
        await expect.poll(() => page.getByRole('list', { name: 'Game log' }).getByRole('listitem').count()).toBeGreaterThan(before);
      }
      expect(seen.size, 'both people had a turn').toBe(2);
      await shot(page, 'formula-1-two-people');
      expect(errors).toEqual([]);
    });

    test('the seat cards over the table explain their game terms, and read as before', async ({ page }) => {
      const errors = watchErrors(page);
      await openFirstScreen(page);
      await raceThisTrack(page, 'formula-1');
      await startTheRace(page);
      await page.getByRole('group', { name: 'Bot controls' }).getByRole('button', { name: 'Pause the bots' }).click();
      const seats = page.getByLabel('Seats');
      const you = seats.locator('.play-seat').first();
      // The words stay as written: a closed term adds no text.
      await expect(you.locator('.hud-stats')).toHaveText(/^Car 1: \d+ km\/h, \d+ tyres, Lap 1 of \d+ · Car 2: /);
      const tyres = you.getByRole('button', { name: 'tyres', exact: true }).first();
      await expect(tyres).toHaveAttribute('title', /^Tyres: Each car has a pile of tyre tokens/);
      await expect(you.getByRole('button', { name: /^km\/h$/ }).first()).toHaveAttribute('title', /^km\/h: A car's speed/);
      await expect(you.getByRole('button', { name: /^Lap$/ }).first()).toHaveAttribute('title', /^Lap: /);
      // A tap opens the explanation below the card, on the screen.
      await tyres.click();
      const tip = you.getByRole('tooltip').filter({ hasText: /^Tyres: / });
      await expectOnScreen(page, tip);
      // Not cut off by the card (on the phone its facts are cut to two lines): the explanation is what shows there.
      const box = (await tip.boundingBox())!;
      const shown = await tip.evaluate((el, { x, y }) => {
        // The tip lets the pointer through; for this look it takes the pointer, so the point finds it if it shows.
        (el as HTMLElement).style.pointerEvents = 'auto';
        const found = document.elementFromPoint(x, y)?.closest('[role="tooltip"]')?.textContent ?? '';
        (el as HTMLElement).style.pointerEvents = '';
        return found;
      }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
      expect(shown).toMatch(/^Tyres: /);
      await shot(page, 'seat-card-term');
      expect(errors).toEqual([]);
    });

    for (const game of ['start-frei', 'formula-1', 'motorsportspiel', 'bahn-frei'] as const) {
      test(`${game}: from the first screen to the end screen against bots at the fastest pace`, async ({ page }) => {
        test.setTimeout(300_000);
        const errors = watchErrors(page);
        const began = Date.now();
        await openFirstScreen(page);
        await raceThisTrack(page, game);
        await startTheRace(page);
        // (On the phone the controls sheet covers the speedometers while it is open: checked at the desktop size.)
        if (game === 'formula-1' && size.width > 500) {
          // A game term over the table explains itself at a click or a tap (a phone has no hover): the risk of each speed.
          const risk = page.getByRole('region', { name: 'Speedometers' }).getByRole('button', { name: /^Speeds .* can set, with the risk of the safest way:$/ });
          await risk.click();
          await expect(risk).toHaveAttribute('aria-expanded', 'true');
          await expect(page.getByRole('tooltip').filter({ hasText: /^Risk of each speed: / }).first()).toHaveClass(/open/);
        }
        const end = await playToTheEnd(page);
        // The end screen: the places (or the team's score with its scale), how it ended in a sentence, the figures.
        if (game === 'bahn-frei') await expect(end).toContainText(/complaints? on the complaint-O-meter: the team loses at once at 8/);
        else await expect(end).toContainText(/1st/);
        await expect(end).not.toContainText('How it ended');
        await expect(end.locator('.end-how')).toContainText(/\w+ \w+ \w+/);
        await expect(end.getByRole('table', { name: 'Figures of the game' })).toBeVisible({ timeout: 60_000 });
        await expect(end.getByRole('button', { name: 'Watch the replay' })).toBeVisible();
        await end.scrollIntoViewIfNeeded();
        await shot(page, `${game}-end`);
        console.log(`${game} first-hour journey at ${size.width}×${size.height}: ${Date.now() - began} ms`);
        expect(errors).toEqual([]);
      });
    }
  });
}
