/** At the end of a race every car stays on the table: the finished cars are parked beside the track past the line, each on a space of its own. */
import { describe, expect, it } from 'vitest';
import { motorsportspielGame as game, type MssState } from '../../../src/rules/motorsportspiel';
import type { SeatSetup } from '../../../src/rules/core';

function finishedRace(cars: number, seed: number): MssState {
  const { board } = game.examples[0]!.load();
  const seats: SeatSetup[] = Array.from({ length: cars }, (_, i) => ({ name: `Car ${i + 1}`, kind: 'heuristic' }));
  let s = game.setup(board, { laps: 1 }, seats, seed);
  const bots = seats.map((_, i) => game.bots.heuristic!(seed + i));
  for (let n = 0; n < 20_000 && game.actors(s).length > 0; n++) {
    const seat = game.actors(s)[0]!;
    const r = game.apply(s, seat, bots[seat]!.choose(s, seat, game.legalActions(s, seat)));
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return s;
}

describe('Das Motorsportspiel: the finished cars at the end of a race', () => {
  for (const [cars, seed] of [
    [2, 1],
    [3, 1],
    [6, 4],
  ] as const) {
    it(`${cars} cars (seed ${seed}): every finished car is parked on a space of its own, in finishing order past the line`, () => {
      const s = finishedRace(cars, seed);
      expect(game.result(s)?.kind).toBe('ranking');
      const finished = s.cars.filter((c) => c.status === 'finished');
      expect(finished.length).toBeGreaterThan(1);
      const tokens = game.tokens(s);
      expect(tokens).toHaveLength(cars);
      const parked = finished.map((c) => tokens.find((t) => t.id === `car-${c.id}`)!);
      // One space each: no finished car stands on another.
      expect(new Set(parked.map((t) => t.space)).size).toBe(parked.length);
      for (const t of parked) {
        expect(t.aside).toBeUndefined();
        expect(s.graph.spaces[t.space]).toBeDefined();
      }
      // In finishing order: each parked one space further along the lap than the car before it.
      const progress = s.finish.map((id) => s.graph.spaces[tokens.find((t) => t.id === `car-${id}`)!.space]!.progress);
      for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThan(progress[i - 1]!);
    });
  }
});
