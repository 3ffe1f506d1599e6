import { describe, expect, it } from 'vitest';
import { formula1Game, movePaths, speedChoices, type Formula1Action, type Formula1State } from '../../../src/rules/formula-1';
import { position, presetGraph, toAct } from './helpers';

const g = presetGraph();
// The preset: red entry square 14 (outer lane, progress 30), service squares 96 (before the line) and 97 (after it), exit onto 17.

function play(s: Formula1State, seat: number, a: Formula1Action): Formula1State {
  const r = formula1Game.apply(s, seat, a);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.state;
}

describe('Formuła 1 pit service (Figure 11)', () => {
  it('after a completed lap a car may turn into the service from the red square at any speed, ending its move there', () => {
    const s = toAct(position(g, [{ space: 12, speed: 320, crossings: 1, tyres: 9 }, { space: 60 }], { laps: 3 }), 0, 'move');
    const paths = movePaths(s, 0, 8).map((p) => p.join(','));
    expect(paths).toContain('13,14,96');
    const r = formula1Game.apply(s, 0, { type: 'move', path: [13, 14, 96] });
    if (!r.ok) throw new Error(r.message);
    expect(r.state.cars[0]).toMatchObject({ space: 96, inPit: true });
    expect(r.events.some((e) => e.type === 'pit-in')).toBe(true);
  });

  it('on the next move the speedometer goes to 0 and the tyres to 30; the lap is counted across the line', () => {
    let s = toAct(position(g, [{ space: 96, speed: 200, crossings: 1, tyres: 3, inPit: true }, { space: 60 }], { laps: 3 }), 0);
    expect(formula1Game.legalActions(s, 0)).toEqual([{ type: 'service' }]);
    s = play(s, 0, { type: 'service' });
    expect(s.cars[0]).toMatchObject({ speed: 0, tyres: 30, inPit: false, space: 97, crossings: 2 });
  });

  it('the move after, the car enters the track square beyond the red square; if it is taken, the car waits', () => {
    const s = toAct(position(g, [{ space: 97, crossings: 2 }, { space: 60 }], { laps: 3 }), 0);
    expect(speedChoices(s, 0)).toContain(40);
    const moved = play(play(s, 0, { type: 'speed', kmh: 40 }), 0, { type: 'move', path: [17] });
    expect(moved.cars[0]!.space).toBe(17);
    const taken = toAct(position(g, [{ space: 97, crossings: 2 }, { space: 17 }], { laps: 3 }), 0);
    expect(speedChoices(taken, 0)).toEqual([0]);
  });

  it('no pit stop before a lap is done, on the last lap, or in a one-lap race', () => {
    const first = toAct(position(g, [{ space: 12, speed: 120, crossings: 0 }, { space: 60 }], { laps: 3 }), 0, 'move');
    expect(movePaths(first, 0, 3).some((p) => p.includes(96))).toBe(false);
    const last = toAct(position(g, [{ space: 12, speed: 120, crossings: 3 }, { space: 60 }], { laps: 3 }), 0, 'move');
    expect(movePaths(last, 0, 3).some((p) => p.includes(96))).toBe(false);
    const one = toAct(position(g, [{ space: 12, speed: 120, crossings: 1 }, { space: 60 }], { laps: 1 }), 0, 'move');
    expect(movePaths(one, 0, 3).some((p) => p.includes(96))).toBe(false);
  });

  it('the service holds one car a square: a taken entry square closes the pit', () => {
    const s = toAct(position(g, [{ space: 12, speed: 120, crossings: 1 }, { space: 96, inPit: true }], { laps: 3 }), 0, 'move');
    expect(movePaths(s, 0, 3).some((p) => p.includes(96))).toBe(false);
  });
});
