/**
 * "Make me a track": layouts from an inventory that hit a target rating.
 * Random valid loops (src/track's `randomTrack`) are rated briefly, the best
 * are improved by local search on the rating (flip a straight, swap two
 * tiles, take another tile from the spare stock; every step must validate
 * and stay within the inventory), and the results are rated in full, best
 * first. Deterministic per seed.
 */
import { catalogFor, randomTrack, seededRandom, replacePiece, validateLayout, type Layout, type TrackGameId } from '../track';
import { withinInventory, type Inventory } from './inventory';
import { rateLayout } from './rate';
import { squaresScore } from './summarise';
import type { Rating } from './types';

export interface Target {
  /** Start Frei's race duration, 1–4 dots. */
  readonly dots: number;
  /** Start Frei's difficulty, 1–4 squares. */
  readonly squares: number;
}

export interface GenerateOptions {
  readonly game: TrackGameId;
  readonly target: Target;
  readonly inventory: Inventory;
  /** Layouts wanted (default 3). */
  readonly count?: number;
  readonly seed?: number;
  /** Random loops tried (default 12) and local-search steps after them (default 24). */
  readonly tries?: number;
  readonly steps?: number;
  /** Races per player count while searching (default 40) and for the final ratings (default 200). */
  readonly searchRaces?: number;
  readonly finalRaces?: number;
  readonly players?: readonly number[];
  /** Called after each candidate rated, with how many of tries + steps are done. */
  readonly onProgress?: (done: number, total: number) => void;
}

export interface Generated {
  readonly layout: Layout;
  readonly rating: Rating;
  /** |duration score − dots| + |difficulty on the squares scale − squares|: 0 is a perfect hit. */
  readonly distance: number;
  /** Its rounded scale is the target. */
  readonly hit: boolean;
}

/** How far a rating is from the target (continuous scores, docs/rating.md). */
export function targetDistance(rating: Rating, target: Target): number {
  const s = rating.scale;
  if (!s) return Infinity;
  return Math.abs(s.durationScore - target.dots) + Math.abs(squaresScore(s.difficultyScore) - target.squares);
}

export function hitsTarget(rating: Rating, target: Target): boolean {
  return rating.scale?.dots === target.dots && rating.scale.squares === target.squares;
}

/** One local-search step: the same loop with other tiles or other sides up (undefined when the step does not validate). */
function neighbour(layout: Layout, inventory: Inventory, rnd: () => number): Layout | undefined {
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

/** Layouts within the inventory that come closest to the target, best first, each with its full rating. */
export function generateLayouts(options: GenerateOptions): Generated[] {
  const { game, target, inventory } = options;
  const count = options.count ?? 3;
  const seed = options.seed ?? 1;
  const tries = options.tries ?? 12;
  const steps = options.steps ?? 24;
  const players = options.players ?? [2, 3, 4];
  const searchRaces = options.searchRaces ?? 40;
  const rnd = seededRandom(seed ^ 0x5bd1e995);
  const quick = (layout: Layout) => rateLayout({ game, layout, players, races: searchRaces, seed });
  const pool: { layout: Layout; distance: number }[] = [];
  const total = tries + steps;
  let done = 0;
  for (let i = 0; i < tries; i++) {
    let layout: Layout;
    try {
      layout = randomTrack(game, (seed * 1009 + i * 7919) | 0);
    } catch {
      continue;
    }
    done++;
    options.onProgress?.(done, total);
    if (!withinInventory(layout, inventory)) continue;
    pool.push({ layout, distance: targetDistance(quick(layout), target) });
  }
  pool.sort((a, b) => a.distance - b.distance);
  // Local search: improve the best few in turn, keeping a step when it comes closer.
  const climbers = pool.slice(0, Math.max(1, count));
  for (let s = 0; s < steps && climbers.length > 0; s++) {
    const c = climbers[s % climbers.length]!;
    const next = neighbour(c.layout, inventory, rnd);
    done++;
    options.onProgress?.(done, total);
    if (!next) continue;
    const d = targetDistance(quick(next), target);
    if (d < c.distance) {
      c.layout = next;
      c.distance = d;
    }
  }
  const best = [...climbers, ...pool.slice(climbers.length)].sort((a, b) => a.distance - b.distance).slice(0, count);
  return best
    .map((c, i) => {
      const rating = rateLayout({ game, layout: c.layout, players, races: options.finalRaces ?? 200, seed });
      const name = `Generated track ${i + 1} (${target.dots} dot${target.dots === 1 ? '' : 's'}, ${target.squares} square${target.squares === 1 ? '' : 's'} asked)`;
      const layout: Layout = {
        ...c.layout,
        name,
        meta: { ...c.layout.meta, ...(rating.scale ? { duration: rating.scale.dots, difficulty: rating.scale.squares } : {}), description: 'Made by the track generator from your pieces; the dots and squares are its rating.' },
        rating,
      };
      return { layout, rating, distance: targetDistance(rating, target), hit: hitsTarget(rating, target) };
    })
    .sort((a, b) => a.distance - b.distance);
}
