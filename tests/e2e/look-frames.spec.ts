/**
 * Learn's Start Frei table printed as Carrera pieces (as Race and Replay are),
 * and screenshots of Learn
 * and Replay at Low and High, desktop and phone. Run with E2E_PORT=4421.
 */
import { readFileSync } from 'node:fs';
import { expect, test, RENDER, type Page } from './fixtures';
import { waitForFrames, waitForSettled, watchErrors } from './helpers';

type Track = { printed: boolean; game: string | null; pieces: number; ghosts: number };
type Probe = { __chicane?: { track?: Track; quality?: { level: string } } };

const track = (page: Page) => page.evaluate(() => (window as unknown as Probe).__chicane?.track ?? null);

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Keeps a fixed quality level from the first load on (the Quality menu's choice, as saved). */
async function chooseQuality(page: Page, level: 'low' | 'high') {
  await page.addInitScript((l) => localStorage.setItem('chicane.quality', JSON.stringify({ version: 1, choice: l, autoLevel: l })), level);
}

/** Waits until the stage draws at `level` (under E2E_RENDER=low every page draws at Low). */
async function waitForLevel(page: Page, level: 'low' | 'high') {
  const want = RENDER === 'low' ? 'low' : level;
  await page.waitForFunction((l) => (window as unknown as Probe).__chicane?.quality?.level === l, want, { timeout: 60_000 });
}

async function openLesson(page: Page, title: string) {
  await page.goto('/?mode=learn&debug');
  await expect(page.getByRole('button', { name: 'Empty position' })).toBeVisible({ timeout: 60_000 });
  const lesson = page.getByRole('button', { name: title, exact: true });
  // On a phone the lesson list sits below the table: scroll to it.
  await lesson.scrollIntoViewIfNeeded();
  await lesson.click();
  await expect(page.getByTestId('lesson-title')).toHaveText(title);
  await waitForFrames(page, 5);
}

test('Learn prints a practice strip and a preset track as Carrera pieces; learn.spec.ts drags and picks on them', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await openLesson(page, 'Lane change over two switches (Example: Switch)');
  // A strip of 24 spaces a lane: six plain straights, with the lesson's chicanes and switches printed on them.
  await expect.poll(() => track(page), { timeout: 60_000 }).toEqual({ printed: true, game: 'start-frei', pieces: 6, ghosts: 0 });
  await openLesson(page, 'Lane change over one switch');
  const oval = JSON.parse(readFileSync('public/tracks/the-oval.json', 'utf8')) as { pieces: unknown[] };
  await expect.poll(() => track(page), { timeout: 60_000 }).toEqual({ printed: true, game: 'start-frei', pieces: oval.pieces.length, ghosts: 0 });
  expect(errors).toEqual([]);
});

for (const size of SIZES) {
  for (const level of ['low', 'high'] as const) {
    test(`screenshots: Learn (Start Frei) and Replay at ${level}, ${size.name}`, async ({ page }) => {
      test.setTimeout(300_000);
      const errors = watchErrors(page);
      await page.setViewportSize({ width: size.width, height: size.height });
      await chooseQuality(page, level);
      await openLesson(page, 'Chicane approached exactly (Example: Chicane)');
      await waitForLevel(page, level);
      const forward = page.getByRole('button', { name: 'Step forward' });
      while (await forward.isEnabled()) await forward.click();
      await waitForSettled(page);
      await page.screenshot({ path: `test-results/screenshots/look-frames-learn-${level}-${size.name}.png` });

      await page.goto('/?mode=replay&debug');
      const replay = page.getByRole('region', { name: 'Replay' });
      await expect(replay).toBeVisible({ timeout: 60_000 });
      await waitForLevel(page, level);
      const seek = replay.getByRole('slider', { name: 'Move' });
      const length = Number(await seek.getAttribute('max'));
      expect(length).toBeGreaterThan(0);
      await seek.fill(String(Math.floor(length / 3)));
      await expect(seek).toHaveValue(String(Math.floor(length / 3)));
      await waitForSettled(page);
      await page.screenshot({ path: `test-results/screenshots/look-frames-replay-${level}-${size.name}.png` });
      expect(errors).toEqual([]);
    });
  }
}
