/**
 * What Replay mode knows only of Start Frei: how its events mark the timeline, where its turns begin, its chart
 * samples, the lesson "Teach from here" makes of a moment, and how a Start Frei replay file re-runs. Replay mode
 * (src/app/replay, src/ui/replay) reaches Start Frei's rules only through this file.
 */
import { applyAction, createGame, distance, positionOf, standings, teachStep, type Action, type GameEvent, type GameState } from '../../rules/start-frei';
import { replayConfig, replayTrack, resultOf, OLDER_REPLAY_NOTE, type RaceTrack, type ReplayFile, type ReplayFileV1, type ReplayResult } from '../../rules/start-frei/files';
import { LESSON_FORMAT, LESSON_TITLE_CHARS, LESSON_VERSION, type LessonFile } from './lessons';

export { distance, standings, GEAR_NAMES } from '../../rules/start-frei';
export type { Action, GameEvent, GameState } from '../../rules/start-frei';
export type { RaceTrack, ReplayFile, ReplayFileV1, ReplayResult } from '../../rules/start-frei/files';

export type MarkKind = 'overtake' | 'chicane' | 'brake' | 'drs' | 'pit' | 'lap' | 'finish';

/** A moment of a Start Frei race as the timeline marks it (without its step). */
export interface EventMark {
  readonly kind: MarkKind;
  readonly player: number | null;
  /** Every car the moment is about (the overtaken ones too). */
  readonly cars?: readonly number[];
  /** A move done well (a chicane hit exactly): marked, but not an incident. */
  readonly good?: boolean;
  readonly label: string;
}

/** The mark of one event, or null for an event the timeline does not mark. */
export function markOf(e: GameEvent, names: readonly string[]): EventMark | null {
  const n = (p: number) => names[p] ?? `Car ${p + 1}`;
  switch (e.type) {
    case 'OvertakeResolved':
      return e.outcome === 'made-it'
        ? { kind: 'overtake', player: e.player, cars: [e.player, ...e.overtaken], label: `${n(e.player)} overtakes ${e.overtaken.map(n).join(', ')}` }
        : { kind: 'overtake', player: e.player, label: `${n(e.player)}: overtaking fails (${e.outcome.replace(/-/g, ' ')})` };
    case 'ChicaneHit':
      return { kind: 'chicane', player: e.player, ...(e.exact ? { good: true } : {}), label: e.exact ? `${n(e.player)} hits a chicane exactly (+1 coin)` : `${n(e.player)} too fast into a ${e.kind} chicane` };
    case 'Braked':
      return { kind: 'brake', player: e.player, label: `${n(e.player)} brakes behind ${n(e.behind)} and shifts down` };
    case 'DrsDrawn':
      return { kind: 'drs', player: e.player, label: `${n(e.player)} draws a DRS marker` };
    case 'DrsUsed':
      return { kind: 'drs', player: e.player, label: `${n(e.player)} plays a DRS marker` };
    case 'PitStopStarted':
      return { kind: 'pit', player: null, label: 'Pit stop' };
    case 'LapCompleted':
      return { kind: 'lap', player: e.player, label: `${n(e.player)} completes lap ${e.lap}` };
    case 'GameOver':
      return { kind: 'finish', player: e.standings[0] ?? null, label: `Race over: ${n(e.standings[0] ?? 0)} wins` };
    default:
      return null;
  }
}

/** Whether an event begins a turn, a pit stop, a pass or the end (for "one turn" stepping). */
export function beginsTurn(e: GameEvent): boolean {
  return e.type === 'TurnStarted' || e.type === 'PitStopStarted' || e.type === 'PassStarted' || e.type === 'GameOver';
}

/** The kinds a spectator jumps to with "next incident" (an overtake made or failed, a chicane taken too fast, braking behind a car). */
export const INCIDENT_KINDS: ReadonlySet<MarkKind> = new Set(['overtake', 'chicane', 'brake']);

/** A Start Frei replay ready to re-run: its first state, its actions and how one is applied. */
export function replayRun(file: ReplayFile | ReplayFileV1, track: RaceTrack) {
  return {
    initial: createGame(replayConfig(replayTrack(file, track), file.players), file.seed),
    actions: file.actions as readonly Action[],
    apply(s: GameState, a: Action): { ok: true; state: GameState; events: readonly GameEvent[] } | { ok: false; message: string } {
      const r = applyAction(s, a);
      return r.ok ? r : { ok: false, message: `${r.code}: ${r.message}` };
    },
    /** Set for files checked less than the current format allows (version 1). */
    note: file.version === 1 ? OLDER_REPLAY_NOTE : null,
  };
}

/** The result of the re-run (never the one the file claims). */
export function replayResult(last: GameState): ReplayResult {
  return resultOf(last);
}

/** The game config of a replay (src/sim: the same one the CLI verifies with). */
export function replayGameConfig(file: ReplayFile | ReplayFileV1, track: RaceTrack) {
  return replayConfig(replayTrack(file, track), file.players);
}

/** Chart samples: the standings and distances at the start of every pass and at the end. */
export function chartSamples(stateAt: (step: number) => GameState, events: readonly (readonly GameEvent[])[]): { step: number; label: string; order: readonly number[]; distances: number[] }[] {
  const steps: { step: number; label: string }[] = [{ step: 0, label: 'Start' }];
  events.forEach((list, i) => {
    for (const e of list) if (e.type === 'PassStarted' && e.pass > 1) steps.push({ step: i + 1, label: `Pass ${e.pass}` });
  });
  const end = events.length;
  if (steps[steps.length - 1]!.step !== end) steps.push({ step: end, label: 'Finish' });
  return steps.map(({ step, label }) => {
    const s = stateAt(step);
    return { step, label, order: s.standings ?? standings(s), distances: s.players.map((_, i) => distance(s, i)) };
  });
}

/**
 * The lesson of step `step` of a replay, at the start of the turn shown (src/rules/start-frei/teach.ts), where the
 * teacher chooses the dice; and the step it really starts from.
 */
export function lessonOfStep(stateAt: (step: number) => GameState, step: number, names: readonly string[], track: RaceTrack): { lesson: LessonFile; from: number } {
  const found = teachStep(stateAt, step);
  const s = found.state;
  const who = s.turn ? (names[s.turn.player] ?? 'a car') : null;
  // The lesson counts its own steps: the replay's step is left out of the title, so one count is on screen.
  const title = `${track.layout.name || track.name}: ${who ? `${who}'s turn` : 'the start'}, from the replay`.slice(0, LESSON_TITLE_CHARS);
  const summary = who
    ? `From a replay: ${who} has just played a card. Choose the dice to show what else could have happened.`
    : 'From a replay: the race as it started. Play a card and choose the dice to show what could happen.';
  return {
    from: found.step,
    lesson: { format: LESSON_FORMAT, version: LESSON_VERSION, ruleset: 'start-frei', title, summary, track: { layout: track.layout }, position: positionOf(s), dice: [], actions: [], notes: [] },
  };
}
