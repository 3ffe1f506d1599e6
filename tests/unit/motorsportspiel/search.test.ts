/**
 * The fast move search against the plain one: a die's places found layer by
 * layer (`dieEnds`, what the legal orders and the heuristic bot read) must be
 * exactly the places at the end of the paths listed one by one (`diePaths`,
 * what the path actions are), from positions of real races on the ring; and
 * a car's place packed into one number reads back whole.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLaneGraph } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import type { LaneGraph } from '../../../src/track/lane-graph-types';
import { motorsportspielGame as game, type MssState, type PlacedDie } from '../../../src/rules/motorsportspiel';
import { bestUnusable, ctxKey, ctxOf, ctxOfKey, dieEnds, diePaths, doneOfKey, envOf, followKey, newPlanner, type Ctx, type MoveEnv } from '../../../src/rules/motorsportspiel/moves';
import { BotRandom } from '../../../src/rules/core/bot-random';

let graph: LaneGraph;
beforeAll(() => {
  const loaded = loadPreset('motorsportspiel-ring');
  if (!loaded.ok) throw new Error(loaded.error);
  graph = buildLaneGraph(loaded.layout);
});

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' }));

/** States of a seeded random race on the ring, every `every`-th one (the cars spread out, bunch up, pit, finish). */
function raceStates(seed: number, cars: number, every: number, config = {}): MssState[] {
  const rnd = new BotRandom(seed);
  let state = game.setup({ graph }, config, seats(cars), seed);
  const out: MssState[] = [];
  for (let n = 0; n < 5000; n++) {
    const seat = game.actors(state)[0];
    if (seat === undefined) break;
    if (n % every === 0 && state.turn) out.push(state);
    const r = game.apply(state, seat, rnd.pick(game.legalActions(state, seat)));
    if (!r.ok) throw new Error(r.message);
    state = r.state;
  }
  return out;
}

const DICE: readonly PlacedDie[] = [1, 2, 3, 4, 5, 6].flatMap((value) => [true, false].map((low) => ({ die: 'white1' as const, side: 'top' as const, value, low })));

describe('the move search', () => {
  it('finds for every die exactly the places the listed paths end on, or how far the longest gets', () => {
    let compared = 0;
    let stuck = 0;
    for (const [seed, cars, config] of [
      [3, 6, { laps: 1 }],
      [8, 12, { laps: 2, alternatePit: true }],
      [21, 2, { laps: 1, timePenalties: true }],
    ] as const) {
      for (const state of raceStates(seed, cars, 7, config)) {
        const car = state.cars[state.turn!.car]!;
        const env = envOf(state, car);
        const k = ctxKey(ctxOf(car));
        const planner = newPlanner();
        for (const die of DICE) {
          const paths = diePaths(env, ctxOf(car), die);
          const ends = dieEnds(env, k, die.value, die.low, planner);
          if (paths.full.length > 0) {
            const expected = [...new Set(paths.full.map((p) => followKey(env, k, p)))].sort((a, b) => a - b);
            expect(typeof ends).toBe('object');
            expect([...(ends as readonly number[])].sort((a, b) => a - b)).toEqual(expected);
          } else {
            stuck++;
            expect(ends).toBe(paths.partial[0]?.length ?? 0);
          }
          // Asked again, the kept answer is the same.
          expect(dieEnds(env, k, die.value, die.low, planner)).toEqual(ends);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
    expect(stuck).toBeGreaterThan(0);
  });

  it('finds the fewest points a plan loses exactly as a plain walk over the listed paths does, however its kept answers are shared', () => {
    /** The plain answer: every full path of each die, one after the other; the longest partial drive when none is full. */
    const plain = (env: MoveEnv, k: number, plan: readonly PlacedDie[], i: number): number => {
      if (i >= plan.length || doneOfKey(k) !== 0) return 0;
      const die = plan[i]!;
      const paths = diePaths(env, ctxOfKey(k), die);
      if (paths.full.length === 0) return die.value - (paths.partial[0]?.length ?? 0) + plan.slice(i + 1).reduce((s, d) => s + d.value, 0);
      return Math.min(...paths.full.map((p) => plain(env, followKey(env, k, p), plan, i + 1)));
    };
    const states = raceStates(5, 6, 11, { laps: 1 }).concat(raceStates(13, 12, 13, { laps: 1, alternatePit: true }));
    // Two dice, and three with a middle die that a curve or a car ahead may stop (what the kept answers by place are for).
    const plans: PlacedDie[][] = [];
    for (const a of DICE) for (const b of DICE) if ((a.value + b.value) % 3 === 0) plans.push([a, b]);
    for (const a of DICE) for (const b of DICE) if (b.value >= 3) for (const c of [DICE[1]!, DICE[6]!, DICE[11]!]) plans.push([a, b, c]);
    let compared = 0;
    let lost = 0;
    // Two states, each with its own planner: first all the plans of one, then of the other (the kept answers pile up), then both in turn
    // (the tables hold one planner's answers at a time and must never give one's to the other).
    for (let s = 0; s + 1 < states.length; s += 2) {
      const pair = [states[s]!, states[s + 1]!].map((state) => {
        const car = state.cars[state.turn!.car]!;
        const env = envOf(state, car);
        const ctx = ctxOf(car);
        return { env, ctx, planner: newPlanner(), expected: plans.map((plan) => plain(env, ctxKey(ctx), plan, 0)) };
      });
      const ask = (side: (typeof pair)[number], i: number) => {
        expect(bestUnusable(side.env, side.ctx, plans[i]!, 0, side.planner)).toBe(side.expected[i]);
        if (side.expected[i]! > 0) lost++;
        compared++;
      };
      for (const side of pair) for (let i = 0; i < plans.length; i++) ask(side, i);
      for (let i = plans.length - 1; i >= 0; i--) for (const side of pair) ask(side, i);
    }
    expect(compared).toBeGreaterThan(2000);
    expect(lost).toBeGreaterThan(50);
  });

  it('packs a place during a move into one number and reads it back whole', () => {
    const places: Ctx[] = [];
    for (const space of [0, 1, 151, 5000])
      for (const crossings of [0, 1, 51, 1023])
        for (const grace of [0, 1, 15])
          for (const done of [null, 'finished', 'stopped'] as const)
            for (const flags of [0, 1, 2, 3]) places.push({ space, crossings, grace, done, back: (flags & 1) !== 0, mustStop: (flags & 2) !== 0 });
    const keys = new Set<number>();
    for (const c of places) {
      const k = ctxKey(c);
      expect(ctxOfKey(k)).toEqual(c);
      keys.add(k);
    }
    expect(keys.size).toBe(places.length);
  });
});
