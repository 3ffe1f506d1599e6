/**
 * A test double for the contract suite: a small co-operative game of the
 * shape the coming games have and Start Frei lacks — a simultaneous phase
 * (every seat moves at once, as in Bahn Frei), two tokens per seat (as in
 * Formuła 1), a rail-map board, a team result with a score, chance from a
 * seeded generator in the state. The suite runs it beside every registered
 * game, so its generic paths are exercised before a real game needs them.
 *
 * Rules: each round every seat moves one of its trains 1–3 spaces towards
 * the end of a line of spaces; when all have moved, a storm (chance) pushes
 * one train back a space. The table wins when every train reaches the end
 * within the rounds; the score is the spaces still to go.
 */
import { z } from 'zod';
import { core } from '../../src/rules';

interface Board {
  readonly spaces: number;
}
interface Config {
  readonly rounds: number;
}
interface State {
  readonly n: number;
  readonly end: number;
  readonly round: number;
  readonly rounds: number;
  /** pos[seat][train] */
  readonly pos: readonly (readonly number[])[];
  readonly moved: readonly boolean[];
  readonly rng: number;
  readonly over: boolean;
}
type Action = { readonly type: 'step'; readonly train: number; readonly by: number } | { readonly type: 'wait' };
type Event = { readonly type: 'Stepped'; readonly seat: number } | { readonly type: 'Storm'; readonly seat: number; readonly train: number };

const TRAINS = 2;

const actionSchema: z.ZodType<Action> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('step'), train: z.number().int(), by: z.number().int() }),
  z.object({ type: z.literal('wait') }),
]);

function actors(s: State): number[] {
  if (s.over) return [];
  const out: number[] = [];
  for (let seat = 0; seat < s.n; seat++) if (!s.moved[seat]) out.push(seat);
  return out;
}

function legalActions(s: State, seat: number): Action[] {
  if (s.over || !Number.isInteger(seat) || seat < 0 || seat >= s.n || s.moved[seat]) return [];
  const out: Action[] = [];
  for (let train = 0; train < TRAINS; train++) {
    const room = s.end - s.pos[seat]![train]!;
    for (let by = 1; by <= Math.min(3, room); by++) out.push({ type: 'step', train, by });
  }
  if (out.length === 0) out.push({ type: 'wait' });
  return out;
}

function finished(s: State): boolean {
  return s.pos.every((p) => p.every((x) => x === s.end));
}

export const toyGame: core.Game<Config, State, Action, Event, Board> = {
  // Not a real game: an id of its own (the cast is the test double's only lie).
  id: 'toy-relay' as core.GameId,
  title: 'Toy relay (test double)',
  seats: { min: 1, max: 3, tokensPerSeat: () => TRAINS },
  board: 'rail-map',
  configSchema: z.object({ rounds: z.number().int().min(1) }),
  actionSchema,
  setup(board, config, seats, seed) {
    const n = seats.length;
    if (n < 1 || n > 3) throw new Error(`the toy is for 1 to 3 seats, got ${n}`);
    if (board.spaces < 2) throw new Error('the line needs 2 spaces');
    return { n, end: board.spaces - 1, round: 1, rounds: config.rounds, pos: seats.map(() => [0, 0]), moved: seats.map(() => false), rng: core.seedRng(seed), over: false };
  },
  actors,
  legalActions,
  apply(s, seat, action) {
    const legal = legalActions(s, seat);
    if (legal.length === 0) return core.reject('not-your-turn', `seat ${String(seat)} may not act now`);
    if (!legal.some((a) => core.canonicalJson(a) === core.canonicalJson(action))) return core.reject('illegal-action', 'not a legal action');
    const events: Event[] = [{ type: 'Stepped', seat }];
    const pos = s.pos.map((p) => p.slice());
    if (action.type === 'step') pos[seat]![action.train]! += action.by;
    const moved = s.moved.slice();
    moved[seat] = true;
    let next: State = { ...s, pos, moved };
    if (moved.every(Boolean)) {
      // The storm: one train (by chance) back a space, unless it already arrived.
      const r = core.nextInt(s.rng, s.n * TRAINS);
      const [hs, ht] = [Math.floor(r.value / TRAINS), r.value % TRAINS];
      if (pos[hs]![ht]! > 0 && pos[hs]![ht]! < s.end) {
        pos[hs]![ht]! -= 1;
        events.push({ type: 'Storm', seat: hs, train: ht });
      }
      next = { ...next, rng: r.state, round: s.round + 1, moved: moved.map(() => false) };
      if (finished(next) || next.round > s.rounds) next = { ...next, over: true };
    }
    return { ok: true, state: next, events };
  },
  result(s) {
    if (!s.over) return null;
    const toGo = s.pos.reduce((sum, p) => sum + p.reduce((a, x) => a + (s.end - x), 0), 0);
    return { kind: 'team', won: toGo === 0, score: toGo, reason: toGo === 0 ? 'all arrived' : 'out of rounds' };
  },
  hashable: (s) => s,
  tokens: (s) => s.pos.flatMap((p, seat) => p.map((space, train) => ({ id: `train-${seat}-${train}`, seat, space, label: `Train ${seat + 1}${'ab'[train]}` }))),
  spaceCount: (board) => board.spaces,
  examples: [
    { name: 'a line of 9, 1 seat', seats: 1, maxActions: 40, load: () => ({ board: { spaces: 9 }, config: { rounds: 30 } }) },
    { name: 'a line of 12, 3 seats', seats: 3, maxActions: 120, load: () => ({ board: { spaces: 12 }, config: { rounds: 30 } }) },
  ],
  bots: {
    random: (seed) => {
      let rng = core.seedRng(seed);
      return {
        kind: 'random',
        choose(_s, _seat, actions) {
          const r = core.nextInt(rng, actions.length);
          rng = r.state;
          return actions[r.value]!;
        },
      };
    },
  },
};
