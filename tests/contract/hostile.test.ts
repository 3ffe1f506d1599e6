/**
 * The Game interface as a trust boundary (issue 33): every registered game,
 * as the registry lists it, refuses hostile input — with a code and one plain
 * line, the state deep-equal to a copy taken before — at states all along a
 * random game and after its end:
 * - a listed action with a field the schema does not know, at any depth;
 * - a field of the wrong type, NaN, ±Infinity, huge and unsafe numbers;
 * - a seat given as "0", 0.5, -1, 99, NaN, null;
 * - another seat's action; a stale action (listed at an earlier state);
 * - an action that is no plain data (a class instance, a getter, an
 *   inherited field), or nested absurdly deep;
 * - anything at all once the game is over.
 * The toy game (its schema not strict) runs behind `core.guarded` beside
 * them: the shared guard, not each game's schema, is what refuses.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { core, GAMES } from '../../src/rules';
import { toyGame } from './toy-game';
import { actionKey, playRandom, Rand, table, type A, type G, type Played, type Table } from './play';

const games: readonly G[] = [...GAMES, core.guarded(toyGame as unknown as G)];
const cases = games.map((game) => [game.title, game] as const);

/** Values no action field should take. */
const POISON: readonly unknown[] = [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e308, 2 ** 53 + 2, -1e12, 1e-9, '1', '', true, {}, [], null];
const BAD_SEATS: readonly unknown[] = ['0', '1', 0.5, -1, 99, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, true, [0], { seat: 0 }];

class Imposter {
  constructor(fields: object) {
    Object.assign(this, fields);
  }
}

/** The listed action with an unknown field added at every depth it has objects (the top, each nested object, each object in a list). */
function withExtraFields(action: A): unknown[] {
  const out: unknown[] = [
    { ...action, extra: 1 },
    JSON.parse(`{${JSON.stringify(action).slice(1, -1)},"__proto__":{"extra":1}}`),
    { ...action, constructor: 'x' },
  ];
  const rec = action as unknown as Record<string, unknown>;
  for (const [key, v] of Object.entries(rec)) {
    if (Array.isArray(v)) {
      const i = v.findIndex((x) => x !== null && typeof x === 'object' && !Array.isArray(x));
      if (i >= 0) out.push({ ...rec, [key]: v.map((x, j) => (j === i ? { ...(x as object), extra: 1 } : x)) });
    } else if (v !== null && typeof v === 'object') out.push({ ...rec, [key]: { ...v, extra: 1 } });
  }
  return out;
}

/** Each field (and each field of a nested object, each item of a list) poisoned. */
function poisoned(action: A): unknown[] {
  const out: unknown[] = [];
  const rec = action as unknown as Record<string, unknown>;
  for (const [key, v] of Object.entries(rec)) {
    if (key === 'type') continue;
    for (const p of POISON) out.push({ ...rec, [key]: p });
    if (Array.isArray(v) && v.length > 0) for (const p of POISON) out.push({ ...rec, [key]: [p, ...v.slice(1)] });
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      for (const ik of Object.keys(v)) for (const p of POISON) out.push({ ...rec, [key]: { ...v, [ik]: p } });
    }
  }
  return out;
}

/** The listed action as something other than plain data. */
function notPlain(action: A): unknown[] {
  let deep: unknown = 0;
  for (let i = 0; i < 5000; i++) deep = { a: deep };
  const getter = { ...action };
  Object.defineProperty(getter, 'type', { get: () => action.type, enumerable: true });
  return [new Imposter(action), Object.create(action) as unknown, getter, { ...action, nested: deep }, [action], JSON.stringify(action)];
}

interface Refusal {
  refused: number;
}

function mustRefuse(t: Table, state: unknown, seat: unknown, action: unknown, why: string, tally: Refusal): void {
  let r;
  try {
    r = t.game.apply(state, seat as number, action as A);
  } catch (error) {
    expect.fail(`${why}: apply threw for seat ${String(seat)}: ${String(error)}`);
  }
  if (r.ok) expect.fail(`${why}: accepted for seat ${String(seat)}: ${safeKey(action)}`);
  if (typeof r.code !== 'string' || r.code.length === 0) expect.fail(`${why}: a refusal without a code`);
  if (typeof r.message !== 'string' || r.message.length === 0 || /\n/.test(r.message)) expect.fail(`${why}: the reason is not one line: ${JSON.stringify(r.message)}`);
  tally.refused++;
}

function safeKey(action: unknown): string {
  try {
    return actionKey(action).slice(0, 200);
  } catch {
    return String(action);
  }
}

/** The state's own copy, to compare with after the barrage (what a mutation would change). */
function copyOf(state: unknown): unknown {
  return structuredClone(state);
}

describe.each(cases)('%s behind the boundary', (_title, game: G) => {
  let t: Table;
  let played: Played;
  beforeAll(() => {
    t = table(game, game.examples[0]!);
    played = playRandom(t, 3303);
  });

  it('lists only actions the boundary lets through as they are', () => {
    const rnd = new Rand(1);
    for (let i = 0; i < 12; i++) {
      const k = rnd.int(played.states.length);
      const state = played.states[k];
      for (const seat of game.actors(state)) {
        for (const a of game.legalActions(state, seat)) {
          const c = core.checkAction(game.actionSchema, a);
          if (!c.ok) expect.fail(`state ${k}: listed ${actionKey(a)} is refused by the boundary: ${c.message}`);
        }
      }
    }
  });

  it('refuses unknown fields, wrong types, NaN, Infinity, huge numbers, bad seats, other seats, stale actions and non-data, leaving the state as it was', () => {
    expect(played.over).toBe(true);
    const tally: Refusal = { refused: 0 };
    const rnd = new Rand(33);
    const m = played.moves.length;
    const steps = [...new Set([0, 1, Math.floor(m / 3), Math.floor(m / 2), m - 1, ...Array.from({ length: 3 }, () => rnd.int(m))])].sort((a, b) => a - b);
    for (const k of steps) {
      const state = played.states[k];
      const before = copyOf(state);
      const hash = core.gameHash(game, state);
      const where = `step ${k}`;
      const actors = game.actors(state);
      const listed = t.seats.map((_, seat) => new Set(game.legalActions(state, seat).map(actionKey)));
      const refuse = (seat: number, action: unknown, why: string) => {
        // A changed value may happen to be another listed action of that seat: that one is fine.
        if (typeof seat === 'number' && listed[seat]?.has(safeKey(action))) return;
        mustRefuse(t, state, seat, action, `${where}, ${why}`, tally);
      };
      for (const seat of actors) {
        const own = game.legalActions(state, seat);
        for (let i = 0; i < Math.min(3, own.length); i++) {
          const a = rnd.pick(own);
          for (const v of withExtraFields(a)) mustRefuse(t, state, seat, v, `${where}, ${actionKey(a)} with an unknown field`, tally);
          for (const v of poisoned(a)) refuse(seat, v, `${where}, a poisoned ${actionKey(a)}`);
          for (const v of notPlain(a)) mustRefuse(t, state, seat, v, `${where}, ${actionKey(a)} as no plain data`, tally);
          for (const s of BAD_SEATS) mustRefuse(t, state, s, a, `${where}, seat given as ${String(s)}`, tally);
          mustRefuse(t, state, t.seats.length, a, `${where}, a seat past the table`, tally);
        }
        // Other seats' actions.
        for (let other = 0; other < t.seats.length; other++) {
          if (other === seat) continue;
          for (const a of game.legalActions(state, other)) refuse(seat, a, `${where}, seat ${other}'s action`);
        }
      }
      // Stale actions: what was listed a move or a few moves ago.
      for (const j of [k - 1, k - 2, k - 7].filter((j) => j >= 0)) {
        const earlier = played.states[j];
        for (const seat of game.actors(earlier)) for (const a of game.legalActions(earlier, seat).slice(0, 20)) refuse(seat, a, `${where}, stale from step ${j}`);
      }
      expect(core.gameHash(game, state), `${where}: the hash changed`).toBe(hash);
      expect(state, `${where}: the state changed`).toEqual(before);
    }
    expect(tally.refused).toBeGreaterThan(100);
  });

  it('refuses anything after the end, from every seat, leaving the final state as it was', () => {
    const last = played.states.at(-1);
    expect(game.actors(last)).toEqual([]);
    const before = copyOf(last);
    const tally: Refusal = { refused: 0 };
    const seen = new Set<string>();
    for (const { action } of played.moves) {
      const key = actionKey(action);
      if (seen.has(key)) continue;
      seen.add(key);
      for (let seat = 0; seat < t.seats.length; seat++) mustRefuse(t, last, seat, action, 'after the end', tally);
    }
    for (const a of [{ type: 'time-up' }, { type: 'pass' }, { type: 'done' }]) mustRefuse(t, last, 0, a, 'after the end', tally);
    expect(tally.refused).toBeGreaterThan(0);
    expect(last).toEqual(before);
    const r = game.apply(last, 0, played.moves[0]!.action);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.code).toBe('game-over');
  });
});
