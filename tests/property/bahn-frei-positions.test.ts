/**
 * Bahn Frei's positions against play (issue 34): a state reached by random play in phase 3 or 4, written as a
 * position (positionOf) and built back, has the same seats acting, each offered the same actions, and writes as
 * the same position again.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { germanyMap } from '../../src/rail';
import { canonicalJson } from '../../src/rules/core/hash';
import { bahnFreiGame as game, bahnPositionSchema, buildPosition, maxActionsFor, positionOf, type BahnConfig, type BahnState } from '../../src/rules/bahn-frei';

const map = germanyMap();

describe('Bahn Frei: positions written from play build back to the same game', () => {
  it('in phases 3 and 4 of random games: the same actors, offered the same actions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 2, max: 4 }),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('random', 'heuristic'),
        (seed, players, solo, frequent, specials, kind) => {
          const trains = players === 1 ? solo : players;
          const config: BahnConfig = { ...(frequent ? { plates: 'frequent' as const } : {}), ...(specials ? { specialPassengers: true } : {}) };
          const seats = Array.from({ length: players }, (_, i) => ({ name: `P${i}`, kind, ...(players === 1 ? { tokens: trains } : {}) }));
          let s: BahnState = game.setup(map, config, seats, seed);
          const bots = seats.map((_, i) => game.bots[kind]!(seed * 7 + i));
          let checked = 0;
          const bound = maxActionsFor(trains, 90);
          for (let k = 0; k < bound && game.actors(s).length > 0; k++) {
            const actors = game.actors(s);
            if ((s.phase === 'briefing' || s.phase === 'operations') && s.pending.length === 0 && k % 5 === 0) {
              const position = positionOf(s);
              const parsed = bahnPositionSchema.parse(JSON.parse(JSON.stringify(position)));
              const built = buildPosition(map, config, seats, parsed, seed);
              const at = `seed ${seed}, ${players} players, ${trains} trains, action ${k}, round ${s.round}, ${s.phase}`;
              expect(game.actors(built), at).toEqual(actors);
              for (let seat = 0; seat < players; seat++) expect(canonicalJson(game.legalActions(built, seat)), `${at}, seat ${seat}`).toBe(canonicalJson(game.legalActions(s, seat)));
              expect(canonicalJson(positionOf(built)), at).toBe(canonicalJson(position));
              checked++;
            }
            const seat = actors[(seed + k) % actors.length]!;
            const r = game.apply(s, seat, bots[seat]!.choose(s, seat, game.legalActions(s, seat)));
            if (!r.ok) throw new Error(`rejected: ${r.code}`);
            s = r.state;
          }
          expect(checked).toBeGreaterThan(0);
        },
      ),
      { numRuns: 16, seed: 34 },
    );
  }, 240_000);
});
