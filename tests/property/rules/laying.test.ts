/**
 * Random games on partly laid presets, with the layout (so the last car's
 * player chooses how to lay pieces): the invariants of invariants.test.ts
 * hold, laying waits only where there is a choice, and the track keeps its
 * spaces while its printing changes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, COIN_TOTAL, createGame, DRS_MARKERS, legalActions, legalActionsOf, standings, type GameState } from '../../../src/rules/start-frei';
import { actor, makeBots, raceTrackFromLayout } from '../../../src/rules/start-frei/files';
import { loadPreset } from '../../../src/track/presets';

const tracks = ['the-oval', 'triangle', 'track-10'].map((name) => {
  const p = loadPreset(name);
  if (!p.ok) throw new Error(p.error);
  return p.layout;
});

function check(s: GameState, spaces: number): void {
  expect(s.supply + s.players.reduce((n, p) => n + p.coins, 0)).toBe(COIN_TOTAL);
  const offer = s.turn?.drsOffer !== null && s.turn?.drsOffer !== undefined ? 1 : 0;
  expect(s.drsPile.length + s.players.reduce((n, p) => n + p.drs.length, 0) + offer).toBe(DRS_MARKERS.length);
  expect(s.track.graph.spaces.length).toBe(spaces);
  const seen = new Set<number>();
  for (const p of s.players) {
    expect(s.track.graph.spaces[p.space]!.pieceOrder).toBeLessThan(s.laid);
    seen.add(p.space);
  }
  expect(seen.size).toBe(s.players.length);
  expect(s.laid).toBeLessThanOrEqual(s.track.pieceCount);
  if (s.phase === 'lay') {
    const l = s.laying!;
    expect(l.piece).toBe(s.laid);
    expect(l.to).toBeLessThanOrEqual(s.track.pieceCount);
    expect(l.options.length).toBeGreaterThan(1);
    expect(l.player).toBe(standings(s).at(-1));
  } else expect(s.laying).toBeNull();
  for (const c of s.layChoices) expect(c.piece).toBeLessThan(s.laid);
}

describe('random games with partly laid track and laying choices', () => {
  it('keep every invariant and end', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 4 }), fc.constantFrom('random', 'heuristic'), fc.nat(2), fc.integer({ min: 1, max: 30 }), (seed, n, kind, ti, laid) => {
        const layout = { ...tracks[ti]!, meta: { ...tracks[ti]!.meta, laid: Math.min(laid, tracks[ti]!.meta.plan!.length) } };
        const t = raceTrackFromLayout(layout, layout.name);
        if (!t.ok) throw new Error(t.error);
        let s = createGame({ track: t.track.graph, layout, players: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })), laid: layout.meta.laid }, seed);
        const spaces = s.track.graph.spaces.length;
        const bots = makeBots(Array.from({ length: n }, () => kind), seed);
        let steps = 0;
        while (s.phase !== 'over') {
          const who = actor(s);
          const legal = legalActionsOf(s, who);
          expect(legal.length).toBeGreaterThan(0);
          if (s.phase === 'lay') expect(legal).toEqual(legalActions(s));
          const r = applyAction(s, bots[who]!.choose(s, who, legal));
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          s = r.state;
          check(s, spaces);
          steps++;
          expect(steps).toBeLessThan(50_000);
        }
        expect(s.standings).toHaveLength(n);
      }),
      { numRuns: 40 },
    );
  });
});
