/**
 * 2D footprints of laid pieces on the table, as convex polygons (flat
 * [x0, z0, x1, z1, ...] arrays) for the overlap check. Curves are cut into
 * quads of at most 15 degrees, which stays within a few hundredths of a lane
 * of the true arc for the radii in the catalogs.
 */
import type { Catalog, PieceDef, ResolvedSide } from './catalog';
import { centrelinePoint, degToRad, toWorld } from './geometry';
import type { LayoutPiece } from './layout-schema';
import { pieceFrame } from './ports';

const MAX_ARC_STEP = degToRad(15);

export function footprint(piece: LayoutPiece, def: PieceDef, side: ResolvedSide, catalog: Catalog): Float64Array[] {
  const frame = pieceFrame(piece);
  const half = (def.lanes * catalog.laneWidth) / 2;
  const segments = side.angle === 0 ? 1 : Math.ceil(Math.abs(side.angle) / MAX_ARC_STEP - 1e-9);
  const polys: Float64Array[] = [];
  for (let j = 0; j < segments; j++) {
    const t0 = j / segments;
    const t1 = (j + 1) / segments;
    const corners = [
      centrelinePoint(def.length, side.angle, def.radius, t0, half),
      centrelinePoint(def.length, side.angle, def.radius, t1, half),
      centrelinePoint(def.length, side.angle, def.radius, t1, -half),
      centrelinePoint(def.length, side.angle, def.radius, t0, -half),
    ];
    const poly = new Float64Array(8);
    corners.forEach((c, i) => {
      const w = toWorld(frame, c);
      poly[2 * i] = w.x;
      poly[2 * i + 1] = w.z;
    });
    polys.push(poly);
  }
  return polys;
}
