import { describe, expect, it } from 'vitest';
import { GAMES, gameById } from '../../../src/rules/registry';
import { clientOf } from '../../../src/games';
import { newSession, prepareBoard, runBots } from '../../../src/app/play/session';
import { playbackOf } from '../../../src/app/play/playback';
import { playbackMoments } from '../../../src/app/play/moments';
import { GAME_MOMENTS, incidentStep } from '../../../src/app/broadcast';

function playback(id: 'start-frei' | 'formula-1' | 'motorsportspiel' | 'bahn-frei', seed: number) {
  const game = gameById(id);
  const board = prepareBoard(game, null);
  if (!board.ok) throw new Error(board.message);
  const bot = Object.keys(game.bots)[0]!;
  const seats = Array.from({ length: Math.max(2, game.seats.min) }, (_, i) => ({ name: `Bot ${i + 1}`, kind: bot }));
  const s = newSession(game, clientOf(id), board.value, seats, seed);
  if (!s.ok) throw new Error(s.message);
  const r = runBots(s.value, 4000);
  if (!r.ok) throw new Error(r.message);
  const p = playbackOf(r.value, 'test');
  if (!p.ok) throw new Error(p.message);
  return p.value;
}

describe('moments of a playback in the shell, for every game', () => {
  it('every registered game has a line of moment kinds', () => {
    for (const g of GAMES) expect(GAME_MOMENTS[g.id]).toBeDefined();
  });

  for (const id of ['start-frei', 'formula-1', 'motorsportspiel'] as const) {
    it(`${id}: moments in words at the step of their move, incidents navigable in order`, () => {
      const p = playback(id, 4);
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
