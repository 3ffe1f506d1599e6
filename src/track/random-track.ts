/**
 * "Random valid track": a loop from the box's inventory that validates
 * (Start Frei: from its 22 tiles alone, see `startFreiAttempt`).
 * Every game's corners turn by a fixed angle, so a loop turning one way is
 * a convex polygon: with n corners per full turn, runs of straights between
 * corners close when the straight lengths per direction sum to zero. We draw
 * lengths that pair opposite directions (and, for 30° corners, triangles of
 * directions 120° apart), turn them into the pieces the box still has, chain
 * them and keep the first layout that validates. Deterministic per seed.
 */
import { catalogFor } from './catalog';
import type { GameId } from './lane-graph-types';
import type { Layout } from './layout-schema';
import { chain, type ChainStep } from './snap';
import { validateLayout } from './validate';

/** Small seeded generator (mulberry32): src/track never calls Math.random. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Recipe {
  /** Corners per full turn and the pieces that make one, per turning direction. */
  readonly corners: number;
  readonly corner: (left: boolean, rnd: () => number, i: number) => ChainStep;
  readonly start: ChainStep;
  readonly startLength: number;
  /** Straight pieces by length, with how many the box has (Infinity: no limit), and printed variants. */
  readonly straights: readonly { length: number; count: number; types: readonly ChainStep[] }[];
  /** Largest straight length per direction pair drawn. */
  readonly maxRun: number;
}

/** Formuła 1 and Motorsportspiel: straights by length; Start Frei is drawn from its box of tiles (`startFreiAttempt`). */
const RECIPES: Record<Exclude<GameId, 'start-frei'>, Recipe> = {
  'formula-1': {
    corners: 4,
    corner: (left) => ({ type: 'f1-triangle', side: left ? 'A' : 'B' }),
    start: { type: 'f1-start' },
    startLength: 6,
    straights: [{ length: 3, count: 7, types: [{ type: 'f1-square' }] }],
    maxRun: 9,
  },
  motorsportspiel: {
    corners: 4,
    corner: (left, rnd) => ({ type: `msp-curve-${2 + Math.floor(rnd() * 4)}`, side: left ? 'A' : 'B' }),
    start: { type: 'msp-start' },
    startLength: 4,
    straights: [{ length: 4, count: Infinity, types: [{ type: 'msp-straight' }, { type: 'msp-fast' }, { type: 'msp-fast', side: 'B' }, { type: 'msp-chicane' }] }],
    maxRun: 24,
  },
};

/** Straight length per direction k (heading k · 360°/n), summing to zero as vectors. */
function runLengths(r: Recipe, rnd: () => number): number[] {
  const n = r.corners;
  const unit = Math.min(...r.straights.map((s) => s.length));
  const d = new Array<number>(n).fill(0);
  for (let k = 0; k < n / 2; k++) {
    const len = Math.floor(rnd() * (r.maxRun / unit + 1)) * unit;
    d[k] = (d[k] ?? 0) + len;
    d[k + n / 2] = (d[k + n / 2] ?? 0) + len;
  }
  if (n % 3 === 0 && rnd() < 0.6) {
    const j = Math.floor(rnd() * (n / 3));
    const len = (1 + Math.floor(rnd() * 4)) * unit;
    for (let t = 0; t < 3; t++) d[j + (t * n) / 3] = d[j + (t * n) / 3]! + len;
  }
  // Room for the start piece on the first run.
  if (d[0]! < r.startLength) {
    const add = Math.ceil((r.startLength - d[0]!) / unit) * unit;
    d[0] = d[0]! + add;
    d[n / 2] = d[n / 2]! + add;
  }
  return d;
}

function attempt(game: GameId, rnd: () => number, name: string): Layout | undefined {
  if (game === 'start-frei') return startFreiAttempt(rnd, name);
  const r = RECIPES[game];
  const left = rnd() < 0.5;
  const d = runLengths(r, rnd);
  const stock = r.straights.map((s) => ({ ...s, left: s.count }));
  const steps: ChainStep[] = [];
  for (let k = 0; k < r.corners; k++) {
    let need = d[k]!;
    const run: ChainStep[] = [];
    if (k === 0) need -= r.startLength;
    for (const s of stock) {
      while (need >= s.length && s.left > 0) {
        run.push(s.types[Math.floor(rnd() * s.types.length)]!);
        s.left--;
        need -= s.length;
      }
    }
    if (need !== 0) return undefined; // the box ran out of straights
    for (let i = run.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [run[i], run[j]] = [run[j]!, run[i]!];
    }
    if (k === 0) steps.push(r.start);
    steps.push(...run, r.corner(left, rnd, k));
  }
  const built = chain(game, name, steps, 'box');
  if (!built.ok) return undefined;
  return validateLayout(built.layout).valid ? built.layout : undefined;
}

function shuffle<T>(items: T[], rnd: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * Start Frei from the box's tiles alone (the connecting pieces are the clips
 * between them): every curve turns the same way, so the loop is a convex
 * polygon whose straight tiles per direction must cancel out. Patterns that
 * cancel: a tile in two opposite directions, or (with 30° curves) in three
 * directions 120° apart. Patterns are drawn until a random number of
 * straights (at least enough for the minimum lap, at most the box) is used;
 * the tiles come shuffled from the box with a random side up.
 */
function startFreiAttempt(rnd: () => number, name: string): Layout | undefined {
  const catalog = catalogFor('start-frei');
  const box = (kind: string) => catalog.pieces.filter((d) => d.kind === kind).flatMap((d) => Array.from({ length: d.count ?? 0 }, () => d));
  const start = catalog.pieces.find((d) => d.kind === 'start');
  const curves = box('curve');
  const straights = box('straight');
  if (!start || curves.length === 0) return undefined;
  const n = Math.round((2 * Math.PI) / Math.abs(curves[0]!.sides.A.angle));
  if (curves.length < n) return undefined;
  const curveLap = n * curves[0]!.sides.A.length;
  const unit = start.sides.A.length;
  const fewest = Math.max(1, Math.ceil((catalog.minLap - curveLap) / unit));
  const most = 1 + straights.length;
  if (fewest > most) return undefined;
  const target = fewest + Math.floor(rnd() * (most - fewest + 1));
  const patterns: number[][] = [];
  if (n % 2 === 0) for (let k = 0; k < n / 2; k++) patterns.push([k, k + n / 2]);
  if (n % 3 === 0) for (let j = 0; j < n / 3; j++) patterns.push([j, j + n / 3, j + (2 * n) / 3]);
  const d = new Array<number>(n).fill(0);
  let used = 0;
  // The first pattern holds direction 0, the start piece's run.
  for (;;) {
    const fits = patterns.filter((p) => p.length <= target - used && (used > 0 || p.includes(0)));
    if (fits.length === 0) break;
    const p = fits[Math.floor(rnd() * fits.length)]!;
    for (const k of p) d[k]!++;
    used += p.length;
  }
  if (d[0] === 0) return undefined;
  const left = rnd() < 0.5;
  const bag = shuffle([...straights], rnd);
  const bends = shuffle([...curves], rnd);
  const steps: ChainStep[] = [];
  for (let k = 0; k < n; k++) {
    if (k === 0) steps.push({ type: start.id });
    for (let t = k === 0 ? 1 : 0; t < d[k]!; t++) {
      const def = bag.pop()!;
      const side = def.sides.B && rnd() < 0.5 ? 'B' : 'A';
      // A switch straight turned round would point against travel.
      const reversed = def.reversible && (side === 'A' ? def.sides.A : def.sides.B!).switchCount === 0 && rnd() < 0.5;
      steps.push({ type: def.id, side, reversed });
    }
    const curve = bends.pop()!;
    steps.push({ type: curve.id, side: left === curve.sides.A.angle > 0 ? 'A' : 'B' });
  }
  const built = chain('start-frei', name, steps, 'box');
  if (!built.ok) return undefined;
  return validateLayout(built.layout).valid ? built.layout : undefined;
}

/** A random loop that validates with the box's inventory; the same seed gives the same layout. */
export function randomTrack(game: GameId, seed: number): Layout {
  const rnd = seededRandom(seed);
  const label = catalogFor(game).game === 'start-frei' ? 'Start Frei' : game === 'formula-1' ? 'Formuła 1' : 'Motorsportspiel';
  for (let i = 0; i < 200; i++) {
    const layout = attempt(game, rnd, `Random ${label} track #${seed}`);
    if (layout) return layout;
  }
  throw new Error(`randomTrack: no valid ${game} loop after 200 attempts (seed ${seed})`);
}
