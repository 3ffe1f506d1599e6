/**
 * The engine made faster plays the same races: seeded races of every kind
 * (the bench's 6- and 12-car heuristic races, random and mixed fields, each
 * variant) give move for move the moves and the final state they gave before
 * (`same-games.json`, taken from the plain engine), played in order and then
 * again in reverse order (the search's memory across turns and races must
 * never change an answer).
 */
import { describe, expect, it } from 'vitest';
import expected from './same-games.json';
import { playSameGame, SAME_GAMES } from './same-games';

describe('Motorsportspiel: the fast engine plays the races of the plain one', () => {
  it('has a kept result for each race', () => {
    expect(expected.map((e) => e.name)).toEqual(SAME_GAMES.map((g) => g.name));
  });
  it('every race, in order, move for move', () => {
    for (const [i, g] of SAME_GAMES.entries()) expect(playSameGame(g), g.name).toEqual(expected[i]);
  }, 120_000);
  it('every race again, in reverse order', () => {
    for (let i = SAME_GAMES.length - 1; i >= 0; i--) expect(playSameGame(SAME_GAMES[i]!), SAME_GAMES[i]!.name).toEqual(expected[i]);
  }, 120_000);
});
