/**
 * Overlapping pieces: a uniform grid finds candidate pairs (linear in the
 * number of pieces), then the separating-axis test on convex footprints.
 * Pieces that only touch (joined ends, a pit lane beside the track) do not
 * overlap: the test asks for a penetration deeper than `tolerance`.
 */

function separatedOnAxesOf(poly: Float64Array, a: Float64Array, b: Float64Array, tolerance: number): boolean {
  const n = poly.length / 2;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    let nx = -(poly[2 * j + 1]! - poly[2 * i + 1]!);
    let nz = poly[2 * j]! - poly[2 * i]!;
    const len = Math.hypot(nx, nz);
    if (len < 1e-12) continue;
    nx /= len;
    nz /= len;
    let minA = Infinity, maxA = -Infinity, minB = Infinity, maxB = -Infinity;
    for (let k = 0; k < a.length; k += 2) {
      const d = a[k]! * nx + a[k + 1]! * nz;
      if (d < minA) minA = d;
      if (d > maxA) maxA = d;
    }
    for (let k = 0; k < b.length; k += 2) {
      const d = b[k]! * nx + b[k + 1]! * nz;
      if (d < minB) minB = d;
      if (d > maxB) maxB = d;
    }
    if (Math.min(maxA, maxB) - Math.max(minA, minB) <= tolerance) return true;
  }
  return false;
}

export function polygonsOverlap(a: Float64Array, b: Float64Array, tolerance: number): boolean {
  return !separatedOnAxesOf(a, a, b, tolerance) && !separatedOnAxesOf(b, a, b, tolerance);
}

/** Pairs [i, j] (i < j) of shapes (each a list of convex polygons) that overlap. */
export function findOverlaps(shapes: readonly (readonly Float64Array[] | undefined)[], cellSize: number, tolerance: number): [number, number][] {
  const cells = new Map<number, number[]>();
  const boxes = new Float64Array(shapes.length * 4);
  shapes.forEach((polys, i) => {
    if (!polys) return;
    let x0 = Infinity, z0 = Infinity, x1 = -Infinity, z1 = -Infinity;
    for (const p of polys) {
      for (let k = 0; k < p.length; k += 2) {
        x0 = Math.min(x0, p[k]!);
        x1 = Math.max(x1, p[k]!);
        z0 = Math.min(z0, p[k + 1]!);
        z1 = Math.max(z1, p[k + 1]!);
      }
    }
    boxes.set([x0, z0, x1, z1], i * 4);
    for (let cx = Math.floor(x0 / cellSize); cx <= Math.floor(x1 / cellSize); cx++) {
      for (let cz = Math.floor(z0 / cellSize); cz <= Math.floor(z1 / cellSize); cz++) {
        const key = cx * 1_048_576 + cz;
        const list = cells.get(key);
        if (list) list.push(i);
        else cells.set(key, [i]);
      }
    }
  });
  const seen = new Set<number>();
  const pairs: [number, number][] = [];
  const n = shapes.length;
  for (const list of cells.values()) {
    for (let a = 0; a < list.length; a++) {
      for (let b = a + 1; b < list.length; b++) {
        const i = Math.min(list[a]!, list[b]!);
        const j = Math.max(list[a]!, list[b]!);
        const key = i * n + j;
        if (seen.has(key)) continue;
        seen.add(key);
        if (boxes[i * 4]! > boxes[j * 4 + 2]! - tolerance || boxes[j * 4]! > boxes[i * 4 + 2]! - tolerance) continue;
        if (boxes[i * 4 + 1]! > boxes[j * 4 + 3]! - tolerance || boxes[j * 4 + 1]! > boxes[i * 4 + 3]! - tolerance) continue;
        if (shapesOverlap(shapes[i]!, shapes[j]!, tolerance)) pairs.push([i, j]);
      }
    }
  }
  return pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

function shapesOverlap(a: readonly Float64Array[], b: readonly Float64Array[], tolerance: number): boolean {
  for (const p of a) for (const q of b) if (polygonsOverlap(p, q, tolerance)) return true;
  return false;
}
