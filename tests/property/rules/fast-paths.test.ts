/**
 * The fast paths written for the race budget (issue 4) answer exactly what
 * the plain definitions answer: per-player legal actions, standings and
 * placement without sorting, over many random games.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, distance, legalActions, legalActionsOf, placementOf, standings, type GameState, type Placement } from '../../../src/rules/start-frei';
import { actor, makeBots } from '../../../src/rules/start-frei/files';
import { benchTrack } from '../../unit/rules/helpers/bench-track';

/** The standings as first written: sort by distance, then inner lane, then seat. */
function referenceStandings(s: GameState): number[] {
  const g = s.track.graph;
  const ids = s.players.map((_, i) => i);
  const dist = ids.map((i) => distance(s, i));
  const inner = ids.map((i) => (g.spaces[s.players[i]!.space]!.lane === g.innerLane ? 1 : 0));
  return ids.sort((a, b) => dist[b]! - dist[a]! || inner[b]! - inner[a]! || a - b);
}

function referencePlacement(s: GameState, player: number): Placement {
  const order = referenceStandings(s);
  const rank = order.indexOf(player);
  return rank === 0 ? 'first' : rank === order.length - 1 ? 'last' : 'mid';
}

describe('fast paths agree with the definitions', () => {
  it('legalActionsOf, standings and placementOf over random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 4 }), fc.constantFrom('random', 'heuristic'), (seed, n, kind) => {
        let s = createGame({ track: benchTrack(), players: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })) }, seed);
        const bots = makeBots(Array.from({ length: n }, () => kind), seed);
        while (s.phase !== 'over') {
          expect(standings(s)).toEqual(referenceStandings(s));
          for (let p = 0; p < n; p++) expect(placementOf(s, p)).toBe(referencePlacement(s, p));
          const all = legalActions(s).slice();
          const who = actor(s);
          for (let p = 0; p < n; p++) {
            const own = legalActionsOf(s, p);
            if (s.phase === 'choose') expect(own).toEqual(all.filter((a) => a.type === 'choose' && a.player === p));
            else expect(own).toEqual(p === who ? all : []);
          }
          const mine = legalActionsOf(s, who);
          const r = applyAction(s, bots[who]!.choose(s, who, mine));
          if (!r.ok) throw new Error(r.message);
          s = r.state;
        }
      }),
      { numRuns: 15 },
    );
  });
});
