/**
 * Random valid loops: one loop builder for every game, drawing from a stock
 * of pieces (counts by catalog type, per game: one box, two, or a custom
 * inventory) with a seeded random source. `randomTrack(game, seed)` is the
 * builder's "Random valid track" (one box); the track generator
 * (src/rating/generate.ts) calls `randomLoop` with the player's pieces.
 *
 * - Start Frei (`startFreiLoop`): every curve turns the same way, so a loop
 *   is a convex polygon whose straight tiles per direction must cancel out.
 * - Formuła 1 (`gridLoop`): its tiles are squares on a grid (a square tile
 *   one cell, the START-FINISH tile two, a triangular corner one cell it
 *   turns in), so a loop is a closed walk over grid cells that never visits
 *   a cell twice, turning left or right at the corners it has.
 * - Das Motorsportspiel (`recipeLoop`): its one printed board has no piece
 *   count; straights by length between four corners.
 *
 * Deterministic per random source; src/track never calls Math.random.
 */
import { catalogFor } from './catalog';
import type { GameId } from './lane-graph-types';
import type { Layout } from './layout-schema';
import { gridWalk, nudgeWalk, type GridToken, type MoveKind } from './grid-loop';
import { chain, type ChainStep } from './snap';
import { switchesUsable, validateLayout } from './validate';

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

/** Pieces to draw from: per catalog type a count (null or missing: as many as wanted), and Start Frei's connecting pieces (null: no limit). */
export interface PieceStock {
  readonly pieces: Readonly<Record<string, number | null>>;
  readonly joints: number | null;
}

/** What `boxes` copies of the game's box hold. */
export function boxStock(game: GameId, boxes = 1): PieceStock {
  const c = catalogFor(game);
  const pieces: Record<string, number | null> = {};
  for (const d of c.pieces) pieces[d.id] = d.count === null ? null : d.count * boxes;
  return { pieces, joints: c.joints ? c.joints.count * boxes : null };
}

/** How many of `type` the stock holds (capped, so "no limit" stays a finite bag). */
function have(stock: PieceStock, type: string, cap = 200): number {
  const n = stock.pieces[type];
  return n === null || n === undefined ? cap : Math.min(cap, n);
}

/** Whether `layout` uses no more of any piece (and of the connecting pieces, one per join) than `stock` holds. */
export function withinStock(layout: Layout, stock: PieceStock): boolean {
  const used = new Map<string, number>();
  for (const p of layout.pieces) used.set(p.type, (used.get(p.type) ?? 0) + 1);
  for (const [type, n] of used) if (n > have(stock, type, Infinity)) return false;
  return stock.joints === null || catalogFor(layout.game).joints === undefined || layout.connections.length <= stock.joints;
}

/** 'box' when the stock is within one box (the validator then checks the box's counts), else 'custom'. */
function stockKind(game: GameId, stock: PieceStock): 'box' | 'custom' {
  const c = catalogFor(game);
  const box = c.pieces.every((p) => p.count === null || have(stock, p.id, Infinity) <= p.count);
  return box && (stock.joints ?? 0) <= (c.joints?.count ?? 0) ? 'box' : 'custom';
}

function finish(game: GameId, name: string, steps: readonly ChainStep[], stock: PieceStock): Layout | undefined {
  const built = chain(game, name, steps, stockKind(game, stock));
  if (!built.ok || !switchesUsable(validateLayout(built.layout)) || !withinStock(built.layout, stock)) return undefined;
  return built.layout;
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

/** Das Motorsportspiel: straights by length between four corners (its board has no piece count). */
const MOTORSPORTSPIEL: Recipe = {
  corners: 4,
  corner: (left, rnd) => ({ type: `msp-curve-${2 + Math.floor(rnd() * 4)}`, side: left ? 'A' : 'B' }),
  start: { type: 'msp-start' },
  startLength: 4,
  straights: [{ length: 4, count: Infinity, types: [{ type: 'msp-straight' }, { type: 'msp-fast' }, { type: 'msp-fast', side: 'B' }, { type: 'msp-chicane' }] }],
  maxRun: 24,
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

function recipeLoop(game: GameId, r: Recipe, rnd: () => number, name: string, stock: PieceStock): Layout | undefined {
  const left = rnd() < 0.5;
  const d = runLengths(r, rnd);
  const stockLeft = r.straights.map((s) => ({ ...s, left: s.count }));
  const steps: ChainStep[] = [];
  for (let k = 0; k < r.corners; k++) {
    let need = d[k]!;
    const run: ChainStep[] = [];
    if (k === 0) need -= r.startLength;
    for (const s of stockLeft) {
      while (need >= s.length && s.left > 0) {
        run.push(s.types[Math.floor(rnd() * s.types.length)]!);
        s.left--;
        need -= s.length;
      }
    }
    if (need !== 0) return undefined; // out of straights
    for (let i = run.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [run[i], run[j]] = [run[j]!, run[i]!];
    }
    if (k === 0) steps.push(r.start);
    steps.push(...run, r.corner(left, rnd, k));
  }
  return finish(game, name, steps, stock);
}

function shuffle<T>(items: T[], rnd: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * Start Frei from the tiles in stock (the connecting pieces are the clips
 * between them, one per join): every curve turns the same way, so the loop
 * is a convex polygon whose straight tiles per direction must cancel out.
 * Patterns that cancel: a tile in two opposite directions, or (with 30°
 * curves) in three directions 120° apart. Patterns are drawn until a random
 * number of straights (at least enough for the minimum lap, at most the
 * stock) is used; the tiles come shuffled from the stock with a random side
 * up. Two boxes give longer tracks than one.
 */
function startFreiLoop(rnd: () => number, name: string, stock: PieceStock): Layout | undefined {
  const catalog = catalogFor('start-frei');
  const bag = (kind: string) => catalog.pieces.filter((d) => d.kind === kind).flatMap((d) => Array.from({ length: have(stock, d.id) }, () => d));
  const start = catalog.pieces.find((d) => d.kind === 'start');
  const curves = bag('curve');
  const straights = bag('straight');
  if (!start || curves.length === 0 || have(stock, start.id) < 1) return undefined;
  const n = Math.round((2 * Math.PI) / Math.abs(curves[0]!.sides.A.angle));
  if (curves.length < n) return undefined;
  const unit = start.sides.A.length;
  const fewest = Math.max(1, Math.ceil((catalog.minLap - n * curves[0]!.sides.A.length) / unit));
  const most = Math.min(1 + straights.length, (stock.joints ?? Infinity) - n);
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
  const tiles = shuffle([...straights], rnd);
  const bends = shuffle([...curves], rnd);
  const steps: ChainStep[] = [];
  for (let k = 0; k < n; k++) {
    if (k === 0) steps.push({ type: start.id });
    for (let t = k === 0 ? 1 : 0; t < d[k]!; t++) {
      const def = tiles.pop();
      if (!def) return undefined;
      const side = def.sides.B && rnd() < 0.5 ? 'B' : 'A';
      // A switch straight turned round would point against travel.
      const reversed = def.reversible && (side === 'A' ? def.sides.A : def.sides.B!).switchCount === 0 && rnd() < 0.5;
      steps.push({ type: def.id, side, reversed });
    }
    const curve = bends.pop()!;
    steps.push({ type: curve.id, side: left === curve.sides.A.angle > 0 ? 'A' : 'B' });
  }
  return finish('start-frei', name, steps, stock);
}

/** One try at a random loop from `stock`: a valid layout, or undefined when this draw does not close, validate or fit the stock. */
export function randomLoop(game: GameId, stock: PieceStock, rnd: () => number, name: string): Layout | undefined {
  if (game === 'start-frei') return startFreiLoop(rnd, name, stock);
  if (game === 'formula-1') return gridLoop(game, stock, rnd, name);
  return recipeLoop(game, MOTORSPORTSPIEL, rnd, name, stock);
}

/** A random loop that validates with the box's inventory; the same seed gives the same layout. */
export function randomTrack(game: GameId, seed: number): Layout {
  const rnd = seededRandom(seed);
  const label = game === 'start-frei' ? 'Start Frei' : game === 'formula-1' ? 'Formuła 1' : 'Motorsportspiel';
  const stock = boxStock(game);
  for (let i = 0; i < 200; i++) {
    const layout = randomLoop(game, stock, rnd, `Random ${label} track #${seed}`);
    if (layout) return layout;
  }
  throw new Error(`randomTrack: no valid ${game} loop after 200 attempts (seed ${seed})`);
}

/** The catalog types a grid loop is made of: the start tile, a straight square, a corner (side A turns left, B right). */
function gridTypes(game: GameId, stock: PieceStock) {
  const c = catalogFor(game);
  const of = (kind: string) => c.pieces.filter((d) => d.kind === kind);
  const start = of('start')[0];
  const square = of('square')[0];
  const corner = of('triangle')[0];
  if (!start || !square || !corner || have(stock, start.id) < 1) return undefined;
  return { start: start.id, square: square.id, corner: corner.id, squares: have(stock, square.id, 64), corners: have(stock, corner.id, 64) };
}

function gridLayout(game: GameId, tokens: readonly GridToken[], name: string, stock: PieceStock): Layout | undefined {
  const t = gridTypes(game, stock);
  if (!t) return undefined;
  const steps: ChainStep[] = [{ type: t.start }, ...tokens.map((k): ChainStep => (k === 'S' ? { type: t.square } : { type: t.corner, side: k === 'L' ? 'A' : 'B' }))];
  return finish(game, name, steps, stock);
}

/** Formuła 1: a random closed walk over grid cells from the tiles in stock. */
function gridLoop(game: GameId, stock: PieceStock, rnd: () => number, name: string): Layout | undefined {
  const t = gridTypes(game, stock);
  if (!t) return undefined;
  // A random length (a closed walk covers an even number of cells), so small and large loops both come out.
  const all = t.squares + t.corners;
  const most = 4 + Math.floor(rnd() * Math.max(1, all - 3));
  const walk = gridWalk(t.squares, t.corners, most - 1, most, rnd) ?? gridWalk(t.squares, t.corners, 4, all, rnd);
  return walk ? gridLayout(game, walk, name, stock) : undefined;
}

/** A grid loop's cells in travel order after the start tile, read back from its pieces (undefined for any other layout). */
function gridTokensOf(layout: Layout): GridToken[] | undefined {
  const c = catalogFor(layout.game);
  const [first, ...rest] = layout.pieces;
  if (!first || c.byId.get(first.type)?.kind !== 'start') return undefined;
  const out: GridToken[] = [];
  for (const p of rest) {
    const kind = c.byId.get(p.type)?.kind;
    if (kind === 'square') out.push('S');
    else if (kind === 'triangle') out.push(p.side === 'A' ? 'L' : 'R');
    else return undefined;
  }
  return out;
}

/**
 * A neighbour of a grid loop for a local search: one of the moves of
 * `nudgeWalk` (src/track/grid-loop.ts: the start tile moved, the loop
 * mirrored, a jog (two cells in a row changed, two more to close the loop), a stretch reversed, two opposite sides
 * grown or shrunk, a stretch re-routed), or of `kinds` only. Undefined when
 * none gives a valid layout within the stock, or the layout is not a grid
 * loop.
 */
export function reshapeLoop(layout: Layout, stock: PieceStock, rnd: () => number, kinds?: readonly MoveKind[]): Layout | undefined {
  const tokens = gridTokensOf(layout);
  const t = gridTypes(layout.game, stock);
  if (!tokens || !t) return undefined;
  const next = nudgeWalk(tokens, t.squares, t.corners, rnd, kinds);
  return next ? gridLayout(layout.game, next, layout.name, stock) : undefined;
}
