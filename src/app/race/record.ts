/**
 * The replay file of a race played in the app, in the format of
 * docs/replay-format.md (schema: src/sim replaySchema). Like src/sim's
 * makeReplay, but keeps the seats' names and kinds.
 */
import { applyAction, core, createGame, stateHash, type Action, type GameState } from '../../rules';
import { REPLAY_FORMAT, REPLAY_VERSION, type RaceTrack, type ReplayFile } from '../../sim';
import type { Seat } from './controller';

export function raceGameConfig(track: RaceTrack, seats: readonly Seat[]) {
  return {
    track: track.graph,
    layout: track.layout,
    players: seats.map((s) => ({ name: s.name, kind: s.kind })),
    ...(track.laid !== undefined ? { laid: track.laid } : {}),
    aCards: track.aCards,
  };
}

export function recordReplay(track: RaceTrack, seats: readonly Seat[], seed: number, actions: readonly Action[]): ReplayFile {
  const wanted = new Set(core.checkpointIndices(actions.length));
  const checkpoints: { index: number; hash: string }[] = [];
  let s: GameState = createGame(raceGameConfig(track, seats), seed);
  if (wanted.has(0)) checkpoints.push({ index: 0, hash: stateHash(s) });
  actions.forEach((a, i) => {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`recorded action ${i} is illegal: ${r.message}`);
    s = r.state;
    if (wanted.has(i + 1)) checkpoints.push({ index: i + 1, hash: stateHash(s) });
  });
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    ruleset: 'start-frei',
    track: { name: track.name, layout: track.layout },
    seed,
    players: seats.map((p) => ({ name: p.name, kind: p.kind })),
    ...(track.laid !== undefined ? { laid: track.laid } : {}),
    aCards: track.aCards,
    actions: actions as Action[],
    checkpoints,
    result: s.standings ? { standings: [...s.standings], reason: s.endReason ?? 'finish' } : null,
  };
}
