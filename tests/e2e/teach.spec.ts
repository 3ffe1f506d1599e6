import { expect, test, type Page } from './fixtures';
import { waitForFrames, watchErrors } from './helpers';

interface TeachProbe {
  game: string | null;
  step: number;
  moves: number;
  actors: number[];
  legalCount: number;
}

const waitFor = (page: Page, want: Partial<TeachProbe>) =>
  page.waitForFunction((w) => {
    const p = (window as unknown as { __chicane?: { teach?: Record<string, unknown> } }).__chicane?.teach;
    return Boolean(p) && Object.entries(w).every(([k, v]) => p![k] === v);
  }, want);

async function press(page: Page, locator: ReturnType<Page['locator']>, tap: boolean) {
  if (tap) await locator.tap();
  else await locator.click();
}

/** Learn → Formuła 1 → a legal action → a step back → a reload keeps the position. */
async function teachFormula1(page: Page, name: string, tap: boolean) {
  const errors = watchErrors(page);
  await page.goto('/?mode=learn&debug');
  const picker = page.getByLabel('Game to learn');
  await expect(picker).toBeVisible();
  await expect(page.getByRole('button', { name: 'Empty position' })).toBeVisible();
  await page.screenshot({ path: `test-results/screenshots/${name}-lessons.png` });
  await picker.selectOption('formula-1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn Formuła 1');
  await waitFor(page, { game: 'formula-1', step: 0, moves: 0 });
  const caption = page.getByLabel('Caption', { exact: true });
  await expect(caption).toContainText('The start.');
  await expect(caption.getByRole('status').first()).toContainText('Now Player 1:');
  await expect(page.getByLabel('Seats', { exact: true })).toContainText('Player 1');
  await waitForFrames(page, 5);
  await page.screenshot({ path: `test-results/screenshots/${name}-start.png` });

  // A legal action of the first actor, by its client's label.
  const choices = page.getByRole('group', { name: 'What Player 1 could do' });
  const first = choices.locator('button.play-choice').first();
  const label = (await first.textContent())!;
  await press(page, first, tap);
  await waitFor(page, { step: 1, moves: 1 });
  await expect(page.getByTestId('teach-step')).toHaveText('Move 1 of 1');
  await expect(caption).toContainText(`Move 1. Player 1: ${label}.`);
  await waitForFrames(page, 5);
  await page.screenshot({ path: `test-results/screenshots/${name}-move.png` });

  // Step back: the start again, the move kept.
  await press(page, page.getByRole('button', { name: 'One move back' }), tap);
  await waitFor(page, { step: 0, moves: 1 });
  await expect(page.getByTestId('teach-step')).toHaveText('The start (1 move)');
  // The keys step too.
  await page.keyboard.press('PageDown');
  await waitFor(page, { step: 1 });
  await page.keyboard.press('ArrowLeft');
  await waitFor(page, { step: 0 });

  // Branching from the start drops the later move; Undo brings it back.
  const other = choices.locator('button.play-choice').last();
  await press(page, other, tap);
  await waitFor(page, { step: 1, moves: 1 });
  const notice = page.getByLabel('What just happened');
  await expect(notice).toContainText('the later move was dropped');
  await press(page, notice.getByRole('button', { name: 'Undo' }), tap);
  await waitFor(page, { step: 0, moves: 1 });

  // A reload keeps the game and the position.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn Formuła 1');
  await waitFor(page, { game: 'formula-1', step: 0, moves: 1 });
  await expect(page.getByTestId('teach-step')).toHaveText('The start (1 move)');
  await waitForFrames(page, 5);
  await page.screenshot({ path: `test-results/screenshots/${name}-reload.png` });

  // A bad file is one line and the position stays.
  await page.getByLabel('Open a position file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{ not json') });
  await expect(page.getByRole('alert')).toContainText('“broken.json” was not opened');
  await waitFor(page, { game: 'formula-1', step: 0, moves: 1 });

  // Back to Start Frei: its lessons, as they were.
  await page.getByLabel('Game to learn').selectOption('start-frei');
  await expect(page.getByRole('button', { name: 'Empty position' })).toBeVisible();
  expect(errors).toEqual([]);
}

/** A replay of Bahn Frei in the shell (bots play it out), then "Teach from here" at a step. */
async function teachFromReplay(page: Page, name: string, tap: boolean) {
  const errors = watchErrors(page);
  await page.goto('/?mode=race&debug');
  await page.getByRole('form', { name: 'Game set-up' }).getByLabel('Game').selectOption('bahn-frei');
  const form = page.getByRole('form', { name: 'Game set-up' });
  await expect(form).toBeVisible();
  await form.getByLabel('Seat 1 player').selectOption('heuristic');
  await press(page, form.getByRole('button', { name: 'Start the game' }), tap);
  await page.getByLabel('Pace', { exact: true }).selectOption('instant');
  const result = page.getByRole('region', { name: 'Game result' });
  await expect(result).toBeVisible({ timeout: 60_000 });
  await press(page, result.getByRole('button', { name: 'Watch the replay' }), tap);
  const replay = page.getByRole('region', { name: 'Replay' });
  await expect(replay).toBeVisible();
  await press(page, replay.getByRole('button', { name: 'Pause', exact: true }), tap);
  await replay.getByRole('slider', { name: 'Move' }).fill('5');
  await expect(replay.getByRole('status')).toHaveText(/^After move 5 of \d+$/);
  const last = Number((await replay.getByRole('status').textContent())!.replace(/^.* of /, ''));
  await press(page, replay.getByRole('button', { name: 'Teach from here' }), tap);

  await expect(page.getByRole('tab', { name: 'Learn' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn Bahn Frei');
  await waitFor(page, { game: 'bahn-frei', step: 5, moves: last });
  await expect(page.getByTestId('teach-step')).toHaveText(`Move 5 of ${last}`);
  await expect(page.getByLabel('Caption', { exact: true })).toContainText('Move 5.');
  await expect(page.getByLabel('Board', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Seats', { exact: true })).toBeVisible();
  await page.screenshot({ path: `test-results/screenshots/${name}-from-here.png` });

  // Step on to what really happened, then back.
  await press(page, page.getByRole('button', { name: 'One move on' }), tap);
  await waitFor(page, { step: 6, moves: last });
  await press(page, page.getByRole('button', { name: 'One move back' }), tap);
  await waitFor(page, { step: 5, moves: last });

  // What else could have happened: a legal action drops the later moves.
  const group = page.getByRole('region', { name: 'What could happen next' }).locator('[role="group"][aria-label^="What "]').first();
  await press(page, group.locator('button.play-choice').last(), tap);
  await waitFor(page, { step: 6, moves: 6 });
  await expect(page.getByLabel('What just happened')).toContainText(`the ${last - 5} later moves were dropped`);
  await page.screenshot({ path: `test-results/screenshots/${name}-branch.png` });
  expect(errors).toEqual([]);
}

test('desktop: Learn Formuła 1, a move, a step back, a reload', async ({ page }) => {
  await teachFormula1(page, 'teach-desktop', false);
});

test('desktop: Das Motorsportspiel opens at its set-up, every action a button', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=learn&debug');
  await page.getByLabel('Game to learn').selectOption('motorsportspiel');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn Das Motorsportspiel');
  await waitFor(page, { game: 'motorsportspiel', step: 0, moves: 0 });
  const count = await page.evaluate(() => (window as unknown as { __chicane: { teach: TeachProbe } }).__chicane.teach.legalCount);
  await expect(page.getByRole('region', { name: 'What could happen next' }).locator('button.play-choice')).toHaveCount(count);
  await page.getByRole('region', { name: 'What could happen next' }).locator('button.play-choice').first().click();
  await waitFor(page, { step: 1, moves: 1 });
  await waitForFrames(page, 5);
  await page.screenshot({ path: 'test-results/screenshots/teach-motorsportspiel.png' });
  expect(errors).toEqual([]);
});

test('desktop: Teach from here, from a Bahn Frei replay', async ({ page }) => {
  await teachFromReplay(page, 'teach-replay-desktop', false);
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('phone: Learn Formuła 1, a move, a step back, a reload', async ({ page }) => {
    await teachFormula1(page, 'teach-phone', true);
  });
  test('phone: Teach from here, from a Bahn Frei replay', async ({ page }) => {
    await teachFromReplay(page, 'teach-replay-phone', true);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => {
          const r = e.getBoundingClientRect();
          return r.width > 0 && r.right > window.innerWidth + 1 && getComputedStyle(e).position !== 'fixed';
        })
        .map((e) => `${e.tagName.toLowerCase()}.${e.className}`)
        .slice(0, 5),
    );
    expect(wide).toEqual([]);
  });
});
