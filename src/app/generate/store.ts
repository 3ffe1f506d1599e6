/**
 * "Make me a track" in the browser (zustand): the request (game, target,
 * pieces owned, effort), the search under way with its progress, and the
 * layouts found, best first. The search's steps run on the page between
 * ratings (drawing a loop, a local-search step: milliseconds); every rating
 * it asks for is raced by the rating worker pool, so the page stays free.
 * Opening a result loads it into the builder as one step of its history:
 * the layout that was there is one Undo away.
 */
import { z } from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { boxInventory, driveSearch, summarise, type Effort, type Generated, type GenerateOptions, type Inventory, type Target } from '../../rating';
import { catalogFor, oneLine, type TrackGameId } from '../../track';
import type { BuilderStore } from '../builder';
import { Cancelled, type RatingPool } from '../rating';
import type { Owned } from '../sheet';

export type GenerateStatus = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export const requestSchema = z.object({
  game: z.enum(['start-frei', 'formula-1']),
  target: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('scale'), dots: z.number().int().min(1, 'choose 1 to 4 dots').max(4, 'choose 1 to 4 dots'), squares: z.number().int().min(1, 'choose 1 to 4 squares').max(4, 'choose 1 to 4 squares') }),
    z.object({
      kind: z.literal('profile'),
      minutes: z.number({ error: 'the minutes must be a number' }).min(1, 'ask for at least 1 minute').max(120, 'ask for at most 120 minutes'),
      difficulty: z.number().min(1, 'choose a difficulty of 1 to 4').max(4, 'choose a difficulty of 1 to 4'),
    }),
    z.object({ kind: z.literal('like'), preset: z.string().min(1).max(64) }),
  ]),
  effort: z.enum(['quick', 'thorough']),
  count: z.number().int().min(1).max(6),
  seed: z.number({ error: 'the seed must be a number' }).int('the seed must be a whole number').min(0, 'the seed must be 0 or more').max(2_147_483_647, 'the seed must be below 2,147,483,648'),
});
export type GenerateRequest = z.output<typeof requestSchema>;

export interface GenerateState {
  readonly open: boolean;
  readonly status: GenerateStatus;
  /** Search steps done and in all (random loops, local-search steps, final ratings). */
  readonly done: number;
  readonly total: number;
  readonly message: string | null;
  readonly results: readonly Generated[];
  /** The target the results were measured against (a preset's, once resolved). */
  readonly target: Target | null;
  readonly game: TrackGameId | null;
  setOpen(open: boolean): void;
  /** Starts a search; returns a one-line problem with the request instead when it is not usable. */
  start(request: unknown, owned: Owned): string | null;
  cancel(): void;
  /** Opens result `index` in the builder (the previous layout one Undo away). */
  openResult(index: number): void;
}

export interface GenerateDeps {
  readonly builder: StoreApi<BuilderStore>;
  readonly pool: () => RatingPool;
}

/** What is owned, as the generator's inventory: a number of boxes, or a count of each piece (kinds not named: none). */
export function inventoryOf(game: TrackGameId, owned: Owned): Inventory {
  if (owned.kind === 'boxes') return boxInventory(game, owned.boxes);
  const c = catalogFor(game);
  const pieces: Record<string, number | null> = {};
  for (const d of c.pieces) pieces[d.id] = d.count === null ? null : (owned.pieces[d.id] ?? 0);
  return { game, pieces, joints: c.joints ? (owned.clips ?? 0) : null };
}

export function createGenerateStore(deps: GenerateDeps): StoreApi<GenerateState> {
  let run: { cancel(): void } | null = null;
  let cancelled = false;
  let generation = 0;
  return createStore<GenerateState>()((set, get) => ({
    open: false,
    status: 'idle',
    done: 0,
    total: 0,
    message: null,
    results: [],
    target: null,
    game: null,
    setOpen(open) {
      set({ open });
    },
    start(input, owned) {
      const parsed = requestSchema.safeParse(input);
      if (!parsed.success) return oneLine(parsed.error.issues[0]?.message ?? 'not a usable request', 200);
      const req = parsed.data;
      if (get().status === 'running') get().cancel();
      const mine = ++generation;
      cancelled = false;
      const pool = deps.pool();
      const options: GenerateOptions = {
        game: req.game,
        target: req.target,
        inventory: inventoryOf(req.game, owned),
        count: req.count,
        seed: req.seed,
        effort: req.effort as Effort,
        onProgress: (done, total) => {
          if (mine === generation) set({ done, total });
        },
      };
      set({ status: 'running', done: 0, total: 1, message: null, results: [], target: null, game: req.game });
      driveSearch(options, (ask) => {
        if (cancelled || mine !== generation) return Promise.reject(new Cancelled());
        const r = pool.start({ game: req.game, layout: ask.layout, players: ask.players, races: ask.races, seed: ask.seed }, () => {});
        run = r;
        return r.done.then((samples) => summarise(samples, { game: req.game, seed: ask.seed }));
      }).then(
        (result) => {
          if (mine !== generation) return;
          run = null;
          const hits = result.found.filter((g) => g.hit).length;
          const message =
            result.found.length === 0
              ? 'No valid track could be made from these pieces: add pieces or choose more boxes.'
              : hits > 0
                ? `Found ${result.found.length} track${result.found.length === 1 ? '' : 's'}; ${hits === result.found.length ? (hits === 1 ? 'it hits' : 'all hit') : `${hits} hit${hits === 1 ? 's' : ''}`} the target.`
                : `Found ${result.found.length} track${result.found.length === 1 ? '' : 's'}, none exactly on target: the closest come first. A thorough search or another seed may come closer.`;
          set({ status: 'done', results: result.found, target: result.target, message, done: get().total });
        },
        (error: unknown) => {
          if (mine !== generation) return;
          run = null;
          if (error instanceof Cancelled) {
            return set({
              status: 'cancelled',
              message: cancelled ? `Search cancelled after ${get().done} of ${get().total} steps; nothing was changed.` : 'The search stopped: a rating of the layout needed the workers. Start it again when the rating is done.',
            });
          }
          set({ status: 'failed', message: oneLine(`The search failed: ${error instanceof Error ? error.message : String(error)}`, 300) });
        },
      );
      return null;
    },
    cancel() {
      cancelled = true;
      run?.cancel();
    },
    openResult(index) {
      const g = get().results[index];
      if (!g) return;
      const b = deps.builder.getState();
      const before = b.layout;
      if (b.run({ kind: 'load', label: `opened the generated track ${g.layout.name}`, layout: g.layout })) {
        deps.builder.getState().frame();
        if (before.pieces.length > 0) deps.builder.getState().offerUndo(`Opened “${g.layout.name}”. Your previous layout “${before.name ?? 'untitled'}” is one Undo away.`);
        set({ open: false });
      }
    },
  }));
}
