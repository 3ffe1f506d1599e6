import { expect, test, type Page } from './fixtures';
import { waitForFrames, waitForSettled, watchErrors } from './helpers';

interface Probe {
  x: number;
  y: number;
}
interface PlayProbe {
  moves: number;
  targets: { space: number; screen: Probe; inside: boolean }[];
  tokens: { seat: number; screen: Probe; inside: boolean; settled: boolean }[];
}
type Chicane = { __chicane?: { play?: PlayProbe; director?: { kind: string; cars: number[]; cuts: number } } };

/** Plays "You" in the shell (first card, the first action offered, a piece laid as planned) until a roll leaves a choice of green spaces. */
async function reachDecision(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Game set-up' });
  await expect(form.getByLabel('Game')).toHaveValue('start-frei');
  await form.getByRole('button', { name: 'Start the race' }).click();
  await page.waitForFunction(() => Boolean((window as unknown as Chicane).__chicane?.play));
  await page.getByLabel('Pace', { exact: true }).selectOption('8');
  const choices = page.getByRole('group', { name: 'Your choices' });
  const drive = choices.getByRole('group', { name: 'Where to drive' });
  for (let i = 0; i < 40; i++) {
    const hand = choices.getByLabel('Your hand').getByRole('button').first();
    const act = choices.locator('.turn-choices .actions button, .lay button').first();
    await expect(drive.or(hand).or(act).first()).toBeVisible({ timeout: 60_000 });
    const before = await page.evaluate(() => (window as unknown as Chicane).__chicane!.play!.moves);
    if (await drive.isVisible()) {
      const buttons = drive.getByRole('button');
      if ((await buttons.count()) > 1) return;
      await buttons.first().click();
    } else if (await hand.isVisible()) await hand.click();
    else await act.click();
    // Every press is a move: the next press waits for it.
    await page.waitForFunction((m) => (window as unknown as Chicane).__chicane!.play!.moves > m, before);
  }
  throw new Error('no decision with a choice of spaces within 40 actions');
}

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`at a decision the race camera shows the active car and every reachable space (${size.name})`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/?mode=race&debug');
    await reachDecision(page);
    await waitForFrames(page, 5);
    await waitForSettled(page);
    // The glowing spaces are drawn once the scene has the decision.
    await page.waitForFunction(() => ((window as unknown as Chicane).__chicane?.play?.targets.length ?? 0) > 1);
    await waitForSettled(page);
    const probe = await page.evaluate(() => {
      const p = (window as unknown as Chicane).__chicane!.play!;
      return { reach: p.targets.map((t) => ({ space: t.space, inside: t.inside })), cars: p.tokens.map((t) => ({ seat: t.seat, inside: t.inside })) };
    });
    expect(probe.reach.length).toBeGreaterThan(1);
    for (const r of probe.reach) expect(r.inside, `space ${r.space} in view`).toBe(true);
    // "You" are seat 1: the active car is in view too.
    expect(probe.cars.find((c) => c.seat === 0)?.inside).toBe(true);
    await page.screenshot({ path: `test-results/screenshots/broadcast-decision-${size.name}.png` });
    expect(errors).toEqual([]);
  });
}

type Director = { kind: string; cars: number[]; cuts: number };
const director = (page: Page) => page.evaluate(() => (window as unknown as Chicane).__chicane?.director as Director | undefined);

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a replay played without touching it shows captions, and the director changes shots (${size.name})`, async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/?mode=replay&debug');
    await expect(page.getByLabel('Open replay')).toBeVisible({ timeout: 60_000 });
    await waitForFrames(page, 5);
    await page.getByRole('button', { name: 'Play', exact: true }).click();
    const caption = page.getByRole('status', { name: 'Caption' });
    await expect(caption).not.toBeEmpty({ timeout: 90_000 });
    const first = (await director(page))?.cuts ?? 0;
    await page.waitForFunction((n) => ((window as unknown as Chicane).__chicane?.director?.cuts ?? 0) > n, first, { timeout: 120_000 });
    await page.screenshot({ path: `test-results/screenshots/broadcast-replay-${size.name}.png` });
    // The tower gives gaps, the map shows every car.
    await expect(page.getByRole('table', { name: 'Standings' }).getByText('Leader')).toBeVisible();
    await expect(page.getByRole('img', { name: /^Track map: 1\. / })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
}

test('next and previous incident jump through the replay, by button and by key; the camera returns to the director', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await page.goto('/?mode=replay&debug');
  await expect(page.getByLabel('Open replay')).toBeVisible({ timeout: 60_000 });
  const slider = page.getByRole('slider', { name: 'Move' });
  const stepNow = async () => Number(await slider.inputValue());
  expect(await stepNow()).toBe(0);
  await page.getByRole('button', { name: 'Next incident' }).click();
  await expect.poll(stepNow).toBeGreaterThan(0);
  const a = await stepNow();
  await expect(page.getByRole('status', { name: 'Caption' }).locator('p.incident')).toBeVisible();
  // The incident is played, with its callout over the car on the table.
  await expect(page.locator('.table-callout').filter({ visible: true }).first()).toBeVisible({ timeout: 60_000 });
  await page.locator('body').press('n');
  await expect.poll(stepNow).toBeGreaterThan(a);
  const b = await stepNow();
  await page.locator('body').press('p');
  await expect.poll(stepNow).toBe(a);
  expect(b).toBeGreaterThan(a);
  // Picking a car in the tower follows it; "Back to the director" returns.
  await page.getByRole('table', { name: 'Standings' }).getByRole('button').first().click();
  const back = page.getByRole('button', { name: 'Back to the director' });
  await expect(back).toBeVisible();
  await back.click();
  await expect(back).toBeHidden();
  await expect(page.getByRole('radio', { name: 'TV director' })).toHaveAttribute('aria-checked', 'true');
  // The charts load with their panel.
  await page.getByText('Race charts and figures').click();
  await expect(page.getByRole('img', { name: /^Position chart\./ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Figures of the game' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/broadcast-charts.png', fullPage: true });
  expect(errors).toEqual([]);
});
