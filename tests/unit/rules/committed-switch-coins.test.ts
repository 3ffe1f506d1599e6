/**
 * Regression: a player with 1 coin announced an overtaking manoeuvre over a
 * switch, then paid that coin for a roll change; the move over the announced
 * switch took the coins to -1. Announced switches are committed (start-frei:
 * "Further Information on Overtaking Manoeuvres"), so specials may not spend
 * those coins. Random games found it (seed 529·7919, 3 random bots, 2 pieces laid).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions } from '../../../src/rules/start-frei';
import { actor, makeBots } from '../../../src/rules/start-frei/files';
import { benchTrack } from './helpers/bench-track';

describe('coins committed to announced switches', () => {
  it('are never spent on specials, so coins stay at or above zero', () => {
    let announcedSwitches = 0;
    for (const [seed, laid] of [[529 * 7919, 2], [1487 * 7919, 18], [11, 24], [12, 24]] as const) {
      let s = createGame({ track: benchTrack(), players: [{ name: 'P0' }, { name: 'P1' }, { name: 'P2' }], laid }, seed);
      const bots = makeBots(['random', 'random', 'random'], seed);
      while (s.phase !== 'over') {
        const who = actor(s);
        let legal = legalActions(s);
        const committed = s.turn?.pending?.overtake?.switches.length ?? 0;
        if (committed > 0) {
          announcedSwitches++;
          for (const a of legal) {
            if ((a.type === 'adjust' && a.pay === 'paid') || a.type === 'ignore-chicane') {
              const r = applyAction(s, a);
              if (!r.ok) throw new Error(r.message);
              expect(r.state.players[s.turn!.player]!.coins).toBeGreaterThanOrEqual(committed);
            }
          }
        }
        if (s.phase === 'choose') legal = legal.filter((a) => a.type === 'choose' && a.player === who);
        const r = applyAction(s, bots[who]!.choose(s, who, legal));
        if (!r.ok) throw new Error(r.message);
        s = r.state;
        for (const p of s.players) expect(p.coins).toBeGreaterThanOrEqual(0);
      }
    }
    // The games must still reach the situation this test is about.
    expect(announcedSwitches).toBeGreaterThan(0);
  });
});
