/**
 * The Replay tab at phone and desktop sizes: the caption of the moment shown sits in the view, never under the
 * side panel (the bottom sheet on a phone) that holds the replay's timeline and controls.
 */
import { expect, type Page } from '@playwright/test';
import { test } from './fixtures';
import { waitForFrames, waitForSettled, watchErrors } from './helpers';

type Box = { x: number; y: number; width: number; height: number };
type Probe = { __chicane?: { replay?: { step: number; length: number } } };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The caption's, the panel's and the view's boxes, once the view is at rest. */
async function look(page: Page) {
  await waitForSettled(page);
  const caption = (await page.getByRole('status', { name: 'Caption' }).locator('p').boundingBox())!;
  const panel = (await page.locator('#mode-panel').boundingBox())!;
  const view = (await page.getByLabel('3D table').boundingBox())!;
  return { caption, panel, view };
}

for (const size of [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
]) {
  test(`Start Frei replay at ${size.width}×${size.height}: the caption sits in the view, never under the panel with the timeline`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/?mode=replay&debug');
    const playback = page.getByRole('region', { name: 'Replay' });
    await expect(playback).toBeVisible();
    await page.waitForFunction(() => ((window as unknown as Probe).__chicane?.replay?.length ?? 0) > 0);
    await waitForFrames(page, 5);
    // A move into the race, where a caption tells what happened.
    await playback.getByRole('slider', { name: 'Move' }).fill('60');
    await page.waitForFunction(() => (window as unknown as Probe).__chicane?.replay?.step === 60);
    await expect(page.getByRole('status', { name: 'Caption' }).locator('p')).toBeVisible();
    const seen = await look(page);
    await page.screenshot({ path: `test-results/screenshots/replay-frame-${size.width}x${size.height}.png` });
    expect(overlaps(seen.caption, seen.panel), `caption ${JSON.stringify(seen.caption)} under the panel ${JSON.stringify(seen.panel)}`).toBe(false);
    expect(seen.caption.y + seen.caption.height).toBeLessThanOrEqual(seen.view.y + seen.view.height + 0.5);
    expect(seen.caption.x).toBeGreaterThanOrEqual(seen.view.x - 0.5);
    expect(errors).toEqual([]);
  });
}
