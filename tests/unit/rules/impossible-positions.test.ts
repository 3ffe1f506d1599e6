/**
 * Issue 13, "Positions that cannot exist are refused": each reproducer is a
 * SetupError with a one-line reason from stateFromPosition or createGame.
 */
import { describe, expect, it } from 'vitest';
import { createGame, SetupError, starterHand, stateFromPosition, type Position } from '../../../src/rules/start-frei';
import type { LaneGraph } from '../../../src/track/lane-graph-types';
import { benchTrack } from './helpers/bench-track';

const graph = benchTrack();
const pos = (cars: Position['cars'], extra: Partial<Position> = {}): Position => ({ cars, ...extra });
const two = (a: Partial<Position['cars'][number]> = {}, b: Partial<Position['cars'][number]> = {}) =>
  pos([
    { name: 'A', space: graph.grid[0]!, ...a },
    { name: 'B', space: graph.grid[1]!, ...b },
  ]);

function refused(f: () => unknown, message: RegExp): void {
  let error: unknown;
  try {
    f();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(SetupError);
  expect((error as Error).message).toMatch(message);
  expect((error as Error).message).not.toMatch(/\n/);
}

describe('positions that cannot exist are refused', () => {
  const mine = starterHand(0);
  const theirs = starterHand(1);

  it('a sound position loads, and a card held is not in the draw pile', () => {
    const s = stateFromPosition(graph, two());
    expect(s.players[0]!.deck).toEqual(mine);
    const market = createGame({ track: graph, players: [{ name: 'A' }, { name: 'B' }] }, 0).drawPile;
    const bought = market[0]!;
    const withBought = stateFromPosition(graph, two({ deck: [...mine.slice(0, 5), bought] }));
    expect(withBought.drawPile).not.toContain(bought);
    expect(withBought.drawPile.length).toBe(market.length - 1);
  });

  it.each<[string, Position, RegExp]>([
    ['a deck of 5', two({ deck: mine.slice(0, 5) }), /deck holds 5 cards; a player has 6/],
    ['a deck of 7', two({ deck: [...mine, theirs[0]!] }), /deck holds 7 cards/],
    ['a card twice in a deck', two({ deck: [...mine.slice(0, 5), mine[0]!] }), /holds card \d+ twice/],
    ['a card in two decks', two({ deck: [...mine.slice(0, 5), theirs[0]!] }), /is in the decks of players 0 and 1/],
    ['a hand card not in the deck', two({ hand: [theirs[0]!] }), /hand holds card \d+, which is not in the deck/],
    ['a hand card twice', two({ hand: [mine[0]!, mine[0]!] }), /hand holds card \d+ twice/],
    ['a DRS marker twice on one wheel', two({ drs: [3, 3] }), /DRS marker 3 is on the steering wheels twice/],
    ['a DRS marker on two wheels', two({ drs: [3] }, { drs: [3] }), /DRS marker 3 is on the steering wheels twice/],
    ['a DRS marker on a wheel and in the pile', { ...two({ drs: [3] }), drsPile: [0, 1, 2, 3, 4, 5, 6, 7, 8] }, /on a steering wheel and in the DRS pile/],
    ['a DRS marker twice in the pile', { ...two(), drsPile: [0, 0, 2, 3, 4, 5, 6, 7, 8, 9] }, /DRS marker 0 is in the DRS pile twice/],
    ['a DRS pile short of markers', { ...two(), drsPile: [0, 1, 2] }, /hold 3 markers; the game has 10/],
  ])('%s', (_what, position, message) => {
    refused(() => stateFromPosition(graph, position), message);
  });

  it.each([
    [[12], /dice\[0\]: 12 is no face of any die/],
    [[0, 12], /dice\[1\]: 12 is no face/],
    [['drs'], /dice\[0\]: "drs" is a boost result/],
    [[2, 'drs', 'drs'], /dice\[2\]: "drs"/],
    [[-1], /no face of any die/],
  ] as const)('forced dice %j are checked die by die at load', (dice, message) => {
    refused(() => stateFromPosition(graph, two(), dice as unknown as (number | 'drs')[]), message);
  });

  it('forced dice that some die shows load', () => {
    expect(stateFromPosition(graph, two(), [0, 5, 2, 'drs', 4, 1]).forced).toEqual([0, 5, 2, 'drs', 4, 1]);
  });
});

describe('a hand-made lane graph that does not hold together is a SetupError, never a TypeError', () => {
  const clone = (): { -readonly [K in keyof LaneGraph]: unknown } & Record<string, unknown> => structuredClone(graph) as never;
  const players = [{ name: 'A' }, { name: 'B' }];
  const cases: [string, (g: ReturnType<typeof clone>) => void, RegExp][] = [
    ['no spaces', (g) => (g.spaces = []), /has no spaces/],
    ['missing spaces (cut short)', (g) => (g.spaces = (g.spaces as unknown[]).slice(0, 10)), /lists edges for \d+ spaces, not its 10|not in the graph/],
    ['a hole in the spaces', (g) => ((g.spaces as unknown[])[5] = null), /space 5 is missing/],
    ['an edge leaving the graph', (g) => ((g.out as { to: number }[][])[0]![0]!.to = 99_999), /leads to space 99999, which is not in the graph/],
    ['an edge listed under another space', (g) => ((g.out as { from: number }[][])[1]![0]!.from = 0), /listed under space 1 leaves from 0/],
    ['a grid space outside', (g) => ((g.grid as number[])[0] = 99_999), /grid position 1 names space 99999/],
    ['a grid space twice', (g) => ((g.grid as number[])[1] = (g.grid as number[])[0]!), /grid positions share space/],
    ['a grid that is no list', (g) => (g.grid = 'x'), /no start grid/],
    ['a lane out of range', (g) => ((g.spaces as { lane: number }[])[2]!.lane = 7), /space 2 is in lane 7/],
    ['no out lists', (g) => (g.out = undefined), /lists edges for 0 spaces/],
  ];
  for (const [what, change, message] of cases) {
    it(what, () => {
      const g = clone();
      change(g);
      refused(() => createGame({ track: g as unknown as LaneGraph, players }, 1), message);
    });
  }

  it('the bench track itself is sound', () => {
    expect(createGame({ track: structuredClone(graph), players }, 1).phase).toBe('choose');
  });
});
