/**
 * Das Motorsportspiel at the boundary (issue 33): the options refused by the
 * schema and by set-up alike, each in one line naming the field, the value
 * and the allowed range; training results for fewer or more cars than race;
 * an action with a field the game does not know refused by `apply` with a
 * reason, the state unchanged.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLaneGraph } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import type { LaneGraph } from '../../../src/track/lane-graph-types';
import { canonicalJson } from '../../../src/rules/core/hash';
import { configSchema, motorsportspielGame as game, type MssAction, type MssConfig, type MssState } from '../../../src/rules/motorsportspiel';

let graph: LaneGraph;
beforeAll(() => {
  const loaded = loadPreset('motorsportspiel-ring');
  if (!loaded.ok) throw new Error(loaded.error);
  graph = buildLaneGraph(loaded.layout);
});

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Driver ${i + 1}`, kind: 'human' }));

function schemaMessage(config: unknown): string | null {
  const r = configSchema.safeParse(config);
  return r.success ? null : r.error.issues[0]!.message;
}

function setupMessage(config: MssConfig): string | null {
  try {
    game.setup({ graph }, config, seats(3), 1);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

describe('Motorsportspiel options: one source of limits for the schema and set-up', () => {
  const cases: [MssConfig, string][] = [
    [{ laps: 0 }, 'laps: 0 is not allowed (a whole number from 1 to 50)'],
    [{ laps: 51 }, 'laps: 51 is not allowed (a whole number from 1 to 50)'],
    [{ laps: 2.5 }, 'laps: 2.5 is not allowed (a whole number from 1 to 50)'],
    [{ moveSeconds: 9 }, 'moveSeconds: 9 is not allowed (a whole number from 10 to 60)'],
    [{ moveSeconds: 61 }, 'moveSeconds: 61 is not allowed (a whole number from 10 to 60)'],
    [{ fuelStops: 6, laps: 10 }, 'fuelStops: 6 is not allowed (a whole number from 0 to 5)'],
    [{ roundLimit: 0 }, 'roundLimit: 0 is not allowed (a whole number from 1 to 10000)'],
    [{ fuelStops: 1, laps: 3 }, 'fuelStops: 1 is not allowed in a race of 3 laps (fuel and tyre stops are for races of five laps or more; 0 otherwise)'],
    [{ fuelStops: 2 }, 'fuelStops: 2 is not allowed in a race of 3 laps (fuel and tyre stops are for races of five laps or more; 0 otherwise)'],
  ];
  for (const [config, message] of cases) {
    it(`refuses ${JSON.stringify(config)} in one line, in the schema and in set-up alike`, () => {
      expect(schemaMessage(config)).toBe(message);
      expect(setupMessage(config)).toBe(message);
    });
  }

  it('names the training result and its field when one is out of range', () => {
    const training = [{ rolls: 5, yellows: 0, reds: 0, past: 0 }, { rolls: 1000, yellows: 0, reds: 0, past: 0 }];
    expect(schemaMessage({ training })).toBe('training: rolls: 1000 is not allowed (a whole number from 0 to 999)');
    expect(setupMessage({ training })).toBe('training[1].rolls: 1000 is not allowed (a whole number from 0 to 999)');
    expect(schemaMessage({ training: Array.from({ length: 13 }, () => training[0]) })).toBe('training: 13 results are not allowed (at most 12, one per car)');
  });

  it('refuses values of the wrong type with the field and the value named', () => {
    expect(schemaMessage({ laps: '3' })).toBe('laps: "3" is not allowed (a whole number from 1 to 50)');
    expect(schemaMessage({ laps: Number.NaN })).toBe('laps: NaN is not allowed (a whole number from 1 to 50)');
    expect(schemaMessage({ grid: 'fastest' })).toBe('grid: "fastest" is not allowed ("seats" or "random")');
    expect(schemaMessage({ bigError: 1 })).toBe('bigError: 1 is not allowed (true or false)');
  });

  it('accepts the limits themselves, in the schema and in set-up', () => {
    for (const config of [{ laps: 1 }, { laps: 50 }, { moveSeconds: 10 }, { moveSeconds: 60 }, { laps: 5, fuelStops: 5 }, { roundLimit: 1 }, { roundLimit: 10_000 }]) {
      expect(schemaMessage(config), JSON.stringify(config)).toBeNull();
      expect(setupMessage(config), JSON.stringify(config)).toBeNull();
    }
  });

  it('training results for fewer cars than race: those without one start behind, in car order; results past the last car are of no car', () => {
    const r = (rolls: number) => ({ rolls, yellows: 0, reds: 0, past: 0 });
    const fewer = game.setup({ graph }, { training: [r(9), r(7)] }, seats(4), 1);
    expect(fewer.cars.map((c) => c.slot)).toEqual([2, 1, 3, 4]);
    const more = game.setup({ graph }, { training: [r(9), r(7), r(8), r(1)] }, seats(3), 1);
    expect(more.cars.map((c) => c.slot)).toEqual([3, 1, 2]);
    const none = game.setup({ graph }, { training: [] }, seats(3), 1);
    expect(none.cars.map((c) => c.slot)).toEqual([1, 2, 3]);
  });
});

describe('Motorsportspiel actions: a field the game does not know is refused', () => {
  function start(): MssState {
    return game.setup({ graph }, { laps: 1, timePenalties: true }, seats(2), 5);
  }
  const seatOnTurn = (s: MssState) => game.actors(s)[0]!;

  it('refuses a listed action with an extra field, with a reason, the state unchanged', () => {
    let s = start();
    // Every phase: the dice stated, the dice placed, a path, time up.
    for (let step = 0; step < 6; step++) {
      const seat = seatOnTurn(s);
      const listed = game.legalActions(s, seat);
      for (const a of listed) {
        const before = canonicalJson(game.hashable(s));
        const hostile = { ...a, extra: 1 } as unknown as MssAction;
        const r = game.apply(s, seat, hostile);
        expect(r.ok, canonicalJson(hostile)).toBe(false);
        if (!r.ok) {
          expect(r.code).toBe('malformed-action');
          expect(r.message).toContain('extra');
          expect(r.message.split('\n')).toHaveLength(1);
        }
        expect(canonicalJson(game.hashable(s))).toBe(before);
      }
      // A field deeper down (a placed die) is refused as well.
      const order = listed.find((a) => a.type === 'order');
      if (order && order.type === 'order') {
        const deep = { ...order, dice: order.dice.map((d, i) => (i === 0 ? { ...d, weight: 2 } : d)) } as unknown as MssAction;
        const r = game.apply(s, seat, deep);
        expect(r.ok).toBe(false);
      }
      const next = game.apply(s, seat, listed.find((a) => a.type !== 'time-up')!);
      expect(next.ok).toBe(true);
      if (next.ok) s = next.state;
    }
  });

  it('still accepts a copy of a listed action (the same fields, a new object)', () => {
    const s = start();
    const seat = seatOnTurn(s);
    const a = game.legalActions(s, seat)[0]!;
    const r = game.apply(s, seat, JSON.parse(JSON.stringify(a)) as MssAction);
    expect(r.ok).toBe(true);
  });
});
