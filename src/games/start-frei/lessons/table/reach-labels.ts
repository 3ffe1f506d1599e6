import type { ReachMark } from './view-types';
import type { LaneGraph, SpaceId } from '../../../../track';

/** One label per end space: the numbers of the panel's list with their short consequence ("1 ✓ · 2 −1c"). */
export function labelsByEnd(reach: readonly ReachMark[]): { end: SpaceId; text: string }[] {
  const byEnd = new Map<SpaceId, string[]>();
  reach.forEach((r, i) => {
    const list = byEnd.get(r.end) ?? [];
    list.push(`${i + 1} ${r.label}`);
    byEnd.set(r.end, list);
  });
  return [...byEnd].map(([end, parts]) => ({ end, text: parts.join(' · ') }));
}

/** Label heights above the table. */
export const LABEL_LOW = 0.7;
export const LABEL_STEP = 0.6;

/**
 * How high each label floats: the camera looks from +z, so labels are placed
 * nearest first, and a label rises one step for each label already placed
 * within 1.6 units (the other lane at the same place), so none covers another.
 */
export function labelHeights(graph: LaneGraph, ends: readonly SpaceId[]): number[] {
  const order = ends.map((_, i) => i).sort((a, b) => graph.spaces[ends[b]!]!.z - graph.spaces[ends[a]!]!.z);
  const heights: number[] = new Array<number>(ends.length).fill(LABEL_LOW);
  const placed: number[] = [];
  for (const i of order) {
    const s = graph.spaces[ends[i]!]!;
    let level = 0;
    for (const j of placed) {
      const t = graph.spaces[ends[j]!]!;
      if (Math.hypot(s.x - t.x, s.z - t.z) < 1.6) level = Math.max(level, Math.round((heights[j]! - LABEL_LOW) / LABEL_STEP) + 1);
    }
    heights[i] = LABEL_LOW + level * LABEL_STEP;
    placed.push(i);
  }
  return heights;
}
