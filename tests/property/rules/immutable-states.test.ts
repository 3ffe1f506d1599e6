/**
 * applyAction writes the steps of one action into one fresh copy of the state
 * (state-update.ts): no state it was given or has returned may change later.
 * Over random games, every state's hash is taken when it appears and again at
 * the end of the race.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, pendingMoveOptions, stateHash, type GameState } from '../../../src/rules/start-frei';
import { actor, makeBots } from '../../../src/rules/start-frei/files';
import { benchTrack } from '../../unit/rules/helpers/bench-track';

describe('states are immutable', () => {
  it('no state changes after applyAction returned it, and the memos answer as a fresh listing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 4 }), fc.constantFrom('random', 'heuristic'), (seed, n, kind) => {
        let s = createGame({ track: benchTrack(), players: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })) }, seed);
        const bots = makeBots(Array.from({ length: n }, () => kind), seed);
        const seen: [GameState, string, string][] = [];
        while (s.phase !== 'over') {
          const listed = JSON.stringify(legalActions(s));
          seen.push([s, stateHash(s), listed]);
          const who = actor(s);
          const r = applyAction(s, bots[who]!.choose(s, who, legalActions(s).filter((a) => a.type !== 'choose' || a.player === who)));
          if (!r.ok) throw new Error(r.message);
          s = r.state;
          if (s.phase === 'turn' && s.turn?.pending) pendingMoveOptions(s);
        }
        for (const [state, hash, listed] of seen) {
          expect(stateHash(state)).toBe(hash);
          // A structurally equal copy is a new identity: no memo can answer for it.
          expect(JSON.stringify(legalActions({ ...state }))).toBe(listed);
        }
      }),
      { numRuns: 12 },
    );
  });
});
