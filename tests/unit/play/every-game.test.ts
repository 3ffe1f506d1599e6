import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/rules/registry';
import { clientOf } from '../../../src/games';
import { humanToAct, isOver, newSession, prepareBoard, resultOf, runBots, tokensOf, applyMove, botMove, standInForPeople } from '../../../src/app/play/session';
import { playReplayFile } from '../../../src/app/play/replay-file';
import { playbackFromFile } from '../../../src/app/play/playback';
import { restorePlay, serialisePlay } from '../../../src/app/play/autosave';

describe('every registered game plays in the shell', () => {
  for (const game of GAMES) {
    it(`${game.title}: a person and bots, saved and resumed, the bots finish it, its replay plays back`, () => {
      const client = clientOf(game.id);
      expect(client).not.toBeNull();
      const board = prepareBoard(game, null);
      expect(board.ok).toBe(true);
      if (!board.ok) return;
      const kinds = Object.keys(game.bots);
      const n = Math.min(game.seats.max, Math.max(game.seats.min, 3));
      const seats = Array.from({ length: n }, (_, i) => ({ name: i === 0 ? 'You' : `Bot ${i}`, kind: i === 0 ? 'human' : kinds[0]! }));
      const r = newSession(game, client, board.value, seats, 4);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      let s = r.value;
      expect(tokensOf(s).length).toBe(n * game.seats.tokensPerSeat(n));
      for (let k = 0; k < 30 && !isOver(s); k++) {
        const who = humanToAct(s, null);
        if (who === null) {
          const b = botMove(s);
          if (!b) break;
          expect(b.ok).toBe(true);
          if (b.ok) s = b.value;
          continue;
        }
        const legal = game.legalActions(s.state, who);
        for (const a of legal) expect(client!.actionLabel(s.state, who, a)).not.toMatch(/undefined|NaN|\[object/);
        const m = applyMove(s, who, legal[0]!);
        expect(m.ok).toBe(true);
        if (m.ok) s = m.value;
      }
      const back = restorePlay(serialisePlay(s));
      expect(back.ok).toBe(true);
      if (!back.ok) return;
      const kind = kinds[0]!;
      const stood = standInForPeople(back.session, kind);
      const end = runBots(stood, 50_000);
      expect(end.ok).toBe(true);
      if (!end.ok) return;
      expect(isOver(end.value)).toBe(true);
      expect(resultOf(end.value)).not.toBeNull();
      const file = playbackFromFile(JSON.stringify(playReplayFile(end.value)), 'replay.json');
      if (game.board === 'lane-graph') expect(file.ok).toBe(true);
    });
  }
});
