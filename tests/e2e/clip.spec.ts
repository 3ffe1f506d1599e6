import { readFileSync } from 'node:fs';
import { expect, RENDER, test } from './fixtures';
import { waitForFrames, watchErrors } from './helpers';
import { webmFacts } from './webm';

// A throttled page draws a frame or two a second: a longer clip still holds a few of them.
const SECONDS = RENDER === 'slow' ? 10 : 3;

test('a clip exported from a replay is a playable WebM of the length recorded', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=replay&debug');
  await expect(page.getByRole('region', { name: 'Replay' })).toBeVisible();
  await waitForFrames(page, 10);
  const step = await page.evaluate(() => (window as unknown as { __chicane?: { replay?: { step: number } } }).__chicane?.replay?.step ?? -1);

  const clip = page.getByRole('group', { name: 'Clip' });
  await clip.getByLabel('Length').selectOption(String(SECONDS));
  const button = clip.getByRole('button', { name: /clip|record/i });
  await expect(button).toHaveText('Record a clip from here');
  await button.click();
  // The button says what it is doing while it records, and takes no second press.
  await expect(button).toHaveText(/^(Starting the recorder…|Recording \d s…)$/);
  await expect(button).toBeDisabled();
  const link = clip.getByRole('link', { name: /Download the clip/ });
  await expect(link).toBeVisible({ timeout: 90_000 });
  await expect(button).toHaveText('Record a clip from here');

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`chicane-clip-from-move-${step}.webm`);
  const bytes = readFileSync(await download.path());
  expect(bytes.length).toBe(Number(await link.getAttribute('data-size')));
  // The EBML header first: the chunks joined in order, none lost.
  expect([...bytes.subarray(0, 4)].map((b) => b.toString(16))).toEqual(['1a', '45', 'df', 'a3']);
  const facts = webmFacts(bytes);
  expect(facts.docType).toBe('webm');
  expect(facts.video).toBe(true);
  expect(facts.blocks).toBeGreaterThanOrEqual(3);
  // The header states the recorded length the page shows (Chromium's 1 ms placeholder overwritten) and every
  // frame lies within it. It is not cut short of the length asked for, and longer only by frames really
  // recorded: on a busy machine the encoder takes its first frame seconds before the recorder's late start event.
  const recorded = Number(await link.getAttribute('data-ms'));
  await expect(link).toHaveText(new RegExp(`\\(${(recorded / 1000).toFixed(1)} seconds, \\d+ KB, WebM video\\)`));
  expect(facts.durationMs).not.toBeNull();
  expect(Math.abs(facts.durationMs! - recorded)).toBeLessThan(2);
  expect(facts.durationMs!).toBeGreaterThanOrEqual(facts.lastBlockMs);
  expect(facts.durationMs!).toBeGreaterThan(SECONDS * 1000 * 0.8);
  expect(facts.durationMs!).toBeLessThan(Math.max(facts.lastBlockMs, SECONDS * 1000) * 1.25);
  expect(errors).toEqual([]);
});
