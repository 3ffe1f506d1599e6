import { expect, test, type Page } from './fixtures';
import { watchErrors } from './helpers';

/**
 * Start Frei's cards explain themselves (issue 30, "every game term explained where it appears"): under the hand and
 * under the pit stop's display a line says what the glyphs ⇅ and ⚄ and the ¢ price mean, its terms open the
 * rulebook's words at a tap, and every card says all it does in a sentence (its tooltip and its description).
 */

type Goal = { action?: string; phase?: string };
type PlayProbe = { play: { playUntil(goal: Goal, limit?: number): boolean } };
const playUntil = (page: Page, goal: Goal) => page.evaluate((g) => (window as unknown as { __chicane: PlayProbe }).__chicane.play.playUntil(g), goal);

for (const [size, viewport, touch] of [
  ['desktop', { width: 1280, height: 800 }, false],
  ['phone', { width: 390, height: 844 }, true],
] as const) {
  test.describe(size, () => {
    test.use({ viewport, hasTouch: touch, isMobile: touch });

    test(`${size}: the hand and the pit stop's display say how to read a card, and each card says what it does`, async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto('/?mode=race&debug');
      const form = page.getByRole('form', { name: 'Game set-up' });
      await expect(form.getByLabel('Game')).toHaveValue('start-frei');
      await form.getByRole('button', { name: 'Start the race' }).click();
      const hand = page.getByLabel('Your hand');
      await expect(hand.getByRole('button')).toHaveCount(6);
      // The key under the hand: each glyph shown, in words.
      const key = page.getByRole('tabpanel', { name: 'Race' }).getByLabel('How to read a card');
      await expect(key).toBeVisible();
      await expect(key).toContainText('⇅ shift gear');
      await expect(key).toContainText('⚄ roll the die of your gear');
      await expect(key).toContainText('¢ the price in coins, paid at the pit stop');
      // Its terms open the rulebook's words at a tap or a click.
      const gear = key.getByRole('button', { name: 'gear' });
      if (touch) await gear.tap();
      else await gear.click();
      await expect(page.getByText('Neutral, yellow, orange or red: the higher the gear, the bigger the die you roll.').filter({ visible: true })).toBeVisible();
      // Every card in a sentence: what it asks, left to right, and its price.
      const first = hand.getByRole('button', { name: /^Play card \d+$/ }).first();
      const id = Number((await first.getAttribute('aria-label'))!.replace('Play card ', ''));
      await expect(first).toHaveAccessibleDescription(new RegExp(`^Card ${id}: (shift gear|roll the die of your gear)(, then (shift gear|roll the die of your gear))*.*\\. Price \\d+ coins?\\.$`));
      await expect(first).toHaveAttribute('title', /^Card \d+: /);
      await page.screenshot({ path: `test-results/screenshots/sf-card-key-${size}.png` });
      // At the pit stop, the display has its key too.
      await page.waitForFunction(() => Boolean((window as unknown as { __chicane?: { play?: unknown } }).__chicane?.play));
      expect(await playUntil(page, { phase: 'pit', action: 'buy' })).toBe(true);
      const pit = page.locator('.pit');
      await expect(pit).toBeVisible();
      await expect(pit.getByLabel('How to read a card')).toContainText('¢ the price in coins');
      await page.screenshot({ path: `test-results/screenshots/sf-card-key-pit-${size}.png` });
      expect(errors).toEqual([]);
    });
  });
}
