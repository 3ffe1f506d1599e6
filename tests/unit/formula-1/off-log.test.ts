/** Formuła 1's log line for a car that left the track says where it waits and its place in the queue there ("Leaving the Track"). */
import { describe, expect, it } from 'vitest';
import { formula1Client } from '../../../src/games/formula-1/client';
import { positionState, type Formula1Event } from '../../../src/rules/formula-1';
import { presetGraph } from './helpers';

const g = presetGraph();

describe('Formuła 1: the log line of a car off the track', () => {
  it('names the square it stands beside and its place in the queue, the second car after the first', () => {
    const s = positionState(g, { names: ['Ann', 'Ben', 'Cleo'], cars: [{ seat: 0, space: 10, off: true }, { seat: 1, space: 10, off: true }, { seat: 2, space: 30 }] });
    const off = (car: number): Formula1Event => ({ type: 'off', car, space: 10, reason: 'die', speed: 0, tyresLost: 0, tyres: 20 });
    const names = ['Ann', 'Ben', 'Cleo'];
    const first = formula1Client.eventText(s, off(0), names);
    const second = formula1Client.eventText(s, off(1), names);
    expect(first).toMatch(/It stands beside .+, 1st in the queue to drive back on\.$/);
    expect(second).toMatch(/It stands beside .+, 2nd in the queue to drive back on\.$/);
    expect(formula1Client.eventText(s, off(2), names)).not.toMatch(/queue/);
  });
});
