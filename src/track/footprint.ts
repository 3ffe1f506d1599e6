/**
 * 2D footprints of laid pieces on the table, as convex polygons (flat
 * [x0, z0, x1, z1, ...] arrays) for the overlap check. Curves are cut into
 * quads of at most 15 degrees, which stays within a few hundredths of a lane
 * of the true arc for the radii in the catalogs.
 */
import type { Catalog, PieceDef, ResolvedSide } from './catalog';
import { centrelineInto, degToRad } from './geometry';
import type { LayoutPiece } from './layout-schema';

const MAX_ARC_STEP = degToRad(15);

export function footprint(piece: LayoutPiece, def: PieceDef, side: ResolvedSide, catalog: Catalog): Float64Array[] {
  // toWorld(pieceFrame(piece), corner), term for term, without the temporary poses (validation runs it on every edit).
  const heading = degToRad(piece.rotation);
  const c = Math.cos(heading);
  const s = Math.sin(heading);
  const half = (def.lanes * catalog.laneWidth) / 2;
  const segments = side.angle === 0 ? 1 : Math.ceil(Math.abs(side.angle) / MAX_ARC_STEP - 1e-9);
  const polys: Float64Array[] = [];
  for (let j = 0; j < segments; j++) {
    const t0 = j / segments;
    const t1 = (j + 1) / segments;
    const poly = new Float64Array(8);
    for (let i = 0; i < 4; i++) {
      // Corners in order: left at t0, left at t1, right at t1, right at t0.
      centrelineInto(CORNER, def.length, side.angle, def.radius, i === 0 || i === 3 ? t0 : t1, i < 2 ? half : -half);
      poly[2 * i] = piece.x + c * CORNER[0]! + s * CORNER[1]!;
      poly[2 * i + 1] = piece.z - s * CORNER[0]! + c * CORNER[1]!;
    }
    polys.push(poly);
  }
  return polys;
}

const CORNER = new Float64Array(3);
