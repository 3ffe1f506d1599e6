import { describe, expect, it } from 'vitest';
import { formula1Game, movePaths, speedChoices, type Formula1Action, type Formula1State } from '../../../src/rules/formula-1';
import { presetGraph } from './helpers';

const g = presetGraph();
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Driver ${i + 1}`, kind: 'human' }));

/** Leaf count of the legal action tree `depth` actions deep (throws follow the seed, as in a game). */
function perft(s: Formula1State, depth: number): number {
  if (depth === 0) return 1;
  const seat = formula1Game.actors(s)[0];
  if (seat === undefined) return 1;
  let n = 0;
  for (const a of formula1Game.legalActions(s, seat)) {
    const r = formula1Game.apply(s, seat, a as Formula1Action);
    if (!r.ok) throw new Error(r.message);
    n += perft(r.state, depth - 1);
  }
  return n;
}

describe('Formuła 1 move counts from fixed positions', () => {
  // Four cars on grid slots 1–4: pole on square 3 (left lane), then 9, 15 beside it and 2 behind.
  const start = formula1Game.setup({ graph: g }, { grid: [1, 2, 3, 4] }, seats(4), 1);

  it('from pole at 0 km/h with 28 tyres every speed up to 320 km/h is open', () => {
    expect(speedChoices(start, 0)).toEqual([0, 40, 80, 120, 160, 200, 240, 280, 320]);
  });

  it('moves per speed from pole, counted by hand on the preset (one per target and corner squares crossed)', () => {
    // 40: squares 4 and 10. 80–200: the three lanes of the row reached. 240: the three lanes of the first corner (27, 28, 30).
    // 280: from 27 on to 33 or 36; from 28 on to 29, 27 or 31; from 30 on to 31 or 28 — seven ways, each over other corner squares.
    // 320: one square on from each of those seven: 3 + 3 + 2 + 2 + 2 + 3 = 15 (27→34/37/40, 28-29→33/36/39, 28-27→33/36,
    // 28-31→32/29, 30-31→32/29, 30-28→29/27/31).
    const counts = [40, 80, 120, 160, 200, 240, 280, 320].map((kmh) => movePaths({ ...start, cars: start.cars.map((c, i) => (i === 0 ? { ...c, speed: kmh } : c)) }, 0, kmh / 40).length);
    expect(counts).toEqual([2, 3, 3, 3, 3, 3, 7, 15]);
  });

  it('perft from the start stays as it is (a change in the rules shows here)', () => {
    expect(perft(start, 1)).toBe(9);
    // Speed 0 ends the turn, so the next car's 9 speeds follow it; the other speeds have the moves counted above.
    expect(perft(start, 2)).toBe(9 + 2 + 3 + 3 + 3 + 3 + 3 + 7 + 15);
    // Deeper counts include the seeded throws of corner moves.
    expect(perft(start, 3)).toBe(400);
    expect(perft(start, 4)).toBe(2297);
  });
});
