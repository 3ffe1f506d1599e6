/**
 * "Random valid track": a loop from the box's inventory that validates.
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

const RECIPES: Record<GameId, Recipe> = {
  'start-frei': {
    corners: 12,
    // 8 plain curves and 4 with a dangerous chicane; side B of both turns right.
    corner: (left, _rnd, i) => ({ type: i % 3 === 2 ? 'sf-curve-chicane' : 'sf-curve', side: left ? 'A' : 'B', reversed: !left && i % 3 === 2 }),
    start: { type: 'sf-start' },
    startLength: 4,
    straights: [
      { length: 4, count: 9, types: [{ type: 'sf-switch' }, { type: 'sf-chicane' }, { type: 'sf-chicane', side: 'B' }, { type: 'sf-straight' }, { type: 'sf-switch', side: 'B' }] },
      { length: 1, count: 27, types: [{ type: 'sf-connector' }] },
    ],
    maxRun: 9,
  },
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
