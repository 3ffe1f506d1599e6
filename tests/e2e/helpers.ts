import { expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { presetTitle } from '../../src/track/preset-names';

/** Collects console errors and uncaught page errors; a test asserts the list is empty. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg: ConsoleMessage) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`page: ${err.message}`));
  page.on('requestfailed', (req) => {
    // A reload or navigation aborts requests still in flight: not an error of the app.
    const reason = req.failure()?.errorText ?? '';
    if (!reason.includes('ERR_ABORTED')) errors.push(`request failed: ${req.url()} (${reason})`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  return errors;
}

/**
 * Waits until the scene has rendered `frames` frames (needs `?debug`). It asks
 * for each frame (`__chicane.draw`): Build's canvas draws on demand and would
 * otherwise draw nothing while it keeps still.
 */
export async function waitForFrames(page: Page, frames = 10): Promise<void> {
  await page.waitForFunction(
    (n) => {
      window.__chicane?.draw?.();
      return (window.__chicane?.stats.frames ?? 0) >= n;
    },
    frames,
    { timeout: 60_000 },
  );
}

/**
 * Reads the WebGL canvas back (it keeps its drawing buffer under `?debug`) and
 * counts pixels that differ from the background colour.
 */
export async function countNonBackgroundPixels(page: Page, background: [number, number, number]): Promise<{ total: number; differing: number }> {
  return page.evaluate((bg) => {
    const source = document.querySelector('canvas');
    if (!source) throw new Error('no canvas');
    const copy = document.createElement('canvas');
    copy.width = source.width;
    copy.height = source.height;
    const ctx = copy.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    ctx.drawImage(source, 0, 0);
    const data = ctx.getImageData(0, 0, copy.width, copy.height).data;
    let differing = 0;
    for (let i = 0; i < data.length; i += 4) {
      const d = Math.abs(data[i]! - bg[0]) + Math.abs(data[i + 1]! - bg[1]) + Math.abs(data[i + 2]! - bg[2]);
      if (d > 24) differing++;
    }
    return { total: data.length / 4, differing };
  }, background);
}

/**
 * Waits until the camera has come to rest (no glide under way and the view
 * unchanged for a few frames; needs `?debug`). With `after`, runs it first and
 * only counts a rest reached at least two frames later, so a glide the action
 * starts is never mistaken for the rest before it. Tests wait for this before
 * they click into the scene or take a screenshot of a framed view.
 */
export async function waitForSettled(page: Page, after?: () => Promise<unknown>): Promise<void> {
  let since = 0;
  if (after) {
    since = await page.evaluate(() => window.__chicane?.stats.frames ?? 0);
    await after();
  }
  await page.waitForFunction(
    (f) => {
      window.__chicane?.draw?.();
      return (window.__chicane?.stats.frames ?? 0) >= f + 2 && window.__chicane?.camera?.settled === true;
    },
    since,
    { timeout: 60_000 },
  );
}

/**
 * Opens a preset layout in Build and waits until its title heads the panel
 * and the camera has settled on it (a preset's file loads when it is first
 * opened, so the table changes a moment after the choice).
 */
export async function openPresetLayout(page: Page, preset: string): Promise<void> {
  await waitForSettled(page, async () => {
    await page.getByLabel('Open a preset layout').selectOption(preset);
    await expect(page.getByRole('heading', { level: 1, name: presetTitle(preset), exact: true })).toBeVisible();
  });
}

/**
 * Pauses the shell's replay and shows its start: a replay playing at the
 * game's pace may pass a move between two frames of a slow machine, so a test
 * that reads what one move shows steps to it instead.
 */
export async function pauseReplayAtStart(replay: Locator): Promise<void> {
  await expect(async () => {
    const toggle = replay.getByRole('button', { name: /^(Play|Pause)$/ });
    if ((await toggle.textContent()) === 'Pause') await toggle.click({ timeout: 2_000 });
    await expect(replay.getByRole('button', { name: 'Play', exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const start = replay.getByRole('button', { name: 'Back to the start' });
  if (await start.isEnabled()) await start.click();
  await expect(replay.getByRole('status').filter({ hasText: 'The start' })).toBeVisible();
}

/**
 * Emulates print media (and leaves it on) and checks that the printable page
 * `dialog` is all that shows: every other part of the body is hidden, and so
 * is the page's own bar of buttons.
 */
export async function expectPrintsAlone(page: Page, dialog: Locator): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  await expect(dialog.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(dialog.getByRole('button', { name: /^Close/ })).toBeHidden();
  const seen = await dialog.evaluate((root) => ({
    onTheBody: root.parentElement === document.body,
    others: [...document.body.children].filter((e) => e !== root && getComputedStyle(e).display !== 'none').map((e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${e.className}`),
  }));
  expect(seen).toEqual({ onTheBody: true, others: [] });
}

/** What a game's table objects probe (`__chicane.table`, needs `?debug`) says of the dice the helpers below wait for. */
type DiceProbe = { __chicane?: { table?: { box: number | null; landed: number; dice: readonly unknown[] } } };

/**
 * Waits until the rolled dice lie in a dice box, every one landed (Das
 * Motorsportspiel: after the person chose the order they go in).
 */
export async function waitForDiceInBox(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const t = (window as unknown as DiceProbe).__chicane?.table;
      return !!t && t.box !== null && t.dice.length > 0 && t.landed === t.dice.length;
    },
    undefined,
    { timeout: 60_000 },
  );
}
