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
import { catalogFor, replacePiece, switchesUsable, validateLayout, type Layout, type TrackGameId } from '../track';
import { loadPreset } from '../track/presets';
import { randomLoop, reshapeLoop, seededRandom } from '../track/random-track';
import { layoutFingerprint, ratedFor } from './fingerprint';
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
  if (!next || !switchesUsable(validateLayout(next)) || !withinInventory(next, inventory)) return undefined;
  return next;
}

function targetWords(t: Target): string {
  if (t.kind === 'scale') return `${t.dots} dot${t.dots === 1 ? '' : 's'}, ${t.squares} square${t.squares === 1 ? '' : 's'} asked`;
  return `about ${Math.round(t.minutes)} minutes, difficulty ${t.difficulty.toFixed(1)} of 4 asked`;
}

/** A candidate of the search: a layout, how far its rating is from the target, and whether it is surely on target (confirmed by the final rating's races). */
interface Candidate {
  readonly layout: Layout;
  readonly key: string;
  readonly distance: number;
  readonly sure: boolean;
}

/** A climber of the local search: where it stands, its best so far, and the steps since that best improved. */
interface Climber {
  at: Candidate;
  best: Candidate;
  stale: number;
}

/**
 * The search, step by step: it yields the ratings it needs and returns the
 * layouts, best first.
 *
 * 1. `tries` random loops are rated briefly (`searchRaces` a table).
 * 2. The best `count` become climbers. Each local-search step moves one
 *    climber (in turn) to a neighbour, kept when it comes closer, and now
 *    and then when it is a little further (a temperature that falls to
 *    nothing over the steps, so a climber can leave a dead end). A climber
 *    whose best has not improved for `patience` of its own steps starts
 *    again from a fresh random loop (a restart).
 * 3. A layout whose brief rating is on target with `confirmMargin` to
 *    spare is rated again with the final rating's races (the same races,
 *    by the seed): on target then, it is surely on target in the end. The
 *    search stops early once `count` different layouts are.
 * 4. The `count` best layouts rated at any step are rated in full.
 */
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
  const schedule = settings.schedule;
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
  // Every layout rated, by its fingerprint: the results are the best of them, each once.
  const rated = new Map<string, Candidate>();
  const sureHits = new Set<string>();
  const quick = function* (layout: Layout): Generator<RateAsk, Candidate, Rating> {
    const key = layoutFingerprint(layout);
    const known = rated.get(key);
    if (known) return known;
    const brief = yield { layout, players: searchPlayers, races: searchRaces, seed };
    let c: Candidate = { layout, key, distance: targetDistance(brief, target), sure: false };
    if (hitsTarget(brief, target, schedule.confirmMargin)) {
      // Confirmed by as many races as the final rating runs, with the same seed: those are the final rating's own
      // races at these tables, so a layout confirmed on target ends on target.
      const full = finalRaces > searchRaces ? yield { layout, players: searchPlayers, races: finalRaces, seed } : brief;
      c = { layout, key, distance: targetDistance(full, target), sure: hitsTarget(full, target) };
    }
    rated.set(key, c);
    if (c.sure) sureHits.add(key);
    return c;
  };
  const fresh = (i: number) => {
    let layout: Layout | undefined;
    for (let a = 0; a < 200 && !layout; a++) layout = randomLoop(game, inventory, rnd, `Generated track #${i + 1}`);
    return layout && withinInventory(layout, inventory) ? layout : undefined;
  };
  const enough = () => sureHits.size >= count;
  const pool: Candidate[] = [];
  for (let i = 0; i < tries && !enough(); i++) {
    const layout = fresh(i);
    if (layout) pool.push(yield* quick(layout));
    tick();
  }
  pool.sort((a, b) => a.distance - b.distance);
  const climbers: Climber[] = pool.slice(0, Math.max(1, count)).map((c) => ({ at: c, best: c, stale: 0 }));
  for (let s = 0; s < steps && climbers.length > 0 && !enough(); s++) {
    const c = climbers[s % climbers.length]!;
    if (c.stale >= schedule.patience) {
      // A restart: this climber goes on from a new random loop.
      const layout = fresh(tries + s);
      if (layout) {
        const f = yield* quick(layout);
        c.at = f;
        if (f.distance < c.best.distance) c.best = f;
        c.stale = 0;
      }
      tick();
      continue;
    }
    const next = neighbour(c.at.layout, inventory, rnd);
    if (next) {
      const d = yield* quick(next);
      const temperature = schedule.temperature * (1 - s / Math.max(1, steps));
      if (d.distance < c.at.distance || (temperature > 0 && rnd() < Math.exp(-(d.distance - c.at.distance) / temperature))) c.at = d;
      if (d.distance < c.best.distance) {
        c.best = d;
        c.stale = 0;
      } else c.stale++;
    } else c.stale++;
    tick();
  }
  // The best layouts rated, surely-on-target ones first (so an early stop returns what stopped it).
  const best = [...rated.values()].sort((a, b) => Number(b.sure) - Number(a.sure) || a.distance - b.distance).slice(0, count);
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
