/**
 * The moments of a race a spectator cares about, for any game: which step
 * shows them, what kind they are, the cars involved and a sentence. Each game
 * lists its own (game-moments.ts); navigation and
 * captions work on this shape only, so a new game gets them by data.
 */

export interface Moment {
  /** The step that shows the result (state after the action). */
  readonly step: number;
  readonly kind: string;
  readonly cars: readonly number[];
  readonly text: string;
  /** An incident: what "next incident" jumps to and what preempts the director. */
  readonly incident: boolean;
}

/** The step of the next (dir 1) or previous (dir -1) incident from `step`, or null when there is none. */
export function incidentStep(moments: readonly Moment[], step: number, dir: 1 | -1): number | null {
  let best: number | null = null;
  for (const m of moments) {
    if (!m.incident) continue;
    if (dir > 0 && m.step > step && (best === null || m.step < best)) best = m.step;
    if (dir < 0 && m.step < step && (best === null || m.step > best)) best = m.step;
  }
  return best;
}

/** Steps a caption stays up after its moment (several actions: long enough to read at 1×). */
export const CAPTION_STEPS = 4;

/**
 * The lower-third caption shown at `step`: the latest moment at or before it
 * and at most CAPTION_STEPS old; among moments of the same step, incidents
 * first. Null when nothing recent happened.
 */
export function captionAt(moments: readonly Moment[], step: number, within = CAPTION_STEPS): Moment | null {
  let best: Moment | null = null;
  for (const m of moments) {
    if (m.step > step || step - m.step >= within) continue;
    if (!best || m.step > best.step || (m.step === best.step && m.incident && !best.incident)) best = m;
  }
  return best;
}

/** How many moments of each incident kind there are (for the legend and the statistics). */
export function countByKind(moments: readonly Moment[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const m of moments) out.set(m.kind, (out.get(m.kind) ?? 0) + 1);
  return out;
}
