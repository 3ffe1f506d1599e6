/** Table-plane bounds of board triangles (all pieces, or only some layout indices). */
import type { Bounds2D } from '../bounds';

export function boardBounds(positions: Float32Array, owner: Int32Array, only?: ReadonlySet<number>): Bounds2D | null {
  let minX = Infinity, maxX = -Infinity, minZ = Infinity, maxZ = -Infinity;
  for (let t = 0; t < owner.length; t++) {
    if (only && !only.has(owner[t]!)) continue;
    for (let v = 0; v < 3; v++) {
      const x = positions[(t * 3 + v) * 3]!;
      const z = positions[(t * 3 + v) * 3 + 2]!;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (z < minZ) minZ = z;
      if (z > maxZ) maxZ = z;
    }
  }
  return Number.isFinite(minX) ? { minX, maxX, minZ, maxZ } : null;
}
