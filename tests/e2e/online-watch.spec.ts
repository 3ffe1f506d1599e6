/**
 * Watching an online race live (issue 31, "Live spectators"): Anna races Start Frei against a bot at a desktop;
 * Cara opens the table's link mid-race and has every move so far at once; the timeline grows as moves arrive; she
 * drags it back (the table shows that moment while the race goes on), then "Back to live" brings her to the
 * position the players have. Dan watches on a phone.
 */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { watchErrors } from './helpers';

/** What the table shows (`?debug`): the moves of the moment shown and where the tokens stand. */
async function shown(p: Page): Promise<{ moves: number; spaces: number[] } | null> {
  return p.evaluate(() => {
    const play = (window as unknown as { __chicane?: { play?: { moves: number; tokens: readonly { space: number }[] } } }).__chicane?.play;
    return play ? { moves: play.moves, spaces: play.tokens.map((t) => t.space) } : null;
  });
}

const choice = (p: Page) => p.getByRole('group', { name: /'s choices$/ }).getByRole('button').first();

/** Anna takes her first choice each time she is offered one, until the table has `moves` moves. */
async function playUntil(anna: Page, moves: number): Promise<void> {
  for (let guard = 0; ((await shown(anna))?.moves ?? 0) < moves; guard++) {
    expect(guard).toBeLessThan(400);
    await expect(choice(anna)).toBeVisible({ timeout: 60_000 });
    const before = (await shown(anna))?.moves ?? 0;
    await choice(anna).click();
    await expect.poll(async () => (await shown(anna))?.moves ?? 0, { timeout: 60_000 }).toBeGreaterThan(before);
  }
}

/** Joins the table by its link as a watcher. */
async function watch(p: Page, code: string, name: string): Promise<void> {
  await p.goto(`/?mode=race&debug&table=${code}`);
  // The app may take a while to start on a loaded machine: the join form comes when it is ready.
  await expect(p.getByLabel('Table code')).toHaveValue(code, { timeout: 60_000 });
  await p.getByLabel('Your name').fill(name);
  await p.getByRole('button', { name: 'Join the table' }).click();
  await expect(p.getByRole('note')).toHaveText(`Online table ${code} · you are watching`);
}

test('a watcher joins a Start Frei race mid-race by its link, the timeline grows live, she looks back and returns to live', async ({ device }) => {
  test.setTimeout(600_000);
  const anna = await device({ width: 1280, height: 800 });
  const cara = await device({ width: 1280, height: 800 });
  const errors = [anna, cara].map((p) => watchErrors(p));

  await anna.goto('/?mode=race&debug');
  await anna.getByRole('button', { name: /^Play online/ }).click();
  await anna.getByLabel('Your name').fill('Anna');
  await anna.getByLabel('Online game').selectOption('start-frei');
  await anna.getByLabel('Seat 2').selectOption('bot');
  await anna.getByRole('button', { name: 'Set up the table' }).click();
  const lobby = anna.getByRole('region', { name: 'Online table' });
  await expect(lobby.getByText('You sit in seat 1 as Anna.')).toBeVisible();
  const code = (await lobby.getByLabel('Table code').textContent())!.trim();
  await anna.getByRole('button', { name: 'Start the race' }).click();
  await expect(anna.getByRole('note')).toHaveText(`Online table ${code} · you play Anna`);
  await playUntil(anna, 8);

  // Cara joins mid-race: every move so far is on her timeline at once, and she watches live.
  const before = (await shown(anna))!.moves;
  await watch(cara, code, 'Cara');
  const panel = cara.getByRole('region', { name: 'Watching the race' });
  const slider = panel.getByRole('slider', { name: 'Move' });
  const max = async () => Number(await slider.getAttribute('max'));
  await expect(panel.getByRole('status')).toHaveText(/^You are watching live: \d+ moves so far\.$/);
  expect(await max()).toBeGreaterThanOrEqual(before);
  await expect(panel.getByRole('button', { name: 'Back to live' })).toHaveCount(0);
  await expect(cara.getByRole('radio', { name: 'TV director' })).toHaveAttribute('aria-checked', 'true');
  await expect(cara.getByRole('group', { name: /'s choices$/ })).toHaveCount(0);

  // The race goes on: the timeline grows, and the live table follows it.
  const joined = await max();
  await playUntil(anna, joined + 6);
  await expect.poll(max, { timeout: 60_000 }).toBeGreaterThanOrEqual(joined + 6);
  await expect.poll(async () => (await shown(cara))?.moves, { timeout: 60_000 }).toBeGreaterThanOrEqual(joined + 6);

  // Cara drags the timeline back to move 3: the table shows that moment while the race goes on.
  await slider.fill('3');
  await expect(panel.getByRole('status')).toHaveText(/^You are looking back at move 3\. The race goes on: \d+ moves so far\.$/);
  await expect.poll(async () => (await shown(cara))?.moves).toBe(3);
  const back = panel.getByRole('button', { name: 'Back to live' });
  await expect(back).toBeVisible();
  await cara.screenshot({ path: 'test-results/e2e/online-watch-looking-back.png' });
  const scrubbed = await max();
  await playUntil(anna, scrubbed + 4);
  await expect.poll(max, { timeout: 60_000 }).toBeGreaterThanOrEqual(scrubbed + 4);
  expect((await shown(cara))?.moves).toBe(3);
  await expect(slider).toHaveValue('3');

  // Anna is to choose (the table waits for her): back to live, Cara sees the position Anna has.
  await expect(choice(anna)).toBeVisible({ timeout: 60_000 });
  await back.click();
  await expect(back).toHaveCount(0);
  await expect(panel.getByRole('status')).toHaveText(/^You are watching live: \d+ moves so far\.$/);
  const live = (await shown(anna))!;
  await expect.poll(() => shown(cara), { timeout: 60_000 }).toEqual(live);
  await expect(slider).toHaveValue(String(live.moves));
  // The lap chart of the race so far, and what has happened, in words.
  await panel.getByText('Lap chart and figures so far').click();
  await expect(panel.getByText('Position chart')).toBeVisible();
  await panel.getByText('What has happened so far').click();
  await expect(panel.getByRole('list', { name: 'Events' })).toBeVisible();
  await cara.screenshot({ path: 'test-results/e2e/online-watch-live.png' });

  // Dan watches on a phone: he too has the race so far at once.
  const dan = await device({ width: 390, height: 844 }, true);
  errors.push(watchErrors(dan));
  await watch(dan, code, 'Dan');
  await expect.poll(() => shown(dan), { timeout: 60_000 }).toEqual(live);
  await expect(dan.getByRole('region', { name: 'Watching the race' }).getByRole('slider', { name: 'Move' })).toHaveAttribute('max', String(live.moves));
  await dan.screenshot({ path: 'test-results/e2e/online-watch-phone.png' });
  expect(errors.flat()).toEqual([]);
});

test('the host shows watchers everything two moves late: the watcher never sees the race as it is now', async ({ device }) => {
  test.setTimeout(600_000);
  const anna = await device({ width: 1280, height: 800 });
  const dan = await device({ width: 390, height: 844 }, true);
  const errors = [anna, dan].map((p) => watchErrors(p));
  await anna.goto('/?mode=race&debug');
  await anna.getByRole('button', { name: /^Play online/ }).click();
  await anna.getByLabel('Your name').fill('Anna');
  await anna.getByLabel('Online game').selectOption('start-frei');
  await anna.getByLabel('Seat 2').selectOption('bot');
  await anna.getByText('Show watchers everything, every player’s secrets too, some moves late').click();
  await anna.getByLabel('How many moves late').fill('0');
  await anna.getByRole('button', { name: 'Set up the table' }).click();
  await expect(anna.getByRole('alert')).toHaveText('How many moves late: a whole number from 1 to 50.');
  await anna.getByLabel('How many moves late').fill('2');
  await anna.screenshot({ path: 'test-results/e2e/online-watch-setup-late.png' });
  await anna.getByRole('button', { name: 'Set up the table' }).click();
  const lobby = anna.getByRole('region', { name: 'Online table' });
  const code = (await lobby.getByLabel('Table code').textContent())!.trim();
  await anna.getByRole('button', { name: 'Start the race' }).click();
  await playUntil(anna, 6);

  await watch(dan, code, 'Dan');
  const panel = dan.getByRole('region', { name: 'Watching the race' });
  await expect(panel.getByRole('status')).toHaveText(/^You are watching 2 moves behind the race, with every player’s secrets in view: \d+ moves shown so far\.$/);
  // Anna is to choose (the table waits for her): Dan is two moves behind her.
  await expect(choice(anna)).toBeVisible({ timeout: 60_000 });
  const now = (await shown(anna))!.moves;
  await expect.poll(async () => (await shown(dan))?.moves, { timeout: 60_000 }).toBe(now - 2);
  await expect(panel.getByRole('slider', { name: 'Move' })).toHaveAttribute('max', String(now - 2));
  await dan.screenshot({ path: 'test-results/e2e/online-watch-late-phone.png' });
  expect(errors.flat()).toEqual([]);
});
