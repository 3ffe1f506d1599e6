/**
 * Replay files (docs/replay-format.md): versioned JSON with the ruleset, the
 * full track document, the seed, the players, the actions and state hashes at
 * checkpoints. Every load goes through the zod schema.
 */
import { z } from 'zod';
import { checkpointIndices, verifyLog } from '../rules/core';
import { actionSchema, startFrei, stateHash, createGame, applyAction, type Action, type GameState } from '../rules/start-frei';
import { raceTrackFromJson, type RaceTrack } from './track-source';
import { raceConfig, type RaceResult } from './runner';

export const REPLAY_FORMAT = 'chicane-replay';
export const REPLAY_VERSION = 1;

export const replaySchema = z.object({
  format: z.literal(REPLAY_FORMAT),
  version: z.literal(REPLAY_VERSION),
  ruleset: z.literal('start-frei'),
  track: z.object({ name: z.string(), layout: z.unknown() }),
  seed: z.number().int(),
  players: z.array(z.object({ name: z.string(), kind: z.string() })).min(2).max(4),
  laid: z.number().int().min(0).optional(),
  aCards: z.number().int().min(0),
  /** How the tiles came onto the table; absent = as planned. */
  tiles: z.enum(['planned', 'drawn']).optional(),
  actions: z.array(actionSchema),
  checkpoints: z.array(z.object({ index: z.number().int().min(0), hash: z.string().regex(/^[0-9a-f]{8}$/) })),
  result: z.object({ standings: z.array(z.number().int()), reason: z.string() }).nullable(),
});

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
export function replayTrack(replay: ReplayFile, track: RaceTrack): RaceTrack {
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
 * checkpoints (every CHECKPOINT_EVERY actions and at the end). Used by the CLI
 * for bot races and by Race mode for races played in the app.
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
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    ruleset: 'start-frei',
    track: { name: track.name, layout: track.layout },
    seed,
    players: players.map((p) => ({ name: p.name, kind: p.kind })),
    ...(track.laid !== undefined ? { laid: track.laid } : {}),
    aCards: track.aCards,
    ...(track.tiles === 'drawn' ? { tiles: track.tiles } : {}),
    actions: actions as Action[],
    checkpoints,
    result: s.standings ? { standings: [...s.standings], reason: s.endReason ?? 'finish' } : null,
  };
}

/** Builds the replay of a finished bot race (the players are named as runRace names them). */
export function makeReplay(track: RaceTrack, seed: number, bots: readonly string[], race: RaceResult): ReplayFile {
  const { players } = raceConfig({ track: track.graph, bots, seed });
  return recordReplay(track, seed, players, race.actions);
}

export type ReplayLoad = { ok: true; replay: ReplayFile; track: RaceTrack } | { ok: false; error: string };

/** Parses and validates a replay document (not yet re-run). */
export function parseReplay(json: unknown): ReplayLoad {
  const parsed = replaySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { ok: false, error: `${issue.path.join('.') || '(root)'}: ${issue.message}` };
  }
  const track = raceTrackFromJson(parsed.data.track.layout, parsed.data.track.name);
  if (!track.ok) return { ok: false, error: `track: ${track.error}` };
  return { ok: true, replay: parsed.data, track: track.track };
}

/** Re-runs a replay: the final state, or the index of the first illegal action or hash mismatch and why. */
export function verifyReplay(replay: ReplayFile, track: RaceTrack) {
  const config = replayConfig(replayTrack(replay, track), replay.players);
  return verifyLog(startFrei, { config, seed: replay.seed, actions: replay.actions, checkpoints: replay.checkpoints });
}
