import { z } from 'zod';
import type { Game } from '../../../src/rules/core';
import type { GameClient } from '../../../src/games';

/**
 * A small co-operative game the shell has never heard of: a rail map, two
 * trains a seat, every seat choosing at once (in secret) for three rounds,
 * and a team result. The shell must play it through the Game interface alone.
 */
export interface S {
  readonly round: number;
  readonly chosen: readonly (number | null)[];
  readonly score: number;
}
export type A = { readonly type: 'pick'; readonly n: 1 | 2 };
export type E = { readonly type: 'picked'; readonly seat: number };

export const toyGame: Game<Record<string, never>, S, A, E, { stations: number }> = {
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

export const toyClient: GameClient<S, A, E> = {
  id: 'bahn-frei',
  actionLabel: (_s, _seat, a) => `Send ${a.n} ${a.n === 1 ? 'train' : 'trains'}`,
  prompt: () => 'Choose in secret.',
  seatStatus: (s) => [`Round ${s.round}`],
  eventText: (_s, e, names) => `${names[e.seat]} has chosen`,
  glossary: [],
  howToPlay: [],
};

