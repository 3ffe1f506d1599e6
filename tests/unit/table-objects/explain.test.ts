import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clientOf } from '../../../src/games';
import { carExplained, clampBubble, colourName, explainStore, explainWords, isTap } from '../../../src/scene/table/explain';
import { CAR_PALETTE } from '../../../src/scene/car-colours';
import { F1_TABLE_TERMS } from '../../../src/games/formula-1/TableObjects';
import { MSS_TABLE_TERMS } from '../../../src/games/motorsportspiel/TableObjects';
import { START_FREI_TABLE_TERMS } from '../../../src/games/start-frei/table/table-terms';
import { tipShift } from '../../../src/ui/help/Term';

const terms = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : terms(v as object)));

describe('which term each table object names', () => {
  for (const [game, named] of [
    ['formula-1', F1_TABLE_TERMS],
    ['motorsportspiel', MSS_TABLE_TERMS],
    ['start-frei', START_FREI_TABLE_TERMS],
  ] as const) {
    it(`${game}: every term its table objects name is in its glossary, so the bubble has the rulebook's words`, () => {
      const glossary = clientOf(game)!.glossary;
      const list = terms(named);
      expect(list.length).toBeGreaterThan(1);
      for (const term of list) {
        const words = explainWords(glossary, { term });
        expect(words, term).not.toBeNull();
        expect(words!.words.length, term).toBeGreaterThan(20);
      }
    });
  }

  it('a term the glossary does not hold says nothing (no empty bubble)', () => {
    expect(explainWords(clientOf('formula-1')!.glossary, { term: 'Coin' })).toBeNull();
  });

  it('a car names its driver and its colour in words', () => {
    for (const c of CAR_PALETTE) {
      expect(colourName(c.hex)).toBe(c.name.toLowerCase());
      const what = carExplained('Ada', c.hex);
      expect(explainWords([], what)).toEqual({ name: 'Ada', words: `The ${c.name.toLowerCase()} car on the table, driven by Ada.` });
    }
    expect(colourName('#d02828')).toBe('red');
  });
});

describe('the bubble stays inside the screen', () => {
  it('over the point and centred when there is room', () => {
    expect(clampBubble(500, 400, 200, 60, 1280, 800)).toEqual({ left: 400, top: 400 - 12 - 60 });
  });

  it('near the right edge of a phone it moves left; near the top it goes under the point', () => {
    expect(clampBubble(385, 30, 300, 80, 390, 844)).toEqual({ left: 390 - 8 - 300, top: 30 + 12 });
  });

  it('always whole inside the viewport, for any point and any size that fits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 390 }), fc.integer({ min: 0, max: 844 }), fc.integer({ min: 40, max: 374 }), fc.integer({ min: 20, max: 400 }), (x, y, w, h) => {
        const { left, top } = clampBubble(x, y, w, h, 390, 844);
        return left >= 8 && left + w <= 390 - 8 && top >= 8 && top + h <= 844 - 8;
      }),
    );
  });

  it("an open term's explanation moves in from the right edge, never past the left", () => {
    expect(tipShift(300, 200, 390)).toBe(390 - 8 - 500);
    expect(tipShift(20, 200, 390)).toBe(0);
    expect(tipShift(-5, 100, 390)).toBe(13);
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 390 }), fc.integer({ min: 20, max: 374 }), (left, width) => {
        const l = left + tipShift(left, width, 390);
        return l >= 8 && l + width <= 390 - 8;
      }),
    );
  });
});

describe('one bubble at a time', () => {
  it('a tap opens one; the objects behind the nearest hit by the same tap change nothing; close empties it', () => {
    const tap = new Event('click');
    explainStore.open({ term: 'Tyres' }, 10, 20, tap);
    explainStore.open({ term: 'Speedometer' }, 10, 20, tap);
    expect(explainStore.get().open).toEqual({ what: { term: 'Tyres' }, x: 10, y: 20 });
    explainStore.open({ term: 'Speedometer' }, 30, 40, new Event('click'));
    expect(explainStore.get().open?.what).toEqual({ term: 'Speedometer' });
    explainStore.close();
    expect(explainStore.get().open).toBeNull();
  });

  it('a mouse leaving another object keeps the tooltip shown', () => {
    explainStore.hover({ term: 'Tyres' }, 1, 2);
    explainStore.unhover({ term: 'Speedometer' });
    expect(explainStore.get().hover?.what).toEqual({ term: 'Tyres' });
    explainStore.unhover({ term: 'Tyres' });
    expect(explainStore.get().hover).toBeNull();
  });

  it('a drag of the camera is not a tap', () => {
    expect(isTap(0)).toBe(true);
    expect(isTap(5)).toBe(true);
    expect(isTap(40)).toBe(false);
  });
});
