/**
 * The replay file of a race played in the app (docs/replay-format.md): the
 * seats' names and kinds, the seed and the actions, through src/sim's
 * recordReplay, the same builder the CLI uses.
 */
import { recordReplay as recordSimReplay, replayConfig, type RaceTrack, type ReplayFile } from '../../rules/start-frei/files';
import type { Action } from '../../rules/start-frei';
import type { Seat } from './controller';

export function raceGameConfig(track: RaceTrack, seats: readonly Seat[]) {
  return replayConfig(track, seats);
}

export function recordReplay(track: RaceTrack, seats: readonly Seat[], seed: number, actions: readonly Action[]): ReplayFile {
  return recordSimReplay(track, seed, seats, actions);
}
