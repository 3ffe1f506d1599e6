import { expect, test } from './fixtures';
import { watchErrors } from './helpers';

/** "Take back": a person's move can be taken back until a die is rolled or a card is drawn. */
test('Start Frei in the shell: a chosen card is taken back, and the hand is offered again', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  const form = page.getByRole('form', { name: 'Game set-up' });
  await expect(form.getByLabel('Game')).toHaveValue('start-frei');
  await form.getByRole('button', { name: 'Start the race' }).click();
  const hand = page.getByLabel('Your hand');
  await expect(hand.getByRole('button')).toHaveCount(6);
  const offered = await hand.getByRole('button').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
  // The bots choose their cards on their own timer: held while the person chooses, so it is known how many chose first.
  const moves = () => page.evaluate(() => (window as unknown as { __chicane?: { play?: { moves: number } } }).__chicane?.play?.moves ?? 0);
  await page.waitForFunction(() => Boolean((window as unknown as { __chicane?: { play?: unknown } }).__chicane?.play));
  await page.getByRole('button', { name: 'Pause the bots' }).click();
  await expect(page.getByRole('button', { name: 'Resume the bots' })).toBeVisible();
  const before = await moves();
  await hand.getByRole('button').first().click();
  // The bots choose their cards in secret (no chance used): the window stays open.
  const takeBack = page.getByRole('button', { name: /^Take back: / });
  await expect(takeBack).toBeVisible();
  await expect(takeBack).toContainText(/^Take back: Card \d+: /);
  await expect(page.getByText('You can take this move back until a die is rolled or a card is drawn')).toBeVisible();
  // Once both bots have chosen too, it is still open, and taking it back takes back theirs made after it as well.
  await page.getByRole('button', { name: 'Resume the bots' }).click();
  await page.waitForFunction(() => ((window as unknown as { __chicane?: { play?: { moves: number } } }).__chicane?.play?.moves ?? 0) >= 3);
  await expect(takeBack).toBeVisible();
  const since = page.getByText('the moves made since then are taken back too');
  if (before < 2) await expect(since).toBeVisible();
  else await expect(since).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/take-back-race.png' });
  await takeBack.click();
  // The same hand again, every card playable.
  await expect(hand.getByRole('button')).toHaveCount(6);
  expect(await hand.getByRole('button').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')))).toEqual(offered);
  await expect(takeBack).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the shell: a Formuła 1 choice is taken back by a tap, and the same choices return', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/?mode=race&debug');
    const form = page.getByRole('form', { name: 'Game set-up' }).or(page.getByRole('form', { name: 'Game set-up' }));
    await expect(form).toBeVisible();
    await page.getByLabel('Game', { exact: true }).selectOption('formula-1');
    const setup = page.getByRole('form', { name: 'Game set-up' });
    await setup.getByRole('button', { name: 'Start the race' }).tap();
    const choices = page.getByRole('group', { name: 'Your choices' });
    await expect(choices).toBeVisible({ timeout: 30_000 });
    const labels = await choices.locator('button.play-choice').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    const takeBack = page.getByRole('button', { name: /^Take back: / });
    // What the panel offers: the prompt (which car is asked) and the choices (two cars at 0 km/h offer the same speeds).
    const said = async () => [await choices.getByRole('status').textContent(), ...(await choices.locator('button.play-choice').allTextContents())];
    let beforeTap = await said();
    // Press choices until one used no chance (a speed is chosen before the dice are thrown).
    for (let i = 0; i < 8 && !(await takeBack.isVisible()); i++) {
      beforeTap = await said();
      await choices.locator('button.play-choice').first().tap();
      await expect(choices.or(takeBack).first()).toBeVisible({ timeout: 30_000 });
    }
    await expect(takeBack).toBeVisible();
    // The next action comes first and larger; "Take back" is after it and smaller (issue 30).
    const next = (await choices.locator('button.play-choice').first().boundingBox())!;
    const back = (await takeBack.boundingBox())!;
    expect(back.y).toBeGreaterThan(next.y + next.height - 1);
    const fontSize = (l: typeof takeBack) => l.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(await fontSize(takeBack)).toBeLessThan(await fontSize(choices.locator('button.play-choice').first()));
    const offered = await said();
    await takeBack.tap();
    await expect(takeBack).toHaveCount(0);
    await expect.poll(said).not.toEqual(offered);
    await expect.poll(said).toEqual(beforeTap);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: 'test-results/screenshots/take-back-phone.png' });
    expect(errors).toEqual([]);
  });
});
