import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/rules/registry';
import { playbackMoments } from '../../../src/app/play/moments';
import { GAME_MOMENTS, incidentStep } from '../../../src/app/broadcast';
import { botPlayback } from '../play/bot-playback';


describe('moments of a playback in the shell, for every game', () => {
  it('every registered game has a line of moment kinds', () => {
    for (const g of GAMES) expect(GAME_MOMENTS[g.id]).toBeDefined();
  });

  for (const id of ['start-frei', 'formula-1', 'motorsportspiel'] as const) {
    it(`${id}: moments in words at the step of their move, incidents navigable in order`, () => {
      const p = botPlayback(id, 4, 2);
      const moments = playbackMoments(p);
      expect(moments.length).toBeGreaterThan(0);
      for (const m of moments) {
        expect(m.step).toBeGreaterThan(0);
        expect(m.step).toBeLessThan(p.frames.length);
        expect(m.text.length).toBeGreaterThan(3);
        expect(m.text).not.toMatch(/undefined|NaN|\[object/);
      }
      const first = incidentStep(moments, 0, 1);
      if (first !== null) {
        expect(moments.some((m) => m.incident && m.step === first)).toBe(true);
        expect(incidentStep(moments, first, -1)).toBeNull();
      }
    });
  }
});
