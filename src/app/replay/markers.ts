/** Timeline markers: the moments a spectator wants to jump to. */
import type { GameEvent } from '../../rules/start-frei';
import type { Moment } from '../broadcast';

export type MarkKind = 'overtake' | 'chicane' | 'brake' | 'drs' | 'pit' | 'lap' | 'finish';

export interface TimelineMark {
  /** Every car the moment is about (the overtaken ones too). */
  readonly cars?: readonly number[];
  /** A move done well (a chicane hit exactly): marked, but not an incident. */
  readonly good?: boolean;
  /** The step that shows the result (state after the action). */
  readonly step: number;
  readonly kind: MarkKind;
  readonly player: number | null;
  readonly label: string;
}

function mark(e: GameEvent, names: readonly string[]): { kind: MarkKind; player: number | null; cars?: readonly number[]; good?: boolean; label: string } | null {
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

export function timelineMarks(events: readonly (readonly GameEvent[])[], names: readonly string[]): TimelineMark[] {
  const out: TimelineMark[] = [];
  events.forEach((list, i) => {
    for (const e of list) {
      const m = mark(e, names);
      if (m) out.push({ step: i + 1, ...m });
    }
  });
  return out;
}

/** Steps at which a turn, a pit stop, a pass or the end begins. */
export function turnSteps(events: readonly (readonly GameEvent[])[]): number[] {
  const out: number[] = [];
  events.forEach((list, i) => {
    if (list.some((e) => e.type === 'TurnStarted' || e.type === 'PitStopStarted' || e.type === 'PassStarted' || e.type === 'GameOver')) out.push(i + 1);
  });
  return out;
}

/** The kinds a spectator jumps to with "next incident" (an overtake made or failed, a chicane taken too fast, braking behind a car). */
export const INCIDENT_KINDS: ReadonlySet<MarkKind> = new Set(['overtake', 'chicane', 'brake']);

/** The marks as the broadcast's moments (src/app/broadcast). An exact chicane hit is a good move, not an incident. */
export function momentsOf(marks: readonly TimelineMark[]): Moment[] {
  return marks.map((m) => ({
    step: m.step,
    kind: m.kind,
    cars: m.cars ?? (m.player === null ? [] : [m.player]),
    text: m.label,
    incident: INCIDENT_KINDS.has(m.kind) && m.good !== true,
  }));
}
