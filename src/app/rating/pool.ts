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

/** A warm-up: races of a layout whose samples nobody needs (see `RatingPool.warmUp`). */
export interface WarmUp {
  readonly game: string;
  readonly layout: unknown;
  readonly players: number;
  readonly races: number;
}

export class RatingPool {
  private readonly workers: WorkerLike[] = [];
  private run: { cancel(): void } | null = null;
  /** Job numbers run on across ratings, so an answer to a cancelled rating is known and dropped. */
  private jobs = 0;
  /** The job numbers of warm-ups not yet answered, and what to tell when one is. */
  private readonly warming = new Set<number>();
  private onWarm: ((warmed: number) => void) | null = null;
  /** Workers whose warm-up has ended (finished, or stopped by a rating). */
  warmed = 0;

  constructor(
    private readonly make: () => WorkerLike,
    readonly size: number,
  ) {}

  /** Starts the workers ahead of the first rating, so it does not wait for them to load. */
  warm(): void {
    while (this.workers.length < this.size) {
      const w = this.make();
      w.onmessage = this.idle;
      this.workers.push(w);
    }
  }

  /**
   * Warms each worker's JavaScript engine up with bot races nobody needs.
   * A fresh worker compiles the rules as it first races them: measured in
   * Chromium, its first 500 Start Frei races cost about three times the
   * processor time of later ones, half of it on the engine's compiler
   * threads, which on a 2-core machine compete with the other worker. A
   * warm-up run while the person looks at the panel leaves the first rating
   * only the races. A rating started meanwhile goes first (the worker stops
   * its warm-up at the next message), so a warm-up never makes a rating
   * wait. One warm-up per pool, none after a rating (it warmed them).
   */
  warmUp(warm: WarmUp, onWarm?: (warmed: number) => void): void {
    this.warm();
    if (this.warming.size > 0 || this.warmed > 0) return;
    if (this.jobs > 0) {
      // A rating has run: it warmed the workers up.
      this.warmed = this.workers.length;
      onWarm?.(this.warmed);
      return;
    }
    this.onWarm = onWarm ?? null;
    for (const w of this.workers) {
      const job = this.jobs++;
      this.warming.add(job);
      w.postMessage({ type: 'chunk', job, warm: true, request: { game: warm.game, layout: warm.layout, players: warm.players, seed: 1, from: 0, count: warm.races } });
    }
  }

  /** Whether an answer is a warm-up's (then counted). */
  private warmAnswer(data: unknown): boolean {
    const job = (data as { job?: unknown } | null)?.job;
    if (typeof job !== 'number' || !this.warming.delete(job)) return false;
    this.warmed++;
    this.onWarm?.(this.warmed);
    return true;
  }

  /** A worker's answers between ratings: only warm-ups end then. */
  private readonly idle = (e: { data: unknown }) => void this.warmAnswer(e.data);

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
        w.onmessage = this.idle;
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
        if (this.warmAnswer(e.data)) return;
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
