import { gameById } from '../../../src/rules/registry';
import { clientOf } from '../../../src/games';
import { newSession, prepareBoard, runBots } from '../../../src/app/play/session';
import { playbackOf, type Playback } from '../../../src/app/play/playback';

export type ShellGameId = 'start-frei' | 'formula-1' | 'motorsportspiel' | 'bahn-frei';

/**
 * A game of the shell played to the end by the game's first bot on its
 * default board, as a playback (the frames after each move): at least
 * `players` seats, or the game's minimum if that is more.
 */
export function botPlayback(id: ShellGameId, seed: number, players: number): Playback {
  const game = gameById(id);
  const board = prepareBoard(game, null);
  if (!board.ok) throw new Error(board.message);
  const bot = Object.keys(game.bots)[0]!;
  const seats = Array.from({ length: Math.max(players, game.seats.min) }, (_, i) => ({ name: `Bot ${i + 1}`, kind: bot }));
  const s = newSession(game, clientOf(id), board.value, seats, seed);
  if (!s.ok) throw new Error(s.message);
  const r = runBots(s.value, 4000);
  if (!r.ok) throw new Error(r.message);
  const p = playbackOf(r.value, 'test');
  if (!p.ok) throw new Error(p.message);
  return p.value;
}
