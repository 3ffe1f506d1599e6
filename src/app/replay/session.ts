/**
 * A loaded replay ready to watch: the file, its own track (so later edits of
 * the layout do not change it), the seeker and the timeline's markers.
 */
import { applyAction, createGame, type Action, type GameEvent, type GameState } from '../../rules/start-frei';
import { replayConfig as simReplayConfig, replayTrack, type RaceTrack, type ReplayFile, type ReplayFileV1, type ReplayResult, resultOf, OLDER_REPLAY_NOTE } from '../../rules/start-frei/files';
import { createSeeker, type Seeker } from './seeker';
import { momentsOf, timelineMarks, turnSteps, type TimelineMark } from './markers';
import type { Moment } from '../broadcast';
import { choreograph } from '../../scene/race/choreography';

export interface ReplaySession {
  readonly file: ReplayFile | ReplayFileV1;
  readonly track: RaceTrack;
  readonly names: readonly string[];
  readonly seeker: Seeker<GameState, GameEvent>;
  readonly marks: readonly TimelineMark[];
  /** The marks as the broadcast's moments: captions and "next incident". */
  readonly moments: readonly Moment[];
  /** Steps where a turn, a pit stop or a pass begins (for "one turn" stepping). */
  readonly turns: readonly number[];
  /** Playback time of each action at 1× (ms). */
  readonly durations: readonly number[];
  /** The result of the re-run (never the one the file claims). */
  readonly result: ReplayResult;
  /** Set for files checked less than the current format allows (version 1). */
  readonly note: string | null;
}

/** The game config of a replay (src/sim: the same one the CLI verifies with). */
export function replayConfig(file: ReplayFile | ReplayFileV1, track: RaceTrack) {
  return simReplayConfig(replayTrack(file, track), file.players);
}

/** Runs the replay once; throws (SeekError) if an action is rejected. */
export function createSession(file: ReplayFile | ReplayFileV1, track: RaceTrack, every?: number): ReplaySession {
  const initial = createGame(replayConfig(file, track), file.seed);
  const seeker = createSeeker<GameState, Action, GameEvent>({
    initial,
    actions: file.actions as readonly Action[],
    apply: (s, a) => {
      const r = applyAction(s, a);
      return r.ok ? r : { ok: false, message: `${r.code}: ${r.message}` };
    },
    ...(every !== undefined ? { every } : {}),
  });
  const marks = timelineMarks(seeker.events, initial.names);
  return {
    file,
    track,
    names: initial.names,
    seeker,
    marks,
    moments: momentsOf(marks),
    turns: turnSteps(seeker.events),
    durations: seeker.events.map((ev) => choreograph(ev).duration),
    result: resultOf(seeker.stateAt(seeker.length)),
    note: file.version === 1 ? OLDER_REPLAY_NOTE : null,
  };
}

/** The next (dir 1) or previous (dir -1) turn boundary from `step`. */
export function turnStep(session: ReplaySession, step: number, dir: 1 | -1): number {
  const t = session.turns;
  if (dir > 0) {
    for (const s of t) if (s > step) return s;
    return session.seeker.length;
  }
  for (let i = t.length - 1; i >= 0; i--) if (t[i]! < step) return t[i]!;
  return 0;
}
