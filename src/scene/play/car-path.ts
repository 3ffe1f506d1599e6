/**
 * Smooth lane paths: a car drives from space to space along cubic Hermite
 * segments whose tangents follow each space's heading, so a switch becomes an
 * arc across the lanes and a curve follows the track. Pure maths, no three.js;
 * writes into a caller's scratch object so per-frame use allocates nothing.
 */
import type { LaneGraph, SpaceId } from '../../track';

export interface Pose {
  x: number;
  z: number;
  /** Heading in the track's convention: direction (cos h, -sin h). */
  heading: number;
}

export function spacePose(graph: LaneGraph, id: SpaceId, out: Pose): Pose {
  const s = graph.spaces[id]!;
  out.x = s.x;
  out.z = s.z;
  out.heading = s.heading;
  return out;
}

/**
 * The pose at `u` (0..1) along the path `from → path[0] → … → path[n-1]`,
 * with equal time per space (as a tabletop car moves).
 */
export function poseAlong(graph: LaneGraph, from: SpaceId, path: readonly SpaceId[], u: number, out: Pose): Pose {
  if (path.length === 0 || u <= 0) return spacePose(graph, from, out);
  if (u >= 1) return spacePose(graph, path[path.length - 1]!, out);
  const f = u * path.length;
  const i = Math.min(path.length - 1, Math.floor(f));
  const t = f - i;
  const a = graph.spaces[i === 0 ? from : path[i - 1]!]!;
  const b = graph.spaces[path[i]!]!;
  const len = Math.hypot(b.x - a.x, b.z - a.z);
  // Tangents along each space's heading, scaled by the segment length.
  const ax = Math.cos(a.heading) * len;
  const az = -Math.sin(a.heading) * len;
  const bx = Math.cos(b.heading) * len;
  const bz = -Math.sin(b.heading) * len;
  const t2 = t * t;
  const t3 = t2 * t;
  const h00 = 2 * t3 - 3 * t2 + 1;
  const h10 = t3 - 2 * t2 + t;
  const h01 = -2 * t3 + 3 * t2;
  const h11 = t3 - t2;
  out.x = h00 * a.x + h10 * ax + h01 * b.x + h11 * bx;
  out.z = h00 * a.z + h10 * az + h01 * b.z + h11 * bz;
  // Derivative for the heading.
  const d00 = 6 * t2 - 6 * t;
  const d10 = 3 * t2 - 4 * t + 1;
  const d01 = -6 * t2 + 6 * t;
  const d11 = 3 * t2 - 2 * t;
  const dx = d00 * a.x + d10 * ax + d01 * b.x + d11 * bx;
  const dz = d00 * a.z + d10 * az + d01 * b.z + d11 * bz;
  out.heading = dx * dx + dz * dz > 1e-12 ? Math.atan2(-dz, dx) : b.heading;
  return out;
}

/** Ease in and out so a car accelerates off and brakes into its end space. */
export function easeInOut(u: number): number {
  const c = Math.max(0, Math.min(1, u));
  return c < 0.5 ? 2 * c * c : 1 - Math.pow(-2 * c + 2, 2) / 2;
}
