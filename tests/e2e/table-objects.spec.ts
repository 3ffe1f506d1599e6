import { expect, test, type Page } from './fixtures';
import { pauseReplayAtStart, waitForDiceInBox, waitForFrames, watchErrors } from './helpers';

interface TableProbe {
  game: string | null;
  moveKey: number;
  throws: { die: number; text: string }[];
  landed: number;
  shown: string;
  dice: { die: string; top: number; bottom: number; slot: number | null; value: number | null }[];
  box: number | null;
  flags: { token: string; beside: string[]; box: string[] }[];
  instruments: { x: number; y: number; inside: boolean }[];
}
type Snapshot = { moveKey: number; box: number | null; landed: number; slots: (number | null)[] };
type W = {
  __chicane?: { table?: TableProbe; play?: { game: string | null; replay: { index: number; last: number } | null; moves: number; tokens: { id: string; screen: { x: number; y: number }; inside: boolean }[] } };
  __placements?: Snapshot[];
};

const table = (page: Page) => page.evaluate(() => JSON.parse(JSON.stringify((window as unknown as W).__chicane?.table ?? null)) as TableProbe | null);

/** The Race set-up's game `game` with seed `seed`, started with a person and bots (`seats` in all, or as the set-up offers), once the shell shows it. */
async function openShellGame(page: Page, game: string, seed: number, seats?: number) {
  await page.goto('/?mode=race&debug');
  await page.getByRole('form', { name: 'Game set-up' }).getByLabel('Game').selectOption(game);
  const form = page.getByRole('form', { name: 'Game set-up' });
  await form.getByLabel('Seed').fill(String(seed));
  if (seats !== undefined) {
    const seat = form.getByLabel(/^Seat \d+ name$/);
    await expect(seat.first()).toBeVisible();
    while ((await seat.count()) < seats) await form.getByRole('button', { name: 'Add a seat' }).click();
    await expect(seat).toHaveCount(seats);
  }
  await form.getByRole('button', { name: /^Start the (race|game)$/ }).click();
  await page.waitForFunction((id) => (window as unknown as W).__chicane?.play?.game === id, game);
}

/** A Formuła 1 race of a person and bots, finished by the bots, then its replay: stops at the first move with a safe-speed throw. */
async function toAThrow(page: Page) {
  await openShellGame(page, 'formula-1', 3);
  await page.getByLabel('Pace', { exact: true }).selectOption('instant');
  await page.getByRole('button', { name: 'Hand my seats to the bots' }).click();
  const result = page.getByRole('region', { name: 'Game result' });
  await expect(result).toBeVisible({ timeout: 120_000 });
  await result.getByRole('button', { name: 'Watch the replay' }).click();
  const replay = page.getByRole('region', { name: 'Replay' });
  await expect(replay).toBeVisible();
  await pauseReplayAtStart(replay);
  // The incidents of a Formuła 1 race are tyres lost to a throw and cars off the track: each follows a throw (or a block).
  for (let i = 0; i < 40; i++) {
    const t = await table(page);
    if (t && t.throws.length > 0) break;
    await replay.getByRole('button', { name: 'Next incident' }).click();
    await page.waitForFunction((k) => ((window as unknown as W).__chicane?.table?.moveKey ?? -1) !== k, t?.moveKey ?? -1);
  }
  return replay;
}

test.describe('Formuła 1', () => {
  test('a throw lands on the core’s result, in words beside it, as the log says', async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    const replay = await toAThrow(page);
    // A seek shows every throw of the move landed at once.
    const seen = (await table(page))!;
    expect(seen.throws.length).toBeGreaterThan(0);
    expect(seen.landed).toBe(seen.throws.length);
    const last = seen.throws[seen.throws.length - 1]!;
    expect(seen.shown).toBe(last.text);
    expect(last.text.startsWith(`${last.die} — `)).toBe(true);
    const log = page.getByRole('list', { name: 'Game log' });
    await expect(log).toContainText(`throws ${last.die} on a`);
    // Played on from the move before, the die tumbles and lands on each throw in turn.
    await replay.getByRole('button', { name: 'One move back' }).click();
    await page.waitForFunction((k) => (window as unknown as W).__chicane?.table?.moveKey === k - 1, seen.moveKey);
    await replay.getByRole('button', { name: 'One move on' }).click();
    await page.waitForFunction((k) => (window as unknown as W).__chicane?.table?.moveKey === k, seen.moveKey);
    await page.waitForFunction(() => {
      const t = (window as unknown as W).__chicane?.table;
      return !!t && t.throws.length > 0 && t.landed === t.throws.length;
    }, undefined, { timeout: 60_000 });
    expect((await table(page))!.shown).toBe(last.text);
    await waitForFrames(page, 5);
    await page.screenshot({ path: 'test-results/screenshots/table-objects-f1-desktop.png' });
    // The figure for the report: draw calls of a frame with six instruments, the die and its words on the table.
    const calls = await page.evaluate(() => (window as unknown as { __chicane: { stats: { calls: number } } }).__chicane.stats.calls);
    console.log(`Formuła 1 table with its objects: ${calls} draw calls a frame`);
    expect(errors).toEqual([]);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('Formuła 1: with less motion asked for, a move played on shows its throws landed at once', async ({ page }) => {
    test.setTimeout(240_000);
    const errors = watchErrors(page);
    const replay = await toAThrow(page);
    const seen = (await table(page))!;
    await replay.getByRole('button', { name: 'One move back' }).click();
    await page.waitForFunction((k) => (window as unknown as W).__chicane?.table?.moveKey === k - 1, seen.moveKey);
    await replay.getByRole('button', { name: 'One move on' }).click();
    // No tumbling: the moment the move is shown, every throw has landed and its words are there.
    await page.waitForFunction((k) => (window as unknown as W).__chicane?.table?.moveKey === k, seen.moveKey);
    const now = (await table(page))!;
    expect(now.landed).toBe(now.throws.length);
    expect(now.shown).toBe(seen.shown);
    expect(errors).toEqual([]);
  });
});

/** A Motorsportspiel race of a person and bots: the person rolls all three dice and lays them into a dice box. */
async function rollAndPlace(page: Page) {
  await openShellGame(page, 'motorsportspiel', 5);
  const choices = page.getByRole('group', { name: 'Your choices' });
  const roll = choices.getByRole('button', { name: 'Roll the red die and both white dice' });
  await expect(roll).toBeVisible({ timeout: 60_000 });
  await roll.click();
  // Rolled: three dice on the table, each with its top and its bottom, none in a box yet.
  await page.waitForFunction(() => (window as unknown as W).__chicane?.table?.dice.length === 3);
  const rolled = (await table(page))!;
  for (const d of rolled.dice) {
    expect(d.slot).toBeNull();
    if (d.die === 'red') expect(d.bottom).not.toBe(d.top);
    else expect(d.top + d.bottom).toBe(7);
  }
  await waitForFrames(page, 5);
  await page.screenshot({ path: `test-results/screenshots/table-objects-mss-rolled-${page.viewportSize()!.width}.png` });
  // Every frame from here on, what the probe says of the dice boxes (to watch the placement land).
  await page.evaluate(() => {
    const w = window as unknown as W;
    const log: Snapshot[] = (w.__placements = []);
    const tick = () => {
      const t = w.__chicane?.table;
      if (t) log.push({ moveKey: t.moveKey, box: t.box, landed: t.landed, slots: t.dice.map((d) => d.slot) });
      const done = !!t && t.box !== null && t.dice.length > 0 && t.landed === t.dice.length;
      if (!done && log.length < 20_000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  // The first order offered: the dice go into the box nearest the car, in that order.
  const order = choices.locator('button.play-choice').first();
  const words = (await order.textContent()) ?? '';
  await order.click();
  await waitForDiceInBox(page);
  const placed = (await table(page))!;
  expect(placed.dice.map((d) => d.slot).sort()).toEqual([0, 1, 2]);
  // The first number the button named is the die in slot 1.
  const first = placed.dice.find((d) => d.slot === 0)!;
  expect(words).toMatch(new RegExp(`^Use (a |the )?${first.value}\\b|^Use .*\\b${first.value}\\b`));
  // The probe never told of a die in its slot before it had landed: the dice land one by one, slot 1 first.
  // (The state read above closes the record: a frame's recorder may run after the wait saw that frame.)
  const recorded = await page.evaluate(() => (window as unknown as W).__placements ?? []);
  const log = [...recorded, { moveKey: placed.moveKey, box: placed.box, landed: placed.landed, slots: placed.dice.map((d) => d.slot) }].filter((e) => e.box !== null && e.moveKey === placed.moveKey);
  expect(log.length).toBeGreaterThan(0);
  let before = 0;
  for (const e of log) {
    const inSlots = e.slots.filter((x): x is number => x !== null).sort();
    expect(inSlots).toEqual(Array.from({ length: e.landed }, (_, k) => k));
    expect(e.landed).toBeGreaterThanOrEqual(before);
    before = e.landed;
  }
  await waitForFrames(page, 5);
  await page.screenshot({ path: `test-results/screenshots/table-objects-mss-placed-${page.viewportSize()!.width}.png` });
  return log;
}

test.describe('Das Motorsportspiel', () => {
  test('the rolled dice show top and bottom, then fly one by one into a dice box in the chosen order', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const log = await rollAndPlace(page);
    // Seen on the way: the order was chosen while dice were still in the air.
    expect(log.some((e) => e.landed < e.slots.length)).toBe(true);
    expect(errors).toEqual([]);
  });
});

test.describe('Das Motorsportspiel, reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('with less motion asked for, the dice lie in their box the moment the order is chosen', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    const log = await rollAndPlace(page);
    expect(log.every((e) => e.landed === e.slots.length)).toBe(true);
    expect(errors).toEqual([]);
  });
});

/** A Formuła 1 race of a person and bots, up to the person's first choice of speed (the risks of every speed shown). */
async function toASpeedChoice(page: Page) {
  await openShellGame(page, 'formula-1', 3);
  const risks = page.getByLabel(/^Speeds .* can set$/);
  await expect(risks).toBeVisible({ timeout: 60_000 });
  await page.waitForFunction(() => ((window as unknown as W).__chicane?.table?.instruments.length ?? 0) === 4);
  await waitForFrames(page, 8);
  return risks;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, x: number, y: number) => x >= a.x && x <= a.x + a.width && y >= a.y && y <= a.y + a.height;

for (const size of [
  { width: 1280, height: 800, name: 'desktop' },
  { width: 1920, height: 1080, name: 'wide' },
  { width: 390, height: 844, name: 'phone' },
]) {
  test.describe(`Formuła 1 placement, ${size.name}`, () => {
    test.use(size.name === 'phone' ? { viewport: size, hasTouch: true, isMobile: true } : { viewport: size });
    test(`${size.width}×${size.height}: the risks of each speed cover neither the track nor the instruments`, async ({ page }) => {
      test.setTimeout(180_000);
      const errors = watchErrors(page);
      const risks = await toASpeedChoice(page);
      // The framing follows the strip's and the instruments' reports as they arrive: the placement must come
      // to hold (and then the view is at rest), read afresh on each try.
      await expect(async () => {
        const strip = (await page.getByRole('region', { name: 'Speedometers' }).boundingBox())!;
        const panel = (await risks.boundingBox())!;
        const canvas = (await page.locator('.viewport canvas').first().boundingBox())!;
        const probe = await page.evaluate(() => {
          const c = (window as unknown as W).__chicane!;
          return { tokens: c.play!.tokens, instruments: c.table!.instruments };
        });
        expect(probe.tokens.length).toBeGreaterThan(0);
        // Every car on the track, and every corner of the row of speedometers and tyre piles, is in view and clear of the risks' strip.
        for (const p of [...probe.tokens.map((t) => ({ ...t.screen, inside: t.inside })), ...probe.instruments]) {
          expect(p.inside).toBe(true);
          expect(p.x).toBeGreaterThanOrEqual(0);
          expect(p.x).toBeLessThanOrEqual(canvas.width);
          expect(p.y).toBeGreaterThanOrEqual(0);
          expect(p.y).toBeLessThan(strip.y - canvas.y);
          expect(overlaps(panel, canvas.x + p.x, canvas.y + p.y)).toBe(false);
        }
      }).toPass({ timeout: 30_000 });
      await page.screenshot({ path: `test-results/screenshots/table-objects-f1-choice-${size.width}.png` });
      expect(errors).toEqual([]);
    });
  });
}

for (const size of [
  { width: 1280, height: 800, name: 'desktop' },
  { width: 390, height: 844, name: 'phone' },
]) {
  test.describe(`Formuła 1 risks on demand, ${size.name}`, () => {
    test.use(size.name === 'phone' ? { viewport: size, hasTouch: true, isMobile: true } : { viewport: size });
    test(`${size.width}×${size.height}: the risks of each speed fold away to one line and open again; folded, the table takes the room`, async ({ page }) => {
      test.setTimeout(180_000);
      const errors = watchErrors(page);
      const risks = await toASpeedChoice(page);
      const toggle = risks.getByRole('button', { name: /^Risk of each speed/ });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(risks.getByRole('listitem').first()).toBeVisible();
      const open = (await page.getByRole('region', { name: 'Speedometers' }).boundingBox())!;
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toContainText('Show');
      await expect(risks.getByRole('listitem')).toHaveCount(0);
      await expect(async () => {
        const strip = (await page.getByRole('region', { name: 'Speedometers' }).boundingBox())!;
        // On a phone the strip keeps the speedometer of the car to act beside the folded risks: it does not grow.
        if (size.name === 'phone') expect(strip.height).toBeLessThanOrEqual(open.height + 0.5);
        else expect(strip.height).toBeLessThan(open.height);
        const canvas = (await page.locator('.viewport canvas').first().boundingBox())!;
        const cars = await page.evaluate(() => (window as unknown as W).__chicane!.play!.tokens);
        expect(cars.length).toBeGreaterThan(0);
        for (const c of cars) expect(overlaps(strip, canvas.x + c.screen.x, canvas.y + c.screen.y), c.id).toBe(false);
      }).toPass({ timeout: 30_000 });
      await page.screenshot({ path: `test-results/screenshots/table-objects-f1-folded-${size.width}.png` });
      await toggle.click();
      await expect(risks.getByRole('listitem').first()).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('phone: the dice and dice boxes on the table', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = watchErrors(page);
    await rollAndPlace(page);
    expect(errors).toEqual([]);
  });
});

type Box = { x: number; y: number; width: number; height: number };
type Point = { x: number; y: number; inside: boolean; what: string };
type Rail = { __chicane?: { bahnCards?: { drawn: { id: string; x: number; y: number; inside: boolean }[]; pieces: { what: string; x: number; y: number; inside: boolean }[] } } };

/** What must be seen on the table now, in canvas pixels: the cars (Bahn Frei's trains), the Formuła 1 instruments' corners, Bahn Frei's passenger cards and the corners of its pieces. */
async function tablePoints(page: Page, cars: boolean): Promise<Point[]> {
  return page.evaluate(
    (withCars) => {
    const c = (window as unknown as W & Rail).__chicane;
    return [
      ...(withCars ? (c?.play?.tokens ?? []) : []).map((t) => ({ ...t.screen, inside: t.inside, what: `car ${t.id}` })),
      ...(c?.table?.instruments ?? []).map((p, i) => ({ ...p, what: `instruments' corner ${i + 1}` })),
      ...(c?.bahnCards?.drawn ?? []).map((d) => ({ x: d.x, y: d.y, inside: d.inside, what: `passenger card ${d.id}` })),
      ...(c?.bahnCards?.pieces ?? []).map((d) => ({ x: d.x, y: d.y, inside: d.inside, what: d.what })),
    ];
    },
    cars,
  );
}

/**
 * The panels over the view that nothing on the table may lie under: the shell's seat cards (the table must lie below
 * them), or the replay's standings tower (top left: the table must lie beside or below it).
 */
interface Cover {
  readonly panels: string;
  readonly rule: 'below' | 'clear';
  readonly cars: boolean;
  /** Other panels nothing may lie under (the camera choice, the replay's timeline). */
  readonly clear?: string;
}
const SEAT_CARDS: Cover = { panels: '.play-hud .play-seat', rule: 'below', cars: true };

/**
 * Once the view has come to rest: every car and table object in view and clear of the seat cards (and of Formuła 1's
 * strip along the bottom); Read afresh until it holds, generous but finite. Returns how many points were checked.
 */
async function expectClearOfCards(page: Page, shot: string, cover: Cover = SEAT_CARDS): Promise<number> {
  const rested = await page
    .waitForFunction(() => window.__chicane?.camera?.settled === true, undefined, { timeout: 60_000 })
    .then(() => true)
    .catch(() => false);
  if (!rested) {
    // Say why the view never came to rest: the camera's still frames, the framing's glide and its room's reports.
    const why = await page.evaluate(() => JSON.stringify({ still: window.__chicane?.camera?.still, framing: (window as unknown as { __chicane?: { framing?: unknown } }).__chicane?.framing }));
    throw new Error(`${shot}: the view did not come to rest within 60 s: ${why}`);
  }
  const problems = async () => {
    const canvas = (await page.locator('.viewport canvas').first().boundingBox())!;
    const cards: Box[] = [];
    for (const card of await page.locator(cover.panels).all()) cards.push((await card.boundingBox())!);
    const others: Box[] = [];
    for (const other of cover.clear ? await page.locator(cover.clear).all() : []) others.push((await other.boundingBox())!);
    const hud = page.locator('.f1-hud');
    const strip = (await hud.count()) > 0 ? await hud.first().boundingBox() : null;
    const points = await tablePoints(page, cover.cars);
    const out: string[] = [];
    if (cards.length === 0) out.push(`no panels (${cover.panels})`);
    if (points.length === 0) out.push('nothing on the table probed');
    const below = Math.max(...cards.map((b) => b.y + b.height)) - canvas.y;
    for (const p of points) {
      const at = `${p.what} at (${Math.round(p.x)}, ${Math.round(p.y)}) of ${Math.round(canvas.width)}×${Math.round(canvas.height)}`;
      if (!p.inside || p.x < 0 || p.x > canvas.width || p.y > canvas.height) out.push(`${at}: out of view`);
      else if (cover.rule === 'below' && p.y <= below) out.push(`${at}: not below the panels (their bottom at ${Math.round(below)})`);
      else if (strip && p.y >= strip.y - canvas.y) out.push(`${at}: under the speedometers' strip`);
      else if ([...cards, ...others].some((b) => overlaps(b, canvas.x + p.x, canvas.y + p.y))) out.push(`${at}: under a panel`);
    }
    return { out, checked: points.length };
  };
  // Read afresh until it holds (generous, finite): a report of a panel may still be settling.
  let seen = await problems();
  for (let i = 0; i < 30 && seen.out.length > 0; i++) {
    await waitForFrames(page, 5);
    seen = await problems();
  }
  await page.screenshot({ path: `test-results/screenshots/${shot}.png` });
  expect(seen.out, shot).toEqual([]);
  return seen.checked;
}

/**
 * The bots held, so the table comes to rest while it is checked (a bot's roll lays dice beside the track and the
 * framing makes room for them: on a busy machine the bots may move again before the view has rested).
 */
async function holdBots(page: Page) {
  const pause = page.getByRole('button', { name: 'Pause the bots' });
  if (await pause.isVisible()) {
    await pause.click();
    await expect(page.getByRole('button', { name: 'Resume the bots' })).toBeVisible();
  }
}

/** The game over, finished by the bots; then its replay, paused at the start. */
async function toReplay(page: Page) {
  const resume = page.getByRole('button', { name: 'Resume the bots' });
  if (await resume.isVisible()) await resume.click();
  await page.getByLabel('Pace', { exact: true }).selectOption('instant');
  await page.getByRole('button', { name: 'Hand my seats to the bots' }).click();
  const result = page.getByRole('region', { name: 'Game result' });
  await expect(result).toBeVisible({ timeout: 150_000 });
  await result.getByRole('button', { name: 'Watch the replay' }).click();
  const replay = page.getByRole('region', { name: 'Replay' });
  await expect(replay).toBeVisible();
  await pauseReplayAtStart(replay);
  return replay;
}

/** Shows the replay's last move (every car where the race left it). */
async function toTheEnd(page: Page, replay: Awaited<ReturnType<typeof toReplay>>) {
  await replay.getByRole('button', { name: 'To the end' }).click();
  await page.waitForFunction(() => {
    const r = (window as unknown as W).__chicane?.play?.replay;
    return !!r && r.index === r.last;
  });
}

test.describe('phone: the seat cards cover no car and no table object', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const [game, seed] of [
    ['start-frei', 4],
    ['formula-1', 3],
    ['motorsportspiel', 5],
  ] as const) {
    test(`${game}: in the race and in its replay, every car is in view below the seat cards`, async ({ page }) => {
      test.setTimeout(240_000);
      const errors = watchErrors(page);
      await openShellGame(page, game, seed);
      await page.waitForFunction(() => {
        const p = (window as unknown as W).__chicane?.play;
        return !!p && p.tokens.length > 0 && p.tokens.every((t) => t.screen.x >= 0);
      }, undefined, { timeout: 60_000 });
      if (game === 'formula-1') {
        await expect(page.getByLabel(/^Speeds .* can set$/)).toBeVisible({ timeout: 60_000 });
        await page.waitForFunction(() => ((window as unknown as W).__chicane?.table?.instruments.length ?? 0) === 4);
      }
      await holdBots(page);
      expect(await expectClearOfCards(page, `framing-phone-${game}-race`)).toBeGreaterThan(0);
      const replay = await toReplay(page);
      await expectClearOfCards(page, `framing-phone-${game}-replay-start`);
      await toTheEnd(page, replay);
      await expectClearOfCards(page, `framing-phone-${game}-replay-end`);
      expect(errors).toEqual([]);
    });
  }
});

const DEVICES = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
] as const;

for (const device of DEVICES) {
  test.describe(`${device.name}: the seat cards cover no train and no piece of Bahn Frei’s 3D table`, () => {
    test.use(device.use);
    // Three seats lay their cards in one row on a phone, four in two.
    for (const seats of device.name === 'phone' ? [3, 4] : [4]) {
      test(`bahn-frei, ${device.name}, ${seats} seats: in the game and in its replay, every train, passenger card and piece is in view below the seat cards`, async ({ page }) => {
        test.setTimeout(300_000);
        const errors = watchErrors(page);
        await page.addInitScript(() => window.localStorage.setItem('chicane.bahn.view', 'table'));
        await openShellGame(page, 'bahn-frei', 2, seats);
        await page.getByRole('button', { name: 'Start the red train in Hamburg' }).click();
        await page.waitForFunction(() => {
          const c = (window as unknown as W & Rail).__chicane;
          const t = c?.play?.tokens ?? [];
          return t.length > 0 && t.every((x) => x.screen.x >= 0) && (c?.bahnCards?.pieces.length ?? 0) === 8;
        }, undefined, { timeout: 60_000 });
        await expect(page.locator('.play-hud .play-seat')).toHaveCount(seats);
        const shot = `framing-${device.name}-bahn-frei-${seats}`;
        await holdBots(page);
        // Trains, waiting passengers' cards, and the corners of the map board and of the pieces below it.
        expect(await expectClearOfCards(page, `${shot}-race`)).toBeGreaterThan(8);
        const replay = await toReplay(page);
        await expectClearOfCards(page, `${shot}-replay-start`);
        await toTheEnd(page, replay);
        await expectClearOfCards(page, `${shot}-replay-end`);
        expect(errors).toEqual([]);
      });
    }
  });
}

const START_FREI_TOWER: Cover = { panels: '.tower', rule: 'clear', cars: true };
type Replayed = { __chicane?: { replay?: { length: number; step: number } } };

for (const device of DEVICES) {
  test.describe(`${device.name}: Start Frei’s replay leaves the cars clear of its standings tower`, () => {
    test.use(device.use);
    test(`start-frei replay view, ${device.name}: from above, at the start, a seek and the end every car is in view and under no panel`, async ({ page }) => {
      test.setTimeout(240_000);
      const errors = watchErrors(page);
      await page.goto('/?mode=replay&debug');
      const replay = page.getByRole('region', { name: 'Replay' });
      await expect(replay).toBeVisible({ timeout: 60_000 });
      await page.waitForFunction(() => ((window as unknown as Replayed).__chicane?.replay?.length ?? 0) > 0, undefined, { timeout: 60_000 });
      const length = await page.evaluate(() => (window as unknown as Replayed).__chicane!.replay!.length);
      // The whole table (the director's shots frame the cars of a moment, not all of them): Bird's-eye.
      await page.getByRole('radio', { name: "Bird's-eye" }).click();
      for (const step of [0, Math.floor(length / 2), length]) {
        await replay.getByRole('slider', { name: 'Move' }).fill(String(step));
        await page.waitForFunction((s) => (window as unknown as Replayed).__chicane?.replay?.step === s, step);
        await expectClearOfCards(page, `framing-${device.name}-start-frei-own-replay-${step}`, START_FREI_TOWER);
      }
      expect(errors).toEqual([]);
    });
  });
}
