import { describe, expect, it } from 'vitest';
import { formula1Game, Formula1SetupError, roundLimitFor, type Formula1Action, type Formula1State } from '../../../src/rules/formula-1';
import { core } from '../../../src/rules';
import { position, presetGraph, sq, straightGraph } from './helpers';

const g = presetGraph();
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `Driver ${i + 1}`, kind: 'human' }));

function play(s: Formula1State, seat: number, a: Formula1Action): Formula1State {
  const r = formula1Game.apply(s, seat, a);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.state;
}

describe('Formuła 1 set-up', () => {
  it('tyres by grid slot: 28 for 1–2, 29 for 3–4, 30 for 5–6; every speedometer at 0', () => {
    const s = formula1Game.setup({ graph: g }, {}, seats(6), 11);
    for (const c of s.cars) {
      expect(c.tyres).toBe([28, 28, 29, 29, 30, 30][c.grid - 1]);
      expect(c.speed).toBe(0);
      expect(c.space).toBe(g.grid[c.grid - 1]);
    }
    expect(new Set(s.cars.map((c) => c.grid)).size).toBe(6);
  });

  it('with 2 or 3 players each drives two cars, tyres counted per car; with 4 to 6, one', () => {
    expect(formula1Game.seats.tokensPerSeat(2)).toBe(2);
    expect(formula1Game.seats.tokensPerSeat(3)).toBe(2);
    expect(formula1Game.seats.tokensPerSeat(4)).toBe(1);
    const s = formula1Game.setup({ graph: g }, {}, seats(3), 5);
    expect(s.cars).toHaveLength(6);
    expect(s.cars.filter((c) => c.seat === 1)).toHaveLength(2);
    expect(formula1Game.tokens(s).map((t) => t.label)).toContain('Driver 2 (car 2)');
  });

  it('grid positions are drawn by lot from the seed, or chosen in the config', () => {
    const a = formula1Game.setup({ graph: g }, {}, seats(6), 1);
    const again = formula1Game.setup({ graph: g }, {}, seats(6), 1);
    expect(again.cars.map((c) => c.grid)).toEqual(a.cars.map((c) => c.grid));
    const grids = new Set(Array.from({ length: 12 }, (_, seed) => formula1Game.setup({ graph: g }, {}, seats(6), seed).cars.map((c) => c.grid).join()));
    expect(grids.size).toBeGreaterThan(1);
    const chosen = formula1Game.setup({ graph: g }, { grid: [3, 1, 2, 4] }, seats(4), 1);
    expect(chosen.cars.map((c) => c.grid)).toEqual([3, 1, 2, 4]);
  });

  it('refuses tables it cannot host, with a reason', () => {
    expect(() => formula1Game.setup({ graph: g }, {}, seats(1), 1)).toThrow(Formula1SetupError);
    expect(() => formula1Game.setup({ graph: g }, {}, seats(7), 1)).toThrow(/2 to 6/);
    expect(() => formula1Game.setup({ graph: g }, { laps: 0 }, seats(2), 1)).toThrow(/laps/);
    expect(() => formula1Game.setup({ graph: g }, { grid: [1, 1, 2, 3] }, seats(2), 1)).toThrow(/distinct/);
    expect(() => formula1Game.setup({ graph: g }, {}, [...seats(5), { name: 'X', kind: 'human', tokens: 2 }], 1)).toThrow(/fit/);
  });
});

describe('Formuła 1 finish and ranking (Figure 10)', () => {
  const spec = { lanes: 3, length: 20 };
  const sg = straightGraph(spec);

  it('the first car to pass the line on its last lap wins; the round is played out; the rest are ranked by position', () => {
    let s = position(sg, [
      { space: sq(spec, 0, 18), speed: 80, crossings: 1 },
      { space: sq(spec, 1, 17), speed: 120, crossings: 1 },
      { space: sq(spec, 2, 10), speed: 40, crossings: 1 },
    ]);
    expect(s.order).toEqual([0, 1, 2]);
    s = play(s, 0, { type: 'speed', kmh: 80 });
    s = play(s, 0, { type: 'move', path: [sq(spec, 0, 19), sq(spec, 0, 0)] });
    expect(s.cars[0]!.finished).toBe(1);
    expect(formula1Game.result(s)).toBeNull();
    s = play(s, 1, { type: 'speed', kmh: 120 });
    s = play(s, 1, { type: 'move', path: [18, 19, 0].map((p) => sq(spec, 1, p)) });
    expect(s.cars[1]!.finished).toBe(2);
    s = play(s, 2, { type: 'speed', kmh: 40 });
    s = play(s, 2, { type: 'move', path: [sq(spec, 2, 11)] });
    expect(formula1Game.actors(s)).toEqual([]);
    expect(formula1Game.result(s)).toEqual({ kind: 'ranking', order: [0, 1, 2], reason: 'finish' });
    expect(formula1Game.legalActions(s, 0)).toEqual([]);
  });

  it('in a race of several laps, crossing the line before the last lap starts the next lap', () => {
    let s = position(sg, [
      { space: sq(spec, 0, 18), speed: 80, crossings: 1 },
      { space: sq(spec, 1, 10), speed: 40, crossings: 1 },
    ], { laps: 2 });
    const r = formula1Game.apply(play(s, 0, { type: 'speed', kmh: 80 }), 0, { type: 'move', path: [sq(spec, 0, 19), sq(spec, 0, 0)] });
    if (!r.ok) throw new Error(r.message);
    expect(r.events).toContainEqual({ type: 'lap', car: 0, lap: 2 });
    expect(r.state.cars[0]).toMatchObject({ crossings: 2, finished: 0 });
    s = r.state;
    expect(formula1Game.result(s)).toBeNull();
  });

  it('a player with two cars is ranked by the better one', () => {
    const s0 = formula1Game.setup({ graph: sg }, { grid: [1, 4, 2, 3] }, seats(2), 1);
    // Seat 1's second car (grid 3) leads; seat 0's first car is second.
    const cars = s0.cars.map((c, i) => ({ ...c, space: [sq(spec, 0, 5), sq(spec, 0, 1), sq(spec, 1, 2), sq(spec, 2, 8)][i]!, crossings: 1 }));
    const over = { ...s0, cars, phase: 'over' as const, endReason: 'round-limit' };
    expect(formula1Game.result(over)).toEqual({ kind: 'ranking', order: [1, 0], reason: 'round-limit' });
  });

  it('the race also ends at the round limit (a safety bound far beyond any real race)', () => {
    expect(roundLimitFor(1, 32)).toBe(40);
    let s = position(sg, [{ space: sq(spec, 0, 5) }, { space: sq(spec, 1, 3) }], { roundLimit: 1 });
    s = play(s, 0, { type: 'speed', kmh: 0 });
    s = play(s, 1, { type: 'speed', kmh: 0 });
    expect(formula1Game.result(s)).toEqual({ kind: 'ranking', order: [0, 1], reason: 'round-limit' });
  });
});

describe('Formuła 1 apply', () => {
  it('accepts exactly the listed actions; anything else is rejected and the state is unchanged', () => {
    const s = formula1Game.setup({ graph: g }, {}, seats(4), 2);
    const seat = formula1Game.actors(s)[0]!;
    const before = core.hashState(formula1Game.hashable(s));
    const other = (seat + 1) % 4;
    for (const [who, a, code] of [
      [other, { type: 'speed', kmh: 40 }, 'not-your-turn'],
      [seat, { type: 'speed', kmh: 360 }, 'invalid-action'],
      [seat, { type: 'speed', kmh: 20 }, 'illegal-action'],
      [seat, { type: 'move', path: [1] }, 'illegal-action'],
      [seat, { type: 'service' }, 'illegal-action'],
      [seat, { type: 'leave' }, 'illegal-action'],
      [seat, { type: 'speed', kmh: 40, extra: 1 }, 'invalid-action'],
    ] as const) {
      const r = formula1Game.apply(s, who, a as Formula1Action);
      expect(r.ok, JSON.stringify(a)).toBe(false);
      if (!r.ok) expect(r.code).toBe(code);
    }
    expect(core.hashState(formula1Game.hashable(s))).toBe(before);
  });

  it('speeds are offered only when affordable: from 0 with 28 tyres, 320 km/h (16 tyres) is offered; with 15 it is not', () => {
    const s = position(straightGraph({ lanes: 3, length: 40 }), [{ space: 10, tyres: 28 }, { space: 30 }]);
    expect(formula1Game.legalActions(s, 0)).toContainEqual({ type: 'speed', kmh: 320 });
    const poor = { ...s, cars: s.cars.map((c, i) => (i === 0 ? { ...c, tyres: 15 } : c)) };
    expect(formula1Game.legalActions(poor, 0)).not.toContainEqual({ type: 'speed', kmh: 320 });
    expect(formula1Game.legalActions(poor, 0)).toContainEqual({ type: 'speed', kmh: 280 });
  });

  it('the examples bound covers the round limit of their boards', () => {
    for (const ex of formula1Game.examples) {
      const { board, config } = ex.load();
      const s = formula1Game.setup(board, config, seats(ex.seats), 1);
      expect(ex.maxActions).toBeGreaterThanOrEqual(s.roundLimit * s.cars.length * 2);
    }
  });

  it('the throws of a move are explicit events, and the same seed and moves give the same race', () => {
    const run = () => {
      let s = formula1Game.setup({ graph: g }, { laps: 1 }, seats(2), 77);
      const events: string[] = [];
      for (let i = 0; i < 400 && formula1Game.actors(s).length > 0; i++) {
        const seat = formula1Game.actors(s)[0]!;
        const legal = formula1Game.legalActions(s, seat);
        const a = legal[legal.length - 1]!;
        const r = formula1Game.apply(s, seat, a);
        if (!r.ok) throw new Error(r.message);
        events.push(...r.events.map((e) => e.type));
        s = r.state;
      }
      return { hash: core.hashState(formula1Game.hashable(s)), events };
    };
    const a = run();
    expect(a.events).toContain('throw');
    expect(run()).toEqual(a);
  });
});
