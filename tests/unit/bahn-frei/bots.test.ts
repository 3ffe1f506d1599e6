/** Bahn Frei's bots: deterministic, and the team bot plays for the team (it delivers, it wins some). */
import { describe, expect, it } from 'vitest';
import type { BahnState } from '../../../src/rules/bahn-frei';
import { game, map, seats } from './helpers';

function play(kind: string, n: number, seed: number): BahnState {
  let s = game.setup(map, {}, seats(n), seed);
  const bots = Array.from({ length: n }, (_, i) => game.bots[kind]!(seed * 7 + i));
  for (let k = 0; k < 10_000 && game.actors(s).length > 0; k++) {
    const seat = game.actors(s)[0]!;
    const r = game.apply(s, seat, bots[seat]!.choose(s, seat, game.legalActions(s, seat)));
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return s;
}

const delivered = (s: BahnState) => s.passengers.filter((p) => p.where.at === 'delivered').length;

describe('Bahn Frei bots', () => {
  it('registers a random and a heuristic (team) bot', () => {
    expect(Object.keys(game.bots).sort()).toEqual(['heuristic', 'random']);
  });

  it('play the same game from the same seed', () => {
    for (const kind of ['random', 'heuristic']) expect(game.hashable(play(kind, 3, 4))).toEqual(game.hashable(play(kind, 3, 4)));
  });

  it('the team bot delivers far more passengers than the random bot and wins some games', () => {
    let team = 0;
    let random = 0;
    let wins = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const s = play('heuristic', 2, seed);
      team += delivered(s);
      if (s.won) wins++;
      random += delivered(play('random', 2, seed));
    }
    expect(team).toBeGreaterThan(2 * random);
    expect(wins).toBeGreaterThan(0);
  });
});
