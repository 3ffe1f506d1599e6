import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from './fixtures';
import { watchErrors } from './helpers';

/** Large replay files are checked in a Web Worker (src/app/verify) under the built app's Content-Security-Policy. */
const DEMO = readFileSync('public/replays/the-oval-seed-1.json', 'utf8');
const PAD = ' '.repeat(300_000);

type Chicane = { replay?: { step: number; length: number }; verify?: { worker: number; inline: number } };
const chicane = (page: Page) => page.evaluate(() => (window as unknown as { __chicane?: Chicane }).__chicane ?? null);

test('a large Start Frei replay is checked in a worker and opens; a tampered one is refused and the open replay stays', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=replay&debug');
  await expect(page.getByLabel('Open replay')).toContainText('seed 1');
  const actions = (JSON.parse(DEMO) as { actions: unknown[] }).actions.length;

  await page.getByLabel('Replay file').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(DEMO + PAD) });
  await expect(page.getByLabel('Open replay')).toContainText('big.json');
  const after = await chicane(page);
  expect(after?.verify?.worker).toBe(1);
  expect(after?.replay?.length).toBe(actions);

  const json = JSON.parse(DEMO) as { actions: unknown[] };
  json.actions.splice(40, 1);
  await page.getByLabel('Replay file').setInputFiles({ name: 'cut.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(json) + PAD) });
  await expect(page.getByRole('alert')).toContainText('cut.json: the replay does not re-run');
  expect((await chicane(page))?.verify?.worker).toBe(2);
  await expect(page.getByLabel('Open replay')).toContainText('big.json');
  expect(errors).toEqual([]);
});

test('a large replay of another game is checked in a worker and plays back in the shell', async ({ page }) => {
  const errors = watchErrors(page);
  const dir = mkdtempSync(join(tmpdir(), 'chicane-verify-'));
  const out = join(dir, 'bahn.json');
  execFileSync('node', ['dist-cli/chicane.mjs', 'simulate', '--ruleset', 'bahn-frei', '--players', '2', '--seed', '4', '--out', out], { encoding: 'utf8' });
  const text = readFileSync(out, 'utf8');
  await page.goto('/?mode=replay&debug');
  await expect(page.getByLabel('Open replay')).toContainText('seed 1');
  await page.getByLabel('Replay file').setInputFiles({ name: 'bahn.json', mimeType: 'application/json', buffer: Buffer.from(text + PAD) });
  await expect(page.getByRole('group', { name: 'Replay controls' })).toBeVisible({ timeout: 60_000 });
  expect((await chicane(page))?.verify?.worker).toBe(1);
  expect(errors).toEqual([]);
});
