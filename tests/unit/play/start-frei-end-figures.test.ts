import { describe, expect, it } from 'vitest';
import { raceStats } from '../../../src/games/start-frei/end-figures';
import { raceConfig, raceTrackFromPreset, runRace } from '../../../src/rules/start-frei/files';

describe('race statistics for the end screen', () => {
  const t = raceTrackFromPreset('the-oval');
  if (!t.ok) throw new Error(t.error);
  const setup = { track: t.track.graph, bots: ['heuristic', 'heuristic', 'random', 'heuristic'], seed: 11, keepEvents: true } as const;
  const race = runRace(setup);
  const stats = raceStats(raceConfig(setup), setup.seed, race.actions);

  it('count what the rules reported, car by car', () => {
    for (let p = 0; p < 4; p++) {
      const mine = race.events.filter((e) => 'player' in e && e.player === p);
      const made = mine.filter((e) => e.type === 'OvertakeResolved' && e.outcome === 'made-it');
      expect(stats[p]!.overtakes).toBe(made.reduce((n, e) => n + (e.type === 'OvertakeResolved' ? e.overtaken.length : 0), 0));
      expect(stats[p]!.exactChicanes).toBe(mine.filter((e) => e.type === 'ChicaneHit' && e.exact).length);
      expect(stats[p]!.chicanePenalties).toBe(mine.filter((e) => e.type === 'ChicaneHit' && !e.exact).length);
      expect(stats[p]!.braked).toBe(mine.filter((e) => e.type === 'Braked').length);
      expect(stats[p]!.coinsEarned).toBe(mine.reduce((n, e) => n + (e.type === 'CoinsChanged' && e.delta > 0 ? e.delta : 0), 0));
    }
  });

  it('give every turn to exactly one leader', () => {
    const turns = race.events.filter((e) => e.type === 'TurnStarted').length;
    expect(turns).toBeGreaterThan(20);
    expect(stats.reduce((n, s) => n + s.turnsLed, 0)).toBe(turns);
  });
});
