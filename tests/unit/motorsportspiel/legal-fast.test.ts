/**
 * The engine's legal actions (kept tables across turns and races, the
 * straight-on shortcut, the table of legal plans by pairs of readings) against
 * the plain reference of `legal-reference.ts`, on every order and path
 * position of seeded bot races: the ring with 6 and 12 cars (curves, chicanes,
 * the pit lane, cars blocked and off the track, black flags), and a small
 * board with a pit lane where cars bunch up.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLaneGraph } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import type { LaneGraph } from '../../../src/track/lane-graph-types';
import { motorsportspielGame as game, type MssConfig, type MssState } from '../../../src/rules/motorsportspiel';
import { makeGraph } from './fixtures';
import { plansOf, referenceLegal } from './legal-reference';

let ring: LaneGraph;
let small: LaneGraph;
beforeAll(() => {
  const loaded = loadPreset('motorsportspiel-ring');
  if (!loaded.ok) throw new Error(loaded.error);
  ring = buildLaneGraph(loaded.layout);
  small = makeGraph({
    length: 18,
    features: (_lane, i) => (i >= 5 && i <= 7 ? { maxGear: 2 } : i >= 12 && i <= 13 ? { maxGear: 4 } : {}),
    pit: { from: 15, to: 17, boxes: [16] },
  });
});

/** The states of a seeded race of bots of `kinds` (one car per seat), in the order they come. */
function raceStates(graph: LaneGraph, config: MssConfig, kinds: readonly string[], seed: number): MssState[] {
  const seats = kinds.map((kind, i) => ({ name: `P${i + 1}`, kind }));
  const bots = kinds.map((kind, i) => game.bots[kind]!((seed * 31 + i * 7919) | 0));
  let state = game.setup({ graph }, config, seats, seed);
  const out: MssState[] = [];
  for (let n = 0; n < 20_000; n++) {
    const seat = game.actors(state)[0];
    if (seat === undefined) break;
    out.push(state);
    const legal = game.legalActions(state, seat);
    const r = game.apply(state, seat, bots[seat]!.choose(state, seat, legal));
    if (!r.ok) throw new Error(r.message);
    state = r.state;
  }
  return out;
}

const seatOf = (s: MssState) => s.cars[s.turn!.car]!.seat;

describe('the fast legal actions', () => {
  it('list exactly what the plain reference lists, in its order, on thousands of positions of seeded races', () => {
    const tables: [() => LaneGraph, MssConfig, string[], number][] = [
      [() => ring, { laps: 1 }, Array(6).fill('heuristic'), 2],
      [() => ring, { laps: 1 }, Array(6).fill('heuristic'), 3],
      [() => ring, { laps: 1, timePenalties: true }, Array(6).fill('random'), 5],
      [() => ring, { laps: 2 }, Array(6).fill('random'), 6],
      [() => ring, { laps: 2, alternatePit: true }, [...Array(6).fill('random'), ...Array(6).fill('heuristic')], 9],
      [() => ring, { laps: 1 }, Array(12).fill('random'), 14],
      [() => ring, { laps: 1 }, Array(12).fill('heuristic'), 15],
      [() => small, { laps: 3 }, Array(6).fill('random'), 4],
      [() => small, { laps: 2, alternatePit: true }, Array(6).fill('heuristic'), 7],
    ];
    const seen = { order: 0, move: 0, forbidden: 0, stuck: 0, pit: 0, mustPit: 0, twelve: 0 };
    const all: MssState[] = [];
    for (const [graph, config, kinds, seed] of tables) {
      for (const state of raceStates(graph(), config, kinds, seed)) {
        const expected = referenceLegal(state);
        if (!expected) continue;
        all.push(state);
        const got = game.legalActions(state, seatOf(state));
        expect(JSON.stringify(got)).toBe(JSON.stringify(expected));
        const turn = state.turn!;
        const car = state.cars[turn.car]!;
        if (turn.phase === 'order') {
          seen.order++;
          if (expected.filter((a) => a.type === 'order').length < plansOf(turn.roll).length) seen.forbidden++;
        } else {
          seen.move++;
          const die = turn.plan[turn.die]!;
          if (expected.some((a) => a.type === 'path' && a.to.length < die.value)) seen.stuck++;
        }
        if (state.graph.spaces[car.space]!.features.pit) seen.pit++;
        if (car.mustPit) seen.mustPit++;
        if (state.cars.length === 12) seen.twelve++;
      }
    }
    // Asked again in the reverse order (the kept tables now answer from other turns and races): the same lists.
    for (let i = all.length - 1; i >= 0; i -= 3) expect(JSON.stringify(game.legalActions(all[i]!, seatOf(all[i]!)))).toBe(JSON.stringify(referenceLegal(all[i]!)));
    // What the positions cover: plans the rule forbids, dice driven only in part, the pit lane, a pit duty, 12 cars.
    expect(seen.order).toBeGreaterThan(800);
    expect(seen.move).toBeGreaterThan(1500);
    expect(seen.forbidden).toBeGreaterThan(100);
    expect(seen.stuck).toBeGreaterThan(50);
    expect(seen.pit).toBeGreaterThan(10);
    expect(seen.mustPit).toBeGreaterThan(0);
    expect(seen.twelve).toBeGreaterThan(500);
  });
});
