/**
 * "Read it low" (rulebook, Acceleration: "If this is not possible, you must
 * choose the lower die number"): a plan with a die read high that loses points
 * is not listed when the same plan with that die read low loses fewer, even
 * when the roll lists the lowered numbers under another order of the dice.
 */
import { describe, expect, it } from 'vitest';
import { motorsportspielGame as game, type MssAction, type MssState } from '../../../src/rules/motorsportspiel';
import { faceFor, makeGraph, rolled, scene } from './fixtures';
import { referenceLegal } from './legal-reference';

const L = 30;
// A curve with a maximum gear of 3 four spaces ahead of the car, on both lanes.
const graph = makeGraph({ length: L, features: (_lane, i) => (i >= 4 && i <= 8 ? { maxGear: 3, zone: 'red' } : {}) });

/** Red 2 on top (3 below), a white 3 on top (4 below), the other white 2 on top (5 below). */
const position = (): MssState =>
  rolled(scene(graph, [{ space: 0 }, { space: L + 25 }]), { red: faceFor('red', 2, 3), white1: faceFor('white1', 3), white2: faceFor('white2', 2) });

const orders = (s: MssState) => game.legalActions(s, game.actors(s)[0]!).filter((a): a is Extract<MssAction, { type: 'order' }> => a.type === 'order');
const key = (a: Extract<MssAction, { type: 'order' }>) => a.dice.map((d) => `${d.die}:${d.side}`).join(',');

describe('the lower reading forced before a curve', () => {
  it('white 3, the other white 5 (high), red 2 is refused: reading the 5 as 2 loses no points, and that reading is listed under another order', () => {
    const s = position();
    const listed = orders(s).map(key);
    // Read high: 3 to the space before the curve, then the 5 cannot enter a 3-curve, 7 points lost.
    expect(listed).not.toContain('white1:top,white2:bottom,red:top');
    // The same numbers 3, 2, 2 with the 5 read low: listed once, as the roll's first order giving them.
    expect(listed).toContain('white1:top,red:top,white2:top');
    expect(listed).not.toContain('white1:top,white2:top,red:top');
    const r = game.apply(s, 0, { type: 'order', dice: [{ die: 'white1', side: 'top' }, { die: 'white2', side: 'bottom' }, { die: 'red', side: 'top' }] });
    expect(r.ok).toBe(false);
  });

  it('the plain reference reads the rule alike', () => {
    const s = position();
    const ref = (referenceLegal(s) ?? []).filter((a): a is Extract<MssAction, { type: 'order' }> => a.type === 'order').map(key);
    expect(orders(s).map(key)).toEqual(ref);
    expect(ref).not.toContain('white1:top,white2:bottom,red:top');
  });
});
