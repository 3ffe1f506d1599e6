import { describe, expect, it } from 'vitest';
import { raceTrackFromPreset, runRace, startFreiPresets } from '../../../src/rules/start-frei/files';

describe('every Start Frei preset', () => {
  const names = startFreiPresets();
  it('exists', () => expect(names.length).toBeGreaterThan(0));
  it.each(names)('%s: a race of 4 heuristic bots finishes', (name) => {
    const t = raceTrackFromPreset(name);
    if (!t.ok) throw new Error(t.error);
    for (const seed of [1, 2, 3]) {
      const r = runRace({ track: t.track.graph, bots: ['heuristic', 'heuristic', 'heuristic', 'heuristic'], seed, laid: t.track.laid, aCards: t.track.aCards });
      expect(r.state.endReason).toBe('finish');
    }
  });
});
