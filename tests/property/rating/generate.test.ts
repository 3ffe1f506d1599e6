import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { boxInventory, generateLayouts, layoutFingerprint, partsList, ratingSchema, withinInventory, type Inventory } from '../../../src/rating';
import { layoutSchema, validateLayout } from '../../../src/track';

/** A custom inventory: each piece type of one box, less up to two of some kinds. */
function trimmed(cuts: readonly number[]): Inventory {
  const box = boxInventory('start-frei', 1);
  const pieces = Object.fromEntries(Object.entries(box.pieces).map(([t, n], i) => [t, Math.max(0, (n ?? 0) - (cuts[i % cuts.length] ?? 0))]));
  return { ...box, pieces };
}

describe('generated layouts', () => {
  it('are always valid and within the inventory', { timeout: 300_000 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.oneof(
          fc.constant(boxInventory('start-frei', 1)),
          fc.constant(boxInventory('start-frei', 2)),
          fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 1, maxLength: 6 }).map(trimmed),
        ),
        (seed, dots, squares, inventory) => {
          const found = generateLayouts({ game: 'start-frei', target: { kind: 'scale', dots, squares }, inventory, seed, count: 2, tries: 3, steps: 6, searchRaces: 2, finalRaces: 2, players: [2] });
          for (const g of found) {
            expect(layoutSchema.safeParse(g.layout).success).toBe(true);
            expect(validateLayout(g.layout).valid).toBe(true);
            expect(withinInventory(g.layout, inventory)).toBe(true);
            expect(partsList(g.layout, inventory).lines.reduce((n, l) => n + l.need, 0)).toBe(g.layout.pieces.length);
            expect(ratingSchema.safeParse(g.rating).success).toBe(true);
          }
          for (let i = 1; i < found.length; i++) expect(found[i]!.distance).toBeGreaterThanOrEqual(found[i - 1]!.distance);
        },
      ),
      { numRuns: 8, seed: 19 },
    );
  });
});

describe('generated Formuła 1 layouts', () => {
  it('are always valid and within the inventory, with the F1 rating', { timeout: 600_000 }, () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.oneof(fc.constant(boxInventory('formula-1', 1)), fc.constant(boxInventory('formula-1', 2))),
        (seed, inventory) => {
          const found = generateLayouts({ game: 'formula-1', target: { kind: 'profile', minutes: 12, difficulty: 2 }, inventory, seed, count: 1, tries: 2, steps: 2, searchRaces: 1, finalRaces: 1, players: [3] });
          expect(found.length).toBe(1);
          for (const g of found) {
            expect(layoutSchema.safeParse(g.layout).success).toBe(true);
            expect(validateLayout(g.layout).valid).toBe(true);
            expect(withinInventory(g.layout, inventory)).toBe(true);
            expect(g.rating.game).toBe('formula-1');
            expect(g.rating.madeFor).toBe(layoutFingerprint(g.layout));
            expect(Number.isFinite(g.distance)).toBe(true);
          }
        },
      ),
      { numRuns: 3, seed: 19 },
    );
  });
});
