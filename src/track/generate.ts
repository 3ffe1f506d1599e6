/**
 * Generated layouts for benchmarks and property tests: a start-frei oval of
 * any size (two long straights, six curves at each end), custom inventory.
 */
import type { Layout } from './layout-schema';
import { chain, type ChainStep } from './snap';

/** An oval of exactly `pieces` pieces (at least 14, even). */
export function generatedOval(pieces: number): Layout {
  const straights = Math.max(2, pieces - 12);
  const top = Math.ceil(straights / 2);
  const steps: ChainStep[] = [{ type: 'sf-start' }];
  const run = (n: number) => {
    for (let i = 0; i < n; i++) steps.push({ type: i % 3 === 1 ? 'sf-chicane' : 'sf-straight' });
  };
  const curves = () => {
    for (let i = 0; i < 6; i++) steps.push({ type: 'sf-curve' });
  };
  run(top - 1);
  curves();
  run(straights - top);
  curves();
  const r = chain('start-frei', `Generated oval (${steps.length} pieces)`, steps, 'custom');
  if (!r.ok) throw new Error(r.error);
  return r.layout;
}
