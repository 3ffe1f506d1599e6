import { describe, expect, it } from 'vitest';
import { formula1Game, movePaths, runningOrder, type Formula1Action, type Formula1State } from '../../../src/rules/formula-1';
import { position, sq, straightGraph } from './helpers';

const spec = { lanes: 3, length: 30 };
const g = straightGraph(spec);

function play(s: Formula1State, seat: number, a: Formula1Action): Formula1State {
  const r = formula1Game.apply(s, seat, a);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.state;
}

/** Figure 8: cars 1, 2, 3 drive 1, 2 and 3 squares and stand side by side; car 4, at 320 km/h with 1 tyre, is six squares behind. */
function figure8(): Formula1State {
  let s = position(g, [
    { space: sq(spec, 0, 10), speed: 40 },
    { space: sq(spec, 1, 9), speed: 80 },
    { space: sq(spec, 2, 8), speed: 120 },
    { space: sq(spec, 1, 5), speed: 320, tyres: 1 },
  ]);
  expect(s.order).toEqual([0, 1, 2, 3]);
  s = play(s, 0, { type: 'speed', kmh: 40 });
  s = play(s, 0, { type: 'move', path: [sq(spec, 0, 11)] });
  s = play(s, 1, { type: 'speed', kmh: 80 });
  s = play(s, 1, { type: 'move', path: [sq(spec, 1, 10), sq(spec, 1, 11)] });
  s = play(s, 2, { type: 'speed', kmh: 120 });
  return play(s, 2, { type: 'move', path: [9, 10, 11].map((p) => sq(spec, 2, p)) });
}

describe('Formuła 1 blocking (Figure 8) and returning to the track (Figure 9)', () => {
  it('a car that cannot move its full speed and cannot pay to brake has only "leave the track"', () => {
    const s = figure8();
    // Only 5 squares are open; 240 costs 1 tyre but needs 6, 200 needs 2 tyres.
    expect(formula1Game.legalActions(s, 3)).toEqual([{ type: 'leave' }]);
  });

  it('with the tyres to brake, the car must brake to a speed it can drive instead', () => {
    const s0 = figure8();
    const s = { ...s0, cars: s0.cars.map((c, i) => (i === 3 ? { ...c, tyres: 2 } : c)) };
    expect(formula1Game.legalActions(s, 3)).toEqual([{ type: 'speed', kmh: 200 }]);
  });

  it('the blocked car is placed beside a blocking car and returns its last tyre', () => {
    const s = play(figure8(), 3, { type: 'leave' });
    const car = s.cars[3]!;
    expect(car).toMatchObject({ off: true, tyres: 0, speed: 0 });
    expect([0, 1, 2].map((i) => s.cars[i]!.space)).toContain(car.space);
  });

  it('beside the track, the car queues directly after the car on the adjacent square and returns on its next move, forward of that square', () => {
    let s = play(figure8(), 3, { type: 'leave' });
    expect(s.round).toBe(2);
    const beside = s.cars[3]!.space;
    const blocker = s.cars.findIndex((c, i) => i !== 3 && c.space === beside);
    const order = runningOrder(s);
    expect(order.indexOf(3)).toBe(order.indexOf(blocker) + 1);
    // The three cars in front drive on; then car 4 may rejoin, onto squares ahead of the one it stands beside.
    for (const ci of s.order.slice(0, 3)) {
      s = play(s, ci, { type: 'speed', kmh: 120 });
      const path = formula1Game.legalActions(s, ci)[0]!;
      s = play(s, ci, path);
    }
    expect(formula1Game.actors(s)).toEqual([3]);
    expect(formula1Game.legalActions(s, 3)).toContainEqual({ type: 'speed', kmh: 40 });
    const back = play(s, 3, { type: 'speed', kmh: 40 });
    const targets = movePaths(back, 3, 1).map((p) => p[0]);
    expect(targets.length).toBeGreaterThan(0);
    for (const t of targets) expect(g.spaces[t!]!.progress).toBe(g.spaces[beside]!.progress + 1);
    const after = play(back, 3, { type: 'move', path: [targets[0]!] });
    expect(after.cars[3]).toMatchObject({ off: false, space: targets[0] });
  });
});
