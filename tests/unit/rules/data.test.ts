/** Material as data (start-frei: "Game Material"). */
import { describe, expect, it } from 'vitest';
import { BOOST_DIE, CARDS, COIN_TOTAL, DRS_MARKERS, GEAR_DICE, PIT_MARKERS, starterHand } from '../../../src/rules/start-frei';

describe('material', () => {
  it('66 cards with unique order numbers 1–66', () => {
    expect(CARDS.map((c) => c.id)).toEqual(Array.from({ length: 66 }, (_, i) => i + 1));
  });
  it('14 A-cards, 4 starter sets of 6', () => {
    expect(CARDS.filter((c) => c.set === 'A')).toHaveLength(14);
    for (let seat = 0; seat < 4; seat++) expect(starterHand(seat)).toHaveLength(6);
  });
  it('the printed yellow die, a boost die of 1, 2 and DRS, red and orange able to show 4', () => {
    expect(GEAR_DICE[1]).toEqual([1, 1, 2, 2, 2, 3]);
    expect(new Set(BOOST_DIE)).toEqual(new Set([1, 2, 'drs']));
    expect(GEAR_DICE[2]).toContain(4);
    expect(GEAR_DICE[3]).toContain(4);
  });
  it('135 coins, 10 DRS markers of four kinds, 6 pit-stop markers', () => {
    expect(COIN_TOTAL).toBe(135);
    expect(DRS_MARKERS).toHaveLength(10);
    expect(new Set(DRS_MARKERS.map((m) => m.kind)).size).toBe(4);
    expect(PIT_MARKERS).toHaveLength(6);
  });
});
