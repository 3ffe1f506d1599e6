/**
 * Rectangles on the table plane (x, z in table units): the smallest one
 * around a set of points, and the union of two. Pure, for every layer: the
 * scene frames its camera with them, the app sizes thumbnails and sheets.
 */

export interface Bounds2D {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

/** A point on the table plane. */
export interface TablePoint {
  readonly x: number;
  readonly z: number;
}

/** The smallest rectangle holding every point (null when there are none). */
export function pointsBounds(points: Iterable<TablePoint>): Bounds2D | null {
  let minX = Infinity;
  let maxX = -Infinity;
  let minZ = Infinity;
  let maxZ = -Infinity;
  for (const p of points) {
    minX = Math.min(minX, p.x);
    maxX = Math.max(maxX, p.x);
    minZ = Math.min(minZ, p.z);
    maxZ = Math.max(maxZ, p.z);
  }
  return Number.isFinite(minX) ? { minX, maxX, minZ, maxZ } : null;
}

/** The union of two table rectangles (the second may be missing). */
export function unionBounds(a: Bounds2D, b: Bounds2D | null): Bounds2D {
  if (!b) return a;
  return { minX: Math.min(a.minX, b.minX), maxX: Math.max(a.maxX, b.maxX), minZ: Math.min(a.minZ, b.minZ), maxZ: Math.max(a.maxZ, b.maxZ) };
}
