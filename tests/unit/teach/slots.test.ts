import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../src/rules/core/game';
import { TEACH_SLOTS, hasTeachSlots } from '../../../src/games/teach-slots';
import { inTeach } from '../../../src/app/teach/choice';
import { lessonPresets, presetTitle } from '../../../src/games/start-frei/lessons';

describe('one Teach shell: which game brings lesson slots of its own', () => {
  it('Start Frei brings its lessons, table and presented lesson; the other games teach through the shell', async () => {
    expect(GAME_IDS.filter(hasTeachSlots)).toEqual(['start-frei']);
    const slots = await TEACH_SLOTS['start-frei']!();
    expect(typeof slots.Lessons).toBe('function');
    expect(typeof slots.Scene).toBe('function');
    expect(typeof slots.usePresented).toBe('function');
  });

  it("shows a game's own lessons unless a replay's position is taught in the shell's view", () => {
    expect(inTeach({ game: 'start-frei', teach: false })).toBe(false);
    expect(inTeach({ game: 'start-frei', teach: true })).toBe(true);
    for (const game of GAME_IDS.filter((g) => g !== 'start-frei')) expect(inTeach({ game, teach: false })).toBe(true);
  });

  it('names the tracks of a new lesson as Race does, never by their ids', () => {
    const presets = lessonPresets();
    expect(presets.length).toBeGreaterThan(2);
    expect(presetTitle('the-oval')).toBe('The Oval');
    for (const p of presets) {
      expect(presetTitle(p)).not.toBe(p);
      expect(presetTitle(p)).not.toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
    }
  });
});
