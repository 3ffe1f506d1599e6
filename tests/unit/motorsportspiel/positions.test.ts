/**
 * Das Motorsportspiel's positions (issue 34): the rulebook's worked examples
 * as scenario files built as positions (tests/fixtures/motorsportspiel/
 * positions/), not reached by play, each checked against what the rulebook
 * says happens there; and positions no race can reach refused in one line
 * naming the conflict.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runGameScenario } from '../../../src/sim';
import { buildLaneGraph } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import type { LaneGraph } from '../../../src/track/lane-graph-types';
import { motorsportspielGame as game, type MssEvent, type MssPosition, type MssState } from '../../../src/rules/motorsportspiel';

const DIR = join(__dirname, '../../fixtures/motorsportspiel/positions');

function run(name: string): { state: MssState; events: MssEvent[] } {
  const file = JSON.parse(readFileSync(join(DIR, `${name}.json`), 'utf8')) as unknown;
  const r = runGameScenario(file);
  if (!r.ok) throw new Error(`${name}: ${r.error}`);
  return { state: r.state as MssState, events: r.events as MssEvent[] };
}

const car = (s: MssState, id: number) => s.cars[id]!;

describe('Motorsportspiel: the rulebook examples built as positions', () => {
  it('Example 2: the 2 brings car B into the 2-rated curve; both 3s unusable, 6 points, a severe error; one space ahead, then off the outside', () => {
    const { state, events } = run('example-2');
    expect(events).toContainEqual({ type: 'moved', car: 0, value: 2, path: [55, 58] });
    expect(events).toContainEqual({ type: 'error', car: 0, points: 6, severity: 'severe', place: 'curve', space: 58 });
    expect(events).toContainEqual({ type: 'flag', car: 0, flag: 'red' });
    // 58 is the inside lane's first curve space: one ahead is 59, beside it on the outside lane is 62.
    expect(events).toContainEqual({ type: 'off', car: 0, beside: 62 });
    expect(state.graph.spaces[62]!.lane).toBe(1);
    expect(car(state, 0)).toMatchObject({ off: true, space: 62, miss: 1, box: 2, pending: ['red'], black: false });
  });

  it('a straight-ahead overrun: blocked in both lanes, a light error; the car keeps the space where it was blocked and moves last in the next round', () => {
    const { state, events } = run('light-error-blocked');
    expect(events).toContainEqual({ type: 'error', car: 0, points: 2, severity: 'light', place: 'blocked', space: 18 });
    expect(events).toContainEqual({ type: 'flag', car: 0, flag: 'yellow' });
    expect(car(state, 0)).toMatchObject({ space: 18, off: false, box: 1, pending: ['yellow'] });
    const round = events.find((e) => e.type === 'round');
    expect(round).toEqual({ type: 'round', round: 2, order: [1, 2, 0] });
  });

  it('a car with a yellow flag beside it moves last, regardless of position', () => {
    const { state } = run('yellow-moves-last');
    // Car #1 is furthest ahead, but its yellow flag sends it to the back of the order.
    expect(state.order).toEqual([1, 2, 0]);
    expect(game.actors(state)).toEqual([1]);
  });

  it('penalty flags: a yellow in the pit box and a red make the black flag; the car must pit', () => {
    const { state, events } = run('black-flag');
    expect(events.filter((e) => e.type === 'flag').map((e) => (e.type === 'flag' ? e.flag : ''))).toEqual(['red', 'black']);
    expect(car(state, 0)).toMatchObject({ box: 3, black: true, mustPit: true, status: 'racing' });
  });

  it('under the black flag, another flag from an error and the car wipes out', () => {
    const { state, events } = run('black-flag-wipe-out');
    expect(events).toContainEqual({ type: 'out', car: 0, reason: 'another error under the black flag' });
    expect(car(state, 0).status).toBe('out');
    expect(state.over).toBe(false);
  });

  it('drafting: the first car leaves the dotted space and the second moves up to its front', () => {
    const { state, events } = run('drafting');
    expect(events).toContainEqual({ type: 'draft', car: 1, space: 24 });
    expect(car(state, 1)).toMatchObject({ space: 24, back: false });
  });

  it('back from the gravel: the space beside is taken, so the car enters ahead on the next open space', () => {
    const { state } = run('re-enter-ahead');
    expect(car(state, 1).space).toBe(62);
    expect(car(state, 0)).toMatchObject({ off: false, space: 63 });
    expect(game.actors(state)).toEqual([0]);
  });

  it('the pit lane: the low reading drives through, the flags are cleared at the pit box, and the line is not crossed from the pit lane', () => {
    const { state, events } = run('pit-lane');
    expect(events).toContainEqual({ type: 'pit', car: 0, cleared: true, stop: false });
    expect(car(state, 0)).toMatchObject({ space: 148, box: 0, black: false, mustPit: false, status: 'racing' });
    expect(events.some((e) => e.type === 'finished')).toBe(false);
  });

  it('two cars on one single space: refused in one line naming them and the space', () => {
    const file = JSON.parse(readFileSync(join(DIR, 'two-cars-one-space.json'), 'utf8')) as unknown;
    const r = runGameScenario(file);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('start: the position cannot be: car #1 and car #2 stand on space 40 (lane 0), which holds one car');
  });
});

describe('Motorsportspiel: positions no race can reach', () => {
  let graph: LaneGraph;
  beforeAll(() => {
    const loaded = loadPreset('motorsportspiel-ring');
    if (!loaded.ok) throw new Error(loaded.error);
    graph = buildLaneGraph(loaded.layout);
  });
  const seats = [{ name: 'Anna', kind: 'human' }, { name: 'Ben', kind: 'human' }];
  const build = (position: MssPosition, config = { laps: 2 }) => () => game.positions!.build({ graph }, config, seats, game.positions!.schema.parse(position), 1);
  const two = (a: object, b: object = {}) => ({ cars: [{ seat: 0, space: 40, ...a }, { seat: 1, space: 10, ...b }] });

  it('refuses each with a reason naming the conflict', () => {
    const cases: [MssPosition, string][] = [
      [two({ box: 3, black: false }), 'car #1: 3 points in the pit box without the black flag (it comes at 3)'],
      [two({ box: 2, black: true }), 'car #1: a black flag with 2 points in the pit box (it comes at 3)'],
      [two({ flag: 'red', box: 1 }), 'car #1: a red flag beside the car but 1 point in the pit box (its 2 are counted when it is earned)'],
      [two({ whites: 1 }), 'car #1: 1 white flag in a race without time penalties'],
      [two({ lap: 3 }), 'car #1: lap 3 of a 2-lap race (a car past its last lap has finished)'],
      [two({ space: 500 }), 'car #1: space 500 is not on this board (spaces 0 to 151)'],
      [two({ lane: 1 }), 'car #1: space 40 is in lane 0, not lane 1'],
      [{ cars: [{ seat: 0, space: 40 }, { seat: 0, space: 10 }] }, 'seat 1 (Ben) drives no car'],
      [two({ off: true, space: 146 }), 'car #1: off the track beside the pit lane (space 146 (lane 2)); a car flies off beside the track'],
      [two({ status: 'out' }, { status: 'finished' }), 'no car is racing: the race would be over'],
      [{ ...two({}), moved: [1, 1] }, 'moved: a car is listed twice (2, 2)'],
      [{ ...two({}), turn: { phase: 'order', roll: { red: { top: 2, bottom: 2 } } } }, 'turn: the red die cannot show 2 with 2 underneath (opposite faces 1–2, 2–3, 3–1)'],
      [{ ...two({}), turn: { phase: 'move', roll: { red: { top: 2, bottom: 3 } }, dice: [{ die: 'white1', side: 'top' }] } }, 'turn: the dice placed (white1) are not the dice rolled (red)'],
    ];
    for (const [position, message] of cases) expect(build(position), JSON.stringify(position)).toThrow(message);
  });

  it('refuses a plan of dice the "read it low" rule forbids', () => {
    // Before the 2-rated curve, a white 4 read high cannot be driven where its 3 can: the 4 may not be chosen.
    const position: MssPosition = { cars: [{ seat: 0, space: 54 }, { seat: 1, space: 10 }], turn: { phase: 'move', roll: { red: { top: 1, bottom: 2 }, white1: 4 }, dice: [{ die: 'red', side: 'top' }, { die: 'white1', side: 'top' }] } };
    expect(build(position)).toThrow(/a lower reading must be chosen/);
  });

  it('refuses a field the position does not know', () => {
    expect(game.positions!.schema.safeParse({ cars: [{ seat: 0, space: 1, teleport: true }, { seat: 1, space: 2 }] }).success).toBe(false);
  });

  it('builds what it is given: the round, who has moved, the flags, the dice rolled', () => {
    const s = game.positions!.build({ graph }, { laps: 2, timePenalties: true }, seats, game.positions!.schema.parse({
      cars: [{ seat: 0, space: 40, box: 1, whites: 2, blue: 0 }, { seat: 1, space: 10, lap: 2, flag: 'yellow', box: 1 }],
      round: 7,
      moved: [1],
      turn: { phase: 'order', roll: { red: { top: 3, bottom: 1 }, white1: 6 } },
    }), 1) as MssState;
    expect(s.round).toBe(7);
    expect(s.order).toEqual([1, 0]);
    expect(s.turn).toMatchObject({ car: 0, phase: 'order' });
    expect(s.cars[0]).toMatchObject({ box: 1, whites: 2, mustStop: false });
    expect(s.cars[1]).toMatchObject({ crossings: 1, pending: ['yellow'] });
    expect(game.legalActions(s, 0).some((a) => a.type === 'order')).toBe(true);
    expect(game.legalActions(s, 0).some((a) => a.type === 'time-up')).toBe(true);
  });
});
