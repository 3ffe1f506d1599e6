/**
 * The worker pool of a rating: the races of every player count cut into
 * chunks, handed to whichever worker is free, the samples gathered in any
 * order. Race `i` has its own seed in src/rating, so the result is the same
 * however the chunks fall; the pool only decides who runs what.
 */
import type { RaceSample } from '../../rating';
import { fromWorkerSchema, type ToWorker } from './messages';

/** What the pool needs of a Web Worker (a test passes one that runs in-process). */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  onmessage: ((e: { data: unknown }) => void) | null;
  onerror: ((e: { message?: string }) => void) | null;
  terminate(): void;
}

export interface RatingPlan {
  readonly game: string;
  readonly layout: unknown;
  readonly players: readonly number[];
  /** Races per player count. */
  readonly races: number;
  readonly seed: number;
}

export interface Chunk {
  readonly players: number;
  readonly from: number;
  readonly count: number;
}

/** Chunks small enough that every worker gets several (an even finish, a smooth progress bar), at most 50 races. */
export function chunksOf(plan: Pick<RatingPlan, 'players' | 'races'>, workers: number): Chunk[] {
  const size = Math.max(5, Math.min(50, Math.ceil(plan.races / (Math.max(1, workers) * 6))));
  const out: Chunk[] = [];
  for (const players of plan.players) for (let from = 0; from < plan.races; from += size) out.push({ players, from, count: Math.min(size, plan.races - from) });
  return out;
}

export class Cancelled extends Error {
  constructor() {
    super('the rating was cancelled');
    this.name = 'Cancelled';
  }
}

export interface RatingRun {
  readonly done: Promise<RaceSample[]>;
  cancel(): void;
}

export class RatingPool {
  private readonly workers: WorkerLike[] = [];
  private run: { cancel(): void } | null = null;
  /** Job numbers run on across ratings, so an answer to a cancelled rating is known and dropped. */
  private jobs = 0;

  constructor(
    private readonly make: () => WorkerLike,
    readonly size: number,
  ) {}

  /** Starts the workers ahead of the first rating, so it does not wait for them to load. */
  warm(): void {
    while (this.workers.length < this.size) this.workers.push(this.make());
  }

  /** Runs a rating; a new one cancels the one under way. `onProgress(races done, races in all)` after every chunk. */
  start(plan: RatingPlan, onProgress: (done: number, total: number) => void): RatingRun {
    this.run?.cancel();
    this.warm();
    const chunks = chunksOf(plan, this.size);
    const base = this.jobs;
    this.jobs += chunks.length;
    const total = chunks.reduce((a, c) => a + c.count, 0);
    const results: RaceSample[][] = [];
    let next = 0;
    let finished = 0;
    let raced = 0;
    let over = false;
    let settle: { resolve(s: RaceSample[]): void; reject(e: Error): void };
    const done = new Promise<RaceSample[]>((resolve, reject) => (settle = { resolve, reject }));
    const stop = (error: Error | null) => {
      if (over) return;
      over = true;
      for (const w of this.workers) {
        w.onmessage = null;
        w.onerror = null;
      }
      if (this.run === handle) this.run = null;
      if (error) settle.reject(error);
      else settle.resolve(results.flat());
    };
    const feed = (w: WorkerLike) => {
      if (over || next >= chunks.length) return;
      const job = next++;
      const c = chunks[job]!;
      w.postMessage({ type: 'chunk', job: base + job, request: { game: plan.game, layout: plan.layout, players: c.players, seed: plan.seed, from: c.from, count: c.count } });
    };
    for (const w of this.workers) {
      w.onmessage = (e) => {
        const m = fromWorkerSchema.safeParse(e.data);
        if (!m.success) return stop(new Error('a rating worker sent an answer the page does not understand'));
        const job = m.data.job - base;
        // An answer to a chunk of a rating cancelled before this one.
        if (m.data.job >= 0 && (job < 0 || job >= chunks.length)) return;
        if (m.data.type === 'error') return stop(new Error(m.data.message));
        results.push(m.data.samples as RaceSample[]);
        raced += chunks[job]!.count;
        finished++;
        onProgress(raced, total);
        if (finished === chunks.length) return stop(null);
        feed(w);
      };
      w.onerror = (e) => stop(new Error(`a rating worker failed${e.message ? `: ${e.message}` : ''}`));
    }
    const handle = { cancel: () => stop(new Cancelled()) };
    this.run = handle;
    if (chunks.length === 0) stop(null);
    else for (const w of this.workers) feed(w);
    return { done, cancel: handle.cancel };
  }

  dispose(): void {
    this.run?.cancel();
    for (const w of this.workers) w.terminate();
    this.workers.length = 0;
  }
}
