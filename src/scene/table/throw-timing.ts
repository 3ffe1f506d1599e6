/**
 * When each item of a sequence (a throw, a die laid into its box) travels and lands (pure, so tests read it
 * without WebGL): throw i starts after the ones before it have landed and
 * been read for a moment; without animation every throw has landed at once.
 */
export const TUMBLE_MS = 900;
export const HOLD_MS = 900;

export interface ThrowMoment {
  /** The throw in the air or last landed (-1 before the first starts). */
  readonly index: number;
  /** How far its tumble has gone, 0–1 (1: on the table). */
  readonly u: number;
  /** Throws landed so far. */
  readonly landed: number;
}

/** How long one item of a sequence travels, and how long it rests before the next starts (ms). */
export interface SequenceTiming {
  readonly travelMs: number;
  readonly holdMs: number;
}

export const THROW_TIMING: SequenceTiming = { travelMs: TUMBLE_MS, holdMs: HOLD_MS };

/** Where a sequence of `count` items (throws tumbling, dice flying into a box) stands `elapsedMs` after it began. */
export function throwMoment(count: number, elapsedMs: number, animate: boolean, timing: SequenceTiming = THROW_TIMING): ThrowMoment {
  if (count === 0) return { index: -1, u: 1, landed: 0 };
  if (!animate) return { index: count - 1, u: 1, landed: count };
  const span = timing.travelMs + timing.holdMs;
  const index = Math.min(count - 1, Math.max(0, Math.floor(elapsedMs / span)));
  const u = Math.min(1, Math.max(0, (elapsedMs - index * span) / timing.travelMs));
  return { index, u, landed: index + (u >= 1 ? 1 : 0) };
}
