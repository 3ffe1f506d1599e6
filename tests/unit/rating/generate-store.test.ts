import { describe, expect, it } from 'vitest';
import { runSearch, rateChunk, boxInventory } from '../../../src/rating';
import { loadPreset } from '../../../src/track/presets';
import { RatingPool, type WorkerLike } from '../../../src/app/rating';
import { createGenerateStore, inventoryOf } from '../../../src/app/generate/store';
import { createBuilderStore } from '../../../src/app/builder/store';
import type { ToWorker } from '../../../src/app/rating/messages';

/** A rating worker that runs its chunk in this process, answering on a later task like a real one. */
function worker(): WorkerLike {
  const w: WorkerLike = {
    onmessage: null,
    onerror: null,
    postMessage(m: ToWorker) {
      setTimeout(() => w.onmessage?.({ data: { type: 'done', job: m.job, samples: rateChunk(m.request as Parameters<typeof rateChunk>[0]) } }), 0);
    },
    terminate() {},
  };
  return w;
}

function setup() {
  const oval = loadPreset('the-oval');
  if (!oval.ok) throw new Error(oval.error);
  const builder = createBuilderStore(oval.layout);
  const pool = new RatingPool(worker, 2);
  return { builder, store: createGenerateStore({ builder, pool: () => pool }), before: oval.layout };
}

const settled = (store: ReturnType<typeof setup>['store']) =>
  new Promise<void>((resolve) => {
    const stop = store.subscribe((s) => s.status !== 'running' && (stop(), resolve()));
  });

const request = { game: 'start-frei', target: { kind: 'scale', dots: 2, squares: 3 }, effort: 'quick', count: 1, seed: 3 };

describe('"Make me a track" in the browser', () => {
  it('finds what one process finds, with progress, and opens it without losing the old layout', { timeout: 300_000 }, async () => {
    const { builder, store, before } = setup();
    const seen: number[] = [];
    store.subscribe((s) => seen.push(s.done));
    expect(store.getState().start(request, { kind: 'boxes', boxes: 1 })).toBeNull();
    expect(store.getState().status).toBe('running');
    await settled(store);
    const s = store.getState();
    expect(s.status).toBe('done');
    const alone = runSearch({ game: 'start-frei', target: { kind: 'scale', dots: 2, squares: 3 }, inventory: boxInventory('start-frei', 1), effort: 'quick', count: 1, seed: 3 });
    expect(s.results.map((g) => g.layout)).toEqual(alone.found.map((g) => g.layout));
    expect(new Set(seen).size).toBeGreaterThan(3);
    expect(Math.max(...seen)).toBe(s.total);
    const steps = builder.getState().history.index;
    store.getState().openResult(0);
    expect(builder.getState().layout.name).toBe(s.results[0]!.layout.name);
    expect(builder.getState().history.index).toBe(steps + 1);
    expect(builder.getState().toast?.text).toMatch(/is one Undo away/);
    builder.getState().undo();
    expect(builder.getState().layout).toEqual(before);
  });

  it('cancels: nothing changes and it says so', { timeout: 300_000 }, async () => {
    const { builder, store, before } = setup();
    store.getState().start({ ...request, effort: 'thorough' }, { kind: 'boxes', boxes: 1 });
    await new Promise<void>((resolve) => {
      const stop = store.subscribe((s) => s.done >= 1 && (stop(), resolve()));
    });
    store.getState().cancel();
    await settled(store);
    expect(store.getState().status).toBe('cancelled');
    expect(store.getState().message).toMatch(/^Search cancelled after \d+ of \d+ steps; nothing was changed\.$/);
    expect(store.getState().results).toEqual([]);
    expect(builder.getState().layout).toEqual(before);
  });

  it.each([
    [{ ...request, game: 'motorsportspiel' }, /Invalid option/],
    [{ ...request, target: { kind: 'scale', dots: 5, squares: 2 } }, /choose 1 to 4 dots/],
    [{ ...request, target: { kind: 'profile', minutes: 0, difficulty: 2 } }, /at least 1 minute/],
    [{ ...request, seed: -1 }, /the seed must be 0 or more/],
  ])('refuses a request it cannot use, in one line: %j', (bad, message) => {
    const { store } = setup();
    expect(store.getState().start(bad, { kind: 'boxes', boxes: 1 })).toMatch(message);
    expect(store.getState().status).toBe('idle');
  });

  it('turns what is owned into the inventory: boxes, or a count of each piece', () => {
    expect(inventoryOf('formula-1', { kind: 'boxes', boxes: 2 })).toEqual(boxInventory('formula-1', 2));
    const mine = inventoryOf('start-frei', { kind: 'custom', pieces: { 'sf-curve': 12, 'sf-start': 1 }, clips: 20 });
    expect(mine.pieces['sf-curve']).toBe(12);
    expect(mine.pieces['sf-straight']).toBe(0);
    expect(mine.joints).toBe(20);
  });
});
