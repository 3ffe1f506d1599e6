/**
 * The contract every registered game must keep (OpenSpiel's style of game
 * tests), run through the `Game` interface only, on each of the game's
 * example tables:
 * - random games end within the example's bound; along the way the result is
 *   null exactly while someone may act, every actor has a legal action, nobody
 *   else has one, the tokens stand on the board, and the hashable view is
 *   plain JSON data;
 * - `apply` accepts exactly what `legalActions` lists: every listed action
 *   applies (also after a JSON round trip), anything else — another seat's
 *   action, a seat that may not act, malformed variants, non-actions — is
 *   rejected, and no call changes the state it was given (an action is what
 *   the game's action schema reads: fields it drops do not count);
 * - a replay from seed + moves reproduces every checkpoint; a tampered log
 *   fails at the first bad move; replaying a prefix reproduces each earlier
 *   state;
 * - every registered bot plays a whole game choosing only listed actions;
 * - the seeded generator lives in `state.rng` (what "Take back" watches).
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { core, GAMES } from '../../src/rules';
import { toyGame } from './toy-game';
import { actionKey, readKey, hashOf, logOf, NOT_ACTIONS, playRandom, Rand, table, variants, type A, type G, type Played, type Table } from './play';

/** Every registered game, and a test double of the coming games' shape (simultaneous moves, two tokens a seat, a team result). */
const games: readonly G[] = [...GAMES, toyGame as unknown as G];
const cases = games.flatMap((game) => game.examples.map((example) => [`${game.title} on ${example.name}`, game, example] as const));

/** The checks of one state that are cheap enough for every step of every game. */
function checkStep(t: Table, state: unknown, step: number, tokenIds: Set<string>): void {
  const { game } = t;
  const n = t.seats.length;
  const actors = game.actors(state);
  const result = game.result(state);
  const where = `step ${step}`;
  expect(result === null, `${where}: result is null exactly while someone may act`).toBe(actors.length > 0);
  expect(new Set(actors).size, `${where}: actors once each`).toBe(actors.length);
  for (let seat = 0; seat < n; seat++) {
    const legal = game.legalActions(state, seat);
    if (game.isActor && game.isActor(state, seat) !== actors.includes(seat)) expect.fail(`${where}: isActor says seat ${seat} ${actors.includes(seat) ? 'may not' : 'may'} act, actors says otherwise`);
    if (actors.includes(seat)) {
      if (legal.length === 0) expect.fail(`${where}: seat ${seat} may act but has no legal action`);
    } else if (legal.length > 0) expect.fail(`${where}: seat ${seat} may not act but has ${legal.length} legal actions`);
  }
  const spaces = game.spaceCount(t.board);
  const tokens = game.tokens(state);
  const ids = new Set<string>();
  for (const tok of tokens) {
    if (!Number.isInteger(tok.space) || tok.space < 0 || tok.space >= spaces) expect.fail(`${where}: token ${tok.id} on space ${tok.space}, the board has ${spaces}`);
    if (!Number.isInteger(tok.seat) || tok.seat < 0 || tok.seat >= n) expect.fail(`${where}: token ${tok.id} of seat ${tok.seat}`);
    if (tok.label.length === 0) expect.fail(`${where}: token ${tok.id} has no label`);
    if (ids.has(tok.id)) expect.fail(`${where}: two tokens are called ${tok.id}`);
    ids.add(tok.id);
    tokenIds.add(tok.id);
  }
  for (let seat = 0; seat < n; seat++) if (!tokens.some((tok) => tok.seat === seat)) expect.fail(`${where}: seat ${seat} has no token`);
  if (step % 25 === 0) checkPlain(game.hashable(state), `(step ${step})`);
}

/** The hashable view is plain JSON data: what a Map, a Set, a class or `undefined` in an array would lose, it must not hold. */
function checkPlain(value: unknown, path: string): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) expect.fail(`hashable ${path} is ${value}, not JSON`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      if (v === undefined) expect.fail(`hashable ${path}[${i}] is undefined`);
      checkPlain(v, `${path}[${i}]`);
    });
    return;
  }
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) expect.fail(`hashable ${path} is a ${(value as object).constructor?.name ?? 'non-plain object'}, not plain data`);
    for (const [k, v] of Object.entries(value)) if (v !== undefined) checkPlain(v, `${path}.${k}`);
    return;
  }
  expect.fail(`hashable ${path} is a ${typeof value}, not JSON`);
}

function checkResult(t: Table, state: unknown): void {
  const r = t.game.result(state);
  expect(r).not.toBeNull();
  if (r!.kind === 'ranking') expect([...r!.order].sort((a, b) => a - b)).toEqual(t.seats.map((_, i) => i));
  else expect(Number.isFinite(r!.score)).toBe(true);
  expect(r!.reason.length).toBeGreaterThan(0);
}

interface Tally {
  accepted: number;
  rejected: number;
}

/** `action` is rejected for `seat` unless, as the game's schema reads it, it is one of `listed` (keys by `readKey`). */
function rejects(t: Table, state: unknown, seat: number, action: unknown, listed: ReadonlySet<string> | undefined, why: string, tally: Tally): void {
  let r;
  try {
    r = t.game.apply(state, seat, action as A);
  } catch (error) {
    expect.fail(`${why}: apply threw instead of rejecting ${actionKey(action)} for seat ${seat}: ${String(error)}`);
  }
  // Accepted: fine only when it reads as a listed action (the schema read is costly, so only here).
  if (r.ok && listed?.has(readKey(t.game, action))) return;
  if (r.ok) expect.fail(`${why}: accepted ${actionKey(action)} for seat ${seat}, which legalActions does not list`);
  if (typeof r.code !== 'string' || r.code.length === 0) expect.fail(`${why}: a rejection without a code`);
  tally.rejected++;
}

/** apply accepts exactly the listed actions in `state` (and changes nothing it was given). */
function checkExactly(t: Table, state: unknown, step: number, types: readonly string[], rnd: Rand, tally: Tally): void {
  const { game } = t;
  const n = t.seats.length;
  const before = hashOf(game, state);
  const where = `step ${step}`;
  const lists = t.seats.map((_, seat) => game.legalActions(state, seat));
  const keys = lists.map((l) => new Set(l.map(actionKey)));
  // Listed actions read back as themselves (checked below), so their keys are `readKey`s too.
  const all = new Map<string, A>();
  for (const l of lists) for (const a of l) all.set(actionKey(a), a);

  for (let seat = 0; seat < n; seat++) {
    for (const a of lists[seat]!) {
      if (readKey(game, a) !== actionKey(a)) expect.fail(`${where}: listed action ${actionKey(a)} does not read back through the action schema`);
      const r = game.apply(state, seat, a);
      if (!r.ok) expect.fail(`${where}: listed action ${actionKey(a)} of seat ${seat} rejected: ${r.code} ${r.message}`);
      // What a file brings back must act the same.
      const copy = JSON.parse(JSON.stringify(a)) as A;
      const r2 = game.apply(state, seat, copy);
      if (!r2.ok || hashOf(game, r2.state) !== hashOf(game, r.state)) expect.fail(`${where}: ${actionKey(a)} acts differently after a JSON round trip`);
      tally.accepted++;
    }
  }
  // Someone's action, offered by a seat that does not list it (another seat, no seat at all).
  for (const seat of [...t.seats.keys(), -1, n, 0.5]) {
    for (const [key, a] of all) if (!keys[seat]?.has(key)) rejects(t, state, seat, a, undefined, `${where}, another seat's action`, tally);
  }
  // Malformed variants of three listed actions, offered by every actor.
  const sample = [...all.values()];
  const actors = game.actors(state);
  for (let i = 0; i < Math.min(3, sample.length); i++) {
    const a = rnd.pick(sample);
    for (const v of variants(a, types)) for (const seat of actors) rejects(t, state, seat, v, keys[seat], `${where}, a variant of ${actionKey(a)}`, tally);
  }
  for (const seat of actors.length > 0 ? actors : [0]) for (const x of NOT_ACTIONS) rejects(t, state, seat, x, undefined, `${where}, not an action`, tally);
  expect(hashOf(game, state), `${where}: apply changed the state it was given`).toBe(before);
}

describe.each(cases)('%s', (_name, game: G, example) => {
  let t: Table;
  /** One game played with every check at every step; the replay tests use its log. */
  let played: Played;
  let tally: Tally;

  beforeAll(() => {
    t = table(game, example);
    tally = { accepted: 0, rejected: 0 };
    const rnd = new Rand(99);
    const types = new Set<string>();
    played = playRandom(t, 20_261_201, (state, step) => {
      for (const seat of game.actors(state)) for (const a of game.legalActions(state, seat)) types.add(a.type);
      checkExactly(t, state, step, [...types], rnd, tally);
    });
    // The final state too: nothing is accepted once the game is over.
    checkExactly(t, played.states.at(-1), played.moves.length, [...types], rnd, tally);
  });

  it('apply accepts exactly the listed actions, and never changes the state it was given', () => {
    expect(played.over).toBe(true);
    expect(tally.accepted).toBeGreaterThanOrEqual(played.moves.length);
    expect(tally.rejected).toBeGreaterThan(played.moves.length);
  });

  it('random games end within the bound, keeping result, actors and tokens consistent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        const ids = new Set<string>();
        const p = playRandom(t, seed, (state, step) => checkStep(t, state, step, ids));
        expect(p.over, `seed ${seed}: not over after ${p.moves.length} actions`).toBe(true);
        checkStep(t, p.states.at(-1), p.moves.length, ids);
        checkResult(t, p.states.at(-1));
        expect(ids.size).toBeGreaterThanOrEqual(t.seats.length * game.seats.tokensPerSeat(t.seats.length));
      }),
      { numRuns: 3 },
    );
  });

  it('keeps its seeded generator in state.rng, the one source of chance the shells watch ("Take back" ends when it moves)', () => {
    const states = played.states;
    expect(Object.prototype.hasOwnProperty.call(states[0], 'rng'), 'state.rng').toBe(true);
    const rngs = new Set(states.map((s) => JSON.stringify((s as { rng: unknown }).rng)));
    // Chance is used during a game (dice, draws): the generator moves on.
    expect(rngs.size).toBeGreaterThan(1);
  });

  it('a replay from seed and moves reproduces every checkpoint', () => {
    const check = core.verifyMoves(game, logOf(t, played));
    expect(check.ok, check.ok ? '' : `${check.index}: ${check.reason}`).toBe(true);
    expect(hashOf(game, check.state)).toBe(played.hashes.at(-1));
    // The same seed and moves, played again, give the same states.
    const again = core.verifyMoves(game, logOf(t, played, played.moves, []));
    expect(hashOf(game, again.state)).toBe(played.hashes.at(-1));
  });

  it('a tampered log fails at the first bad move', () => {
    const rnd = new Rand(4242);
    const m = played.moves.length;
    const ks = [0, m - 1, ...Array.from({ length: 4 }, () => rnd.int(m))];
    let changedLegal = 0;
    for (const k of ks) {
      // Checkpoints as a file has them (every 100 moves and the last), and the ones after move k.
      const sparse = new Set([...core.checkpointIndices(m), k + 1]);
      const cps = played.hashes.map((hash, index) => ({ index, hash })).filter((c) => sparse.has(c.index));
      const at = (moves: typeof played.moves) => core.verifyMoves(game, logOf(t, played, moves, cps));
      const tampered = (move: (typeof played.moves)[number]) => played.moves.map((x, i) => (i === k ? move : x));
      const { seat, action } = played.moves[k]!;
      const state = played.states[k];
      const expectFailAt = (r: core.MoveCheck<unknown>, what: string, index = k) => {
        expect(r.ok, `${what} at move ${k} went unnoticed`).toBe(false);
        if (!r.ok) expect(r.index, `${what} at move ${k}: ${r.reason}`).toBe(index);
      };
      // A seat that may not act now.
      const idle = t.seats.findIndex((_, s) => !game.actors(state).includes(s));
      expectFailAt(at(tampered({ seat: idle >= 0 ? idle : t.seats.length, action })), 'a move by a seat that may not act');
      // An action nobody lists.
      const listed = new Set(game.legalActions(state, seat).map(actionKey));
      const bad = variants(action, []).find((v) => !listed.has(readKey(game, v)))!;
      expectFailAt(at(tampered({ seat, action: bad as A })), 'a malformed action');
      // The move dropped: the log first differs where the run of moves equal to move k ends.
      const dropped = played.moves.filter((_, i) => i !== k);
      const moveKey = (mv: { seat: number; action: unknown } | undefined) => (mv ? `${mv.seat} ${actionKey(mv.action)}` : '');
      let j = k;
      while (j < dropped.length && moveKey(dropped[j]) === moveKey(played.moves[j])) j++;
      const firstDiff = j < dropped.length ? game.apply(played.states[j], dropped[j]!.seat, dropped[j]!.action) : null;
      // (Unless the differing move happens to lead to the very same state.)
      if (!firstDiff?.ok || hashOf(game, firstDiff.state) !== played.hashes[j + 1]) {
        const withJ = played.hashes.map((hash, index) => ({ index, hash })).filter((c) => sparse.has(c.index) || c.index === j + 1);
        expectFailAt(core.verifyMoves(game, logOf(t, played, dropped, withJ)), 'a dropped move', j);
      }
      // Another legal action than the one played (caught by the checkpoint after it).
      const other = game.legalActions(state, seat).find((a) => {
        const r = game.apply(state, seat, a);
        return r.ok && hashOf(game, r.state) !== played.hashes[k + 1];
      });
      if (other) {
        expectFailAt(at(tampered({ seat, action: other })), 'another legal action');
        changedLegal++;
      }
      // A checkpoint hash changed: caught at the move after which it was taken.
      const changed = cps.map((c) => (c.index === k + 1 ? { ...c, hash: c.hash === 'ffffffff' ? '00000000' : 'ffffffff' } : c));
      expectFailAt(core.verifyMoves(game, logOf(t, played, played.moves, changed)), 'a changed checkpoint');
    }
    expect(changedLegal).toBeGreaterThan(0);
    // Another seed: the initial state already differs.
    const seeded = core.verifyMoves(game, { ...logOf(t, played), seed: played.seed + 1 });
    expect(seeded.ok).toBe(false);
    if (!seeded.ok) expect(seeded.index).toBe(-1);
  });

  it('replaying a prefix reproduces each earlier state, and earlier states stay as they were', () => {
    const rnd = new Rand(77);
    const m = played.moves.length;
    for (const k of [0, 1, m, ...Array.from({ length: 5 }, () => rnd.int(m + 1))]) {
      const cps = played.hashes.slice(0, k + 1).map((hash, index) => ({ index, hash }));
      const r = core.verifyMoves(game, logOf(t, played, played.moves.slice(0, k), cps));
      expect(r.ok, r.ok ? '' : `prefix ${k}: ${r.index} ${r.reason}`).toBe(true);
      expect(hashOf(game, r.state)).toBe(played.hashes[k]);
      expect(game.result(r.state) === null).toBe(k < m);
    }
    // Undo is going back to a kept state: none was changed by the moves after it.
    played.states.forEach((s, i) => {
      if (hashOf(game, s) !== played.hashes[i]) expect.fail(`state ${i} changed after it was left`);
    });
  });

  it.each(Object.keys(game.bots))('bot %s plays whole games choosing only listed actions, the same way from the same seed', (kind) => {
    const run = (seed: number) => {
      const bots = t.seats.map((_, i) => game.bots[kind]!(seed * 31 + i));
      let state = game.setup(t.board, t.config, t.seats.map((s) => ({ ...s, kind })), seed);
      let steps = 0;
      for (; steps < example.maxActions; steps++) {
        const actors = game.actors(state);
        if (actors.length === 0) break;
        const seat = actors[0]!;
        const legal = game.legalActions(state, seat);
        const action = bots[seat]!.choose(state, seat, legal);
        if (!legal.some((a) => actionKey(a) === actionKey(action))) expect.fail(`step ${steps}: bot ${kind} chose ${actionKey(action)}, not listed`);
        const r = game.apply(state, seat, action);
        if (!r.ok) expect.fail(`step ${steps}: bot ${kind}'s action was rejected: ${r.code}`);
        state = r.state;
      }
      expect(game.actors(state)).toEqual([]);
      checkResult(t, state);
      return hashOf(game, state);
    };
    expect(run(5)).toBe(run(5));
  });
});
