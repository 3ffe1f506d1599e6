/**
 * A loaded replay ready to watch: the file, its own track (so later edits of
 * the layout do not change it), the seeker and the timeline's markers.
 */
import { replayGameConfig, replayResult, replayRun, type Action, type GameEvent, type GameState, type RaceTrack, type ReplayFile, type ReplayFileV1, type ReplayResult } from '../../games/start-frei/replay';
import { createSeeker, type Seeker } from './seeker';
import { momentsOf, timelineMarks, turnSteps, type TimelineMark } from './markers';
import type { Moment } from '../broadcast';
import { choreograph } from '../../games/start-frei/table/choreography';

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
  return replayGameConfig(file, track);
}

/** Runs the replay once; throws (SeekError) if an action is rejected. */
export function createSession(file: ReplayFile | ReplayFileV1, track: RaceTrack, every?: number): ReplaySession {
  const run = replayRun(file, track);
  const initial = run.initial;
  const seeker = createSeeker<GameState, Action, GameEvent>({
    initial,
    actions: run.actions,
    apply: run.apply,
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
    result: replayResult(seeker.stateAt(seeker.length)),
    note: run.note,
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
