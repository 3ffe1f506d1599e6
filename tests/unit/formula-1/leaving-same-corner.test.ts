/**
 * formula-1, "Leaving the Track": "A car that leaves the track, whichever lane
 * it was in, is placed on the outside of the corner, beside the square with the
 * printed safe speed", "If two cars leave the track at the same corner in the
 * same move, the second car is placed beside the first", and (Returning to the
 * Track) "If two cars leave the track in the same place, the one that left the
 * track first is ahead in the queue."
 *
 * The situation is built as a position (not reached by play): on the circuit's
 * first corner (a tight left-hander: inner square 27 at 40 km/h, middle 28–29
 * at 80, outer 30–32 at 120), one car goes in on the inside lane and one in
 * the middle lane, both at 160 km/h, and each throws a 6.
 */
import { describe, expect, it } from 'vitest';
import { boardInfo, drive, formula1Game, movePaths, positionState, runningOrder, speedChoices, type Formula1Event, type Formula1State } from '../../../src/rules/formula-1';
import { dice, presetGraph } from './helpers';

const g = presetGraph();
/** The corner's squares, lane by lane, and the outer lane's last square (the corner's exit on the outside). */
const INNER = 27;
const MIDDLE = [28, 29];
const OUTER = [30, 31, 32];
const OUTSIDE_EXIT = 32;

/** Anna in the inside lane and Ben in the middle lane, just before the corner at 160 km/h; Clara far behind. */
function beforeTheCorner(): Formula1State {
  return positionState(g, {
    names: ['Anna', 'Ben', 'Clara'],
    cars: [
      { seat: 0, space: 20, speed: 160, tyres: 20 },
      { seat: 1, space: 23, speed: 160, tyres: 20 },
      { seat: 2, space: 10, speed: 40 },
    ],
  });
}
const ANNA_PATH = [INNER, 33, 34, 35];
const BEN_PATH = [MIDDLE[0]!, MIDDLE[1]!, 36, 37];

/** Drives `ci` along `path` with a 6 at its first throw (it leaves the track there). */
function spinOff(state: Formula1State, ci: number, path: readonly number[]): { state: Formula1State; events: Formula1Event[] } {
  return drive({ ...state, phase: 'move' }, ci, path, dice(6));
}

describe('Formuła 1: two cars leaving the track at the same corner', () => {
  it('the corner squares of every lane place a car beside one square: the outer lane’s last', () => {
    const info = boardInfo(g);
    for (const id of [INNER, ...MIDDLE, ...OUTER]) expect(info.offSpot[id], `square ${id}`).toBe(OUTSIDE_EXIT);
    // A square without a safe speed is its own place.
    expect(info.offSpot[20]).toBe(20);
  });

  it('from the inside and the middle lane, both stand beside the same square on the outside, the second beside the first', () => {
    const start = beforeTheCorner();
    const a = spinOff(start, 0, ANNA_PATH);
    expect(a.events.find((e) => e.type === 'throw')).toMatchObject({ space: INNER, die: 6, off: true });
    const b = spinOff(a.state, 1, BEN_PATH);
    expect(b.events.find((e) => e.type === 'throw')).toMatchObject({ space: MIDDLE[0], die: 6, off: true });
    const [anna, ben] = b.state.cars;
    expect(anna).toMatchObject({ off: true, space: OUTSIDE_EXIT, speed: 0 });
    expect(ben).toMatchObject({ off: true, space: OUTSIDE_EXIT, speed: 0 });
    expect(a.events.find((e) => e.type === 'off')).toMatchObject({ car: 0, space: OUTSIDE_EXIT, reason: 'die' });
    expect(b.events.find((e) => e.type === 'off')).toMatchObject({ car: 1, space: OUTSIDE_EXIT, reason: 'die' });
    // Ben is second in the queue, behind Anna who left first.
    expect(ben!.offSeq).toBeGreaterThan(anna!.offSeq);
    // On the table: both aside at the one square, Ben second in the queue (the scene stands him beside Anna).
    expect(formula1Game.tokens(b.state).map((t) => [t.space, t.aside === true, t.asideRank ?? 0])).toEqual([
      [OUTSIDE_EXIT, true, 0],
      [OUTSIDE_EXIT, true, 1],
      [10, false, 0],
    ]);
  });

  it('they return in the order they left, onto the same squares', () => {
    const start = beforeTheCorner();
    const annaFirst = spinOff(spinOff(start, 0, ANNA_PATH).state, 1, BEN_PATH).state;
    const benFirst = spinOff(spinOff(start, 1, BEN_PATH).state, 0, ANNA_PATH).state;
    const order = (s: Formula1State) => runningOrder(s).filter((i) => s.cars[i]!.off);
    expect(order(annaFirst)).toEqual([0, 1]);
    expect(order(benFirst)).toEqual([1, 0]);
    // Standing beside one square, each has the same ways back onto the track.
    expect(speedChoices(annaFirst, 0)).toEqual(speedChoices(annaFirst, 1));
    for (const steps of [1, 2, 3]) expect(movePaths(annaFirst, 0, steps)).toEqual(movePaths(annaFirst, 1, steps));
    // Back onto the squares after the corner's exit, never onto a corner square behind it.
    const firsts = new Set(movePaths(annaFirst, 0, 1).map((p) => p[0]!));
    expect([...firsts].sort((x, y) => x - y)).toEqual([...g.out[OUTSIDE_EXIT]!.map((e) => e.to)].sort((x, y) => x - y));
  });
});
