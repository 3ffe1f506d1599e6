/**
 * When each throw of a sequence tumbles and lands (pure, so tests read it
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

export function throwMoment(count: number, elapsedMs: number, animate: boolean): ThrowMoment {
  if (count === 0) return { index: -1, u: 1, landed: 0 };
  if (!animate) return { index: count - 1, u: 1, landed: count };
  const span = TUMBLE_MS + HOLD_MS;
  const index = Math.min(count - 1, Math.max(0, Math.floor(elapsedMs / span)));
  const u = Math.min(1, Math.max(0, (elapsedMs - index * span) / TUMBLE_MS));
  return { index, u, landed: index + (u >= 1 ? 1 : 0) };
}
