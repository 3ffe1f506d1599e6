import { describe, expect, it } from 'vitest';
import { rateChunk, summarise, rateLayout, type RaceSample } from '../../../src/rating';
import { type Layout } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import { Cancelled, RatingPool, chunksOf, createRatingStore, type WorkerLike } from '../../../src/app/rating';
import { layoutFingerprint } from '../../../src/rating';
import { currentRating, storedRating } from '../../../src/app/rating/stored';
import { restoreSession, serialiseSession } from '../../../src/app/builder/session';
import { createBuilderStore } from '../../../src/app/builder/store';
import type { ToWorker } from '../../../src/app/rating/messages';

function oval(): Layout {
  const r = loadPreset('the-oval');
  if (!r.ok) throw new Error(r.error);
  return r.layout;
}

/** A worker that runs its chunk in this process, answering on a later task like a real one. */
function fakeWorker(log: ToWorker[] = []): () => WorkerLike {
  return () => {
    const w: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage(m) {
        log.push(m);
        setTimeout(() => {
          try {
            w.onmessage?.({ data: { type: 'done', job: m.job, samples: rateChunk(m.request as Parameters<typeof rateChunk>[0]) } });
          } catch (e) {
            w.onmessage?.({ data: { type: 'error', job: m.job, message: (e as Error).message } });
          }
        }, 0);
      },
      terminate() {},
    };
    return w;
  };
}

describe('the rating worker pool', () => {
  it('cuts every player count into chunks that cover each race once', () => {
    const chunks = chunksOf({ players: [2, 3, 4], races: 1000 }, 2);
    for (const p of [2, 3, 4]) {
      const mine = chunks.filter((c) => c.players === p).sort((a, b) => a.from - b.from);
      let next = 0;
      for (const c of mine) {
        expect(c.from).toBe(next);
        expect(c.count).toBeGreaterThan(0);
        expect(c.count).toBeLessThanOrEqual(50);
        next += c.count;
      }
      expect(next).toBe(1000);
    }
    expect(chunks.filter((c) => c.players === 2).length).toBeGreaterThanOrEqual(2 * 6);
  });

  it('gives the same rating as one process, for any number of workers', async () => {
    const layout = oval();
    const one = rateLayout({ game: 'start-frei', layout, players: [2, 3], races: 60, seed: 7 });
    for (const size of [1, 3]) {
      const pool = new RatingPool(fakeWorker(), size);
      const seen: number[] = [];
      const samples: RaceSample[] = await pool.start({ game: 'start-frei', layout, players: [2, 3], races: 60, seed: 7 }, (done) => seen.push(done)).done;
      expect(summarise(samples, { game: 'start-frei', seed: 7 })).toEqual(one);
      expect(seen[seen.length - 1]).toBe(120);
      expect([...seen].sort((a, b) => a - b)).toEqual(seen);
    }
  });

  it('stops on cancel, and an answer to the cancelled rating does not count in the next', async () => {
    const layout = oval();
    const pool = new RatingPool(fakeWorker(), 2);
    const first = pool.start({ game: 'start-frei', layout, players: [2], races: 200, seed: 1 }, () => {});
    first.cancel();
    await expect(first.done).rejects.toBeInstanceOf(Cancelled);
    const samples = await pool.start({ game: 'start-frei', layout, players: [3], races: 20, seed: 2 }, () => {}).done;
    expect(samples.length).toBe(20);
    expect(samples.every((s) => s.players === 3)).toBe(true);
  });

  it('reports a worker’s error in one line', async () => {
    const pool = new RatingPool(fakeWorker(), 2);
    const bad = { ...oval(), pieces: oval().pieces.slice(1) };
    await expect(pool.start({ game: 'start-frei', layout: bad, players: [2], races: 20, seed: 1 }, () => {}).done).rejects.toThrow(/not a valid track|does not load/);
  });
});

describe('the rating store', () => {
  function setup(holds: boolean) {
    const builder = createBuilderStore(oval());
    const pool = new RatingPool(fakeWorker(), 2);
    let t = 0;
    const store = createRatingStore({ builder, pool: () => pool, now: () => (t += 100), holdsRatings: () => holds });
    return { builder, store };
  }

  it('runs with progress and keeps the rating: stale once the layout changes', async () => {
    const { builder, store } = setup(false);
    store.getState().setSettings({ races: 20 });
    store.getState().start();
    expect(store.getState().status).toBe('running');
    expect(store.getState().total).toBe(60);
    await new Promise<void>((resolve) => {
      const stop = store.subscribe((s) => s.status !== 'running' && (stop(), resolve()));
    });
    const s = store.getState();
    expect(s.status).toBe('done');
    expect(s.done).toBe(60);
    expect(s.kept).not.toBeNull();
    const shown = currentRating(builder.getState().layout, s.kept);
    expect(shown?.stale).toBe(false);
    expect(shown?.rating.tables.map((t) => t.players)).toEqual([2, 3, 4]);
    builder.getState().run({ kind: 'remove', id: builder.getState().layout.pieces[5]!.id });
    expect(currentRating(builder.getState().layout, s.kept)?.stale).toBe(true);
    expect(layoutFingerprint(builder.getState().layout)).not.toBe(s.kept!.madeFor);
  });

  it('stores the rating with the layout: one Undo step, kept through the autosave', async () => {
    const { builder, store } = setup(true);
    const steps = builder.getState().history.index;
    store.getState().setSettings({ races: 10 });
    store.getState().start({ players: [2] });
    await new Promise<void>((resolve) => {
      const stop = store.subscribe((s) => s.status !== 'running' && (stop(), resolve()));
    });
    expect(store.getState().status).toBe('done');
    expect(store.getState().message).toMatch(/saved with the layout/);
    const layout = builder.getState().layout;
    expect(builder.getState().history.index).toBe(steps + 1);
    expect(storedRating(layout)).toMatchObject({ stale: false, rating: { game: 'start-frei', races: 10 } });
    const restored = restoreSession(serialiseSession(builder.getState().history, null));
    if (!restored.ok) throw new Error(restored.message);
    expect(storedRating(restored.history.docs[restored.history.index - 1]!)?.rating).toEqual(storedRating(layout)!.rating);
    builder.getState().undo();
    expect(storedRating(builder.getState().layout)).toBeNull();
  });

  it('cancelling stores nothing and says so', async () => {
    const { builder, store } = setup(true);
    const before = builder.getState().history;
    store.getState().setSettings({ races: 200 });
    store.getState().start();
    await new Promise<void>((resolve) => {
      const stop = store.subscribe((s) => s.done > 0 && (stop(), resolve()));
    });
    store.getState().cancel();
    await new Promise<void>((resolve) => {
      const stop = store.subscribe((s) => s.status !== 'running' && (stop(), resolve()));
    });
    expect(store.getState().status).toBe('cancelled');
    expect(store.getState().message).toMatch(/^Rating cancelled after \d+ of 600 races; nothing was stored\.$/);
    expect(builder.getState().history).toBe(before);
  });

  it('refuses settings out of range with a sentence, keeping the old ones', () => {
    const { store } = setup(true);
    expect(store.getState().setSettings({ races: 5 })).toBe('rate with at least 10 races');
    expect(store.getState().setSettings({ seed: 1.5 })).toBe('the seed must be a whole number');
    expect(store.getState().setSettings({ races: Number.NaN })).toMatch(/number/);
    expect(store.getState().races).toBeNull();
    expect(store.getState().setSettings({ races: 300, seed: 9 })).toBeNull();
    expect(store.getState()).toMatchObject({ races: 300, seed: 9 });
  });
});
