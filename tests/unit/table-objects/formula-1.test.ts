import { describe, expect, it } from 'vitest';
import { dialAngle, F1_DIE_SIDES, formula1Table, throwText, tyreStacks } from '../../../src/games/formula-1/table';
import { formula1Game, positionState, PIT_TYRES, TOP_SPEED, type Formula1Event, type Formula1State } from '../../../src/rules/formula-1';
import { botGame } from './play';

describe('Formuła 1 on the table: what each object shows', () => {
  it.each([
    [0, []],
    [1, [1]],
    [5, [5]],
    [7, [5, 2]],
    [28, [5, 5, 5, 5, 5, 3]],
    [30, [5, 5, 5, 5, 5, 5]],
  ])('a pile of %i tyres is the stacks %j', (n, stacks) => {
    expect(tyreStacks(n)).toEqual(stacks);
  });

  it.each([
    [1, 1, false, '1 — one tyre lost'],
    [2, 2, false, '2 — two tyres lost'],
    [3, 0, false, '3 — no harm'],
    [5, 0, false, '5 — no harm'],
    [6, 0, true, '6 — off the track'],
    [2, 0, true, '2 — no tyres left: off the track'],
  ])('a throw of %i (%i tyres lost, off: %s) reads “%s”', (die, lost, off, text) => {
    expect(throwText(die, lost, off)).toBe(text);
  });

  it('the pointer runs from the left (0 km/h) over the top to the right (top speed)', () => {
    expect(dialAngle(0)).toBeCloseTo(Math.PI);
    expect(dialAngle(TOP_SPEED / 2)).toBeCloseTo(Math.PI / 2);
    expect(dialAngle(TOP_SPEED)).toBeCloseTo(0);
    expect(dialAngle(TOP_SPEED + 80)).toBeCloseTo(0);
  });

  it('the table die has every number once, opposite sides adding up to 7', () => {
    expect([...F1_DIE_SIDES].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    for (let k = 0; k < 6; k += 2) expect(F1_DIE_SIDES[k]! + F1_DIE_SIDES[k + 1]!).toBe(7);
  });

  it('over whole bot races, dials, piles, throws and pit service equal the state and the events', () => {
    let throws = 0;
    let services = 0;
    let serviceEvents = 0;
    for (const seed of [1, 2, 3]) {
      const { steps } = botGame('formula-1', seed, 3);
      for (const step of steps) {
        const state = step.state as Formula1State;
        const events = step.events as readonly Formula1Event[];
        const view = formula1Table(state, events);
        expect(view.cars.map((c) => c.speed)).toEqual(state.cars.map((c) => c.speed));
        expect(view.cars.map((c) => c.stacks.reduce((a, b) => a + b, 0))).toEqual(state.cars.map((c) => c.tyres));
        const thrown = events.filter((e) => e.type === 'throw');
        expect(view.throws.map((t) => [t.car, t.space, t.die])).toEqual(thrown.map((e) => [e.car, e.space, e.die]));
        for (const t of view.throws) expect(t.text.startsWith(`${t.die} — `)).toBe(true);
        throws += thrown.length;
        serviceEvents += events.filter((e) => e.type === 'service').length;
        for (const c of view.serviced) {
          expect(state.cars[c]!.tyres).toBe(PIT_TYRES);
          expect(view.cars[c]!.stacks).toEqual([5, 5, 5, 5, 5, 5]);
          services++;
        }
      }
    }
    // The races did throw dice (else the test above proves nothing about throws).
    expect(throws).toBeGreaterThan(0);
    // Every pit service tops the pile up to 30 (the examples are races of two laps).
    expect(services).toBe(serviceEvents);
  });

  it('a car serviced in the pit: its pile is topped up to 30 on the table', () => {
    const { board } = formula1Game.examples[0]!.load();
    const graph = (board as { graph: Formula1State['graph'] }).graph;
    const pit = graph.spaces.find((x) => x.features.pit === 'service')!;
    const other = graph.spaces.find((x) => x.features.pit === undefined && x.id !== pit.id)!;
    const state = positionState(graph, { names: ['Anna', 'Ben'], cars: [{ seat: 0, space: pit.id, inPit: true, tyres: 12, crossings: 1 }, { seat: 1, space: other.id }], toMove: 0 }, { laps: 2 });
    const before = formula1Table(state, []);
    expect(before.cars[0]!.stacks).toEqual([5, 5, 2]);
    expect(before.cars[0]!.status).toBe('In the pit service');
    const r = formula1Game.apply(state, 0, { type: 'service' });
    if (!r.ok) throw new Error('service refused');
    const after = formula1Table(r.state, r.events);
    expect(after.serviced).toEqual([0]);
    expect(after.cars[0]!.stacks).toEqual([5, 5, 5, 5, 5, 5]);
    expect(after.cars[0]!.speed).toBe(0);
  });
});
