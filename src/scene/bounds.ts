import type { LaneGraph } from '../track/lane-graph-types';

export interface Bounds2D {
  readonly minX: number;
  readonly maxX: number;
  readonly minZ: number;
  readonly maxZ: number;
}

/** Bounds of a lane graph's spaces on the table, grown by `margin`. */
export function graphBounds(graph: LaneGraph, margin = 1): Bounds2D {
  let minX = Infinity;
  let maxX = -Infinity;
  let minZ = Infinity;
  let maxZ = -Infinity;
  for (const s of graph.spaces) {
    minX = Math.min(minX, s.x);
    maxX = Math.max(maxX, s.x);
    minZ = Math.min(minZ, s.z);
    maxZ = Math.max(maxZ, s.z);
  }
  if (!Number.isFinite(minX)) return { minX: -5, maxX: 5, minZ: -5, maxZ: 5 };
  return { minX: minX - margin, maxX: maxX + margin, minZ: minZ - margin, maxZ: maxZ + margin };
}

export function boundsCentre(b: Bounds2D): [number, number] {
  return [(b.minX + b.maxX) / 2, (b.minZ + b.maxZ) / 2];
}
