import { describe, expect, it } from 'vitest';
import { gameById } from '../../../src/rules/registry';
import { hashState } from '../../../src/rules/core';
import { clientOf } from '../../../src/games';
import { newSession, prepareBoard, runBots, type PlaySession } from '../../../src/app/play/session';
import { playReplayFile } from '../../../src/app/play/replay-file';
import { playbackFromFile, playbackOf } from '../../../src/app/play/playback';

const game = gameById('start-frei');
const hash = (s: PlaySession) => hashState(s.game.hashable(s.state));

function played(): PlaySession {
  const board = prepareBoard(game, null);
  if (!board.ok) throw new Error(board.message);
  const s = newSession(game, clientOf('start-frei'), board.value, [
    { name: 'Anna', kind: 'heuristic' },
    { name: 'Ben', kind: 'random' },
  ], 8);
  if (!s.ok) throw new Error(s.message);
  const r = runBots(s.value, 10_000);
  if (!r.ok) throw new Error(r.message);
  return r.value;
}

describe('replay playback in the shell', () => {
  const game1 = played();

  it('a game just played: one frame per move after the set-up, the last one the end', () => {
    const p = playbackOf(game1, 'The game just played');
    expect(p.ok).toBe(true);
    if (!p.ok) return;
    expect(p.value.frames).toHaveLength(game1.moves.length + 1);
    expect(p.value.frames[0]!.moves).toHaveLength(0);
    expect(hash(p.value.frames.at(-1)!)).toBe(hash(game1));
  });

  it('its downloaded replay file plays back the same game; a tampered one is refused in a sentence', () => {
    const text = JSON.stringify(playReplayFile(game1));
    const p = playbackFromFile(text, 'game.json');
    expect(p.ok).toBe(true);
    if (p.ok) expect(hash(p.value.frames.at(-1)!)).toBe(hash(game1));
    const file = JSON.parse(text) as { moves: { seat: number }[] };
    file.moves[5]!.seat = 1 - file.moves[5]!.seat;
    const bad = playbackFromFile(JSON.stringify(file), 'game.json');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.message).toMatch(/^“game.json” does not check out/);
    expect(playbackFromFile('not json', 'x.json')).toMatchObject({ ok: false, message: expect.stringMatching(/^“x.json” is not a replay/) as unknown });
  });
});
