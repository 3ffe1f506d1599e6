/**
 * The rating in the browser (zustand): its settings (races per player
 * count, seed), the run under way with its progress, and what became of the
 * last one. A finished rating is stored with the layout through the builder's
 * history (one Undo takes it off again), so it is autosaved, exported and
 * shared with the layout.
 */
import { z } from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { defaultPlayers, defaultRaces, summarise } from '../../rating';
import { gameById } from '../../rules';
import { oneLine, type Layout } from '../../track';
import { loadPreset } from '../../track/presets';
import type { BuilderStore } from '../builder';
import { Cancelled, type RatingPool, type WarmUp } from './pool';
import { withRating, type KeptRating } from './stored';
import { layoutFingerprint } from '../../rating';

export const RATED_GAMES = ['start-frei', 'formula-1', 'motorsportspiel'] as const;

export const settingsSchema = z.object({
  races: z.number({ error: 'the number of races must be a number' }).int('the number of races must be a whole number').min(10, 'rate with at least 10 races').max(20_000, 'rate with at most 20,000 races'),
  seed: z.number({ error: 'the seed must be a number' }).int('the seed must be a whole number').min(0, 'the seed must be 0 or more').max(2_147_483_647, 'the seed must be below 2,147,483,648'),
});
export type RatingSettings = z.output<typeof settingsSchema>;

export type RatingStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export interface RatingState {
  readonly status: RatingStatus;
  /** Races finished and races in all of the run under way (or the last one). */
  readonly done: number;
  readonly total: number;
  /** A sentence about the last run: why it failed, that it was cancelled, how long it took. */
  readonly message: string | null;
  /** Races per player count; null: the game's default. */
  readonly races: number | null;
  readonly seed: number;
  /** Wall time of the last finished rating, milliseconds. */
  readonly lastMs: number | null;
  readonly workers: number;
  /** Workers whose warm-up has ended (see `RatingPool.warmUp`). */
  readonly warmed: number;
  /** Draw the trouble spots (incidents per piece) on the 3D table. */
  readonly showHeat: boolean;
  /** The last rating when the track file cannot hold it (kept until the page is reloaded). */
  readonly kept: KeptRating | null;
  setShowHeat(on: boolean): void;
  setSettings(input: { races?: unknown; seed?: unknown }): string | null;
  /** Rates the builder's layout; `players` (the bench's, tests') replaces the game's 2–4 player counts. */
  start(options?: { players?: readonly number[] }): void;
  cancel(): void;
  warm(): void;
}

export interface RatingDeps {
  readonly builder: StoreApi<BuilderStore>;
  readonly pool: () => RatingPool;
  readonly now: () => number;
  /** Whether a layout can carry its rating (the track file's optional field). */
  readonly holdsRatings: () => boolean;
  /** Runs the workers' warm-up a little later (the page's first frames go first); without it, no warm-up. */
  readonly later?: (run: () => void) => void;
}

/**
 * What a worker races to warm up, per game: the game's own example table
 * (its most players of a default rating), about half a second of racing on
 * a 2-core machine. Measured in Chromium, Start Frei's races cost three times
 * less processor time from about the 500th on; a warm-up of 300 takes most
 * of that, and a rating started meanwhile goes first.
 */
export const WARM_UPS: Readonly<Record<(typeof RATED_GAMES)[number], { preset: string; players: number; races: number }>> = {
  'start-frei': { preset: 'the-oval', players: 4, races: 300 },
  'formula-1': { preset: 'formula-1-circuit', players: 4, races: 20 },
  motorsportspiel: { preset: 'motorsportspiel-ring', players: 4, races: 20 },
};

/** The warm-up for a game (the rated game's example table), or null for a game without a rating. */
export function warmUpFor(game: string): WarmUp | null {
  const w = (WARM_UPS as Record<string, (typeof WARM_UPS)['start-frei'] | undefined>)[game];
  const preset = w && loadPreset(w.preset);
  return w && preset?.ok ? { game, layout: preset.layout, players: w.players, races: w.races } : null;
}

/** The plan of a rating of `layout`: the game's player counts 2–4 where it allows them. */
export function planFor(layout: Layout, races: number | null, seed: number) {
  const game = gameById(layout.game);
  return { game: layout.game, layout, players: defaultPlayers(game.seats.min, game.seats.max), races: races ?? defaultRaces(layout.game), seed };
}

export function createRatingStore(deps: RatingDeps): StoreApi<RatingState> {
  let run: { cancel(): void } | null = null;
  return createStore<RatingState>()((set, get) => ({
    status: 'idle',
    done: 0,
    total: 0,
    message: null,
    races: null,
    seed: 1,
    lastMs: null,
    workers: 0,
    warmed: 0,
    showHeat: true,
    kept: null,
    setShowHeat(showHeat) {
      set({ showHeat });
    },
    setSettings(input) {
      const next = { races: input.races ?? get().races ?? defaultRaces(deps.builder.getState().layout.game), seed: input.seed ?? get().seed };
      const r = settingsSchema.safeParse(next);
      if (!r.success) return r.error.issues[0]?.message ?? 'not a usable setting';
      set({ races: input.races !== undefined ? r.data.races : get().races, seed: r.data.seed });
      return null;
    },
    warm() {
      const pool = deps.pool();
      pool.warm();
      if (get().workers !== pool.size) set({ workers: pool.size });
      deps.later?.(() => {
        const w = warmUpFor(deps.builder.getState().layout.game);
        if (w) pool.warmUp(w, (warmed) => set({ warmed }));
      });
    },
    start(options) {
      const b = deps.builder.getState();
      const layout = b.layout;
      if (!(RATED_GAMES as readonly string[]).includes(layout.game)) return set({ status: 'failed', message: 'This game has no track rating.' });
      if (b.report.errors.length > 0) return set({ status: 'failed', message: 'Fix the problems listed below first: only a valid closed loop can be raced.' });
      run?.cancel();
      const base = planFor(layout, get().races, get().seed);
      const plan = options?.players && options.players.length > 0 ? { ...base, players: options.players } : base;
      const pool = deps.pool();
      const began = deps.now();
      const total = plan.players.length * plan.races;
      set({ status: 'running', done: 0, total, message: null, workers: pool.size });
      const r = pool.start(plan, (done) => set({ done }));
      run = r;
      r.done.then(
        (samples) => {
          if (run !== r) return;
          run = null;
          const rating = summarise(samples, { game: plan.game, seed: plan.seed });
          const ms = deps.now() - began;
          const now = deps.builder.getState();
          const ran = `Rated with ${total.toLocaleString('en-US')} bot races in ${(ms / 1000).toFixed(1)} s on ${pool.size} ${pool.size === 1 ? 'core' : 'cores'}`;
          if (deps.holdsRatings()) {
            now.run({ kind: 'load', label: `rated ${layout.name} with ${total.toLocaleString('en-US')} bot races`, layout: withRating(now.layout, rating, layout) });
            set({ status: 'done', done: total, lastMs: ms, kept: null, message: `${ran}; the rating is saved with the layout (one Undo takes it off).` });
          } else {
            set({ status: 'done', done: total, lastMs: ms, kept: { rating, madeFor: layoutFingerprint(layout) }, message: `${ran}. It is kept until you reload: this version's track files have no place for a rating yet.` });
          }
        },
        (error: unknown) => {
          if (run !== r) return;
          run = null;
          if (error instanceof Cancelled) return set({ status: 'cancelled', message: `Rating cancelled after ${get().done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} races; nothing was stored.` });
          set({ status: 'failed', message: oneLine(`The rating failed: ${error instanceof Error ? error.message : String(error)}`, 300) });
        },
      );
    },
    cancel() {
      run?.cancel();
    },
  }));
}
