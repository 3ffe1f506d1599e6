import { describe, expect, it } from 'vitest';
import { ordinal, plural } from '../../../src/ui/words';
import { plural as bahnPlural } from '../../../src/games/bahn-frei/words';
import { plural as captionPlural } from '../../../src/games/start-frei/lessons/rules-text';

describe('counts and places in words', () => {
  it.each([
    [0, 'tyre', undefined, '0 tyres'],
    [1, 'tyre', undefined, '1 tyre'],
    [2, 'tyre', undefined, '2 tyres'],
    [1, 'die', 'dice', '1 die'],
    [3, 'die', 'dice', '3 dice'],
    [1, 'passenger', undefined, '1 passenger'],
  ] as const)('plural(%d, %s, %s) is "%s"', (n, one, many, words) => {
    expect(plural(n, one, many)).toBe(words);
  });

  it.each([
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [6, '6th'], [10, '10th'],
    [11, '11th'], [12, '12th'], [13, '13th'], [14, '14th'],
    [21, '21st'], [22, '22nd'], [23, '23rd'], [101, '101st'], [111, '111th'], [112, '112th'], [213, '213th'],
  ] as const)('the place %d is "%s"', (n, words) => {
    expect(ordinal(n)).toBe(words);
  });

  it('is the same helper for every game and the captions (one copy)', () => {
    expect(bahnPlural).toBe(plural);
    expect(captionPlural).toBe(plural);
  });
});
