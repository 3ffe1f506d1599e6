/**
 * Start Frei's own older files in today's terms (src/rules/core/older-files.ts), handed out by the registry:
 * replays of versions 1 and 2 (./replay-file.ts) become version 3 logs, scenarios of version 1 (./scenario-file.ts)
 * version 2 positions. The old file is verified as it stands (its checkpoints; for version 2 also its move chain and
 * result), then its race is written as a log of the Start Frei game: the board is the embedded layout, the config
 * the race options (`laid`, `aCards`, `tiles`), the seats its players, and each action becomes a move of the seat
 * whose action it is (the actor that may make it).
 */
import type { LaneBoard, SeatSetup } from '../../core/game';
import type { Move } from '../../core/moves';
import type { OlderFiles, OlderLog, OlderReplayRead, OlderScenarioRead } from '../../core/older-files';
import { oneLine, type LaneGraph } from '../../../track';
import { startFreiRules } from '../game';
import type { Action, GameState } from '../types';
import { parseReplay, recordReplay, replayTrack, verifyReplay, REPLAY_VERSION, type ReplayFile, type ReplayFileV1 } from './replay-file';
import { scenarioBoard, type ScenarioFile } from './scenario-file';
import type { RaceTrack } from './track-source';

export type ReplayMigration = { readonly ok: true; readonly log: OlderLog } | { readonly ok: false; readonly error: string };

/** The moves of `actions` from `state`: each given to the first actor whose action it is; from the first that is nobody's on, to the first actor (its refusal is the file's). */
function movesOf(state: GameState, actions: readonly Action[]): { moves: Move<{ readonly type: string }>[]; stuck: number | null } {
  const moves: Move<{ readonly type: string }>[] = [];
  let s = state;
  let stuck: number | null = null;
  for (const [i, action] of actions.entries()) {
    if (stuck === null) {
      const seat = startFreiRules.actors(s).find((seat) => startFreiRules.apply(s, seat, action).ok);
      if (seat !== undefined) {
        const r = startFreiRules.apply(s, seat, action);
        if (r.ok) s = r.state;
        moves.push({ seat, action });
        continue;
      }
      stuck = i;
    }
    moves.push({ seat: startFreiRules.actors(s)[0] ?? 0, action });
  }
  return { moves, stuck };
}

/** An older Start Frei replay (parsed with `parseReplay`, which gives the track) as a verified version 3 log. */
export function migrateStartFreiReplay(replay: ReplayFile | ReplayFileV1, track: RaceTrack): ReplayMigration {
  const check = verifyReplay(replay, track);
  if (!check.ok) return { ok: false, error: oneLine(`action ${check.index}: ${check.reason}`) };
  const raced = replayTrack(replay, track);
  const board: LaneBoard = { graph: raced.graph, layout: raced.layout };
  const options = startFreiRules.configSchema.safeParse({ ...(raced.laid !== undefined ? { laid: raced.laid } : {}), aCards: raced.aCards, ...(raced.tiles === 'drawn' ? { tiles: 'drawn' } : {}) });
  if (!options.success) return { ok: false, error: oneLine(`aCards: ${raced.aCards} A-cards have no version 3 form (${options.error.issues[0]!.message})`) };
  const seats: SeatSetup[] = replay.players.map((p) => ({ name: p.name, kind: p.kind }));
  const { moves, stuck } = movesOf(startFreiRules.setup(board, options.data, seats, replay.seed), replay.actions);
  // The old file verified, so every action is some actor's: this is a fault of the migration, not of the file.
  if (stuck !== null) throw new Error(`replay migration: action ${stuck} is no actor's`);
  return { ok: true, log: { board, boardName: track.name, config: options.data, seats, seed: replay.seed, moves } };
}

function olderReplay(json: unknown): OlderReplayRead {
  const load = parseReplay(json);
  if (!load.ok) return { ok: false, kind: 'malformed', error: load.error };
  const { replay, track } = load;
  const check = verifyReplay(replay, track);
  if (!check.ok) return { ok: false, kind: 'refused', index: check.index, reason: check.reason };
  const migrated = migrateStartFreiReplay(replay, track);
  const checked = replay.version === 1 ? `${replay.checkpoints.length} checkpoints` : `move chain, ${replay.checkpoints.length} checkpoints and the result`;
  return {
    ok: true,
    version: replay.version,
    actions: check.actions,
    checked,
    ...(check.note !== undefined ? { note: check.note } : {}),
    state: check.state,
    seats: replay.players.map((p) => ({ name: p.name, kind: p.kind })),
    upgraded: recordReplay(replayTrack(replay, track), replay.seed, replay.players, replay.actions),
    upgradedVersion: REPLAY_VERSION,
    log: migrated.ok ? migrated.log : migrated.error,
  };
}

/**
 * A version 1 scenario as a version 2 one: the cars' names become the seats', the forced dice go into the position,
 * the actions become moves. The board is the lane graph the file raced on without its layout (version 1 never laid
 * pieces during play); its file form is the track document when the file names one.
 */
function olderScenario(json: unknown): OlderScenarioRead {
  const board = scenarioBoard(json);
  if (!board.ok) return board;
  const sc: ScenarioFile = board.file;
  const graph: LaneGraph = board.graph;
  const seats: SeatSetup[] = sc.position.cars.map((c) => ({ name: c.name, kind: 'human' }));
  const start = {
    cars: sc.position.cars.map(({ name: _name, ...car }) => car),
    ...(sc.position.laid !== undefined ? { laid: sc.position.laid } : {}),
    ...(sc.position.turn !== undefined ? { turn: sc.position.turn } : {}),
    ...(sc.position.drsPile !== undefined ? { drsPile: sc.position.drsPile } : {}),
    ...(sc.dice.length > 0 ? { dice: sc.dice } : {}),
  };
  const laneBoard: LaneBoard = { graph };
  let state: GameState;
  try {
    state = startFreiRules.positions!.build(laneBoard, {}, seats, start, 0) as GameState;
  } catch (error) {
    return { ok: false, error: oneLine(`position: ${error instanceof Error ? error.message : String(error)}`) };
  }
  const { moves } = movesOf(state, sc.actions);
  return {
    ok: true,
    ...(sc.title !== undefined ? { title: sc.title } : {}),
    log: { board: laneBoard, boardName: board.name, config: {}, seats, seed: 0, moves },
    start,
    boardData: board.layout ?? null,
  };
}

export const startFreiOlderFiles: OlderFiles = {
  replayVersions: [1, REPLAY_VERSION],
  scenarioVersions: [1],
  replay: olderReplay,
  scenario: olderScenario,
};
