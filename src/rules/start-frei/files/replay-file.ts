/**
 * Replay files (docs/replay-format.md): versioned JSON with the ruleset, the
 * full track document, the seed, the players, the actions and state hashes at
 * checkpoints. Every load goes through the zod schema.
 */
import { z } from 'zod';
import { checkpointIndices, hashState, moveChain, verifyLog, wholeNumber } from '../../core';
import { oneLine, validateLayout, type Layout } from '../../../track';
import { A_CARD_IDS, actionSchema, startFrei, stateHash, createGame, applyAction, type Action, type GameState } from '../index';
import { raceTrackFromJson, type RaceTrack } from './track-source';
import { raceConfig, type RaceResult } from './runner';

import { REPLAY_FORMAT, SEED_MAX } from '../../core/file-format';

export { REPLAY_FORMAT, SEED_MAX };
export const REPLAY_VERSION = 2;

const hex8 = z.string().regex(/^[0-9a-f]{8}$/);
const checkpointsSchema = z.array(z.object({ index: z.number().int().min(0), hash: hex8 }));
const resultSchema = z.object({ standings: z.array(z.number().int()), reason: z.string() }).nullable();


const common = {
  format: z.literal(REPLAY_FORMAT),
  ruleset: z.literal('start-frei'),
  track: z.object({ name: z.string(), layout: z.unknown() }),
  seed: z.number().int().min(0).max(SEED_MAX),
  players: z.array(z.object({ name: z.string(), kind: z.string() })).min(2).max(4),
  laid: z.number().int().min(0).optional(),
  aCards: wholeNumber(0, A_CARD_IDS.length),
  /** How the tiles came onto the table; absent = as planned. */
  tiles: z.enum(['planned', 'drawn']).optional(),
  actions: z.array(actionSchema),
  checkpoints: checkpointsSchema,
  result: resultSchema,
};

export const replaySchema = z.object({
  ...common,
  version: z.literal(REPLAY_VERSION),
  /** Hash of the set-up (ruleset, track, seed, players, race options): the start of the move chain. */
  setup: hex8,
  /** Per action, the chained hash of every action so far (docs/replay-format.md). */
  chain: z.array(hex8),
  /** The action count and the state hash after the last action. */
  final: z.object({ moves: z.number().int().min(0), hash: hex8 }),
});

/** Replay files of version 1 (no move chain): checked against their checkpoints only. */
export const replaySchemaV1 = z.object({ ...common, version: z.literal(1) });

export type ReplayFileV1 = z.infer<typeof replaySchemaV1>;
export type ReplayFile = z.infer<typeof replaySchema>;

export interface ReplayPlayer {
  readonly name: string;
  readonly kind: string;
}

/** The game config a replay's race starts from (the same for recording and verifying). */
export function replayConfig(track: RaceTrack, players: readonly ReplayPlayer[]) {
  return {
    track: track.graph,
    layout: track.layout,
    players: players.map((p) => ({ name: p.name, kind: p.kind })),
    ...(track.laid !== undefined ? { laid: track.laid } : {}),
    aCards: track.aCards,
    ...(track.tiles === 'drawn' ? { tiles: track.tiles } : {}),
  };
}

/** The race track a replay was played on: its track document with the replay's race options (pieces at the start, A-cards, tiles). */
export function replayTrack(replay: ReplayFile | ReplayFileV1, track: RaceTrack): RaceTrack {
  const { laid: _laid, tiles: _tiles, ...rest } = track;
  return {
    ...rest,
    ...(replay.laid !== undefined ? { laid: replay.laid } : {}),
    aCards: replay.aCards,
    ...(replay.tiles === 'drawn' ? { tiles: replay.tiles } : {}),
  };
}

/**
 * The replay file of a race: re-runs the actions once to hash the state at the
 * checkpoints (every CHECKPOINT_EVERY actions and at the end). The older
 * format (version 2): files of it still open through the migration; the app
 * and `simulate` write version 3 (src/sim/game-replay.ts).
 */
export function recordReplay(track: RaceTrack, seed: number, players: readonly ReplayPlayer[], actions: readonly Action[]): ReplayFile {
  const wanted = new Set(checkpointIndices(actions.length));
  const checkpoints: { index: number; hash: string }[] = [];
  let s: GameState = createGame(replayConfig(track, players), seed);
  if (wanted.has(0)) checkpoints.push({ index: 0, hash: stateHash(s) });
  actions.forEach((a, i) => {
    const r = applyAction(s, a);
    if (!r.ok) throw new Error(`recorded action ${i} is illegal: ${r.message}`);
    s = r.state;
    if (wanted.has(i + 1)) checkpoints.push({ index: i + 1, hash: stateHash(s) });
  });
  const setupFields = {
    ruleset: 'start-frei' as const,
    track: { name: track.name, layout: track.layout },
    seed,
    players: players.map((p) => ({ name: p.name, kind: p.kind })),
    ...(track.laid !== undefined ? { laid: track.laid } : {}),
    aCards: track.aCards,
    ...(track.tiles === 'drawn' ? { tiles: track.tiles } : {}),
  };
  const setup = setupHash(setupFields);
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    ...setupFields,
    setup,
    actions: actions as Action[],
    chain: moveChain(setup, actions),
    checkpoints,
    final: { moves: actions.length, hash: stateHash(s) },
    result: resultOf(s),
  };
}

/** Builds the replay of a finished bot race (the players are named as runRace names them). */
export function makeReplay(track: RaceTrack, seed: number, bots: readonly string[], race: RaceResult): ReplayFile {
  const { players } = raceConfig({ track: track.graph, bots, seed });
  return recordReplay(track, seed, players, race.actions);
}

/** The hash of a replay's set-up: what the race starts from (the start of the move chain). */
export function setupHash(r: Pick<ReplayFile, 'ruleset' | 'track' | 'seed' | 'players' | 'laid' | 'aCards' | 'tiles'>): string {
  return hashState({ ruleset: r.ruleset, track: r.track, seed: r.seed, players: r.players, laid: r.laid, aCards: r.aCards, tiles: r.tiles ?? 'planned' });
}

export type ReplayResult = ReplayFile['result'];

/** The result of a final state (null: the race is not over). */
export function resultOf(s: GameState): ReplayResult {
  return s.standings ? { standings: [...s.standings], reason: s.endReason ?? 'finish' } : null;
}

/** Said of a replay made before the move chain (version 1). */
export const OLDER_REPLAY_NOTE = 'made by an older Chicane (replay version 1): its actions are checked against its checkpoints only';

export type ReplayLoad = { ok: true; replay: ReplayFile | ReplayFileV1; track: RaceTrack } | { ok: false; error: string };

/** Parses and validates a replay document (not yet re-run): the schema of its version, then the embedded track through the track validation. */
export function parseReplay(json: unknown): ReplayLoad {
  const v1 = typeof json === 'object' && json !== null && (json as { version?: unknown }).version === 1;
  const parsed = (v1 ? replaySchemaV1 : replaySchema).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: oneLine(`${oneLine(issue.path.join('.'), 80) || '(root)'}: ${issue.message}`) };
  }
  const track = raceTrackFromJson(parsed.data.track.layout, parsed.data.track.name);
  if (!track.ok) return { ok: false, error: `track: ${track.error}` };
  const board = boardProblems(track.track.layout);
  if (board) return { ok: false, error: board };
  // What the schema accepts and the set-up refuses (an A-card count past the deck) is the file's problem too.
  try {
    createGame(replayConfig(replayTrack(parsed.data, track.track), parsed.data.players), parsed.data.seed);
  } catch (error) {
    return { ok: false, error: oneLine(`set-up: Start Frei cannot start this race: ${error instanceof Error ? error.message : String(error)}`) };
  }
  return { ok: true, replay: parsed.data, track: track.track };
}

/** The embedded board through the track validation: null when valid, else one line with its problems. */
export function boardProblems(layout: Layout): string | null {
  const report = validateLayout(layout);
  if (report.valid) return null;
  const n = report.errors.length;
  const problems = report.errors.map((e) => `${e.code}: ${e.message}`).join('; ');
  return oneLine(`track: the embedded layout is invalid (${n} problem${n === 1 ? '' : 's'}: ${problems})`);
}

export type ReplayVerdict =
  | {
      readonly ok: true;
      readonly state: GameState;
      /** The result of the re-run (what to show; equal to the file's). */
      readonly result: ReplayResult;
      readonly actions: number;
      /** Set for older files that are checked less (version 1). */
      readonly note?: string;
    }
  | { readonly ok: false; readonly index: number; readonly reason: string; readonly state: GameState };

function describeResult(r: ReplayResult, names: readonly string[]): string {
  if (!r) return 'no result (the race is not over)';
  return `${r.standings.map((p) => names[p] ?? `player ${p}`).join(', ')} (${r.reason})`;
}

/**
 * Re-runs a replay: every action against the move chain (v2), the rules and
 * the checkpoint hashes, the final count and hash, then the result it claims
 * against the one re-computed. A version 1 file has no chain: it is checked
 * against its checkpoints (the last one after its last action) and gets a note.
 */
export function verifyReplay(replay: ReplayFile | ReplayFileV1, track: RaceTrack): ReplayVerdict {
  const config = replayConfig(replayTrack(replay, track), replay.players);
  const log = { config, seed: replay.seed, actions: replay.actions, checkpoints: replay.checkpoints };
  let check;
  if (replay.version === 2) {
    const setup = setupHash(replay);
    if (setup !== replay.setup) {
      const state = createGame(config, replay.seed);
      return { ok: false, index: 0, reason: `the set-up (track, seed, players, race options) hashes to ${setup}, not the recorded ${replay.setup}`, state };
    }
    check = verifyLog(startFrei, { ...log, chain: { start: replay.setup, hashes: replay.chain }, final: replay.final });
  } else {
    check = verifyLog(startFrei, log);
  }
  if (!check.ok) return check;
  const result = resultOf(check.state);
  if (canonical(result) !== canonical(replay.result)) {
    const names = check.state.names;
    return { ok: false, index: replay.actions.length, reason: `the recorded result ${describeResult(replay.result, names)} is not the re-run's ${describeResult(result, names)}`, state: check.state };
  }
  return { ok: true, state: check.state, result, actions: replay.actions.length, ...(replay.version === 1 ? { note: OLDER_REPLAY_NOTE } : {}) };
}

function canonical(r: ReplayResult): string {
  return JSON.stringify(r ? { standings: r.standings, reason: r.reason } : null);
}
