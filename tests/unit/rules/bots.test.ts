import { describe, expect, it } from 'vitest';
import { runRace } from '../../../src/rules/start-frei/files';
import { benchTrack } from './helpers/bench-track';

describe('bots', () => {
  it('4 heuristic bots finish a race by crossing the line twice', () => {
    for (let seed = 0; seed < 20; seed++) {
      const r = runRace({ track: benchTrack(), bots: ['heuristic', 'heuristic', 'heuristic', 'heuristic'], seed });
      expect(r.state.endReason).toBe('finish');
    }
  });

  it('the heuristic bot beats random bots most of the time', () => {
    let wins = 0;
    for (let seed = 0; seed < 40; seed++) {
      const r = runRace({ track: benchTrack(), bots: ['heuristic', 'random'], seed });
      if (r.state.standings![0] === 0) wins++;
    }
    expect(wins).toBeGreaterThan(24);
  });

  it('the same seed gives the same race; another seed another race', () => {
    const a = runRace({ track: benchTrack(), bots: ['heuristic', 'random', 'heuristic'], seed: 9 });
    const b = runRace({ track: benchTrack(), bots: ['heuristic', 'random', 'heuristic'], seed: 9 });
    const c = runRace({ track: benchTrack(), bots: ['heuristic', 'random', 'heuristic'], seed: 10 });
    expect(JSON.stringify(a.actions)).toBe(JSON.stringify(b.actions));
    expect(JSON.stringify(a.actions)).not.toBe(JSON.stringify(c.actions));
  });
});
