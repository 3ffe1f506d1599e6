import { describe, expect, it } from 'vitest';
import { formula1Game, runningOrder } from '../../../src/rules/formula-1';
import { position, presetGraph, sq, straightGraph } from './helpers';

describe('Formuła 1 turn order (Figure 3)', () => {
  it('the car whose front edge is farthest from the start moves first, comparing front edges in a corner', () => {
    const g = presetGraph();
    // First corner (progress 5–7): inner square 27 (length 2), middle 28/29, outer 30/31/32 (2/3 each).
    // Front edges: 31 → 6.33, 28 → 6, 30 → 5.67, 26 (straight before, progress 4) → 5.
    const s = position(g, [{ space: 30 }, { space: 26 }, { space: 31 }, { space: 28 }]);
    expect(runningOrder(s)).toEqual([2, 3, 0, 1]);
  });

  it('a long inner corner square is level with the squares it spans: its front edge counts, not its back', () => {
    const g = presetGraph();
    // 27 (inner, 5…7), 29 (middle, 6…7) and 32 (outer, 6.33…7) share the front edge 7; ties go to the earlier arrival.
    const s = position(g, [
      { space: 32, arrival: 3 },
      { space: 27, arrival: 1 },
      { space: 29, arrival: 2 },
      { space: 28, arrival: 0 },
    ]);
    expect(runningOrder(s)).toEqual([1, 2, 0, 3]);
  });

  it('a lap ahead counts: a car that crossed the line more often is ahead', () => {
    const spec = { lanes: 3, length: 20 };
    const g = straightGraph(spec);
    const s = position(g, [{ space: sq(spec, 0, 15), crossings: 1 }, { space: sq(spec, 0, 3), crossings: 2 }]);
    expect(runningOrder(s)).toEqual([1, 0]);
  });

  it('on the grid, side-by-side cars move in grid order (pole first)', () => {
    const g = presetGraph();
    const seats = ['A', 'B', 'C', 'D', 'E', 'F'].map((name) => ({ name, kind: 'human' }));
    const s = formula1Game.setup({ graph: g }, { grid: [6, 5, 4, 3, 2, 1] }, seats, 3);
    expect(s.order.map((ci) => s.cars[ci]!.grid)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(formula1Game.actors(s)).toEqual([5]);
  });

  it('the order is decided again at the start of every round', () => {
    const spec = { lanes: 3, length: 40 };
    const g = straightGraph(spec);
    let s = position(g, [{ space: sq(spec, 0, 10) }, { space: sq(spec, 1, 8) }]);
    expect(s.order).toEqual([0, 1]);
    const play = (seat: number, a: Parameters<typeof formula1Game.apply>[2]) => {
      const r = formula1Game.apply(s, seat, a);
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    };
    play(0, { type: 'speed', kmh: 0 });
    play(1, { type: 'speed', kmh: 120 });
    play(1, { type: 'move', path: [sq(spec, 1, 9), sq(spec, 1, 10), sq(spec, 1, 11)] });
    expect(s.round).toBe(2);
    expect(s.order).toEqual([1, 0]);
  });
});
