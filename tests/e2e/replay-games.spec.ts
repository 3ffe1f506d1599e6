/**
 * The Replay journey for the games played in the shell (Formuła 1, Das Motorsportspiel, Bahn Frei): a replay file
 * opened in the Replay tab plays back in the shell; it seeks, jumps to an incident and to a moment on its timeline,
 * answers Replay mode's keys, and opens "Teach from here", at desktop and phone sizes.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { watchErrors } from './helpers';

const GAMES = ['formula-1', 'motorsportspiel', 'bahn-frei'] as const;

function replayFile(game: (typeof GAMES)[number]): { file: string; moves: number } {
  const file = `test-results/replay-journey-${game}.json`;
  execFileSync('npx', ['tsx', 'src/cli/main.ts', 'simulate', '--ruleset', game, '--players', '2', '--seed', '4', '--out', file], { encoding: 'utf8' });
  return { file, moves: (JSON.parse(readFileSync(file, 'utf8')) as { moves: unknown[] }).moves.length };
}

for (const game of GAMES) {
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`${game} at ${size.width}×${size.height}: a replay opens, seeks, jumps to an incident and a mark, answers the keys and teaches from here`, async ({ page }) => {
      const errors = watchErrors(page);
      const { file, moves } = replayFile(game);
      await page.setViewportSize(size);
      await page.goto('/?mode=replay');
      await page.getByLabel('Replay file').setInputFiles(file);
      const playback = page.getByRole('region', { name: 'Replay' });
      await expect(playback).toBeVisible();
      const slider = playback.getByRole('slider', { name: 'Move' });
      await expect(slider).toHaveAttribute('max', String(moves));
      const status = playback.locator('.whose-turn');
      await expect(status).toHaveText('The start');

      // Seek to the middle.
      const middle = Math.floor(moves / 2);
      await slider.fill(String(middle));
      await expect(status).toHaveText(`After move ${middle} of ${moves}`);

      // Keys, as in Replay mode: Home, →, End, ←.
      await page.locator('body').press('Home');
      await expect(status).toHaveText('The start');
      await page.locator('body').press('ArrowRight');
      await expect(status).toHaveText(`After move 1 of ${moves}`);
      await page.locator('body').press('End');
      await expect(status).toHaveText(`After move ${moves} of ${moves}`);
      await page.locator('body').press('ArrowLeft');
      await expect(status).toHaveText(`After move ${moves - 1} of ${moves}`);

      // The timeline's marks: each one seeks to its move, and none sits on another.
      const marks = playback.locator('.play-mark');
      const count = await marks.count();
      expect(count).toBeGreaterThan(0);
      const label = (await marks.nth(Math.floor(count / 2)).getAttribute('aria-label'))!;
      const at = Number(/^Move (\d+):/.exec(label)![1]);
      await marks.nth(Math.floor(count / 2)).click();
      await expect(status).toHaveText(`After move ${at} of ${moves}`);
      const boxes = (await marks.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.left, w: r.width })))).sort((a, b) => a.x - b.x);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i - 1]!.x + boxes[i - 1]!.w, `marks ${i} and ${i + 1} overlap`).toBeLessThanOrEqual(boxes[i]!.x + 0.5);

      // The next incident from the start, when the game had one.
      await page.locator('body').press('Home');
      const incidents = playback.locator('.play-mark.incident');
      if ((await incidents.count()) > 0) {
        const first = Number(/^Move (\d+):/.exec((await incidents.first().getAttribute('aria-label'))!)![1]);
        await playback.getByRole('button', { name: 'Next incident' }).click();
        await expect(status).toHaveText(`After move ${first} of ${moves}`);
      }
      await page.screenshot({ path: `test-results/screenshots/replay-journey-${game}-${size.width}x${size.height}.png` });

      // Teach from here opens the move shown in Learn.
      await playback.getByRole('button', { name: 'Teach from here' }).click();
      await expect(page.getByRole('tab', { name: 'Learn' })).toHaveAttribute('aria-selected', 'true');
      expect(errors).toEqual([]);
    });
  }
}
