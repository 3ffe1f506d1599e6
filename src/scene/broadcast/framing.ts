/**
 * Camera poses that frame a set of points on the table: the decision view
 * (the active car, where it can go, its rivals) and the director's angles.
 * Every pose is checked by projecting the framed box's corners, so what is
 * framed is inside the canvas (the decision's green spaces included).
 */
import { Vector3 } from 'three';
import { boundsOutside, type CameraPose } from '../camera-glide';
import { pointsBounds, type Bounds2D, type TablePoint } from '../bounds';
import { framingDistance } from '../FramedCamera';
import type { Angle } from './director';

export type { TablePoint };

/** The box around `points`, grown by `pad` and to at least `minSpan` across each way (never a close-up of nothing). */
export function boxOf(points: readonly TablePoint[], pad: number, minSpan: number): Bounds2D | null {
  const b = pointsBounds(points);
  if (!b) return null;
  const grow = (lo: number, hi: number): [number, number] => {
    const mid = (lo + hi) / 2;
    const half = Math.max((hi - lo) / 2 + pad, minSpan / 2);
    return [mid - half, mid + half];
  };
  const [x0, x1] = grow(b.minX, b.maxX);
  const [z0, z1] = grow(b.minZ, b.maxZ);
  return { minX: x0, maxX: x1, minZ: z0, maxZ: z1 };
}

/** Where the camera looks from, for an angle: elevation (radians above the table) and the direction it comes from. */
function viewOf(angle: Angle | 'table', box: Bounds2D, table: TablePoint, heading: number): { elevation: number; dx: number; dz: number } {
  const cx = (box.minX + box.maxX) / 2;
  const cz = (box.minZ + box.maxZ) / 2;
  if (angle === 'trackside') {
    // From outside the track, looking in towards the table's centre.
    const ox = cx - table.x;
    const oz = cz - table.z;
    const d = Math.hypot(ox, oz);
    return d < 1e-3 ? { elevation: 0.6, dx: 0, dz: 1 } : { elevation: 0.6, dx: ox / d, dz: oz / d };
  }
  // From behind the car, along its heading (heading 0 drives towards +x, π/2 towards -z).
  if (angle === 'chase') return { elevation: 0.75, dx: -Math.cos(heading), dz: Math.sin(heading) };
  // From the front of the table, as a player sitting at it sees it.
  return { elevation: angle === 'high' ? 1.05 : 0.96, dx: 0, dz: 1 };
}

/** The pose that shows all of `box` from `angle`, pulled back until every corner is inside the view. */
export function framePoints(box: Bounds2D, angle: Angle | 'table', table: TablePoint, heading: number, fov: number, aspect: number): CameraPose {
  const cx = (box.minX + box.maxX) / 2;
  const cz = (box.minZ + box.maxZ) / 2;
  const { elevation, dx, dz } = viewOf(angle, box, table, heading);
  let d = framingDistance(box.maxX - box.minX, box.maxZ - box.minZ, fov, aspect);
  const target = new Vector3(cx, 0, cz);
  const pos = new Vector3();
  for (let i = 0; i < 24; i++) {
    pos.set(cx + dx * Math.cos(elevation) * d, Math.sin(elevation) * d, cz + dz * Math.cos(elevation) * d);
    if (!boundsOutside(box, { pos, target }, fov, aspect)) break;
    d *= 1.12;
  }
  return { pos, target };
}
