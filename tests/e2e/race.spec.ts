import { expect, test } from '@playwright/test';
import { waitForFrames, watchErrors } from './helpers';

test('a bot-only race is played in the browser to the end at top speed', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  await expect(page.getByRole('form', { name: 'Race set-up' })).toBeVisible();
  await page.getByLabel('Seat 1 driver').selectOption('heuristic');
  await page.getByLabel('Seed').fill('3');
  await page.getByRole('button', { name: 'Start the race' }).click();
  await expect(page.getByRole('group', { name: 'Cars' }).or(page.getByLabel('Cars'))).toBeVisible();
  await waitForFrames(page, 10);
  await page.screenshot({ path: 'test-results/screenshots/race-start.png' });
  await page.getByLabel('Pace').selectOption('instant');
  const result = page.getByRole('region', { name: 'Race result' });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await expect(result.getByRole('listitem')).toHaveCount(3);
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
  const hand = page.getByLabel("You's hand");
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
