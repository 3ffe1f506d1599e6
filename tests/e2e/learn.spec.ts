/**
 * Learn mode in the browser: every shipped lesson stepped to the end against
 * the rules core, dragging a car and checking the highlighted spaces, and a
 * bad lesson file refused. Run with E2E_PORT=4175.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import type { CarView, LearnDebug } from '../../src/games/start-frei/lessons';
import { waitForFrames, watchErrors } from './helpers';

/** What the rules core says (computed in node by learn-core.ts). */
function core<T>(...args: string[]): T {
  return JSON.parse(execFileSync('node_modules/.bin/tsx', ['tests/e2e/learn-core.ts', ...args], { encoding: 'utf8' })) as T;
}

interface CoreLesson {
  id: string;
  title: string;
  steps: { rule: string | null; caption: string }[];
  final: CarView[];
}

const learn = (page: Page) => page.evaluate(() => (window as unknown as { __chicane: { learn: LearnDebug } }).__chicane.learn);

async function openLearn(page: Page) {
  await page.goto('/?mode=learn&debug');
  await expect(page.getByRole('button', { name: 'Empty position' })).toBeVisible();
  await waitForFrames(page, 5);
}

test('every shipped lesson steps to the end with the captions and final position of the rules core', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await openLearn(page);
  const lessons = core<CoreLesson[]>('lessons');
  expect(lessons.length).toBeGreaterThanOrEqual(17);
  for (const entry of lessons) {
    const run = { frames: entry.steps };
    await page.getByRole('button', { name: entry.title, exact: true }).click();
    await expect(page.getByTestId('lesson-title')).toHaveText(entry.title);
    await expect(page.getByTestId('step-count')).toHaveText(`Step 1 of ${run.frames.length}`);
    for (let i = 1; i < run.frames.length; i++) {
      await page.getByRole('button', { name: 'Step forward' }).click();
      await expect(page.getByTestId('caption')).toHaveText(run.frames[i]!.caption);
      await expect(page.getByTestId('rule')).toHaveText(`Rule: “${run.frames[i]!.rule}”`);
    }
    await expect(page.getByRole('button', { name: 'Step forward' })).toBeDisabled();
    const shown = await learn(page);
    expect(shown.frame!.cars).toEqual(entry.final);
    if (entry.id === 'overtaking-example-4') await page.screenshot({ path: 'test-results/screenshots/learn-overtaking-4-end.png' });
    // Back one step still works.
    await page.getByRole('button', { name: 'Step back' }).click();
    await expect(page.getByTestId('caption')).toHaveText(run.frames[run.frames.length - 2]!.caption);
  }
  expect(errors).toEqual([]);
});

test('dragging a car and choosing a roll highlights the legal moves of the core', async ({ page }) => {
  const errors = watchErrors(page);
  await openLearn(page);
  await page.getByRole('button', { name: 'Lane change over two switches (Example: Switch)' }).click();
  await expect(page.getByTestId('step-count')).toHaveText(/Step 1 of/);
  await waitForFrames(page, 40);
  // Drag Red (space 10) back to space 8 in its lane.
  // Where a space is on the page, once the camera is settled and the space is inside the view.
  type Probe = { __chicane: { camera?: { settled: boolean }; learnScreen: (s: number) => { x: number; y: number; inside: boolean } | null } };
  const screen = async (space: number) => {
    const handle = await page.waitForFunction(
      (s) => {
        const c = (window as unknown as Probe).__chicane;
        const at = c.camera?.settled ? c.learnScreen(s) : null;
        return at && at.inside ? at : null;
      },
      space,
      { timeout: 60_000 },
    );
    return (await handle.jsonValue())!;
  };
  const from = await screen(10);
  const to = await screen(8);
  await page.mouse.move(from.x, from.y - 4);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await learn(page)).frame!.cars[0]!.space).toBe(8);
  await page.getByRole('radio', { name: 'Die shows 3' }).click();
  await expect.poll(async () => (await learn(page)).highlighted.length).toBeGreaterThan(0);
  const shown = await learn(page);

  const expected = core<{ legal: number[][]; preview: number[] }>('drag', 'lane-change-two-switches.json', '8', '3');
  expect(expected.legal.length).toBeGreaterThan(1);
  expect(shown.highlighted.map((h) => h.switches)).toEqual(expected.legal);
  expect(shown.highlighted.map((h) => h.end)).toEqual(expected.preview);
  await page.screenshot({ path: 'test-results/screenshots/learn-drag-roll-3.png' });

  // Choosing a highlighted space records the move; the steps end there.
  await page.getByRole('button', { name: new RegExp(`^Drive to space ${shown.highlighted[0]!.end} `) }).click();
  await page.getByRole('button', { name: 'Last step' }).click();
  await expect.poll(async () => (await learn(page)).frame!.cars[0]!.space).toBe(shown.highlighted[0]!.end);
  expect(errors).toEqual([]);
});

test('a bad lesson file is refused with an alert and the current lesson stays', async ({ page }) => {
  await openLearn(page);
  await page.getByRole('button', { name: 'Braking behind a car' }).click();
  await expect(page.getByTestId('lesson-title')).toHaveText('Braking behind a car');
  await page.locator('input[type=file]').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"chicane-lesson","version":1}') });
  await expect(page.getByRole('alert')).toContainText('broken.json was not opened');
  await expect(page.getByTestId('lesson-title')).toHaveText('Braking behind a car');
  await page.screenshot({ path: 'test-results/screenshots/learn-bad-file.png' });
});

test('a lesson whose forced dice once sent the rules too deep is refused with an alert; the title is bounded as the schema', async ({ page }) => {
  await openLearn(page);
  await page.getByRole('button', { name: 'Braking behind a car' }).click();
  await expect(page.getByTestId('lesson-title')).toHaveText('Braking behind a car');
  // drs-reroll with every forced die a "drs": used as a gear die it made the movement rules recurse forever.
  const lesson = JSON.parse(readFileSync('public/lessons/drs-reroll.json', 'utf8')) as { dice: unknown[] };
  lesson.dice = lesson.dice.map(() => 'drs');
  await page.locator('input[type=file]').setInputFiles({ name: 'deep.json', mimeType: 'application/json', buffer: Buffer.from(`\uFEFF${JSON.stringify(lesson)}`) });
  // Refused at load, die by die, in one line; the current lesson stays.
  await expect(page.getByRole('alert')).toContainText('deep.json was not opened');
  await expect(page.getByRole('alert')).toContainText('"drs" is a boost result');
  await expect(page.getByTestId('lesson-title')).toHaveText('Braking behind a car');
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveAttribute('maxlength', '200');
  await title.fill('T'.repeat(300));
  await expect(title).toHaveValue('T'.repeat(200));
});

test('a shared link opens the lesson; a damaged link is refused', async ({ page }) => {
  await openLearn(page);
  await page.getByRole('button', { name: 'Overtaking example 3: braking' }).click();
  await page.getByRole('button', { name: 'Share link' }).click();
  const url = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  // Another game chosen last: the link still opens Start Frei's lesson.
  await page.getByLabel('Game to learn').selectOption('formula-1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn Formuła 1');
  await page.goto(url.replace('mode=learn', 'mode=learn&debug'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Learn Start Frei');
  await expect(page.getByTestId('lesson-title')).toHaveText('Overtaking example 3: braking');
  await page.goto('/?mode=learn#lesson=AAAA');
  await expect(page.getByRole('alert')).toContainText('The shared lesson was not opened');
});

test('Learn keeps the lesson and the step shown across a reload', async ({ page }) => {
  const errors = watchErrors(page);
  await openLearn(page);
  const entry = core<CoreLesson[]>('lessons').find((l) => l.steps.length >= 3)!;
  await page.getByRole('button', { name: entry.title, exact: true }).click();
  await expect(page.getByTestId('lesson-title')).toHaveText(entry.title);
  await page.getByRole('button', { name: 'Step forward' }).click();
  await page.getByRole('button', { name: 'Step forward' }).click();
  await expect(page.getByTestId('step-count')).toHaveText(`Step 3 of ${entry.steps.length}`);
  await page.reload();
  await expect(page.getByTestId('lesson-title')).toHaveText(entry.title);
  await expect(page.getByTestId('step-count')).toHaveText(`Step 3 of ${entry.steps.length}`);
  await expect(page.getByTestId('caption')).toHaveText(entry.steps[2]!.caption);
  expect(errors).toEqual([]);
});

test('a teacher presents a lesson to a class: no side panel, large captions, a clicker steps', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openLearn(page);
  const entry = core<CoreLesson[]>('lessons').find((l) => l.steps.length >= 3)!;
  await page.getByRole('button', { name: entry.title, exact: true }).click();
  await page.getByRole('button', { name: 'Present to a class' }).click();
  const show = page.getByRole('region', { name: 'Presentation' });
  await expect(show).toBeVisible();
  await expect(page.locator('#mode-panel')).toBeHidden();
  await expect(show.getByRole('heading', { level: 1 })).toHaveText(entry.title);
  await page.keyboard.press('PageDown');
  await expect(show.getByText(`Step 2 of ${entry.steps.length}`)).toBeVisible();
  await expect(show.locator('.present-text')).toHaveText(entry.steps[1]!.caption);
  await page.keyboard.press('ArrowRight');
  await expect(show.getByText(`Step 3 of ${entry.steps.length}`)).toBeVisible();
  await page.keyboard.press('PageUp');
  await expect(show.locator('.present-text')).toHaveText(entry.steps[1]!.caption);
  // Large type: the caption is at least twice the panel's size.
  const px = await show.locator('.present-text').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  expect(px).toBeGreaterThanOrEqual(32);
  // The table takes the whole width once the panel is gone.
  await expect.poll(() => page.locator('canvas').first().evaluate((c) => c.getBoundingClientRect().width)).toBeGreaterThan(1900);
  await page.screenshot({ path: 'test-results/screenshots/learn-presentation.png' });
  await page.keyboard.press('Escape');
  await expect(show).toBeHidden();
  await expect(page.locator('#mode-panel')).toBeVisible();
  expect(errors).toEqual([]);
});

test('the caption follows what the teacher changed: a gear, a car moved; the keys step as in Replay', async ({ page }) => {
  const errors = watchErrors(page);
  await openLearn(page);
  const entry = core<CoreLesson[]>('lessons').find((l) => l.id === 'braking')!;
  await page.getByRole('button', { name: entry.title, exact: true }).click();
  await expect(page.getByTestId('caption')).toHaveText(entry.steps[0]!.caption);
  // The arrow keys step on and back, as in Replay.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('step-count')).toHaveText(`Step 2 of ${entry.steps.length}`);
  await expect(page.getByTestId('caption')).toHaveText(entry.steps[1]!.caption);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('step-count')).toHaveText(`Step 1 of ${entry.steps.length}`);
  await page.getByText('Position', { exact: true }).click();
  const red = page.getByRole('group', { name: "Red's car" });
  await red.getByLabel('Gear').selectOption({ label: 'red' });
  await expect(page.getByTestId('rule')).toHaveText('You changed the position');
  await expect(page.getByTestId('caption')).toContainText('You put Red in red gear (was orange): Red now rolls the red die');
  await expect(page.getByTestId('caption')).not.toHaveText(entry.steps[0]!.caption);
  await waitForFrames(page, 5);
  await page.screenshot({ path: 'test-results/screenshots/learn-changed-gear.png' });
  await page.locator('figure.learn-caption').screenshot({ path: 'test-results/screenshots/learn-changed-gear-caption.png' });
  const space = red.getByLabel('Space');
  const from = Number(await space.inputValue());
  await space.fill(String(from - 2));
  await expect(page.getByTestId('caption')).toContainText('You moved Red to the ');
  await expect(page.getByTestId('caption')).toContainText('Red is to move.');
  expect(errors).toEqual([]);
});
