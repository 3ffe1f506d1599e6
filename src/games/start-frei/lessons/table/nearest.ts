import type { LaneGraph, SpaceId } from '../../../../track';

/** The space whose centre is nearest to (x, z), within 1.5 table units (null: off the track). */
export function nearestSpace(graph: LaneGraph, x: number, z: number, within = 1.5): SpaceId | null {
  let best: SpaceId | null = null;
  let bestD = within * within;
  for (const s of graph.spaces) {
    const d = (s.x - x) ** 2 + (s.z - z) ** 2;
    if (d < bestD) {
      bestD = d;
      best = s.id;
    }
  }
  return best;
}
