/**
 * "Make me a track": layouts from an inventory that hit a target rating.
 * Random valid loops from the pieces owned (src/track's `randomLoop`) are
 * rated briefly, the best are improved by local search on the rating, and
 * the results are rated in full, best first. Deterministic per seed.
 *
 * The search is a generator that asks for ratings (`RateAsk`) and is given
 * them back, so the same steps run in one process (`generateLayouts`, the
 * CLI and tests, through `rateLayout`) and in the browser
 * (`driveSearch`, each rating raced by the worker pool while the page stays
 * free).
 *
 * Local-search steps: Start Frei flips a tile, swaps two tiles of a kind or
 * takes another tile from the spare stock; Formuła 1 moves the start tile
 * elsewhere on the loop or mirrors it (the corners' other sides up). Every
 * step must validate and stay within the inventory.
 */
import { catalogFor, loadPreset, randomLoop, replacePiece, reshapeLoop, seededRandom, validateLayout, type Layout, type TrackGameId } from '../track';
import { ratedFor } from './fingerprint';
import { withinInventory, type Inventory } from './inventory';
import { rateLayout } from './rate';
import { hitsTarget, profileOf, searchSettings, targetDistance, type Effort, type Target } from './targets';
import type { Rating } from './types';

export interface GenerateOptions {
  readonly game: TrackGameId;
  /** What to aim at, or the name of a preset to make tracks like. */
  readonly target: Target | { readonly kind: 'like'; readonly preset: string };
  readonly inventory: Inventory;
  /** Layouts wanted (default 3). */
  readonly count?: number;
  readonly seed?: number;
  /** The game's search settings to use (data/generate.json; default thorough); the four below override them. */
  readonly effort?: Effort;
  /** Random loops tried and local-search steps after them. */
  readonly tries?: number;
  readonly steps?: number;
  /** Races per player count while searching and for the final ratings. */
  readonly searchRaces?: number;
  readonly finalRaces?: number;
  /** Player counts of the final ratings (the search rates the game's search tables). */
  readonly players?: readonly number[];
  /** Called after each step, with how many of the steps are done. */
  readonly onProgress?: (done: number, total: number) => void;
}

export interface Generated {
  readonly layout: Layout;
  readonly rating: Rating;
  /** How far the rating is from the target (src/rating/targets.ts): 0 is a perfect hit. */
  readonly distance: number;
  /** The rating hits the target. */
  readonly hit: boolean;
}

/** A rating the search needs: `races` per player count of `players` on `layout`, with the search's seed. */
export interface RateAsk {
  readonly layout: Layout;
  readonly players: readonly number[];
  readonly races: number;
  readonly seed: number;
}

export type Search = Generator<RateAsk, GenerateResult, Rating>;

export interface GenerateResult {
  readonly target: Target;
  readonly found: readonly Generated[];
}

/** A target of "like this preset": Start Frei's printed figures, else a rating of the preset. */
function* resolveTarget(options: GenerateOptions, seed: number, races: number, players: readonly number[]): Generator<RateAsk, Target, Rating> {
  const t = options.target;
  if (t.kind !== 'like') return t;
  const p = loadPreset(t.preset);
  if (!p.ok) throw new Error(p.error);
  if (p.layout.game !== options.game) throw new Error(`${p.layout.name} is a ${p.layout.game} track, not a ${options.game} one`);
  const { duration, difficulty } = p.layout.meta;
  if (options.game === 'start-frei') {
    if (duration === undefined || difficulty === undefined) throw new Error(`${p.layout.name} prints no Start Frei duration and difficulty`);
    return { kind: 'scale', dots: duration, squares: difficulty };
  }
  const rating = yield { layout: p.layout, players, races, seed };
  const profile = profileOf(rating);
  return { kind: 'profile', minutes: profile.minutes, difficulty: profile.difficulty };
}

/** One local-search step (undefined when it does not validate or leaves the inventory). */
function neighbour(layout: Layout, inventory: Inventory, rnd: () => number): Layout | undefined {
  if (layout.game === 'formula-1') return reshapeLoop(layout, inventory, rnd);
  const catalog = catalogFor(layout.game);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
  const pieces = layout.pieces.filter((p) => catalog.byId.get(p.type)?.kind !== 'start');
  if (pieces.length === 0) return undefined;
  const a = pick(pieces);
  const defA = catalog.byId.get(a.type)!;
  const move = rnd();
  let next: Layout | undefined;
  if (move < 0.4 && defA.sides.B) {
    const r = replacePiece(layout, a.id, { type: a.type, side: a.side === 'A' ? 'B' : 'A' });
    next = r.ok ? r.layout : undefined;
  } else if (move < 0.7) {
    const same = pieces.filter((p) => p.type !== a.type && catalog.byId.get(p.type)?.kind === defA.kind);
    if (same.length === 0) return undefined;
    const b = pick(same);
    const r1 = replacePiece(layout, a.id, { type: b.type, side: b.side });
    const r2 = r1.ok ? replacePiece(r1.layout, b.id, { type: a.type, side: a.side }) : r1;
    next = r2.ok ? r2.layout : undefined;
  } else {
    const others = catalog.pieces.filter((d) => d.kind === defA.kind && d.id !== a.type);
    if (others.length === 0) return undefined;
    const d = pick(others);
    const side = d.sides.B && rnd() < 0.5 ? 'B' : 'A';
    const r = replacePiece(layout, a.id, { type: d.id, side });
    next = r.ok ? r.layout : undefined;
  }
  if (!next || !validateLayout(next).valid || !withinInventory(next, inventory)) return undefined;
  return next;
}

function targetWords(t: Target): string {
  if (t.kind === 'scale') return `${t.dots} dot${t.dots === 1 ? '' : 's'}, ${t.squares} square${t.squares === 1 ? '' : 's'} asked`;
  return `about ${Math.round(t.minutes)} minutes, difficulty ${t.difficulty.toFixed(1)} of 4 asked`;
}

/** The search, step by step: it yields the ratings it needs and returns the layouts, best first. */
export function* searchLayouts(options: GenerateOptions): Search {
  const { game, inventory } = options;
  const settings = searchSettings(game);
  const effort = settings.effort[options.effort ?? 'thorough'];
  const count = options.count ?? 3;
  const seed = options.seed ?? 1;
  const tries = options.tries ?? effort.tries;
  const steps = options.steps ?? effort.steps;
  const searchRaces = options.searchRaces ?? effort.searchRaces;
  const finalRaces = options.finalRaces ?? effort.finalRaces;
  const searchPlayers = options.players ?? settings.searchPlayers;
  const players = options.players ?? settings.players;
  const total = tries + steps + count + (options.target.kind === 'like' && game !== 'start-frei' ? 1 : 0);
  let done = 0;
  // Count the step whether or not anyone listens (`onProgress?.(++done)` would skip the count without a listener).
  const tick = () => {
    done++;
    options.onProgress?.(done, total);
  };
  const target = yield* resolveTarget(options, seed, searchRaces, searchPlayers);
  if (options.target.kind === 'like' && game !== 'start-frei') tick();
  const rnd = seededRandom(seed ^ 0x5bd1e995);
  const quick = function* (layout: Layout) {
    return targetDistance(yield { layout, players: searchPlayers, races: searchRaces, seed }, target);
  };
  const pool: { layout: Layout; distance: number }[] = [];
  for (let i = 0; i < tries; i++) {
    let layout: Layout | undefined;
    for (let a = 0; a < 200 && !layout; a++) layout = randomLoop(game, inventory, rnd, `Generated track #${i + 1}`);
    if (layout && withinInventory(layout, inventory)) pool.push({ layout, distance: yield* quick(layout) });
    tick();
  }
  pool.sort((a, b) => a.distance - b.distance);
  // Local search: improve the best few in turn, keeping a step when it comes closer.
  const climbers = pool.slice(0, Math.max(1, count));
  for (let s = 0; s < steps; s++) {
    const c = climbers[s % Math.max(1, climbers.length)];
    const next = c && neighbour(c.layout, inventory, rnd);
    if (c && next) {
      const d = yield* quick(next);
      if (d < c.distance) {
        c.layout = next;
        c.distance = d;
      }
    }
    tick();
  }
  const best = [...climbers, ...pool.slice(climbers.length)].sort((a, b) => a.distance - b.distance).slice(0, count);
  const found: Generated[] = [];
  for (const [i, c] of best.entries()) {
    const rating = ratedFor(yield { layout: c.layout, players, races: finalRaces, seed }, c.layout);
    tick();
    const layout: Layout = {
      ...c.layout,
      name: `Generated track ${i + 1} (${targetWords(target)})`,
      meta: {
        ...c.layout.meta,
        ...(rating.scale ? { duration: rating.scale.dots, difficulty: rating.scale.squares } : {}),
        description: `Made by the track generator from your pieces${rating.scale ? '; the dots and squares are its rating' : ''}.`,
      },
      rating,
    };
    found.push({ layout, rating, distance: targetDistance(rating, target), hit: hitsTarget(rating, target) });
  }
  while (done < total) tick();
  return { target, found: found.sort((a, b) => a.distance - b.distance) };
}

/** The whole search in this process (the CLI, tests, the bench). */
export function generateLayouts(options: GenerateOptions): Generated[] {
  return runSearch(options).found as Generated[];
}

export function runSearch(options: GenerateOptions): GenerateResult {
  const search = searchLayouts(options);
  let step = search.next();
  while (!step.done) {
    const ask = step.value;
    step = search.next(rateLayout({ game: options.game, layout: ask.layout, players: ask.players, races: ask.races, seed: ask.seed }));
  }
  return step.value;
}

/** The search with ratings from elsewhere (the browser's worker pool); a rejected rating (a cancel) ends it with that error. */
export async function driveSearch(options: GenerateOptions, rate: (ask: RateAsk) => Promise<Rating>): Promise<GenerateResult> {
  const search = searchLayouts(options);
  let step = search.next();
  while (!step.done) step = search.next(await rate(step.value));
  return step.value;
}
