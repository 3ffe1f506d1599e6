import { expect, test, type Page } from './fixtures';
import { waitForFrames, watchErrors } from './helpers';

interface TableProbe {
  game: string | null;
  moveKey: number;
  throws: { die: number; text: string }[];
  landed: number;
  shown: string;
  dice: { die: string; top: number; bottom: number; slot: number | null; value: number | null }[];
  box: number | null;
  flags: { token: string; beside: string[]; box: string[] }[];
}
type W = { __chicane?: { table?: TableProbe; play?: { game: string | null; replay: { index: number; last: number } | null; moves: number } } };

const table = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as W).__chicane?.table ?? null)) as TableProbe | null);

/** A Formuła 1 race of a person and bots, finished by the bots, then its replay: stops at the first move with a safe-speed throw. */
async function toAThrow(page: Page) {
  await page.goto('/?mode=race&debug');
  await page.getByRole('form', { name: 'Race set-up' }).getByLabel('Game').selectOption('formula-1');
  const form = page.getByRole('form', { name: 'Game set-up' });
  await form.getByLabel('Seed').fill('3');
  await form.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForFunction(() => (window as unknown as W).__chicane?.play?.game === 'formula-1');
  await page.getByLabel('Pace', { exact: true }).selectOption('instant');
  await page.getByRole('button', { name: 'Let the bots finish' }).click();
  const result = page.getByRole('region', { name: 'Game result' });
  await expect(result).toBeVisible({ timeout: 120_000 });
  await result.getByRole('button', { name: 'Watch the replay' }).click();
  const replay = page.getByRole('region', { name: 'Replay' });
  await expect(replay).toBeVisible();
  await replay.getByRole('button', { name: 'Pause' }).click().catch(() => undefined);
  // The incidents of a Formuła 1 race are tyres lost to a throw and cars off the track: each follows a throw (or a block).
  for (let i = 0; i < 40; i++) {
    const t = await table(page);
    if (t && t.throws.length > 0) break;
    await replay.getByRole('button', { name: 'Next incident' }).click();
    await page.waitForFunction((k) => ((window as unknown as W).__chicane?.table?.moveKey ?? -1) !== k, t?.moveKey ?? -1);
  }
  return replay;
}

test.describe('Formuła 1', () => {
  test('a throw lands on the core’s result, in words beside it, as the log says', async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    const replay = await toAThrow(page);
    // A seek shows every throw of the move landed at once.
    const seen = (await table(page))!;
    expect(seen.throws.length).toBeGreaterThan(0);
    expect(seen.landed).toBe(seen.throws.length);
    const last = seen.throws[seen.throws.length - 1]!;
    expect(seen.shown).toBe(last.text);
    expect(last.text.startsWith(`${last.die} — `)).toBe(true);
    const log = page.getByRole('list', { name: 'Game log' });
    await expect(log).toContainText(`throws ${last.die} on a`);
    // Played on from the move before, the die tumbles and lands on each throw in turn.
    await replay.getByRole('button', { name: 'One move back' }).click();
    await page.waitForFunction((k) => (window as unknown as W).__chicane?.table?.moveKey === k - 1, seen.moveKey);
    await replay.getByRole('button', { name: 'One move on' }).click();
    await page.waitForFunction((k) => (window as unknown as W).__chicane?.table?.moveKey === k, seen.moveKey);
    await page.waitForFunction(() => {
      const t = (window as unknown as W).__chicane?.table;
      return !!t && t.throws.length > 0 && t.landed === t.throws.length;
    }, undefined, { timeout: 60_000 });
    expect((await table(page))!.shown).toBe(last.text);
    await waitForFrames(page, 5);
    await page.screenshot({ path: 'test-results/screenshots/table-objects-f1-desktop.png' });
    expect(errors).toEqual([]);
  });
});
