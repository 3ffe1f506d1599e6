import { describe, expect, it } from 'vitest';
import { formula1Game, heuristicBot, randomBot, speedChangeCost, type Formula1Action, type Formula1State } from '../../../src/rules/formula-1';
import { position, presetGraph, sq, straightGraph, toAct } from './helpers';

const g = presetGraph();
const choose = (s: Formula1State, seed = 1): Formula1Action => {
  const seat = formula1Game.actors(s)[0]!;
  return heuristicBot(seed).choose(s, seat, formula1Game.legalActions(s, seat));
};

describe('Formuła 1 bots', () => {
  it('the random bot picks listed actions, the same ones from the same seed', () => {
    const s = formula1Game.setup({ graph: g }, {}, [{ name: 'A', kind: 'random' }, { name: 'B', kind: 'random' }], 3);
    const legal = formula1Game.legalActions(s, formula1Game.actors(s)[0]!);
    const picks = (seed: number) => {
      const bot = randomBot(seed);
      return Array.from({ length: 20 }, () => bot.choose(s, 0, legal));
    };
    expect(picks(7)).toEqual(picks(7));
    for (const a of picks(7)) expect(legal).toContainEqual(a);
    expect(new Set(picks(7).map((a) => JSON.stringify(a))).size).toBeGreaterThan(1);
  });

  it('the heuristic driver does not burn tyres: from the grid it pays at most 2, and nothing when tyres are short', () => {
    const s = formula1Game.setup({ graph: g }, { grid: [1, 2, 3, 4] }, [{ name: 'A', kind: 'heuristic' }, { name: 'B', kind: 'heuristic' }], 1);
    const a = choose(s);
    expect(a.type === 'speed' && speedChangeCost(0, a.kmh)).toBeLessThanOrEqual(2);
    expect(a.type === 'speed' && a.kmh).toBeGreaterThan(0);
    const poor = { ...s, laps: 3, cars: s.cars.map((c) => ({ ...c, tyres: 10 })) };
    const b = choose(poor);
    expect(b.type === 'speed' && speedChangeCost(0, b.kmh)).toBe(0);
    expect(b.type === 'speed' && b.kmh).toBe(120);
  });

  it('it respects safe speeds: at 240 km/h before a 40 km/h corner it does not drive six squares over it', () => {
    const spec = { lanes: 1, length: 30, safe: [[0, 6, 40] as const, [0, 7, 40] as const, [0, 8, 40] as const] };
    const s = position(straightGraph(spec), [{ space: sq(spec, 0, 2), speed: 240, tyres: 20 }, { space: sq(spec, 0, 20) }]);
    const a = choose(s);
    expect(a.type).toBe('speed');
    // Keeping 240 would mean 5 throws on each of three squares; it slows down to 160 (free or cheap) or below.
    if (a.type === 'speed') expect(a.kmh).toBeLessThanOrEqual(160);
  });

  it('on a path choice it takes the one with fewer throws when both gain the same', () => {
    // From 26 at 160 km/h: the outer lane through the corner (3 throws at 120) or across the middle (5 throws at 80).
    const s = toAct(position(g, [{ space: 26, speed: 160, tyres: 20 }, { space: 60 }]), 0, 'move');
    const a = choose(s);
    expect(a.type).toBe('move');
    if (a.type === 'move') expect(a.path).not.toEqual([30, 28, 29, 36]);
  });

  it('low on tyres with laps to go, it turns into the pit service', () => {
    const s = toAct(position(g, [{ space: 12, speed: 120, crossings: 1, tyres: 3 }, { space: 60 }], { laps: 3 }), 0, 'move');
    expect(formula1Game.legalActions(s, 0)).toContainEqual({ type: 'move', path: [13, 14, 96] });
    expect(choose(s)).toEqual({ type: 'move', path: [13, 14, 96] });
  });

  it('with plenty of tyres it drives past the pit', () => {
    const s = toAct(position(g, [{ space: 12, speed: 120, crossings: 1, tyres: 28 }, { space: 60 }], { laps: 3 }), 0, 'move');
    expect(formula1Game.legalActions(s, 0)).toContainEqual({ type: 'move', path: [13, 14, 96] });
    const a = choose(s);
    expect(a.type === 'move' && a.path.at(-1)).not.toBe(96);
  });
});
