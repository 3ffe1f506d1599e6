/**
 * Play online (issue 31) in the browser: three devices at one table through the real game server (the
 * Playwright config starts it beside the app, its bots quick). Anna sets up a Formuła 1 table at a desktop,
 * Ben joins by the link on a phone, Cara types the code and watches; they race to the end, Ben reloads
 * mid-race and is back in his seat, and the watcher sees the same end.
 */
import { expect, test } from './fixtures';
import type { Page } from '@playwright/test';
import { openPresetLayout, watchErrors } from './helpers';

const choice = (p: Page) => p.locator('.play-actions button.play-choice').first();
const result = (p: Page) => p.getByRole('region', { name: 'Game result' });
const status = (p: Page) => p.locator('.play-status').textContent({ timeout: 1000 }).catch(() => 'gone');

test('two players race Formuła 1 online from their own devices (one a phone), a third watches, a reload keeps the seat', async ({ device }) => {
  test.setTimeout(600_000);
  const anna = await device({ width: 1280, height: 800 });
  const ben = await device({ width: 390, height: 844 }, true);
  const cara = await device({ width: 1280, height: 800 });
  const errors = [anna, ben, cara].map((p) => watchErrors(p));

  // Anna sets up a table: Formuła 1's one-lap preset, her seat and one open seat.
  await anna.goto('/?mode=race');
  await anna.getByRole('button', { name: /^Play online/ }).click();
  await anna.getByLabel('Your name').fill('Anna');
  await anna.getByLabel('Online game').selectOption('formula-1');
  const presets = await anna.getByLabel('The table to play on').locator('option').allTextContents();
  const oneLap = presets.findIndex((t) => /1 lap$/.test(t));
  expect(oneLap).toBeGreaterThanOrEqual(0);
  await anna.getByLabel('The table to play on').selectOption(String(oneLap));
  await expect(anna.getByLabel('Seat 2')).toHaveValue('open');
  await anna.getByRole('button', { name: 'Set up the table' }).click();
  const lobby = anna.getByRole('region', { name: 'Online table' });
  await expect(lobby.getByText('You sit in seat 1 as Anna.')).toBeVisible();
  const code = (await lobby.getByLabel('Table code').textContent())!.trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
  const link = await lobby.getByLabel('Link to the table').inputValue();
  expect(new URL(link).searchParams.get('table')).toBe(code);

  // Ben opens the link on his phone: the code is filled in, he gives his name and takes the open seat.
  await ben.goto(new URL(link).pathname + new URL(link).search);
  await expect(ben.getByLabel('Table code')).toHaveValue(code);
  await ben.getByLabel('Your name').fill('Ben');
  await ben.getByRole('button', { name: 'Join the table' }).click();
  await expect(ben.getByText('You are watching. Take an open seat to race.')).toBeVisible();
  await expect(ben.getByRole('button', { name: 'Start the race' })).toHaveCount(0);
  await ben.getByRole('button', { name: 'Take this seat' }).click();
  await expect(ben.getByText('You sit in seat 2 as Ben.')).toBeVisible();
  await expect(lobby.getByText('Seat 2: Ben')).toBeVisible();

  // Cara types the code (as people do, in small letters) and watches.
  await cara.goto('/?mode=race');
  await cara.getByRole('button', { name: /^Play online/ }).click();
  await cara.getByLabel('Your name').fill('Cara');
  await cara.getByLabel('Table code').fill(code.toLowerCase());
  await cara.getByRole('button', { name: 'Join the table' }).click();
  await expect(cara.getByText('You are watching. Take an open seat to race.')).toBeVisible();

  await anna.getByRole('button', { name: 'Start the race' }).click();
  for (const [p, who] of [[anna, 'you play Anna'], [ben, 'you play Ben'], [cara, 'you are watching']] as const) {
    await expect(p.getByRole('note')).toHaveText(`Online table ${code} · ${who}`);
  }
  await expect(cara.locator('.play-actions button.play-choice')).toHaveCount(0);

  // The race: whoever is offered a choice takes the first one; Ben reloads after a few moves.
  let moves = 0;
  let reloaded = false;
  for (;;) {
    let who: Page | 'over' | null = null;
    await expect
      .poll(
        async () => {
          who = (await result(anna).isVisible()) ? 'over' : (await choice(anna).isVisible()) ? anna : (await choice(ben).isVisible()) ? ben : null;
          return who !== null;
        },
        { timeout: 90_000 },
      )
      .toBe(true);
    if (who === 'over') break;
    const page = who as unknown as Page;
    const before = await status(page);
    await choice(page).click();
    await expect.poll(() => status(page), { timeout: 60_000 }).not.toBe(before);
    moves++;
    if (!reloaded && moves >= 6) {
      reloaded = true;
      await ben.reload();
      await expect(ben.getByRole('note')).toHaveText(`Online table ${code} · you play Ben`);
    }
    expect(moves).toBeLessThan(600);
  }
  expect(reloaded).toBe(true);

  // The same end at every device, the watcher's included.
  const winner = (await result(anna).getByRole('heading').first().textContent())!;
  expect(winner).toMatch(/^Winner: (Anna|Ben)$/);
  for (const p of [ben, cara]) {
    await expect(result(p).getByRole('heading').first()).toHaveText(winner);
    await expect(result(p).getByLabel('Final places')).toHaveText((await result(anna).getByLabel('Final places').textContent())!);
  }
  // The race's replay came from the server: each device re-ran it, shows its figures, and keeps it in the library.
  for (const p of [anna, ben, cara]) {
    await expect(result(p).getByText('The replay of this online race is kept in your library: it was checked move by move here.')).toBeVisible({ timeout: 60_000 });
    await expect(result(p).getByRole('table', { name: 'Figures of the game' })).toBeVisible({ timeout: 60_000 });
    await expect(result(p).getByRole('button', { name: 'Watch the replay' })).toBeVisible();
  }
  await ben.screenshot({ path: 'test-results/e2e/online-phone-end.png' });
  await anna.getByRole('button', { name: 'Library' }).click();
  await expect(anna.getByText(/^Formuła 1 online on “/).first()).toBeVisible();
  expect(errors.flat()).toEqual([]);
});

test('a friend joins from the list of open tables; when that device goes away the table waits, and the host lets a bot play the seat to the end', async ({ device }) => {
  test.setTimeout(600_000);
  const anna = await device({ width: 1280, height: 800 });
  const ben = await device({ width: 390, height: 844 }, true);
  const errors = watchErrors(anna);
  await anna.goto('/?mode=race');
  await anna.getByRole('button', { name: /^Play online/ }).click();
  await anna.getByLabel('Your name').fill('Anna');
  await anna.getByLabel('Online game').selectOption('formula-1');
  const presets = await anna.getByLabel('The table to play on').locator('option').allTextContents();
  await anna.getByLabel('The table to play on').selectOption(String(presets.findIndex((t) => /1 lap$/.test(t))));
  await anna.getByRole('button', { name: 'Set up the table' }).click();
  const lobby = anna.getByRole('region', { name: 'Online table' });
  const code = (await lobby.getByLabel('Table code').textContent())!.trim();
  // Ben finds the table in the list of open tables, with its open seat, and joins it from there.
  await ben.goto('/?mode=race');
  await ben.getByRole('button', { name: /^Play online/ }).click();
  await ben.getByLabel('Your name').fill('Ben');
  const open = ben.getByRole('region', { name: 'Open tables' });
  await expect(open.getByRole('listitem').filter({ hasText: '1 seat open of 2' })).toBeVisible();
  await ben.screenshot({ path: 'test-results/e2e/online-open-tables.png' });
  await open.getByRole('button', { name: `Join table ${code}` }).click();
  await ben.getByRole('button', { name: 'Take this seat' }).click();
  await expect(lobby.getByText('Seat 2: Ben')).toBeVisible();
  await anna.getByRole('button', { name: 'Start the race' }).click();
  await expect(ben.getByRole('note')).toHaveText(/you play Ben$/);

  // Ben's phone goes away (the tab is closed): Anna is told the table waits for him, with the time left.
  await ben.context().close();
  const waiting = anna.getByRole('status', { name: 'Waiting for players' });
  await expect(waiting).toContainText(/Waiting for Ben to come back \([0-9]:[0-5][0-9]\)/, { timeout: 60_000 });
  await anna.screenshot({ path: 'test-results/e2e/online-waiting.png' });
  await waiting.getByRole('button', { name: 'Let a bot play for Ben' }).click();
  await expect(waiting).toHaveCount(0);

  // The bot plays Ben's seat; Anna takes her first choice each time, and the race ends with both cars placed.
  for (let moves = 0; !(await result(anna).isVisible()); moves++) {
    expect(moves).toBeLessThan(600);
    await expect.poll(async () => (await result(anna).isVisible()) || (await choice(anna).isVisible()), { timeout: 90_000 }).toBe(true);
    if (await result(anna).isVisible()) break;
    const before = await status(anna);
    await choice(anna).click();
    await expect.poll(async () => (await result(anna).isVisible()) || (await status(anna)) !== before, { timeout: 60_000 }).toBe(true);
  }
  await expect(result(anna).getByLabel('Final places')).toContainText('Ben');
  expect(errors).toEqual([]);
});

test('a host sets a table up on a layout from the library: it is offered after the layout in Build, and the race is played on it', async ({ device }) => {
  test.setTimeout(300_000);
  const anna = await device({ width: 1280, height: 800 });
  const errors = watchErrors(anna);
  // Anna keeps the Sprint ring in her library, then goes on building on Hairpin park.
  await anna.goto('/?mode=build&debug');
  await openPresetLayout(anna, 'formula-1-sprint-ring');
  await anna.getByRole('button', { name: 'Library' }).click();
  await anna.getByRole('button', { name: 'Save the layout on the table' }).click();
  await expect(anna.getByText('Sprint ring').first()).toBeVisible();
  await anna.keyboard.press('Escape');
  await openPresetLayout(anna, 'formula-1-hairpins');
  await anna.getByRole('tab', { name: 'Race' }).click();
  await anna.getByRole('button', { name: /^Play online/ }).click();
  await anna.getByLabel('Your name').fill('Anna');
  await anna.getByLabel('Online game').selectOption('formula-1');
  const tables = await anna.getByLabel('The table to play on').locator('option').allTextContents();
  expect(tables.slice(0, 2)).toEqual(['Your layout in Build, “Hairpin park”', 'From your library, “Sprint ring”']);
  await anna.getByLabel('The table to play on').selectOption({ label: 'From your library, “Sprint ring”' });
  await anna.getByLabel('Seat 2').selectOption('bot');
  await anna.getByRole('button', { name: 'Set up the table' }).click();
  const lobby = anna.getByRole('region', { name: 'Online table' });
  await expect(lobby.getByText('You sit in seat 1 as Anna.')).toBeVisible();
  await anna.getByRole('button', { name: 'Start the race' }).click();
  await expect(anna.getByRole('note')).toHaveText(/you play Anna$/);
  await expect(anna.locator('.play-status')).toContainText('Played online on “Sprint ring”.');
  expect(errors.flat()).toEqual([]);
});
