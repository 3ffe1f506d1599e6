import { describe, expect, it } from 'vitest';
import { drive, movePaths, positionState, runningOrder, type Formula1Event, type Formula1State } from '../../../src/rules/formula-1';
import { dice, presetGraph, toAct } from './helpers';

const g = presetGraph();

// The preset's first corner (tile p3): inner lane 27 (40 km/h), middle lane 28, 29 (80), outer lane 30, 31, 32 (120).
const OUTER_LAST = 32;

/**
 * "Leaving the Track": Ann (middle lane) and Bo (inner lane) both throw a 6 in
 * the first corner in the same round; Cy leads far ahead.
 */
function bothOff(): { state: Formula1State; events: Formula1Event[] } {
  const start = positionState(g, {
    names: ['Ann', 'Bo', 'Cy'],
    cars: [
      { seat: 0, space: 23, speed: 160, tyres: 20 },
      { seat: 1, space: 20, speed: 120, tyres: 20 },
      { seat: 2, space: 60, speed: 80 },
    ],
  });
  // Ann: 23 → 28 (80 km/h, two throws: the first is a 6).
  const ann = drive(toAct(start, 0, 'move'), 0, [28, 29, 36, 37], dice(6));
  // Bo: 20 → 27 (40 km/h, two throws: the first is a 6).
  const bo = drive(toAct(ann.state, 1, 'move'), 1, [27, 33, 34], dice(6));
  return { state: bo.state, events: [...ann.events, ...bo.events] };
}

describe('Formuła 1 leaving the track at a corner', () => {
  it('places every car that leaves a corner, whichever lane it was in, beside the one square on the outside of the corner', () => {
    const { state, events } = bothOff();
    const thrown = events.filter((e) => e.type === 'throw').map((e) => e.type === 'throw' && e.space);
    expect(thrown).toEqual([28, 27]);
    expect(events.filter((e) => e.type === 'off').map((e) => e.type === 'off' && [e.car, e.space])).toEqual([
      [0, OUTER_LAST],
      [1, OUTER_LAST],
    ]);
    expect(state.cars[0]).toMatchObject({ off: true, space: OUTER_LAST, speed: 0 });
    expect(state.cars[1]).toMatchObject({ off: true, space: OUTER_LAST, speed: 0 });
    // The outside of the corner: the lane with the most corner squares, the fastest.
    const beside = g.spaces[OUTER_LAST]!;
    expect(beside).toMatchObject({ piece: g.spaces[27]!.piece, lane: 2, index: 2 });
    expect(beside.features.safeSpeed).toBe(120);
  });

  it('the second car stands beside the first: the one that left first is ahead in the queue and returns first, from the same square', () => {
    const { state } = bothOff();
    expect(state.cars[0]!.offSeq).toBeLessThan(state.cars[1]!.offSeq);
    expect(runningOrder(state)).toEqual([2, 0, 1]);
    // Both rejoin onto the squares that follow the one they stand beside.
    const firstSquares = (ci: number) => new Set(movePaths(toAct({ ...state, cars: state.cars.map((c, i) => (i === ci ? { ...c, speed: 80 } : c)) }, ci, 'move'), ci, 2).map((p) => p[0]));
    expect([...firstSquares(0)].sort()).toEqual([36, 39]);
    expect(firstSquares(1)).toEqual(firstSquares(0));
  });

  it('a car that leaves on the outside lane stands beside the same square, never behind a square it stood on', () => {
    const start = positionState(g, {
      names: ['Ann', 'Bo'],
      cars: [
        { seat: 0, space: 26, speed: 160, tyres: 20 },
        { seat: 1, space: 60, speed: 80 },
      ],
    });
    const { state } = drive(toAct(start, 0, 'move'), 0, [30, 31, 32, 39], dice(3, 6));
    // Ann left on the outer lane's second square (31): she stands beside the corner's outside square, at its end.
    expect(state.cars[0]).toMatchObject({ off: true, space: OUTER_LAST });
  });
});
