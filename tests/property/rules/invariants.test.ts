/**
 * Invariants over many random games (DESIGN.md "Reliability rules"): coins and
 * DRS markers conserved, gears in range, cars on laid spaces of the graph, no
 * two cars on one space, every legal action accepted, every game ends.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, COIN_TOTAL, createGame, DRS_MARKERS, legalActions, legalActionsOf, PIECES_AT_START, type GameState } from '../../../src/rules/start-frei';
import { validateLayout } from '../../../src/track';
import { actor, makeBots, raceTrackFromPreset, reversed } from '../../../src/rules/start-frei/files';
import { benchTrack } from '../../unit/rules/helpers/bench-track';

function checkInvariants(s: GameState): void {
  const coins = s.supply + s.players.reduce((n, p) => n + p.coins, 0);
  expect(coins).toBe(COIN_TOTAL);
  const offer = s.turn?.drsOffer !== null && s.turn?.drsOffer !== undefined ? 1 : 0;
  expect(s.drsPile.length + s.players.reduce((n, p) => n + p.drs.length, 0) + offer).toBe(DRS_MARKERS.length);
  const spaces = new Set<number>();
  for (const p of s.players) {
    expect(p.gear).toBeGreaterThanOrEqual(0);
    expect(p.gear).toBeLessThanOrEqual(3);
    expect(p.drs.length).toBeLessThanOrEqual(2);
    expect(p.coins).toBeGreaterThanOrEqual(0);
    const space = s.track.graph.spaces[p.space];
    expect(space).toBeDefined();
    expect(space!.pieceOrder).toBeLessThan(s.laid);
    spaces.add(p.space);
    expect(p.deck).toHaveLength(6);
  }
  expect(spaces.size).toBe(s.players.length);
}

const oval = (() => {
  const t = raceTrackFromPreset('the-oval');
  if (!t.ok) throw new Error(t.error);
  const r = reversed(t.track);
  if (!r.ok) throw new Error(r.error);
  return { forward: t.track, reverse: r.track };
})();

describe('random games', () => {
  it('keep every invariant on a preset laid as it goes, in either direction, with planned or drawn tiles', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 4 }), fc.boolean(), fc.constantFrom('planned', 'drawn'), (seed, n, reverse, tiles) => {
        const t = reverse ? oval.reverse : oval.forward;
        let s = createGame({ track: t.graph, layout: t.layout, players: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })), laid: PIECES_AT_START, tiles }, seed);
        expect(s.players.every((p) => p.coins === 2 && p.gear === 0)).toBe(true);
        const bots = makeBots(Array.from({ length: n }, (_, i) => (i % 2 === 0 ? 'random' : 'heuristic')), seed);
        while (s.phase !== 'over') {
          const who = actor(s);
          const legal = legalActionsOf(s, who);
          expect(legal.length).toBeGreaterThan(0);
          const r = applyAction(s, bots[who]!.choose(s, who, legal));
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          s = r.state;
          checkInvariants(s);
        }
        expect(validateLayout(s.track.layout!).valid).toBe(true);
      }),
      { numRuns: 12 },
    );
  });

  it('keep every invariant and end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 4 }), fc.constantFrom('random', 'heuristic'), fc.integer({ min: 2, max: 24 }), (seed, n, kind, laid) => {
        let s = createGame({ track: benchTrack(), players: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })), laid }, seed);
        const bots = makeBots(Array.from({ length: n }, () => kind), seed);
        let steps = 0;
        while (s.phase !== 'over') {
          const who = actor(s);
          let legal = legalActions(s);
          expect(legal.length).toBeGreaterThan(0);
          if (s.phase === 'choose') legal = legal.filter((a) => a.type === 'choose' && a.player === who);
          const r = applyAction(s, bots[who]!.choose(s, who, legal));
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          s = r.state;
          checkInvariants(s);
          steps++;
          expect(steps).toBeLessThan(50_000);
        }
        expect(s.standings).toHaveLength(n);
      }),
      { numRuns: 60 },
    );
  });

  it('accept every listed action and reject a tampered one without changing the state', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 200 }), (seed, depth) => {
        let s = createGame({ track: benchTrack(), players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }] }, seed);
        const bots = makeBots(['random', 'random', 'random'], seed);
        for (let i = 0; i < depth && s.phase !== 'over'; i++) {
          const who = actor(s);
          let legal = legalActions(s);
          if (s.phase === 'choose') legal = legal.filter((a) => a.type === 'choose' && a.player === who);
          const r = applyAction(s, bots[who]!.choose(s, who, legal));
          if (!r.ok) throw new Error(r.message);
          s = r.state;
        }
        for (const a of legalActions(s)) expect(applyAction(s, a).ok).toBe(true);
        const before = JSON.stringify({ ...s, track: null });
        const bad = applyAction(s, { type: 'move', switches: [999999] });
        expect(bad.ok).toBe(false);
        expect(JSON.stringify({ ...s, track: null })).toBe(before);
      }),
      { numRuns: 100 },
    );
  });
});
