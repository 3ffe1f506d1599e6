/**
 * The fast move search against the plain one: a die's places found layer by
 * layer (`dieEnds`, what the legal orders and the heuristic bot read) must be
 * exactly the places at the end of the paths listed one by one (`diePaths`,
 * what the path actions are), from positions of real races on the ring; and
 * a car's place packed into one number reads back whole.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLaneGraph, loadPreset } from '../../../src/track';
import type { LaneGraph } from '../../../src/track/lane-graph-types';
import { motorsportspielGame as game, type MssState, type PlacedDie } from '../../../src/rules/motorsportspiel';
import { ctxKey, ctxOf, ctxOfKey, dieEnds, diePaths, envOf, followKey, newPlanner, type Ctx } from '../../../src/rules/motorsportspiel/moves';
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
