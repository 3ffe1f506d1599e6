import { expect, test, type Page } from './fixtures';
import { waitForFrames, watchErrors } from './helpers';

/** Where the shell's lessons show the step count, the caption and the rule (Start Frei's lesson slot has its own). */
const SHELL = { count: 'lesson-step', caption: 'lesson-caption', rule: 'lesson-rule', ruleSays: 'Rule, “' } as const;
const START_FREI = { count: 'step-count', caption: 'caption', rule: 'rule', ruleSays: 'Rule: “' } as const;

/** The games with lessons, and a lesson of each to step through: the same journey for all four games. */
const LESSONS: readonly { game: string; title: string; heading: string; ids?: { count: string; caption: string; rule: string; ruleSays: string } }[] = [
  { game: 'start-frei', title: 'Braking behind a car', heading: 'Learn Start Frei', ids: START_FREI },
  { game: 'formula-1', title: 'Changing speed: the free changes and the tyre table', heading: 'Learn Formuła 1' },
  { game: 'formula-1', title: 'Too fast into the corner: off the track (Figures 5 and 7)', heading: 'Learn Formuła 1' },
  { game: 'motorsportspiel', title: 'Example 2: six unusable points in a curve', heading: 'Learn Das Motorsportspiel' },
  { game: 'bahn-frei', title: 'Boarding and travel time', heading: 'Learn Bahn Frei' },
];

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, touch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, touch: true },
] as const;

async function press(page: Page, locator: ReturnType<Page['locator']>, tap: boolean) {
  if (tap) await locator.tap();
  else await locator.click();
}

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use({ viewport: size.viewport, hasTouch: size.touch, isMobile: size.touch });

    for (const l of LESSONS) {
      test(`${l.game}: “${l.title}” steps with the keys, the caption and rule change`, async ({ page }) => {
        const errors = watchErrors(page);
        await page.goto('/?mode=learn&debug');
        await page.getByLabel('Game to learn').selectOption(l.game);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.heading);
        const list = page.getByRole('region', { name: 'Lessons' });
        await press(page, list.getByRole('button', { name: l.title }), size.touch);
        await expect(list.getByRole('button', { name: l.title })).toHaveAttribute('aria-current', 'true');
        const ids = l.ids ?? SHELL;
        const count = page.getByTestId(ids.count);
        await expect(count).toHaveText(/^Step 1 of \d+$/);
        const total = Number((await count.textContent())!.replace(/^.* of /, ''));
        const caption = page.getByTestId(ids.caption);
        const rule = page.getByTestId(ids.rule);
        // Start Frei's first step is the starting position (its rule comes with the first move).
        if (l.game !== 'start-frei') await expect(rule).toContainText(ids.ruleSays);
        const seen = [(await caption.textContent())!];
        await waitForFrames(page, 5);
        await page.screenshot({ path: `test-results/screenshots/lessons-${size.name}-${l.game}-${l.title.slice(0, 12).replace(/\W+/g, '-')}-1.png` });
        for (let i = 2; i <= total; i++) {
          await page.keyboard.press(i % 2 === 0 ? 'PageDown' : 'ArrowRight');
          await expect(count).toHaveText(`Step ${i} of ${total}`);
          await expect(caption).not.toHaveText(seen[seen.length - 1]!);
          seen.push((await caption.textContent())!);
          if (i === 2) await expect(rule).toContainText(ids.ruleSays);
        }
        await waitForFrames(page, 5);
        await page.screenshot({ path: `test-results/screenshots/lessons-${size.name}-${l.game}-${l.title.slice(0, 12).replace(/\W+/g, '-')}-last.png` });
        expect(new Set(seen).size).toBe(total);
        // Back with the keys, to the first step and its caption.
        for (let i = total - 1; i >= 1; i--) {
          await page.keyboard.press(i % 2 === 0 ? 'PageUp' : 'ArrowLeft');
          await expect(count).toHaveText(`Step ${i} of ${total}`);
          await expect(caption).toHaveText(seen[i - 1]!);
        }
        expect(errors).toEqual([]);
      });
    }

    test('a move the teacher plays in a lesson: the caption says what the table now shows; back to the lesson', async ({ page }) => {
      const errors = watchErrors(page);
      await page.goto('/?mode=learn&debug');
      await page.getByLabel('Game to learn').selectOption('formula-1');
      await press(page, page.getByRole('region', { name: 'Lessons' }).getByRole('button', { name: 'Where a car may drive (Figure 2)' }), size.touch);
      await page.keyboard.press('PageDown');
      await expect(page.getByTestId('lesson-step')).toHaveText(/^Step 2 of \d+$/);
      const choices = page.getByRole('region', { name: 'What could happen next' }).locator('button.play-choice');
      const label = (await choices.first().textContent())!;
      await press(page, choices.first(), size.touch);
      await expect(page.getByTestId('lesson-step')).toHaveText('Off the lesson');
      await expect(page.getByLabel('What just happened')).toContainText('You changed the lesson: Played for Anna');
      await expect(page.getByLabel('Caption', { exact: true })).toContainText(`Anna: ${label}.`);
      await waitForFrames(page, 5);
      await page.screenshot({ path: `test-results/screenshots/lessons-${size.name}-changed.png` });
      await press(page, page.getByRole('button', { name: 'Back to step 2' }), size.touch);
      await expect(page.getByTestId('lesson-step')).toHaveText(/^Step 2 of \d+$/);
      await expect(page.getByTestId('lesson-caption')).toContainText('Anna stands in the middle lane');
      expect(errors).toEqual([]);
    });
  });
}

test('desktop: the projector view of a lesson steps with the clicker keys', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/?mode=learn&debug');
  await page.getByLabel('Game to learn').selectOption('formula-1');
  await page.getByRole('region', { name: 'Lessons' }).getByRole('button', { name: 'Who moves first (Figure 3)' }).click();
  await page.getByRole('button', { name: 'Present to a class' }).click();
  const show = page.getByRole('region', { name: 'Presentation' });
  await expect(show).toContainText('Step 1 of 2');
  await expect(show).toContainText('Turn Order: “');
  await page.keyboard.press('PageDown');
  await expect(show).toContainText('Step 2 of 2');
  await expect(show).toContainText('Round 2 goes by the front edges');
  await waitForFrames(page, 5);
  await page.screenshot({ path: 'test-results/screenshots/lessons-present.png' });
  await page.keyboard.press('Escape');
  await expect(show).toBeHidden();
  expect(errors).toEqual([]);
});
