import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boxInventory, generateLayouts, profileOf } from '../../../src/rating';

/**
 * Runs drawn, and how many of them must end on target ("most seeds"). A quick search hits about 84 % of seeds
 * (151 of 180 measured); with 8 runs and 6 needed, a sound search failed one run in eight. With 32 runs and 21
 * needed it fails about one run in 350, while a search that hits only half the seeds passes one run in twenty.
 */
const RUNS = 32;
const AT_LEAST = 21;

/**
 * The panel's default minutes (12 at 3 players) at the levels one box reaches there: each has layouts of one
 * box on target (the bench's "seeds on target" rows find them), so a search that misses did not look well.
 */
const TARGETS = [1, 2, 3].map((difficulty) => ({ kind: 'profile', minutes: 12, difficulty }) as const);

describe('a quick Formuła 1 search from one box', () => {
  it(`ends on a reachable target for most seeds (at least ${AT_LEAST} of ${RUNS})`, { timeout: 600_000 }, () => {
    const box = boxInventory('formula-1', 1);
    const cases = fc.sample(fc.record({ target: fc.constantFrom(...TARGETS), seed: fc.integer({ min: 1, max: 100_000 }) }), RUNS);
    const misses: string[] = [];
    for (const { target, seed } of cases) {
      const [best] = generateLayouts({ game: 'formula-1', target, inventory: box, count: 1, seed, effort: 'quick' });
      if (!best?.hit) {
        const p = best && profileOf(best.rating);
        misses.push(`seed ${seed}: ${target.minutes} minutes, level ${target.difficulty} asked; ${p ? `${p.minutes.toFixed(1)} minutes, level ${p.difficulty.toFixed(2)} found` : 'nothing found'}`);
      }
    }
    expect(misses.length, misses.join('\n')).toBeLessThanOrEqual(RUNS - AT_LEAST);
  });
});
