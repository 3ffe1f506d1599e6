import { expect, test, type Page } from './fixtures';
import { openPresetLayout, waitForFrames, waitForSettled, watchErrors } from './helpers';

const OVAL: [string, string][] = [
  ['sf-switch', 'A'], ['sf-chicane', 'A'], ['sf-straight', 'A'],
  ['sf-curve', 'A'], ['sf-curve', 'A'], ['sf-curve-chicane', 'A'], ['sf-curve-chicane', 'A'], ['sf-curve', 'A'], ['sf-curve', 'A'],
  ['sf-switch', 'A'], ['sf-chicane', 'A'], ['sf-straight', 'A'], ['sf-switch', 'A'],
  ['sf-curve', 'A'], ['sf-curve', 'A'], ['sf-curve-chicane', 'A'], ['sf-curve-chicane', 'A'], ['sf-curve', 'A'], ['sf-curve', 'A'],
];

const badge = (page: Page) => page.getByTestId('validation-badge');

async function freshBuilder(page: Page): Promise<void> {
  await page.goto('/?debug');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/?debug');
  await waitForFrames(page, 5);
}

/**
 * Clicks the 3D marker of an open end. Its screen position comes from the
 * ?debug probe, read only once the camera is settled and the marker is inside
 * the canvas (the rig must have brought it into view after the last edit).
 */
async function clickMarker(page: Page, piece: string, port: number): Promise<void> {
  const handle = await page.waitForFunction(
    ([pc, pt]) => {
      if (window.__chicane?.camera?.settled !== true) return null;
      const p = (window.__chicanePorts ?? []).find((q) => q.piece === pc && q.port === pt);
      return p && p.inside ? { x: p.x, y: p.y } : null;
    },
    [piece, port] as const,
    { timeout: 60_000 },
  );
  const at = (await handle.jsonValue())!;
  const box = (await page.locator('canvas').boundingBox())!;
  await page.mouse.click(box.x + at.x, box.y + at.y);
}

/** Every open end's marker is inside the canvas once the camera has settled. */
async function expectOpenEndsInView(page: Page): Promise<void> {
  await waitForSettled(page);
  const ports = await page.evaluate(() => window.__chicanePorts ?? []);
  expect(ports.length).toBeGreaterThan(0);
  expect(ports.filter((p) => !p.inside).map((p) => `${p.piece} port ${p.port}`)).toEqual([]);
}

async function pieceCount(page: Page): Promise<number> {
  return Number(await page.getByTestId('piece-count').textContent());
}

test('build the Oval from an empty table by clicking ports; undo and redo', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = watchErrors(page);
  await freshBuilder(page);
  await page.getByRole('button', { name: 'New empty table' }).click();
  await expect(badge(page)).toHaveText('Empty table');
  await page.getByRole('button', { name: /^Start\/finish straight/ }).click();
  await clickMarker(page, '', 0);
  await expect(page.getByTestId('piece-count')).toHaveText('1');
  await page.screenshot({ path: 'test-results/screenshots/builder-first-piece.png' });

  for (const [i, [type]] of OVAL.entries()) {
    const id = `p${i + 1}`;
    await page.locator(`button[data-piece="${type}"]`).click();
    // The first few by clicking the 3D markers, the rest through the list of open ends.
    if (i < 4) await clickMarker(page, id, 1);
    else await page.getByRole('button', { name: new RegExp(`^Attach to ${id} port 1`) }).click();
    await expect(page.getByTestId('piece-count')).toHaveText(String(i + 2));
    if (i === 8) await page.screenshot({ path: 'test-results/screenshots/builder-half-oval.png' });
  }
  await expect(badge(page)).toHaveText(/Valid loop/);
  await waitForSettled(page, () => page.getByRole('button', { name: 'Frame all' }).click());
  await page.screenshot({ path: 'test-results/screenshots/builder-oval-built.png' });

  await page.keyboard.press('Control+z');
  await expect(badge(page)).toHaveText(/problem/);
  await expect(page.getByTestId('piece-count')).toHaveText('19');
  await page.keyboard.press('Control+Shift+z');
  await expect(badge(page)).toHaveText(/Valid loop/);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.keyboard.press('Control+y');
  await expect(page.getByTestId('piece-count')).toHaveText('20');
  const stats = await page.evaluate(() => window.__chicane!.stats);
  expect(stats.calls).toBeLessThanOrEqual(50);
  expect(errors).toEqual([]);
});

test('pieces added in quick succession: every new open end ends up in view', async ({ page }) => {
  const errors = watchErrors(page);
  await freshBuilder(page);
  await page.getByRole('button', { name: 'New empty table' }).click();
  await page.locator('button[data-piece="sf-start"]').click();
  await page.getByTestId('place-first').click();
  await expectOpenEndsInView(page);
  // Eight pieces as fast as a person can click, without waiting for the camera: each grows the layout mid-glide.
  const burst: string[] = ['sf-straight', 'sf-chicane', 'sf-switch', 'sf-straight', 'sf-chicane', 'sf-switch', 'sf-curve', 'sf-curve'];
  for (const [i, type] of burst.entries()) {
    await page.locator(`button[data-piece="${type}"]`).click();
    await page.getByRole('button', { name: new RegExp(`^Attach to p${i + 1} port 1`) }).click();
    await expect(page.getByTestId('piece-count')).toHaveText(String(i + 2));
  }
  await expectOpenEndsInView(page);
  await page.screenshot({ path: 'test-results/screenshots/builder-burst.png' });
  expect(errors).toEqual([]);
});

test('flip a curve with F; the help overlay lists the shortcuts', async ({ page }) => {
  const errors = watchErrors(page);
  await freshBuilder(page);
  await page.getByRole('button', { name: 'New empty table' }).click();
  await page.locator('button[data-piece="sf-start"]').click();
  await page.getByTestId('place-first').click();
  await page.locator('button[data-piece="sf-curve"]').click();
  await page.keyboard.press('f');
  await expect(page.locator(".tool")).toContainText("side B (white spaces, turning right");
  await page.keyboard.press('f');
  await page.getByRole('button', { name: /^Attach to p1 port 1/ }).click();
  await page.getByLabel('Select a piece').selectOption('p2');
  await expect(page.getByRole('heading', { name: 'Selected: p2' })).toBeVisible();
  await page.locator('body').press('f');
  await expect(page.getByText('B: white spaces, turning right (flipped)')).toBeVisible();
  const side = await page.evaluate(() => window.__chicaneBuilder!.state().layout.pieces[1]!.side);
  expect(side).toBe('B');
  await page.screenshot({ path: 'test-results/screenshots/builder-flipped-curve.png' });

  await page.locator('body').press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Ctrl+Shift+Z');
  await page.screenshot({ path: 'test-results/screenshots/builder-help.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a broken file shows what is wrong and keeps the layout; reload restores the layout and undo', async ({ page }) => {
  const errors = watchErrors(page);
  await freshBuilder(page);
  await page.getByLabel('Open a preset layout').selectOption('track-10');
  await expect(page.getByRole('heading', { level: 1, name: 'Track 10' })).toBeVisible();
  const before = await pieceCount(page);
  const broken = JSON.stringify({ format: 'chicane-track', version: 2, game: 'start-frei', name: 'Bad', pieces: [{ id: 'p1', type: 'sf-start', side: 'C', x: 0, z: 0, rotation: 0 }], connections: [] });
  await page.getByTestId('import-input').setInputFiles({ name: 'bad-track.json', mimeType: 'application/json', buffer: Buffer.from(broken) });
  await expect(page.getByTestId('error-message')).toContainText('bad-track.json was not loaded: pieces[0].side');
  await expect(page.getByTestId('error-message')).toContainText('unchanged');
  expect(await pieceCount(page)).toBe(before);
  await page.screenshot({ path: 'test-results/screenshots/builder-import-error.png' });

  await page.getByLabel('Select a piece').selectOption('p3');
  await page.locator('body').press('Delete');
  await expect(page.getByTestId('piece-count')).toHaveText(String(before - 1));
  await page.getByRole('button', { name: 'Top view', exact: true }).click();
  await page.waitForFunction(() => (window.__chicaneBuilder?.state().camera?.position[1] ?? 0) > 0 && Math.abs(window.__chicaneBuilder!.state().camera!.position[2] - window.__chicaneBuilder!.state().camera!.target[2]) < 0.01);
  const camera = await page.evaluate(() => window.__chicaneBuilder!.state().camera);
  await page.reload();
  await waitForFrames(page, 5);
  await expect(page.getByRole('heading', { level: 1, name: 'Track 10' })).toBeVisible();
  await expect(page.getByTestId('piece-count')).toHaveText(String(before - 1));
  expect(await page.evaluate(() => window.__chicaneBuilder!.state().camera)).toEqual(camera);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByTestId('piece-count')).toHaveText(String(before));
  await expect(badge(page)).toHaveText(/Valid loop/);
  expect(errors).toEqual([]);
});

test('close the loop, random valid track, share link and exports', async ({ page, device }) => {
  const errors = watchErrors(page);
  await freshBuilder(page);
  await page.getByLabel('Select a piece').selectOption('p12');
  await page.locator('body').press('Delete');
  await page.getByLabel('Select a piece').selectOption('p13');
  await page.locator('body').press('Delete');
  await expect(badge(page)).toHaveText(/problem/);
  await page.screenshot({ path: 'test-results/screenshots/builder-open-loop.png' });
  await page.getByRole('button', { name: 'Close the loop' }).click();
  await expect(badge(page)).toHaveText(/Valid loop/);

  await waitForSettled(page, () => page.getByRole('button', { name: 'Random valid track' }).click());
  await expect(badge(page)).toHaveText(/Valid loop/);
  await page.screenshot({ path: 'test-results/screenshots/builder-random.png' });

  await page.getByRole('button', { name: 'Share link' }).click();
  const link = page.getByLabel('The share link');
  await expect(link).toHaveValue(/#track=/);
  // The sender's own address bar stays clean: a reload after more edits must not reopen the link.
  await expect(page).not.toHaveURL(/#track=/);
  const url = await link.inputValue();
  const name = await page.getByRole('heading', { level: 1 }).textContent();
  const other = await device();
  await other.goto(url);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(name!);
  await expect(other.getByTestId('validation-badge')).toHaveText(/Valid loop/);
  await expect(other).not.toHaveURL(/#track=/);
  await other.goto(url.replace(/#track=.*/, '#track=AAAA-not-a-track'));
  await expect(other.getByTestId('error-message')).toContainText('shared link was not opened');
  await other.close();

  for (const [button, ext] of [['PNG top view', 'png'], ['glTF', 'gltf'], ['Export JSON', 'json']] as const) {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: button }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`\\.${ext}$`));
    const path = `test-results/screenshots/export.${ext}`;
    await file.saveAs(path);
  }
  expect(errors).toEqual([]);
});

test('the three games draw their printing; overlaps show in red; draw calls stay flat', async ({ page }) => {
  const errors = watchErrors(page);
  await freshBuilder(page);
  for (const preset of ['formula-1-circuit', 'motorsportspiel-ring']) {
    await openPresetLayout(page, preset);
    await expect(badge(page)).toHaveText(/Valid loop/);
    await page.screenshot({ path: `test-results/screenshots/builder-${preset}.png` });
    const stats = await page.evaluate(() => window.__chicane!.stats);
    expect(stats.calls).toBeLessThanOrEqual(50);
  }
  // Two straights laid on top of each other: the overlap is listed, tinted red, and clicking it frames the pieces.
  const overlap = {
    format: 'chicane-track', version: 2, game: 'start-frei', name: 'Overlap', inventory: 'custom',
    pieces: [
      { id: 'p1', type: 'sf-start', side: 'A', x: 0, z: 0, rotation: 0 },
      { id: 'p2', type: 'sf-straight', side: 'A', x: 2, z: 0.5, rotation: 20 },
    ],
    connections: [],
  };
  await page.getByTestId('import-input').setInputFiles({ name: 'overlap.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(overlap)) });
  await expect(page.getByRole('button', { name: /lie on top of each other/ })).toBeVisible();
  await waitForSettled(page, () => page.getByRole('button', { name: /lie on top of each other/ }).click());
  await expect(page.getByRole('heading', { name: 'Selected: p1' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/builder-overlap.png' });
  expect(errors).toEqual([]);
});

test('a storage failure is shown, not swallowed', async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
  });
  await page.goto('/?debug');
  await page.getByRole('button', { name: 'Random valid track' }).click();
  await expect(page.getByTestId('storage-error')).toContainText('browser storage is full');
});

test('when storage takes only the layout, it is saved alone and the storage note says what was left out', async ({ page }) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    // A storage that is nearly full: it takes a session without undo steps only.
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'chicane.builder.session' && (JSON.parse(value) as { commands: unknown[] }).commands.length > 0) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await page.goto('/?debug');
  await page.getByRole('button', { name: 'Random valid track' }).click();
  await expect(page.getByTestId('storage-note')).toContainText('Your layout is saved in this browser, but the oldest undo step did not fit');
  await expect(page.getByTestId('storage-error')).toHaveCount(0);
  // The saved base is the layout on the table.
  await page.waitForFunction(() => (window as unknown as { __chicaneBuilder?: unknown }).__chicaneBuilder !== undefined);
  const [saved, shown] = await page.evaluate(() => [
    JSON.stringify((JSON.parse(localStorage.getItem('chicane.builder.session')!) as { base: unknown }).base),
    JSON.stringify((window as unknown as { __chicaneBuilder: { state(): { layout: unknown } } }).__chicaneBuilder.state().layout),
  ]);
  expect(saved).toBe(shown);
});

test('?bench=1e8 is ignored with a message instead of freezing the tab', async ({ page }) => {
  await page.goto('/?debug&bench=1e8');
  await expect(page.getByTestId('error-message')).toContainText('?bench=1e8 was ignored: give a whole number of pieces from 14 to 2,000.');
  await expect(badge(page)).toBeVisible();
});

test('view options (behind a toggle on the table, closed by default) and the top view', async ({ page }) => {
  const errors = watchErrors(page);
  await freshBuilder(page);
  const panel = page.locator('#view-options-panel');
  await expect(panel).toBeHidden();
  // The view options sit behind a toggle in the corner of the table, with names for people.
  await page.getByRole('button', { name: 'View options' }).click();
  await expect(panel).toBeVisible();
  for (const label of ['Piece names', 'Legal steps', 'Space numbers', 'Grid', 'Cars on the grid']) await expect(panel.getByText(label, { exact: true })).toBeVisible();
  for (const id of ['View.labels', 'View.laneGraph', 'View.spaceNumbers', 'View.grid']) await panel.locator(`label[for="${id}"]`).first().click();
  // Open, it stays on the table: it covers neither the top bar nor the side panel's title and badge.
  const box = (await panel.boundingBox())!;
  const table = (await page.getByLabel('3D table').boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(table.x);
  expect(box.y).toBeGreaterThanOrEqual(table.y);
  expect(box.x + box.width).toBeLessThanOrEqual(table.x + table.width);
  expect(box.y + box.height).toBeLessThanOrEqual(table.y + table.height);
  // Other modes have no view options.
  await page.getByRole('tab', { name: 'Replay' }).click();
  await expect(page.getByRole('button', { name: 'View options' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Build' }).click();
  await page.getByRole('button', { name: 'View options' }).click();
  await expect(panel).toBeVisible();
  await waitForSettled(page, () => page.getByRole('button', { name: 'Top view', exact: true }).click());
  await page.screenshot({ path: 'test-results/screenshots/builder-view-options-top.png' });
  const stats = await page.evaluate(() => window.__chicane!.stats);
  expect(stats.calls).toBeLessThanOrEqual(50);
  expect(errors).toEqual([]);
});

test("leaving Build in the middle of a glide leaves no 'gliding' mark on the shared camera", async ({ page }) => {
  const errors = watchErrors(page);
  await freshBuilder(page);
  // Learn's scene loaded once first, so the switch below takes the builder's rig off the canvas at once.
  await page.getByRole('tab', { name: 'Learn' }).click();
  await expect(page.getByRole('button', { name: 'Empty position' })).toBeVisible();
  await page.getByRole('tab', { name: 'Build' }).click();
  await waitForSettled(page);
  await page.getByRole('button', { name: 'Top view', exact: true }).click();
  await page.waitForFunction(() => {
    window.__chicane?.draw?.();
    return window.__chicane?.camera?.gliding === true;
  });
  await page.getByRole('tab', { name: 'Learn' }).click();
  await expect(page.getByRole('button', { name: 'Empty position' })).toBeVisible();
  // Learn's camera never glides: a mark still there is the builder's, left behind, and the view would never count as at rest.
  await expect.poll(() => page.evaluate(() => window.__chicane?.camera?.gliding)).toBe(false);
  await waitForSettled(page);
  expect(errors).toEqual([]);
});

const toast = (page: Page) => page.getByRole('status', { name: 'What just happened' });

test('a share link is opened once: an edit after it survives a reload, and the previous layout is one Undo away', async ({ page, device }) => {
  const errors = watchErrors(page);
  // The sender shares Track 10.
  await freshBuilder(page);
  await page.getByLabel('Open a preset layout').selectOption('track-10');
  await expect(page.getByRole('heading', { level: 1, name: 'Track 10' })).toBeVisible();
  await page.getByRole('button', { name: 'Share link' }).click();
  const url = await page.getByLabel('The share link').inputValue();
  const shared = await pieceCount(page);

  // The recipient has the default layout of their own.
  const other = await device();
  const otherErrors = watchErrors(other);
  await other.goto('/?debug');
  const own = await other.getByRole('heading', { level: 1 }).textContent();
  expect(own).not.toBe('Track 10');
  const ownCount = await pieceCount(other);
  await other.goto(url);
  await expect(other.getByRole('heading', { level: 1, name: 'Track 10' })).toBeVisible();
  await expect(toast(other)).toHaveText(/Opened the shared layout “Track 10”\. Your previous layout is one Undo away\./);
  await expect(other).not.toHaveURL(/#track=/);
  await other.screenshot({ path: 'test-results/screenshots/builder-shared-link-toast.png' });

  // An edit, then a reload: the edit stays (the link is not opened again).
  await other.getByLabel('Select a piece').selectOption('p3');
  await other.locator('body').press('Delete');
  await expect(other.getByTestId('piece-count')).toHaveText(String(shared - 1));
  await expect(toast(other)).toBeHidden();
  await other.reload();
  await waitForFrames(other, 5);
  await expect(other.getByRole('heading', { level: 1, name: 'Track 10' })).toBeVisible();
  await expect(other.getByTestId('piece-count')).toHaveText(String(shared - 1));

  // Undo twice: the deletion, then the opening of the link; the recipient's own layout is back.
  await other.getByRole('button', { name: 'Undo' }).click();
  await expect(other.getByTestId('piece-count')).toHaveText(String(shared));
  await other.getByRole('button', { name: 'Undo' }).click();
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(own!);
  await expect(other.getByTestId('piece-count')).toHaveText(String(ownCount));
  expect(otherErrors).toEqual([]);
  await other.close();
  expect(errors).toEqual([]);
});

test('switching the game is one Undo away: the toast brings the layout back', async ({ page }) => {
  const errors = watchErrors(page);
  await freshBuilder(page);
  await page.getByLabel('Open a preset layout').selectOption('track-10');
  await expect(page.getByRole('heading', { level: 1, name: 'Track 10' })).toBeVisible();
  const before = await pieceCount(page);
  expect(before).toBeGreaterThan(0);
  // Opening a preset over a layout with pieces offers it back too.
  await expect(toast(page)).toContainText('Your previous layout is one Undo away.');

  await page.getByLabel('Game of the new table').selectOption('formula-1');
  await expect(toast(page)).toContainText('Switched to Formuła 1');
  await expect(page.getByTestId('piece-count')).toHaveText('0');
  await page.screenshot({ path: 'test-results/screenshots/builder-switch-game-toast.png' });
  await toast(page).getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Track 10' })).toBeVisible();
  await expect(page.getByTestId('piece-count')).toHaveText(String(before));
  await expect(page.getByLabel('Game of the new table')).toHaveValue('start-frei');
  await expect(toast(page)).toBeHidden();
  await expect(badge(page)).toHaveText(/Valid loop/);

  // One undo step: Redo switches again.
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(page.getByTestId('piece-count')).toHaveText('0');
  await expect(page.getByLabel('Game of the new table')).toHaveValue('formula-1');
  expect(errors).toEqual([]);
});
