/** Timeline markers: the moments a spectator wants to jump to. */
import { beginsTurn, INCIDENT_KINDS, markOf, type EventMark, type GameEvent, type MarkKind } from '../../games/start-frei/replay';
import type { Moment } from '../broadcast';

export { INCIDENT_KINDS, type MarkKind };

export interface TimelineMark extends EventMark {
  /** The step that shows the result (state after the action). */
  readonly step: number;
}

export function timelineMarks(events: readonly (readonly GameEvent[])[], names: readonly string[]): TimelineMark[] {
  const out: TimelineMark[] = [];
  events.forEach((list, i) => {
    for (const e of list) {
      const m = markOf(e, names);
      if (m) out.push({ step: i + 1, ...m });
    }
  });
  return out;
}

/** Steps at which a turn, a pit stop, a pass or the end begins. */
export function turnSteps(events: readonly (readonly GameEvent[])[]): number[] {
  const out: number[] = [];
  events.forEach((list, i) => {
    if (list.some(beginsTurn)) out.push(i + 1);
  });
  return out;
}

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
