import { afterEach, describe, expect, it } from 'vitest';
import { rateChunk, rateLayout, summarise } from '../../../src/rating';
import { RatingPool, WARM_UPS, createRatingStore, warmUpFor, type WorkerLike } from '../../../src/app/rating';
import { createBuilderStore } from '../../../src/app/builder/store';
import type { FromWorker, ToWorker } from '../../../src/app/rating/messages';
import { loadPreset } from '../../../src/track/presets';

/** A worker that runs every chunk (warm-ups too) in this process, answering on a later task like a real one. */
function fakeWorker(log: ToWorker[]): () => WorkerLike {
  return () => {
    const w: WorkerLike = {
      onmessage: null,
      onerror: null,
      postMessage(m) {
        log.push(m);
        setTimeout(() => w.onmessage?.({ data: { type: 'done', job: m.job, samples: rateChunk(m.request as Parameters<typeof rateChunk>[0]) } }), 0);
      },
      terminate() {},
    };
    return w;
  };
}

const oval = () => {
  const r = loadPreset('the-oval');
  if (!r.ok) throw new Error(r.error);
  return r.layout;
};

describe('the rating workers warm up', () => {
  it('with one warm-up per worker, whose races never count in a rating started meanwhile', async () => {
    const log: ToWorker[] = [];
    const pool = new RatingPool(fakeWorker(log), 2);
    const warmed: number[] = [];
    pool.warmUp({ ...warmUpFor('start-frei')!, races: 12 }, (n) => warmed.push(n));
    pool.warmUp({ ...warmUpFor('start-frei')!, races: 12 });
    expect(log.filter((m) => m.warm)).toHaveLength(2);
    const plan = { game: 'start-frei', layout: oval(), players: [2], races: 30, seed: 4 };
    const samples = await pool.start(plan, () => {}).done;
    expect(summarise(samples, { game: 'start-frei', seed: 4 })).toEqual(rateLayout({ game: 'start-frei', layout: plan.layout, players: [2], races: 30, seed: 4 }));
    await new Promise((r) => setTimeout(r, 10));
    expect(warmed).toEqual([1, 2]);
    expect(pool.warmed).toBe(2);
  });

  it('through the store, a moment after the panel shows, on the builder game’s example table', async () => {
    const log: ToWorker[] = [];
    const pool = new RatingPool(fakeWorker(log), 2);
    let later: (() => void) | null = null;
    const store = createRatingStore({ builder: createBuilderStore(oval()), pool: () => pool, now: () => 0, holdsRatings: () => true, later: (run) => (later = run) });
    store.getState().warm();
    expect(log).toHaveLength(0);
    expect(later).not.toBeNull();
    later!();
    expect(log.map((m) => [m.warm, m.request.game, m.request.players, m.request.count])).toEqual([
      [true, 'start-frei', WARM_UPS['start-frei'].players, WARM_UPS['start-frei'].races],
      [true, 'start-frei', WARM_UPS['start-frei'].players, WARM_UPS['start-frei'].races],
    ]);
    await expect.poll(() => store.getState().warmed, { timeout: 60_000 }).toBe(2);
  });

  it('has an example table for every rated game', () => {
    for (const game of Object.keys(WARM_UPS)) expect(warmUpFor(game)?.game).toBe(game);
    expect(warmUpFor('bahn-frei')).toBeNull();
  });
});

describe('a rating worker', () => {
  const posted: FromWorker[] = [];
  const scope = globalThis as unknown as { self?: { postMessage(m: FromWorker): void; onmessage?: (e: { data: unknown }) => void } };
  afterEach(() => {
    posted.length = 0;
  });

  it('stops a warm-up at the next message, answers it with no samples, and races the chunk as asked', async () => {
    scope.self = { postMessage: (m) => posted.push(m) };
    await import('../../../src/app/rating/rate.worker');
    const self = scope.self;
    const request = { game: 'start-frei', layout: oval(), players: 2, seed: 1, from: 0, count: 400 };
    self.onmessage!({ data: { type: 'chunk', job: 1, warm: true, request } });
    self.onmessage!({ data: { type: 'chunk', job: 2, request: { ...request, count: 3 } } });
    // Both answered at once: the warm-up did not go on racing its 400 races first.
    expect(posted.map((m) => m.type === 'done' && [m.job, m.samples.length])).toEqual([
      [1, 0],
      [2, 3],
    ]);
    expect(posted[1]).toEqual({ type: 'done', job: 2, samples: rateChunk({ ...request, count: 3 }) });
    // A warm-up left alone ends by itself, a few races at a time.
    posted.length = 0;
    self.onmessage!({ data: { type: 'chunk', job: 3, warm: true, request: { ...request, count: 12 } } });
    expect(posted).toEqual([]);
    await expect.poll(() => posted.length, { timeout: 60_000 }).toBe(1);
    expect(posted[0]).toEqual({ type: 'done', job: 3, samples: [] });
  });
});
