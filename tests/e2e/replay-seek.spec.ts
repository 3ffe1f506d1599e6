/**
 * Replay after a seek while paused (a click on the timeline, a drag of its slider): the cars stay on the 3D table in
 * every camera, Bird's-eye is a top view of the whole track, and the timeline's marks never sit on one another, at
 * desktop and phone sizes.
 */
import { expect, test, type Page } from './fixtures';
import { waitForFrames, waitForSettled, watchErrors } from './helpers';

type Point = { x: number; y: number; inside: boolean };
type Probe = {
  __chicane?: {
    stats: { frames: number };
    replay?: { step: number; length: number };
    play?: { tokens: { settled: boolean; inside: boolean; screen: { x: number; y: number } }[] };
    view?: { mode: string; down: number; corners: Point[] };
  };
};

const probe = (page: Page) => page.evaluate(() => (window as unknown as Probe).__chicane!);

/** Waits a few frames after the step shown is `step`, then expects every car drawn (its pose a number throughout) and at rest. */
async function expectCarsDrawn(page: Page, step: number, where: string) {
  await page.waitForFunction((m) => (window as unknown as Probe).__chicane?.replay?.step === m, step);
  await waitForFrames(page, (await probe(page)).stats.frames + 5);
  await page.waitForFunction(() => (window as unknown as Probe).__chicane?.play?.tokens.every((t) => t.settled));
  const cars = (await probe(page)).play!.tokens;
  expect(cars.length, where).toBe(4);
  cars.forEach((c, i) => {
    expect(c.screen.x, `${where}: car ${i + 1} is drawn`).not.toBe(-1);
    expect(c.settled, `${where}: car ${i + 1} is at rest`).toBe(true);
  });
}

/** Opens the camera choice where it is on this size (the side panel) and picks a camera. */
async function pickCamera(page: Page, name: string) {
  const radio = page.getByRole('radio', { name });
  await radio.scrollIntoViewIfNeeded();
  await radio.click();
  await expect(radio).toHaveAttribute('aria-checked', 'true');
}

for (const size of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${size.width}×${size.height}, a paused seek leaves the cars on the table in every camera and Bird's-eye looks straight down on the whole track`, async ({ page }) => {
    const errors = watchErrors(page);
    await page.setViewportSize(size);
    await page.goto('/?mode=replay&debug');
    const timeline = page.getByRole('region', { name: 'Replay' });
    await expect(timeline).toBeVisible();
    await page.waitForFunction(() => ((window as unknown as Probe).__chicane?.replay?.length ?? 0) > 0);
    await expect(timeline.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    const length = (await probe(page)).replay!.length;
    const slider = page.getByRole('slider', { name: 'Move' });
    const bar = (await slider.boundingBox())!;
    const at = (u: number) => ({ x: bar.x + 8 + (bar.width - 16) * u, y: bar.y + bar.height / 2 });
    // The step a point of the slider stands for, read back from the slider itself.
    const shown = async () => Number(await slider.inputValue());

    // A click on the timeline, paused.
    await page.mouse.click(at(0.5).x, at(0.5).y);
    await expect.poll(shown).toBeGreaterThan(length * 0.3);
    await expectCarsDrawn(page, await shown(), 'after a click on the timeline');

    // A drag of the slider, paused, in each camera.
    for (const [camera, u] of [
      ['TV director', 0.7],
      ['Orbit', 0.35],
      ['Follow car', 0.6],
      ["Bird's-eye", 0.8],
    ] as const) {
      await pickCamera(page, camera);
      await slider.scrollIntoViewIfNeeded();
      const from = (await slider.boundingBox())!;
      const x0 = from.x + from.width / 2;
      await page.mouse.move(x0, from.y + from.height / 2);
      await page.mouse.down();
      // Where the slider is now (picking a camera may have scrolled the side panel).
      const to = { x: from.x + 8 + (from.width - 16) * u, y: from.y + from.height / 2 };
      await page.mouse.move((x0 + to.x) / 2, to.y, { steps: 3 });
      await page.mouse.move(to.x, to.y, { steps: 3 });
      await page.mouse.up();
      await expect.poll(shown).not.toBe(Math.round(length / 2));
      await expectCarsDrawn(page, await shown(), `${camera} after a drag of the slider`);
    }

    // Bird's-eye, at rest: straight down, the whole track in the view, every car on the canvas.
    await waitForSettled(page);
    const seen = await probe(page);
    expect(seen.view!.mode).toBe('bird');
    expect(seen.view!.down).toBeGreaterThan(0.999);
    seen.view!.corners.forEach((c, i) => expect(c.inside, `track corner ${i + 1} in view: ${JSON.stringify(c)}`).toBe(true));
    seen.play!.tokens.forEach((c, i) => expect(c.inside, `car ${i + 1} in view`).toBe(true));
    await page.screenshot({ path: `test-results/screenshots/replay-seek-bird-${size.width}x${size.height}.png` });
    expect(errors).toEqual([]);
  });

  test(`at ${size.width}×${size.height}, the timeline's marks never overlap`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/?mode=replay&debug');
    const marks = page.getByRole('region', { name: 'Replay' }).locator('.play-mark');
    await expect(marks.first()).toBeVisible();
    const boxes = await marks.evaluateAll((els) => els.map((e) => e.getBoundingClientRect()).map((r) => ({ x: r.left, y: r.top, w: r.width, h: r.height })));
    expect(boxes.length).toBeGreaterThan(3);
    const sorted = [...boxes].sort((a, b) => a.x - b.x);
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1]!;
      const b = sorted[i]!;
      const apart = a.x + a.w <= b.x + 0.5 || a.y + a.h <= b.y || b.y + b.h <= a.y;
      expect(apart, `mark ${i} ${JSON.stringify(a)} and mark ${i + 1} ${JSON.stringify(b)} overlap`).toBe(true);
    }
    await page.getByRole('region', { name: 'Replay' }).locator('.play-marks').screenshot({ path: `test-results/screenshots/replay-marks-${size.width}x${size.height}.png` });
  });
}
