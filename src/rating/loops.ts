/**
 * Start Frei loops from any inventory (two boxes give longer tracks than
 * one): the track model's convex-polygon recipe (src/track/random-track.ts)
 * with the straights drawn from the pieces the player owns. Every curve
 * turns the same way; straights per direction cancel in opposite pairs (or
 * triples 120° apart), so the loop closes. Deterministic per random source.
 */
import { catalogFor, chain, validateLayout, type ChainStep, type Layout } from '../track';
import { withinInventory, type Inventory } from './inventory';

function shuffle<T>(items: T[], rnd: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** A random Start Frei loop within `inventory`, or undefined when this draw does not close or validate. */
export function startFreiLoop(inventory: Inventory, rnd: () => number, name: string): Layout | undefined {
  const catalog = catalogFor('start-frei');
  const stock = (kind: string) =>
    catalog.pieces.filter((d) => d.kind === kind).flatMap((d) => Array.from({ length: Math.min(200, inventory.pieces[d.id] ?? 200) }, () => d));
  const start = catalog.pieces.find((d) => d.kind === 'start');
  const curves = stock('curve');
  const straights = stock('straight');
  if (!start || curves.length === 0 || (inventory.pieces[start.id] ?? 1) < 1) return undefined;
  const n = Math.round((2 * Math.PI) / Math.abs(curves[0]!.sides.A.angle));
  if (curves.length < n) return undefined;
  const unit = start.sides.A.length;
  const fewest = Math.max(1, Math.ceil((catalog.minLap - n * curves[0]!.sides.A.length) / unit));
  const joints = inventory.joints ?? Infinity;
  const most = Math.min(1 + straights.length, joints - n);
  if (fewest > most) return undefined;
  const target = fewest + Math.floor(rnd() * (most - fewest + 1));
  const patterns: number[][] = [];
  if (n % 2 === 0) for (let k = 0; k < n / 2; k++) patterns.push([k, k + n / 2]);
  if (n % 3 === 0) for (let j = 0; j < n / 3; j++) patterns.push([j, j + n / 3, j + (2 * n) / 3]);
  const d = new Array<number>(n).fill(0);
  let used = 0;
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
      const def = bag.pop();
      if (!def) return undefined;
      const side = def.sides.B && rnd() < 0.5 ? 'B' : 'A';
      // A switch straight turned round would point against travel.
      const reversed = def.reversible && (side === 'A' ? def.sides.A : def.sides.B!).switchCount === 0 && rnd() < 0.5;
      steps.push({ type: def.id, side, reversed });
    }
    const curve = bends.pop()!;
    steps.push({ type: curve.id, side: left === curve.sides.A.angle > 0 ? 'A' : 'B' });
  }
  const box = catalog.pieces.every((p) => p.count === null || (inventory.pieces[p.id] ?? 0) <= p.count) && (inventory.joints ?? 0) <= (catalog.joints?.count ?? 0);
  const built = chain('start-frei', name, steps, box ? 'box' : 'custom');
  if (!built.ok || !validateLayout(built.layout).valid || !withinInventory(built.layout, inventory)) return undefined;
  return built.layout;
}
