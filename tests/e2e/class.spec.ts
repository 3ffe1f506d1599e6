/**
 * A class (issue 32) in the browser, through the real game server (the Playwright config starts it beside the
 * app): the teacher's projector at 1280×800 opens a class from a lesson step in Teach, two students join by the
 * link on phones (390×844), the teacher asks from the keyboard, both answer, the reveal counts them, a phone
 * reloads and is still in the class, and the end shows the summary and downloads the CSV.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { watchErrors } from './helpers';

test('a teacher opens a class from a lesson step, two phones join by the link and answer, the reveal counts them, the end sums up', async ({ device }) => {
  test.setTimeout(300_000);
  const teacher = await device({ width: 1280, height: 800 });
  const anna = await device({ width: 390, height: 844 }, true);
  const ben = await device({ width: 390, height: 844 }, true);
  const errors = [teacher, anna, ben].map((p) => watchErrors(p));

  await teacher.goto('/?mode=learn');
  await teacher.getByLabel('Game to learn').selectOption('formula-1');
  const lessons = teacher.getByRole('region', { name: 'Lessons' });
  await lessons.getByRole('button', { name: 'Changing speed: the free changes and the tyre table' }).click();
  await expect(teacher.getByTestId('lesson-step')).toHaveText(/^Step 1 of \d+$/);
  await teacher.getByRole('button', { name: 'Open a class' }).click();
  const projector = teacher.getByRole('region', { name: 'Class' });
  const code = (await projector.getByLabel('Class code').textContent())!.trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{5}$/);
  await expect(projector.getByRole('img', { name: 'QR code of the link to join' }).locator('svg')).toBeVisible();
  await expect(projector.getByText('0 students joined')).toBeVisible();

  // The students open the link on their phones and give their names.
  for (const [p, name] of [[anna, 'Anna'], [ben, 'Ben']] as const) {
    await p.goto(`/?class=${code}`);
    await expect(p.getByLabel('Class code')).toHaveValue(code);
    await p.getByLabel('Your name').fill(name);
    await p.getByRole('button', { name: 'Join the class' }).tap();
    await expect(p.getByText('You are in. Wait for the teacher’s question.')).toBeVisible();
  }
  await expect(projector.getByText('2 students joined')).toBeVisible();
  await anna.screenshot({ path: 'test-results/e2e/class-phone-waiting.png' });

  // Page Down (a presenter's remote) asks the class about the position shown.
  await teacher.keyboard.press('PageDown');
  await expect(projector.getByRole('heading', { name: /^Question 1: What should .+ do now\?$/ })).toBeVisible();
  await expect(projector.getByLabel('Answers')).toHaveText('0 of 2 students have answered');
  // While the class answers, the projector keeps back the step's words and rule (they tell the move).
  await expect(teacher.getByText('The class is answering: the step’s words and its rule show after the reveal.')).toBeVisible();
  await expect(teacher.getByTestId('lesson-caption')).toHaveCount(0);
  const choices = anna.getByRole('group', { name: 'Choices' }).getByRole('button');
  await expect(choices.first()).toBeVisible();
  const n = await choices.count();
  expect(n).toBeGreaterThan(1);
  await anna.screenshot({ path: 'test-results/e2e/class-phone-question.png' });
  const annaChoice = (await choices.nth(0).textContent())!;
  await choices.nth(0).tap();
  await expect(anna.getByText(`Your answer: ${annaChoice}. Wait for the reveal.`)).toBeVisible();
  await ben.getByRole('group', { name: 'Choices' }).getByRole('button').nth(1).tap();
  await expect(projector.getByLabel('Answers')).toHaveText('2 of 2 students have answered');
  await teacher.screenshot({ path: 'test-results/e2e/class-projector-asking.png' });

  // A phone that reloads is still in the class, with its answer.
  await ben.reload();
  await expect(ben.getByText(/^Your answer: .+\. Wait for the reveal\.$/)).toBeVisible();
  await expect(ben.getByText(`Ben · class ${code}`)).toBeVisible();

  // Page Down again reveals: the chart counts one answer for each of the two choices and marks the lesson's move.
  await teacher.keyboard.press('PageDown');
  const chart = projector.getByRole('figure', { name: 'Answers per choice' });
  await expect(chart).toBeVisible();
  const bars = chart.getByRole('listitem');
  await expect(bars).toHaveCount(n);
  const counts = await bars.locator('.class-bar-count').allTextContents();
  expect(counts.map(Number).reduce((a, b) => a + b, 0)).toBe(2);
  expect(counts[0]).toBe('1');
  expect(counts[1]).toBe('1');
  await expect(chart.locator('.class-bar.right')).toHaveCount(1);
  await expect(chart.getByText(/^✔ marks the lesson’s move: \d of 2 chose it\.$/)).toBeVisible();
  await expect(anna.getByRole('figure', { name: 'Answers per choice' })).toBeVisible();
  // The reveal quotes the rule on the projector and on the phones, and the step's words come back.
  await expect(projector.getByText(/^Rule “.+”: .+/)).toBeVisible();
  await expect(anna.getByText(/^Rule “.+”: .+/)).toBeVisible();
  await expect(teacher.getByTestId('lesson-caption')).toBeVisible();
  await teacher.screenshot({ path: 'test-results/e2e/class-projector-reveal.png' });
  await anna.screenshot({ path: 'test-results/e2e/class-phone-reveal.png' });

  // Page Down plays it out: the lesson's next step.
  await teacher.keyboard.press('PageDown');
  await expect(teacher.getByTestId('lesson-step')).toHaveText(/^Step 2 of \d+$/);

  // End: the summary, and the CSV with both names.
  await teacher.keyboard.press('End');
  const summary = projector.getByLabel('Summary of the class');
  await expect(summary.getByText(/^Question 1: What should .+ do now\?$/)).toBeVisible();
  await expect(summary).toContainText(/[012] of 2 right\./);
  await expect(anna.getByText('The class has ended. Thank you!')).toBeVisible();
  await teacher.screenshot({ path: 'test-results/e2e/class-projector-summary.png' });
  const [file] = await Promise.all([teacher.waitForEvent('download'), projector.getByRole('button', { name: 'Download CSV' }).click()]);
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toMatch(/^Name,Question 1: /);
  expect(csv).toContain(`Anna,${annaChoice.includes(',') ? `"${annaChoice}"` : annaChoice},`);
  expect(csv).toMatch(/\r\nBen,/);
  expect(errors.flat()).toEqual([]);
});

test('a class code does not open an online table, and a table code does not open a class', async ({ device }) => {
  const teacher = await device({ width: 1280, height: 800 });
  const phone = await device({ width: 390, height: 844 }, true);
  await teacher.goto('/?mode=learn');
  await teacher.getByLabel('Game to learn').selectOption('formula-1');
  await teacher.getByRole('button', { name: 'Open a class' }).click();
  const code = (await teacher.getByRole('region', { name: 'Class' }).getByLabel('Class code').textContent())!.trim();
  await phone.goto('/?mode=race');
  await phone.getByRole('button', { name: /^Play online/ }).click();
  await phone.getByLabel('Your name').fill('Racer');
  await phone.getByLabel('Table code').fill(code);
  await phone.getByRole('button', { name: 'Join the table' }).tap();
  await expect(phone.getByText(/this code is a class/)).toBeVisible();
});
