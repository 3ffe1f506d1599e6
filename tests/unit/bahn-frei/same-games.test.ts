/**
 * The rules and bots made faster play the same games: seeded games of every
 * table (the bench's three with the team bot, random and mixed tables, each
 * variant) give move for move the moves, the events and the final state they
 * gave before (`same-games.json`), played in order and then again in reverse
 * order (what is kept across moves and games must never change an answer).
 */
import { describe, expect, it } from 'vitest';
import expected from './same-games.json';
import { playSameGame, SAME_GAMES } from './same-games';

describe('Bahn Frei: seeded games stay move for move the same', () => {
  it('has a kept result for each game', () => {
    expect(expected.map((e) => e.name)).toEqual(SAME_GAMES.map((g) => g.name));
  });
  it('every game, in order, move for move', () => {
    for (const [i, g] of SAME_GAMES.entries()) expect(playSameGame(g), g.name).toEqual(expected[i]);
  }, 120_000);
  it('every game again, in reverse order', () => {
    for (let i = SAME_GAMES.length - 1; i >= 0; i--) expect(playSameGame(SAME_GAMES[i]!), SAME_GAMES[i]!.name).toEqual(expected[i]);
  }, 120_000);
});
