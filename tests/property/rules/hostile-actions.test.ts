/**
 * Issue 13: hostile actions mixed into random games. A rejection leaves the
 * state hash unchanged, nothing throws, every message is one line, and a
 * handed-out list that was tampered with widens nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions, legalActionsOf, type Action, type GameState } from '../../../src/rules/start-frei';
import { startFreiGame } from '../../../src/rules/registry';
import { gameHash } from '../../../src/rules/core/moves';
import { isStartFreiActor } from '../../../src/rules/start-frei/actors';
import { benchTrack } from '../../unit/rules/helpers/bench-track';

const TYPES = ['choose', 'shift', 'roll', 'move', 'adjust', 'take-coins', 'ignore-chicane', 'use-drs', 'keep-drs', 'end-turn', 'buy', 'pass', 'turn-marker', 'decline-markers', 'lay'];
const junk = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant(undefined), fc.array(fc.integer({ min: -2, max: 200 }), { maxLength: 4 }), fc.object({ maxDepth: 1 }));
const hostileAction = fc.oneof(
  fc.constantFrom('__proto__', 'toString', 'constructor', 'hasOwnProperty', 'valueOf', '').map((type) => ({ type })),
  fc.record({ type: fc.constantFrom(...TYPES), player: junk, card: junk, dir: junk, switches: junk, overtake: junk, delta: junk, pay: junk, slot: junk, returnCard: junk, marker: junk, side: junk, turned: junk }, { requiredKeys: ['type'] }),
  fc.record({ type: fc.constantFrom(...TYPES), player: fc.constantFrom('0', '1', 0.5, -1, 9), card: fc.integer({ min: -1, max: 70 }) }),
  junk,
);

const hash = (s: GameState) => gameHash(startFreiGame, s);

describe('hostile actions in random games', () => {
  it('are refused in one line with the state unchanged, or are legal ones; nothing throws', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 2, max: 4 }), fc.array(fc.tuple(hostileAction, fc.nat()), { minLength: 5, maxLength: 30 }), (seed, n, hostile) => {
        let s = createGame({ track: benchTrack(), players: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })) }, seed);
        let step = 0;
        for (let k = 0; k < 400 && s.phase !== 'over'; k++) {
          const legal = legalActions(s);
          // Every few steps: a hostile action (on applyAction and on the adapter), and a tampered list.
          if (k % 3 === 0 && step < hostile.length) {
            const [action, pick] = hostile[step++]!;
            const before = hash(s);
            (legal as Action[]).push(action as Action);
            const listedNow = legalActions(s);
            // Listed: every field of a legal action is there, the same (extra fields are dropped, as the schema drops them).
            const isListed =
              action !== null &&
              typeof action === 'object' &&
              listedNow.some((a) => Object.entries(a).every(([key, v]) => JSON.stringify((action as Record<string, unknown>)[key]) === JSON.stringify(v)) && (a.type !== 'roll' || a.overtake !== undefined || (action as { overtake?: unknown }).overtake === undefined));
            const seat = pick % n;
            for (const r of [applyAction(s, action as Action), startFreiGame.apply(s, seat, action as Action)]) {
              if (r.ok) {
                // Only a legal action (field by field) may be accepted.
                expect(isListed).toBe(true);
              } else {
                expect(r.message).not.toMatch(/\n/);
                expect(r.message.length).toBeLessThan(300);
              }
            }
            expect(hash(s)).toBe(before);
            expect(legalActions(s)).toHaveLength(listedNow.length);
          }
          const list = legalActions(s);
          const seatOf = s.phase === 'choose' ? s.chosen.indexOf(null) : -1;
          const choices = seatOf >= 0 ? legalActionsOf(s, seatOf) : list;
          if (choices.length === 0) break;
          const a = choices[(seed + k) % choices.length]!;
          const r = seatOf >= 0 && isStartFreiActor(s, seatOf) ? startFreiGame.apply(s, seatOf, a) : applyAction(s, a);
          if (!r.ok) throw new Error(`a listed action was refused: ${r.message}`);
          s = r.state;
        }
      }),
      { numRuns: 60 },
    );
  });
});
