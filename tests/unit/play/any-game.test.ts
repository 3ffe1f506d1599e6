import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AnyGame, Game } from '../../../src/rules/core';
import type { GameClient } from '../../../src/games';
import { applyMove, botActors, botMove, handoffTo, humanActors, humanToAct, isOver, newSession, prepareBoard, replayMoves, resultOf, runBots, tokensOf } from '../../../src/app/play/session';
import { tokenColours } from '../../../src/app/play/colours';

/**
 * A small co-operative game the shell has never heard of: a rail map, two
 * trains a seat, every seat choosing at once (in secret) for three rounds,
 * and a team result. The shell must play it through the Game interface alone.
 */
interface S {
  readonly round: number;
  readonly chosen: readonly (number | null)[];
  readonly score: number;
}
type A = { readonly type: 'pick'; readonly n: 1 | 2 };
type E = { readonly type: 'picked'; readonly seat: number };

const toyGame: Game<Record<string, never>, S, A, E, { stations: number }> = {
  id: 'bahn-frei',
  title: 'Toy Rail',
  seats: { min: 2, max: 4, tokensPerSeat: () => 2 },
  board: 'rail-map',
  configSchema: z.object({}).strict() as unknown as z.ZodType<Record<string, never>>,
  actionSchema: z.object({ type: z.literal('pick'), n: z.union([z.literal(1), z.literal(2)]) }),
  setup: (_b, _c, seats) => ({ round: 1, chosen: seats.map(() => null), score: 0 }),
  actors: (s) => (s.round > 3 ? [] : s.chosen.flatMap((c, i) => (c === null ? [i] : []))),
  legalActions: (s, seat) => (s.round <= 3 && s.chosen[seat] === null ? [{ type: 'pick', n: 1 }, { type: 'pick', n: 2 }] : []),
  apply(s, seat, a) {
    if (s.round > 3 || s.chosen[seat] !== null) return { ok: false, code: 'not-your-turn', message: 'not now' };
    const chosen = s.chosen.map((c, i) => (i === seat ? a.n : c));
    const done = chosen.every((c) => c !== null);
    const score = done ? s.score + chosen.reduce<number>((t, c) => t + (c ?? 0), 0) : s.score;
    return { ok: true, state: done ? { round: s.round + 1, chosen: chosen.map(() => null), score } : { ...s, chosen }, events: [{ type: 'picked', seat }] };
  },
  result: (s) => (s.round > 3 ? { kind: 'team', won: s.score >= 10, score: s.score, reason: 'All three rounds are played.' } : null),
  hashable: (s) => s,
  tokens: (s) => s.chosen.flatMap((_, seat) => [0, 1].map((k) => ({ id: `train-${seat}-${k}`, seat, space: (seat * 2 + k + s.round) % 10, label: `Train ${k + 1}` }))),
  spaceCount: (b) => b.stations,
  examples: [{ name: 'Small map', seats: 2, load: () => ({ board: { stations: 10 }, config: {} }), maxActions: 100 }],
  bots: { steady: () => ({ kind: 'steady', choose: (_s, _seat, actions) => actions[actions.length - 1]! }) },
};

const toyClient: GameClient<S, A, E> = {
  id: 'bahn-frei',
  actionLabel: (_s, _seat, a) => `Send ${a.n} ${a.n === 1 ? 'train' : 'trains'}`,
  prompt: () => 'Choose in secret.',
  seatStatus: (s) => [`Round ${s.round}`],
  eventText: (_s, e, names) => `${names[e.seat]} has chosen`,
  glossary: [],
  howToPlay: [],
};

const game = toyGame as unknown as AnyGame;

function start(kinds: readonly string[]) {
  const board = prepareBoard(game, null);
  if (!board.ok) throw new Error(board.message);
  expect(board.value.graph).toBeNull();
  expect(board.value.source).toEqual({ kind: 'example', name: 'Small map' });
  const r = newSession(game, toyClient, board.value, kinds.map((kind, i) => ({ name: ['Anna', 'Ben', 'Carla'][i]!, kind })), 3);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('the shell plays a game it does not know', () => {
  it('several tokens a seat, each in its own colour', () => {
    const s = start(['human', 'human', 'steady']);
    const colours = tokenColours(tokensOf(s));
    expect(Object.keys(colours)).toHaveLength(6);
    expect(new Set(Object.values(colours)).size).toBe(6);
  });

  it('everyone chooses at once: the bots do not wait for the people, and the people pass the device in secret', () => {
    let s = start(['human', 'human', 'steady']);
    expect(humanActors(s)).toEqual([0, 1]);
    expect(botActors(s)).toEqual([2]);
    expect(s.secret).toBe(true);
    const r = runBots(s, 10);
    expect(r.ok).toBe(true);
    s = r.ok ? r.value : s;
    expect(botActors(s)).toEqual([]);
    expect(humanActors(s)).toEqual([0, 1]);
    expect(handoffTo(s, null)).toBe(0);
    const two: A = { type: 'pick', n: 2 };
    const a = applyMove(s, 0, two);
    s = a.ok ? a.value : s;
    expect(handoffTo(s, 0)).toBe(1);
    expect(humanToAct(s, 0)).toBe(1);
    const one: A = { type: 'pick', n: 1 };
    const b = applyMove(s, 1, one);
    s = b.ok ? b.value : s;
    expect(s.log.map((l) => l.text)).toEqual(['Carla has chosen', 'Anna has chosen', 'Ben has chosen']);
    // A new round: every seat chooses again, still in secret.
    expect(s.secret).toBe(true);
    expect(botMove(s)).not.toBeNull();
  });

  it('a team result at the end, and the moves replay to the same state', () => {
    let s = start(['steady', 'steady']);
    const r = runBots(s, 100);
    s = r.ok ? r.value : s;
    expect(isOver(s)).toBe(true);
    expect(resultOf(s)).toEqual({ kind: 'team', won: true, score: 12, reason: 'All three rounds are played.' });
    const again = replayMoves(start(['steady', 'steady']), s.moves, []);
    expect(again.ok && again.value.state).toEqual(s.state);
  });
});
