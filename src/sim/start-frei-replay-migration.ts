/**
 * The migration of Start Frei's replay files of versions 1 and 2 (src/sim/replay-file.ts) into today's version 3
 * (src/sim/game-replay.ts). The old file is verified as it stands (its checkpoints; for version 2 also its move
 * chain and result), then its race is written as a version 3 log of the Start Frei game: the board is the embedded
 * layout, the config the race options (`laid`, `aCards`), the seats its players, and each action becomes a move of
 * the seat whose action it is. Only the `Game` interface is used: the seat of an action is the actor that may make it.
 */
import type { LaneBoard, Move, SeatSetup } from '../rules/core';
import { gameById } from '../rules/registry';
import { oneLine } from '../track';
import { gameReplayFile, type GameLog, type GameReplayFile } from './game-replay';
import { replayTrack, verifyReplay, type ReplayFile, type ReplayFileV1 } from './replay-file';
import type { RaceTrack } from './track-source';

export type ReplayMigration = { readonly ok: true; readonly log: GameLog; readonly file: GameReplayFile } | { readonly ok: false; readonly error: string };

/** An older Start Frei replay (parsed with `parseReplay`, which gives the track) as a verified version 3 file. */
export function migrateStartFreiReplay(replay: ReplayFile | ReplayFileV1, track: RaceTrack): ReplayMigration {
  const check = verifyReplay(replay, track);
  if (!check.ok) return { ok: false, error: oneLine(`action ${check.index}: ${check.reason}`) };
  // assumption (docs/assumptions.md, "Older replay files"): Start Frei's game options hold no tile mode yet.
  if (replay.tiles === 'drawn') return { ok: false, error: 'tiles: a race with tiles drawn from the piles has no version 3 form yet (Start Frei’s options name no tile mode)' };
  const game = gameById('start-frei');
  const raced = replayTrack(replay, track);
  const board: LaneBoard = { graph: raced.graph, layout: raced.layout };
  const options = game.configSchema.safeParse({ ...(raced.laid !== undefined ? { laid: raced.laid } : {}), aCards: raced.aCards });
  if (!options.success) return { ok: false, error: oneLine(`aCards: ${raced.aCards} A-cards have no version 3 form (${options.error.issues[0]!.message})`) };
  const seats: SeatSetup[] = replay.players.map((p) => ({ name: p.name, kind: p.kind }));
  let state = game.setup(board, options.data, seats, replay.seed);
  const moves: Move<{ readonly type: string }>[] = [];
  for (const [i, action] of replay.actions.entries()) {
    let moved = false;
    for (const seat of game.actors(state)) {
      const r = game.apply(state, seat, action);
      if (!r.ok) continue;
      state = r.state;
      moves.push({ seat, action });
      moved = true;
      break;
    }
    // The old file verified, so every action is some actor's: this is a fault of the migration, not of the file.
    if (!moved) throw new Error(`replay migration: action ${i} is no actor's`);
  }
  const log: GameLog = { game, board, boardName: track.name, config: options.data, seats, seed: replay.seed, moves };
  return { ok: true, log, file: gameReplayFile(log) };
}
