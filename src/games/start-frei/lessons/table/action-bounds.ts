/**
 * What Learn mode's camera frames: the action of the lesson (every space a
 * car stands on in any step, and the spaces the chosen roll reaches), not the
 * whole track. Pure, so it can be tested.
 */
import type { LaneGraph, SpaceId } from '../../../../track';
import { pointsBounds, type Bounds2D, type TablePoint } from '../../../../scene/bounds';

/** The smallest table area shown (units across), so a lone car is not framed nose to tail. */
export const MIN_SPAN = 7;

export function actionBounds(graph: LaneGraph, spaces: Iterable<SpaceId>, margin = 1.6): Bounds2D | null {
  const points: TablePoint[] = [];
  for (const id of spaces) {
    const s = graph.spaces[id];
    if (s) points.push(s);
  }
  const b = pointsBounds(points);
  if (!b) return null;
  const grow = (lo: number, hi: number): [number, number] => {
    const extra = Math.max(0, MIN_SPAN - (hi - lo) - 2 * margin) / 2;
    return [lo - margin - extra, hi + margin + extra];
  };
  const [x0, x1] = grow(b.minX, b.maxX);
  const [z0, z1] = grow(b.minZ, b.maxZ);
  // Rounded, so a recomputation that changes nothing does not move the camera.
  const r = (v: number) => Math.round(v * 100) / 100;
  return { minX: r(x0), maxX: r(x1), minZ: r(z0), maxZ: r(z1) };
}

/** The spaces of the action: cars in every step, and the reachable spaces with their paths. */
export function actionSpaces(frames: readonly { readonly cars: readonly { readonly space: SpaceId }[] }[], reach: readonly { readonly end: SpaceId; readonly option: { readonly path: readonly SpaceId[] } }[]): SpaceId[] {
  const out = new Set<SpaceId>();
  for (const f of frames) for (const c of f.cars) out.add(c.space);
  for (const r of reach) {
    out.add(r.end);
    for (const p of r.option.path) out.add(p);
  }
  return [...out];
}
