import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import { waitForFrames, watchErrors } from './helpers';

const DEMO = 'public/replays/the-oval-seed-1.json';

type ReplayDebug = { step: number; length: number; positions: number[] };
type Chicane = { replay?: ReplayDebug; play?: { tokens: { space: number; settled: boolean }[] } };

const debugOf = (page: Page) => page.evaluate(() => (window as unknown as { __chicane?: Chicane }).__chicane ?? null);

/** The rules core's car spaces after `step` actions of the demo, computed in node (see replay-core-at.ts). */
function coreAt(step: number): { spaces: number[]; xz: [number, number][] } {
  return JSON.parse(execFileSync('npx', ['tsx', 'tests/e2e/replay-core-at.ts', DEMO, String(step)], { encoding: 'utf8' })) as { spaces: number[]; xz: [number, number][] };
}

test('a replay opens, seeks to its middle and shows the cars where the rules core puts them', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=replay&debug');
  await expect(page.getByRole('region', { name: 'Replay' })).toBeVisible();
  await waitForFrames(page, 10);
  await page.waitForFunction(() => (window as unknown as { __chicane?: Chicane }).__chicane?.replay?.length);
  const { length } = (await debugOf(page))!.replay!;
  const middle = Math.floor(length / 2);

  await page.getByRole('slider', { name: 'Move' }).fill(String(middle));
  await page.waitForFunction((m) => (window as unknown as { __chicane?: Chicane }).__chicane?.replay?.step === m, middle);
  await waitForFrames(page, ((await debugOf(page)) as unknown as { stats: { frames: number } }).stats.frames + 3);

  const core = coreAt(middle);
  const shown = (await debugOf(page))!;
  expect(shown.replay!.positions).toEqual(core.spaces);
  // The drawn cars stand on those spaces, at rest.
  await page.waitForFunction(() => (window as unknown as { __chicane?: Chicane }).__chicane?.play?.tokens.every((t) => t.settled));
  const tokens = (await debugOf(page))!.play!.tokens;
  expect(tokens.map((t) => t.space)).toEqual(core.spaces);
  await expect(page.getByRole('table', { name: 'Standings' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/replay-middle.png' });

  // Keyboard: → steps one action, space plays.
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction((m) => (window as unknown as { __chicane?: Chicane }).__chicane?.replay?.step === m + 1, middle);
  await page.getByRole('button', { name: 'Play', exact: true }).click();
  await page.waitForFunction((m) => ((window as unknown as { __chicane?: Chicane }).__chicane?.replay?.step ?? 0) > m + 2, middle);
  await page.getByRole('button', { name: 'Pause', exact: true }).click();
  await page.getByRole('radio', { name: "Bird's-eye" }).click();
  await waitForFrames(page, ((await debugOf(page)) as unknown as { stats: { frames: number } }).stats.frames + 30);
  await page.screenshot({ path: 'test-results/screenshots/replay-bird.png' });

  // Clicking an event jumps there.
  const events = page.getByRole('list', { name: 'Events' }).getByRole('button');
  await events.nth(3).click();
  await page.waitForFunction((m) => ((window as unknown as { __chicane?: Chicane }).__chicane?.replay?.step ?? m) < m, middle);
  const jumped = (await debugOf(page))!.replay!.step;
  await expect(page.getByRole('region', { name: 'Replay' }).locator('.whose-turn')).toHaveText(`After move ${jumped} of ${length}`);
  expect(errors).toEqual([]);
});

test('a bad replay file is refused with a clear message and the open replay stays', async ({ page }) => {
  await page.goto('/?mode=replay&debug');
  await expect(page.getByLabel('Open replay')).toContainText('seed 1');
  await page.getByLabel('Replay file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"chicane-replay","version":1,"ruleset":"start-frei"}') });
  await expect(page.getByRole('alert')).toContainText('broken.json');
  await expect(page.getByRole('alert')).toContainText('not a valid Chicane replay');
  await page.getByLabel('Replay file').setInputFiles({ name: 'notjson.json', mimeType: 'application/json', buffer: Buffer.from('{oops') });
  await expect(page.getByRole('alert')).toContainText('notjson.json: not JSON');
  await expect(page.getByLabel('Open replay')).toContainText('seed 1');
  await page.screenshot({ path: 'test-results/screenshots/replay-refused.png' });
});

test('a replay claiming another result is refused; an older replay opens with a plain note and the re-run winner', async ({ page }) => {
  await page.goto('/?mode=replay&debug');
  await expect(page.getByLabel('Open replay')).toContainText('winner Car 1');
  const demo = JSON.parse(readFileSync(DEMO, 'utf8')) as { result: { standings: number[] } };
  const reversed = { ...demo, result: { ...demo.result, standings: [...demo.result.standings].reverse() } };
  await page.getByLabel('Replay file').setInputFiles({ name: 'reversed.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(reversed)) });
  await expect(page.getByRole('alert')).toContainText("the recorded result Car 2, Car 3, Car 4, Car 1 (finish) is not the re-run's Car 1, Car 4, Car 3, Car 2");
  await page.getByRole('button', { name: 'Dismiss' }).click();
  const old = readFileSync('tests/unit/replay/fixtures/the-oval-seed-1.v1.json');
  await page.getByLabel('Replay file').setInputFiles({ name: 'old.json', mimeType: 'application/json', buffer: old });
  await expect(page.getByLabel('Open replay')).toContainText('old.json');
  await expect(page.getByLabel('Open replay')).toContainText('winner Car 1');
  await expect(page.getByRole('note')).toContainText('made by an older Chicane (replay version 1): its actions are checked against its checkpoints only');
});

test('"Teach from here" opens the moment shown in Learn, in the teaching view of its game', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=replay&debug');
  await page.waitForFunction(() => (window as unknown as { __chicane?: Chicane }).__chicane?.replay?.length);
  const { length } = (await debugOf(page))!.replay!;
  const target = Math.floor(length / 3);
  await page.getByRole('slider', { name: 'Move' }).fill(String(target));
  await page.waitForFunction((m) => (window as unknown as { __chicane?: Chicane }).__chicane?.replay?.step === m, target);

  await page.getByRole('button', { name: 'Teach from here' }).click();
  await expect(page.getByRole('tab', { name: 'Learn' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(`From the replay, after move ${target}.`)).toBeVisible();
  const teach = await page.waitForFunction(() => (window as unknown as { __chicane?: { teach?: { game: string | null } } }).__chicane?.teach?.game ?? null);
  expect(await teach.jsonValue()).toBe('start-frei');
  expect(errors).toEqual([]);
});

test('a replay of another game opened in Replay mode plays back there, in its own table', async ({ page }) => {
  const errors = watchErrors(page);
  const file = 'test-results/f1-replay-for-replay-mode.json';
  execFileSync('npx', ['tsx', 'src/cli/main.ts', 'simulate', '--ruleset', 'formula-1', '--players', '2', '--seed', '4', '--out', file], { encoding: 'utf8' });
  const moves = (JSON.parse(readFileSync(file, 'utf8')) as { moves: unknown[] }).moves.length;
  await page.goto('/?mode=replay');
  await page.getByLabel('Replay file').setInputFiles(file);
  await expect(page.getByRole('tab', { name: 'Replay' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Open replay')).toContainText('Formuła 1');
  const playback = page.getByRole('region', { name: 'Replay' });
  await expect(playback).toBeVisible();
  await expect(playback.getByRole('slider', { name: 'Move' })).toHaveAttribute('max', String(moves));
  expect(errors).toEqual([]);
});

test('a replay file far too large is refused before it is read, and the open replay stays', async ({ page }) => {
  await page.goto('/?mode=replay&debug');
  await page.waitForFunction(() => (window as unknown as { __chicane?: Chicane }).__chicane?.replay?.length);
  const before = (await debugOf(page))!.replay!.length;
  await page.getByLabel('Replay file').setInputFiles({ name: 'huge.json', mimeType: 'application/json', buffer: Buffer.alloc(21_000_000, 32) });
  await expect(page.getByRole('alert')).toContainText('“huge.json” is 21.0 MB; a replay file is at most 20.0 MB');
  expect((await debugOf(page))!.replay!.length).toBe(before);
});
