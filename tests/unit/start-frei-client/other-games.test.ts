import { describe, expect, it } from 'vitest';
import { raceTrackFromLayout } from '../../../src/rules/start-frei/files/track-source';
import { loadPreset } from '../../../src/track/presets';

describe('racing a track of a game that cannot be raced yet', () => {
  for (const [preset, title] of [
    ['formula-1-circuit', 'Formuła 1'],
    ['motorsportspiel-ring', 'Das Motorsportspiel'],
  ] as const) {
    it(`${preset}: says plainly that ${title} is coming, with no code names`, () => {
      const loaded = loadPreset(preset);
      if (!loaded.ok) throw new Error(loaded.error);
      const r = raceTrackFromLayout(loaded.layout);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error).toContain(`is a ${title} track`);
      expect(r.error).toContain('Build mode');
      // No ids of games or files reach the person.
      expect(r.error).not.toMatch(/formula-1|motorsportspiel|start-frei/);
    });
  }
});
