/**
 * The secrets of every registered game (issue 31): what a seat or a spectator
 * of an online table is sent (`core.viewOf`, each game's `view.ts`), checked
 * on random games through the `Game` interface only:
 * - a view is plain JSON and holds no generator state (no `rng`, no forced dice);
 * - it stays the same when the generator moves, and when what the viewer may
 *   not see changes (the game's `reshuffle`: piles shuffled again, another
 *   seat's secret choice swapped), which leaves the viewer's own actions alone;
 * - two states that differ only in one seat's secret choice (two of its
 *   secret actions, before the reveal) look the same to every other seat and
 *   to a spectator, while the seat itself sees its own choice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { core, GAMES } from '../../src/rules';
import { actionKey, playRandom, table, type G } from './play';

type Viewer = core.Viewer;
const viewersOf = (n: number): Viewer[] => [...Array.from({ length: n }, (_, i) => i), 'spectator'];
const json = (v: unknown): string => core.canonicalJson(v);

/** Keys a view must never hold, anywhere. */
const GENERATOR_KEYS = new Set(['rng', 'forced']);
function generatorKeys(value: unknown, path = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((v, i) => generatorKeys(v, `${path}[${i}]`));
  return Object.entries(value).flatMap(([k, v]) => [...(GENERATOR_KEYS.has(k) ? [`${path}.${k}`] : []), ...generatorKeys(v, `${path}.${k}`)]);
}

interface Tally {
  states: number;
  secretPairs: number;
}

function checkState(game: G, seats: number, state: unknown, seed: number, where: string, tally: Tally): void {
  tally.states++;
  const declared = game.view!;
  for (const viewer of viewersOf(seats)) {
    const seen = core.viewOf(game, state, viewer);
    const text = JSON.stringify(seen);
    expect(json(JSON.parse(text)), `${where}: the view of ${viewer} is plain JSON`).toBe(json(seen));
    expect(generatorKeys(seen), `${where}: the view of ${viewer} holds the generator`).toEqual([]);
    const moved = { ...(state as object), rng: core.seedRng(seed ^ 0x2545f491) };
    expect(json(core.viewOf(game, moved, viewer)), `${where}: the view of ${viewer} changes with the generator`).toBe(json(seen));
    const other = declared.reshuffle(state, viewer, seed);
    expect(json(core.viewOf(game, other, viewer)), `${where}: the view of ${viewer} shows what it may not see`).toBe(json(seen));
    expect(json(game.actors(other)), `${where}: reshuffling for ${viewer} changed who acts`).toBe(json(game.actors(state)));
    if (viewer !== 'spectator') expect(json(game.legalActions(other, viewer)), `${where}: reshuffling for ${viewer} changed its actions`).toBe(json(game.legalActions(state, viewer)));
  }
  // One seat's secret choice, made two ways: the others cannot tell which.
  const actors = game.actors(state);
  if (actors.length < 2 || !declared.secret) return;
  for (const seat of actors) {
    const secret = game.legalActions(state, seat).filter((a) => declared.secret!(a));
    if (secret.length < 2) continue;
    const a = game.apply(state, seat, secret[0]!);
    const b = game.apply(state, seat, secret[secret.length - 1]!);
    if (!a.ok || !b.ok) expect.fail(`${where}: a listed secret action was rejected`);
    const still = game.actors(a.state);
    // The choice is revealed when nobody else is left to choose.
    if (json(still) !== json(game.actors(b.state)) || !still.some((s) => s !== seat)) continue;
    tally.secretPairs++;
    for (const viewer of viewersOf(seats)) {
      const va = json(core.viewOf(game, a.state, viewer));
      const vb = json(core.viewOf(game, b.state, viewer));
      if (viewer === seat) expect(va, `${where}: seat ${seat} does not see its own choice ${actionKey(secret[0])}`).not.toBe(vb);
      else expect(va, `${where}: ${viewer} sees seat ${seat}'s secret choice`).toBe(vb);
    }
  }
}

describe.each(GAMES.map((game) => [game.title, game] as const))('%s: what each seat sees', (_title, game) => {
  it('declares its view', () => {
    expect(game.view).toBeDefined();
  });

  it.each(game.examples.slice(0, 2).map((example) => [example.name, example] as const))('on %s: views hide the generator, the pile orders and the other seats\' secrets', (_name, example) => {
    const t = table(game, example);
    const tally: Tally = { states: 0, secretPairs: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), (seed) => {
        // Every state early on (the set-up, the first choices), then one in 7.
        playRandom(t, seed, (state, step) => {
          if (step < 12 || step % 7 === 0) checkState(game, t.seats.length, state, seed + step, `seed ${seed} step ${step}`, tally);
        });
      }),
      // 1870693719: Bahn Frei's choices once followed the order of the passengers still in the pile.
      { numRuns: 2, examples: [[1870693719]] },
    );
    expect(tally.states).toBeGreaterThan(10);
    // A game with secret choices met some while playing (else the check above proved nothing).
    if (game.view?.secret && t.seats.length > 1) expect(tally.secretPairs).toBeGreaterThan(0);
  });
});

describe('the views of Start Frei', () => {
  const game = GAMES.find((g) => g.id === 'start-frei')!;
  const t = table(game, game.examples[0]!);
  it('show a chosen card to its player only and as hidden to the others', () => {
    let state = game.setup(t.board, t.config, t.seats, 11);
    const first = game.legalActions(state, 0)[0]!;
    const r = game.apply(state, 0, first);
    if (!r.ok) expect.fail(r.message);
    state = r.state;
    const chosen = (viewer: Viewer) => (core.viewOf(game, state, viewer) as { chosen: unknown[] }).chosen;
    expect(chosen(0)[0]).toBe((first as unknown as { card: number }).card);
    expect(chosen(1)[0]).toBe(core.HIDDEN);
    expect(chosen('spectator')[0]).toBe(core.HIDDEN);
    expect(chosen(1)[1]).toBeNull();
  });
  it('list the piles sorted, never in their order', () => {
    const state = game.setup(t.board, t.config, t.seats, 5) as { drawPile: number[] };
    const seen = core.viewOf(game, state, 'spectator') as { drawPile: number[] };
    expect(seen.drawPile).toEqual(state.drawPile.slice().sort((a, b) => a - b));
  });
});
