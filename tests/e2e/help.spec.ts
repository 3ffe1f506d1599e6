/** "How to play" and the glossary of every game, from any mode, at desktop and phone sizes. */
import { expect, test } from './fixtures';
import { watchErrors } from './helpers';

const GAMES = ['Start Frei', 'Formuła 1', 'Das Motorsportspiel', 'Bahn Frei'];

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`every game's rules and terms are explained from any mode (${size.name})`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/?mode=replay');
    await page.getByRole('button', { name: 'How to play' }).click();
    const help = page.getByRole('dialog', { name: 'How to play' });
    await expect(help).toBeVisible();
    for (const title of GAMES) {
      await help.getByLabel('Game').selectOption({ label: title });
      await expect(help.getByRole('region', { name: `How to play ${title}` }).locator('p').first()).not.toBeEmpty();
      const terms = help.getByRole('region', { name: `Glossary of ${title}` }).locator('dt');
      expect(await terms.count(), `${title} explains its terms`).toBeGreaterThanOrEqual(5);
    }
    // The search narrows the glossary; a term that is not there says so.
    await help.getByLabel('Game').selectOption({ label: 'Start Frei' });
    await help.getByLabel('Find a term').fill('chicane');
    await expect(help.locator('.glossary > div').first()).toContainText(/chicane/i);
    await help.getByLabel('Find a term').fill('zeppelin');
    await expect(help.getByText('No term matches “zeppelin”.')).toBeVisible();
    // No horizontal overflow at this size.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(help).toBeHidden();
    expect(errors).toEqual([]);
  });
}
