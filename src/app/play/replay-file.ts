/**
 * The replay of a game played in the shell, to download: the replay format's
 * version 3 (src/sim/game-replay.ts: game id, board, config, seats, seed,
 * `{ seat, action }` moves with their move chain, checkpoints, the result).
 * A board the replay files cannot hold yet (no file form registered for its
 * kind) is written as the moves log alone, naming its example table.
 */
import { gameReplayFile } from '../../sim';
import { resultOf, namesOf, seatSetup, type PlaySession } from './session';

export function playReplayFile(session: PlaySession): unknown {
  const names = namesOf(session);
  const seats = session.seats.map((s, i) => seatSetup({ ...s, name: names[i]! }));
  const moves = session.moves.map((m) => ({ seat: m.seat, action: m.action }));
  try {
    return gameReplayFile({ game: session.game, board: session.prepared.board, boardName: session.prepared.source.name, config: session.prepared.config, seats, seed: session.seed, moves });
  } catch {
    const src = session.prepared.source;
    return {
      format: 'chicane-replay',
      version: 3,
      game: session.game.id,
      board: src.kind === 'layout' ? { kind: 'lane-graph', name: src.name, data: src.layout } : { kind: session.game.board, name: src.name, example: true },
      config: session.prepared.config,
      seats,
      seed: session.seed,
      moves,
      result: resultOf(session),
    };
  }
}
