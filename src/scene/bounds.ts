import type { LaneGraph } from '../track/lane-graph-types';
import { pointsBounds, type Bounds2D } from '../track/bounds';

// The table's rectangles live in the track model, where every layer may use them; the scene's files take them from here.
export { pointsBounds, unionBounds, type Bounds2D, type TablePoint } from '../track/bounds';

/** Bounds of a lane graph's spaces on the table, grown by `margin`. */
export function graphBounds(graph: LaneGraph, margin = 1): Bounds2D {
  const b = pointsBounds(graph.spaces);
  if (!b) return { minX: -5, maxX: 5, minZ: -5, maxZ: 5 };
  return { minX: b.minX - margin, maxX: b.maxX + margin, minZ: b.minZ - margin, maxZ: b.maxZ + margin };
}

export function boundsCentre(b: Bounds2D): [number, number] {
  return [(b.minX + b.maxX) / 2, (b.minZ + b.maxZ) / 2];
}
