/**
 * Small tokens (coins, DRS markers) flying between a pile on the table and a
 * car: several tokens of one clip leave one after another. Pure maths that
 * writes into a caller's scratch object.
 */

/** Progress (0..1 while in the air; outside: not flying) of token `k` of `n` at `t` ms of a clip. */
export function tokenProgress(t: number, start: number, duration: number, k: number, n: number): number {
  const stagger = n > 1 ? Math.min(90, duration / (2 * n)) : 0;
  const span = duration - stagger * (n - 1);
  return (t - start - k * stagger) / span;
}

/** A point on a parabolic arc from (ax, ay, az) to (bx, by, bz) at `u`, `lift` above the straight line at its middle. */
export function arcPoint(ax: number, ay: number, az: number, bx: number, by: number, bz: number, u: number, lift: number, out: { x: number; y: number; z: number }): void {
  out.x = ax + (bx - ax) * u;
  out.z = az + (bz - az) * u;
  out.y = ay + (by - ay) * u + 4 * lift * u * (1 - u);
}

/** Tokens drawn for a change of `delta` coins: one per coin, at most `max`. */
export const tokenCount = (delta: number, max = 4) => Math.min(max, Math.max(1, Math.abs(delta)));
