/**
 * Das Motorsportspiel's positions against play (issue 34): a state reached in
 * seeded races, written as a position and built back, has the same car on
 * turn, offered the same actions.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLaneGraph } from '../../src/track';
import { loadPreset } from '../../src/track/presets';
import type { LaneGraph } from '../../src/track/lane-graph-types';
import { canonicalJson } from '../../src/rules/core/hash';
import { buildPosition, heuristicBot, motorsportspielGame as game, positionOf, positionSchema, type MssAction, type MssState } from '../../src/rules/motorsportspiel';

let graph: LaneGraph;
beforeAll(() => {
  const loaded = loadPreset('motorsportspiel-ring');
  if (!loaded.ok) throw new Error(loaded.error);
  graph = buildLaneGraph(loaded.layout);
});

describe('Motorsportspiel: positions written from play build back to the same race', () => {
  it('at turn starts of seeded races: the same car on turn, offered the same actions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 2, max: 6 }), fc.boolean(), (seed, cars, variants) => {
        const config = { laps: 2, ...(variants ? { timePenalties: true, finalLapAlternate: true } : {}) };
        const seats = Array.from({ length: cars }, (_, i) => ({ name: `Driver ${i + 1}`, kind: 'heuristic' }));
        let s = game.setup({ graph }, config, seats, seed) as MssState;
        const bot = heuristicBot(seed);
        let checked = 0;
        for (let step = 0; step < 400 && !s.over; step++) {
          const seat = game.actors(s)[0]!;
          const actions = game.legalActions(s, seat);
          if (s.turn?.phase === 'dice' && step % 7 === 0) {
            const position = positionSchema.parse(JSON.parse(JSON.stringify(positionOf(s))));
            const built = buildPosition(graph, config, seats, position, seed);
            expect(built.turn?.car, `seed ${seed} step ${step}`).toBe(s.turn.car);
            expect(canonicalJson(game.legalActions(built, seat))).toBe(canonicalJson(actions));
            checked++;
          }
          const a: MssAction = bot.choose(s, seat, actions);
          const r = game.apply(s, seat, a);
          if (!r.ok) throw new Error(r.message);
          s = r.state;
        }
        expect(checked).toBeGreaterThan(0);
      }),
      { numRuns: 12, seed: 34 },
    );
  }, 240_000);
});
