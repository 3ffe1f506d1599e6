/**
 * The app's one rating store: its workers are Web Workers, one per core
 * (`navigator.hardwareConcurrency`), started when the rating panel first
 * shows so the first rating does not wait for them, and warmed up a moment
 * later (pool.ts `warmUp`) so the first rating does not pay for compiling
 * the rules either.
 */
import { useStore } from 'zustand';
import { builderStore } from '../builder';
import { RatingPool, type WorkerLike } from './pool';
import { createRatingStore, type RatingState } from './store';
import { layoutsHoldRatings } from './stored';

let pool: RatingPool | null = null;

/** When the workers warm up: this long after the rating panel first shows, at the page's next quiet moment (at most this much later). */
const WARM_UP_AFTER_MS = 1500;
const WARM_UP_WAIT_MS = 3000;

function cores(): number {
  const n = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency;
  return Math.max(1, Math.min(16, Number.isFinite(n) && n > 0 ? n : 2));
}

function makeWorker(): WorkerLike {
  return new Worker(new URL('./rate.worker.ts', import.meta.url), { type: 'module', name: 'chicane-rating' }) as unknown as WorkerLike;
}

/** The page's one pool of rating workers, shared by "Rate this track" and "Make me a track" (a new run stops the one under way). */
export function ratingPool(): RatingPool {
  return (pool ??= new RatingPool(makeWorker, cores()));
}

export const ratingStore = createRatingStore({
  builder: builderStore,
  pool: ratingPool,
  now: () => performance.now(),
  holdsRatings: layoutsHoldRatings,
  // The warm-up waits for the page's first frames, then for a quiet moment.
  later: (run) => setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: WARM_UP_WAIT_MS }) : run()), WARM_UP_AFTER_MS),
});

export function useRating<T>(selector: (s: RatingState) => T): T {
  return useStore(ratingStore, selector);
}

declare global {
  interface Window {
    __chicaneRating?: { state(): RatingState };
  }
}

/** With `?debug`, browser tests and the bench read the rating's state as `window.__chicaneRating`. */
export function publishRatingDebug(): void {
  if (typeof window !== 'undefined') window.__chicaneRating = { state: () => ratingStore.getState() };
}
