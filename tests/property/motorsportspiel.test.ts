/**
 * Das Motorsportspiel, invariants on random games (random and heuristic bots,
 * random variants) on the ring: cars never go back, one car a space (two on a
 * dotted fast-lane space), no die above the max gear inside a curve, the
 * lowest readings in the pit lane, dice readings as the physical dice give
 * them, flags only from errors by the rules, every game ends.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLaneGraph } from '../../src/track';
import { loadPreset } from '../../src/track/presets';
import type { LaneGraph } from '../../src/track/lane-graph-types';
import { DICE, dieReading, maxActionsFor, motorsportspielGame as game, type MssConfig, type MssEvent, type MssState } from '../../src/rules/motorsportspiel';

let graph: LaneGraph;
beforeAll(() => {
  const loaded = loadPreset('motorsportspiel-ring');
  if (!loaded.ok) throw new Error(loaded.error);
  graph = buildLaneGraph(loaded.layout);
});

const configArb: fc.Arbitrary<MssConfig> = fc.record({
  laps: fc.integer({ min: 1, max: 2 }),
  grid: fc.constantFrom('seats' as const, 'random' as const),
  timePenalties: fc.boolean(),
  finalLapAlternate: fc.boolean(),
  bigError: fc.boolean(),
  alternatePit: fc.boolean(),
});

const OUT_REASONS = ['the BIG error', 'another error under the black flag', 'missed the pit lane under the black flag', 'missed the stop and go', 'out of fuel'];

const trackDistance = (s: MssState, id: number) => s.cars[id]!.crossings * s.graph.lapLength + s.graph.spaces[s.cars[id]!.space]!.progress;

function checkState(s: MssState): void {
  const count = new Map<number, number>();
  for (const c of s.cars) if (c.status === 'racing' && !c.off) count.set(c.space, (count.get(c.space) ?? 0) + 1);
  for (const [space, n] of count) {
    const cap = s.graph.spaces[space]!.features.fastLane?.capacity ?? 1;
    if (n > cap) expect.fail(`${n} cars on space ${space} (holds ${cap})`);
  }
}

function checkEvents(before: MssState, after: MssState, events: readonly MssEvent[]): void {
  let errors = 0;
  for (const e of events) {
    if (e.type === 'rolled') {
      for (const [die, f] of Object.entries(e.faces)) {
        if (die === 'red') {
          expect(f.top).not.toBe(f.bottom);
          expect(f.top).toBeGreaterThanOrEqual(1);
          expect(f.top).toBeLessThanOrEqual(3);
        } else expect(f.top + f.bottom).toBe(7);
      }
    }
    if (e.type === 'placed') {
      const roll = after.turn?.roll ?? before.turn!.roll;
      for (const d of e.plan) expect(d.value).toBe(dieReading(DICE[d.die], roll[d.die]!, d.side));
    }
    if (e.type === 'moved') {
      const die = e.value;
      for (const to of e.path) {
        const sp = after.graph.spaces[to]!;
        if (sp.features.maxGear !== undefined && die > sp.features.maxGear) expect.fail(`a ${die} driven into a ${sp.features.maxGear}-rated curve space ${to}`);
      }
      const placed = before.turn!.plan[before.turn!.die]!;
      if (e.path.some((to) => after.graph.spaces[to]!.features.pit)) expect(placed.low).toBe(true);
      // Steps only along edges, forward or diagonal, and diagonals only on 2, 3, 5.
      let at = before.cars[e.car]!.space;
      for (const to of e.path) {
        const edge = after.graph.out[at]!.find((x) => x.to === to);
        expect(edge).toBeDefined();
        if (edge!.kind === 'diagonal') expect([2, 3, 5]).toContain(die);
        at = to;
      }
    }
    if (e.type === 'error') {
      errors++;
      expect(e.severity).toBe(e.points >= 4 ? 'severe' : 'light');
      expect(e.points).toBeGreaterThan(0);
    }
    if (e.type === 'flag' && e.flag === 'black') expect(after.cars[e.car]!.box).toBeGreaterThanOrEqual(3);
    if (e.type === 'flag' && e.flag === 'white') expect(after.config.timePenalties).toBe(true);
    if (e.type === 'out') expect(OUT_REASONS).toContain(e.reason);
    if (e.type === 'out' && e.reason === 'the BIG error') expect(after.config.bigError).toBe(true);
    if (e.type === 'reenter') {
      const c = after.cars[e.car]!;
      expect(c.off).toBe(false);
    }
    if (e.type === 'flag' && (e.flag === 'yellow' || e.flag === 'red')) {
      if (errors === 0) expect.fail(`a ${e.flag} flag without a driving error`);
      errors--;
    }
  }
  for (const c of before.cars) {
    const a = after.cars[c.id]!;
    if (c.status === 'racing' && a.status === 'racing') {
      if (trackDistance(after, c.id) < trackDistance(before, c.id)) expect.fail(`car ${c.id} went back from ${c.space} to ${a.space}`);
    }
    if (c.status !== 'racing') expect(a.status).toBe(c.status);
  }
}

describe('Das Motorsportspiel: invariants of random games', () => {
  it.each(['random', 'heuristic'])('%s bots keep every rule at every step, and every game ends', (kind) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 2, max: 12 }), configArb, (seed, seats, config) => {
        const bots = Array.from({ length: seats }, (_, i) => game.bots[kind]!(seed + i));
        let s = game.setup({ graph }, config, Array.from({ length: seats }, (_, i) => ({ name: `P${i}`, kind })), seed);
        const max = maxActionsFor(config, seats);
        let n = 0;
        for (; n < max && game.actors(s).length > 0; n++) {
          const seat = game.actors(s)[0]!;
          const legal = game.legalActions(s, seat);
          expect(legal.length).toBeGreaterThan(0);
          const r = game.apply(s, seat, bots[seat]!.choose(s, seat, legal));
          if (!r.ok) expect.fail(r.message);
          checkState(r.state);
          checkEvents(s, r.state, r.events);
          s = r.state;
        }
        expect(game.actors(s)).toEqual([]);
        const res = game.result(s)!;
        expect(res.kind).toBe('ranking');
        if (res.kind === 'ranking') expect([...res.order].sort((a, b) => a - b)).toEqual(Array.from({ length: seats }, (_, i) => i));
      }),
      { numRuns: kind === 'random' ? 12 : 8 },
    );
  });

  it('12 heuristic cars finish a 3-lap race on the ring', () => {
    for (const seed of [1, 2]) {
      const seats = 12;
      const bots = Array.from({ length: seats }, (_, i) => game.bots.heuristic!(seed + i));
      let s = game.setup({ graph }, { laps: 3 }, Array.from({ length: seats }, (_, i) => ({ name: `P${i}`, kind: 'heuristic' })), seed);
      while (game.actors(s).length > 0) {
        const seat = game.actors(s)[0]!;
        const r = game.apply(s, seat, bots[seat]!.choose(s, seat, game.legalActions(s, seat)));
        if (!r.ok) expect.fail(r.message);
        s = r.state;
      }
      expect(s.endReason).toBe('finish');
      expect(s.cars.filter((c) => c.status === 'finished').length).toBeGreaterThanOrEqual(10);
    }
  });
});
