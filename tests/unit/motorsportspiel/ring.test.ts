/**
 * Das Motorsportspiel on the ring preset: the grid for 2 to 12 cars, what the
 * rules read off the board, opening counts (perft) and the heuristic bot's
 * full braking.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildLaneGraph } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import type { LaneGraph } from '../../../src/track/lane-graph-types';
import { boardInfo, heuristicBot, motorsportspielGame as game, type MssAction, type MssState } from '../../../src/rules/motorsportspiel';

let graph: LaneGraph;
beforeAll(() => {
  const loaded = loadPreset('motorsportspiel-ring');
  if (!loaded.ok) throw new Error(loaded.error);
  graph = buildLaneGraph(loaded.layout);
});
/** Leaves of the pole car's first turn, four decisions deep after each dice choice (seed 7, 6 cars). */
const PERFT = 23_124;
const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i + 1}`, kind: 'human' }));

describe('the ring', () => {
  it('lines up 12 cars: the printed 1 3 5 / 2 4 6 and the alternate set-up behind, two by two in their lanes', () => {
    const s = game.setup({ graph }, {}, seats(12), 1);
    const spaces = s.cars.map((c) => c.space);
    expect(new Set(spaces).size).toBe(12);
    expect(spaces.slice(0, 6)).toEqual([...graph.grid]);
    const lanes = s.cars.map((c) => graph.spaces[c.space]!.lane);
    expect(lanes).toEqual([0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1]);
    const progress = s.cars.map((c) => graph.spaces[c.space]!.progress);
    for (let i = 2; i < 12; i++) expect(progress[i]).toBe(progress[i - 2]! - 1);
    expect(() => game.setup({ graph }, {}, seats(13), 1)).toThrow();
  });

  it('a seat may drive a team of cars', () => {
    const s = game.setup({ graph }, {}, [{ name: 'A', kind: 'human', tokens: 2 }, { name: 'B', kind: 'human', tokens: 2 }], 1);
    expect(s.cars.map((c) => c.seat)).toEqual([0, 0, 1, 1]);
    expect(game.tokens(s).map((t) => t.label)).toEqual(['#1 A', '#2 A', '#3 B', '#4 B']);
  });

  it('knows each curve\'s outside lane, the pit entry, and who can still reach it this lap', () => {
    const info = boardInfo(graph);
    expect(info.hasPit).toBe(true);
    graph.spaces.forEach((s) => {
      if (s.features.maxGear !== undefined) expect([0, 1]).toContain(info.outsideLane[s.id]);
    });
    const entry = graph.out.flat().find((e) => e.kind === 'pit-entry')!;
    expect(info.reachesPit[entry.from]).toBe(true);
    // Past the entry on the grid straight the pit is out of reach this lap.
    expect(info.reachesPit[graph.grid[0]!]).toBe(false);
  });

  it('perft: the pole car\'s first turn has 3 dice choices, and every roll gives a small finite list', () => {
    const s = game.setup({ graph }, {}, seats(6), 7);
    expect(game.actors(s)).toEqual([0]);
    const first = game.legalActions(s, 0);
    expect(first.length).toBe(3);
    let leaves = 0;
    const walk = (st: MssState, depth: number): void => {
      const seat = game.actors(st)[0];
      if (seat === undefined || depth === 0 || st.turn?.car !== 0) {
        leaves++;
        return;
      }
      for (const a of game.legalActions(st, seat)) {
        const r = game.apply(st, seat, a);
        if (!r.ok) throw new Error(r.message);
        walk(r.state, depth - 1);
      }
    };
    for (const a of first) {
      const r = game.apply(s, 0, a);
      if (!r.ok) throw new Error(r.message);
      const orders = game.legalActions(r.state, 0);
      expect(orders.length).toBeGreaterThan(0);
      expect(orders.length).toBeLessThanOrEqual(48);
      walk(r.state, 4);
    }
    // The same seed gives the same tree.
    const again = leaves;
    leaves = 0;
    for (const a of first) walk((game.apply(s, 0, a) as { state: MssState }).state, 4);
    expect(leaves).toBe(again);
    expect(leaves).toBe(PERFT);
  });

  it('the heuristic bot brakes before a 2-rated curve: only the red die close to it, one white die a little further', () => {
    const s = game.setup({ graph }, {}, seats(2), 1);
    const bot = heuristicBot(1);
    const curve2 = graph.spaces.find((x) => x.features.maxGear === 2 && x.lane === 1)!;
    const info = boardInfo(graph);
    const back = (space: number, n: number) => {
      let at = space;
      for (let i = 0; i < n; i++) at = info.behind[at]!.find((p) => graph.spaces[p]!.lane === graph.spaces[space]!.lane)!;
      return at;
    };
    const choose = (space: number) => {
      const st: MssState = { ...s, cars: s.cars.map((c) => (c.id === s.turn!.car ? { ...c, space } : { ...c, space: back(curve2.id, 30) })) };
      const seat = game.actors(st)[0]!;
      return bot.choose(st, seat, game.legalActions(st, seat)) as MssAction;
    };
    expect(choose(back(curve2.id, 3))).toEqual({ type: 'dice', white: 0 });
    expect(choose(back(curve2.id, 9))).toEqual({ type: 'dice', white: 1 });
    expect(choose(back(curve2.id, 25))).toEqual({ type: 'dice', white: 2 });
  });
});
