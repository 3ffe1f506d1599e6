/**
 * Moving a group: a piece and everything joined to it move as one rigid
 * body (turned about the piece's port 0), so joints stay joined.
 */
import { degToRad, normAngle, radToDeg } from './geometry';
import type { Layout } from './layout-schema';
import { jointsOf, reach, type EditResult } from './edit-common';

export function moveGroup(layout: Layout, id: string, dx: number, dz: number, turnDeg = 0): EditResult {
  const pivot = layout.pieces.find((p) => p.id === id);
  if (!pivot) return { ok: false, error: `there is no piece '${id}'` };
  const group = reach(jointsOf(layout), id, new Set());
  const a = degToRad(turnDeg);
  const c = Math.cos(a);
  const s = Math.sin(a);
  const tidy = (v: number) => {
    const r = Math.round(v * 1e9) / 1e9;
    return Object.is(r, -0) ? 0 : r;
  };
  const pieces = layout.pieces.map((p) => {
    if (!group.has(p.id)) return p;
    // Turning counter-clockwise seen from above: heading h maps (x, z) by (cos, -sin) conventions of geometry.ts.
    const rx = p.x - pivot.x;
    const rz = p.z - pivot.z;
    return {
      ...p,
      x: tidy(pivot.x + c * rx + s * rz + dx),
      z: tidy(pivot.z - s * rx + c * rz + dz),
      rotation: tidy(radToDeg(normAngle(degToRad(p.rotation) + a))),
    };
  });
  return { ok: true, layout: { ...layout, pieces } };
}
