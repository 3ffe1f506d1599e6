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

/** A shape covering more grid cells than this is left out (only a corrupt, non-finite or absurd footprint does). */
const MAX_CELLS_PER_SHAPE = 4096;
/** Cell numbers beyond this are left out: cellKey packs cz into 20 bits (the table's ±10,000 units are ±2,500 cells). */
const MAX_CELL_INDEX = 250_000;

/**
 * Pairs [i, j] (i < j) of shapes (each a list of convex polygons) that overlap.
 * The grid is a hash table in typed arrays (cell → linked list of shapes), so
 * it allocates a handful of arrays however many pieces there are: validation
 * runs on every edit.
 *
 * The work is bounded: the search stops after `limit` overlapping pairs (a
 * heap of pieces stacked at one point has n²/2 of them), and a shape whose box
 * is not finite or covers more than MAX_CELLS_PER_SHAPE cells is left out (the
 * layout schema keeps coordinates finite and on the table, so only a corrupt
 * footprint can; `cx++` cannot step past 2^53).
 */
export function findOverlaps(shapes: readonly (readonly Float64Array[] | undefined)[], cellSize: number, tolerance: number, limit = Infinity): [number, number][] {
  const n = shapes.length;
  const boxes = new Float64Array(n * 4);
  /** Per shape, the cells it covers: cx0, cz0, cx1, cz1. */
  const range = new Float64Array(n * 4);
  /** 1: the shape is not in the grid (absent or its box is not usable). */
  const skip = new Uint8Array(n);
  let entries = 0;
  for (let i = 0; i < n; i++) {
    const polys = shapes[i];
    if (!polys) {
      skip[i] = 1;
      continue;
    }
    let x0 = Infinity, z0 = Infinity, x1 = -Infinity, z1 = -Infinity;
    for (const p of polys) {
      for (let k = 0; k < p.length; k += 2) {
        x0 = Math.min(x0, p[k]!);
        x1 = Math.max(x1, p[k]!);
        z0 = Math.min(z0, p[k + 1]!);
        z1 = Math.max(z1, p[k + 1]!);
      }
    }
    boxes[i * 4] = x0;
    boxes[i * 4 + 1] = z0;
    boxes[i * 4 + 2] = x1;
    boxes[i * 4 + 3] = z1;
    range[i * 4] = Math.floor(x0 / cellSize);
    range[i * 4 + 1] = Math.floor(z0 / cellSize);
    range[i * 4 + 2] = Math.floor(x1 / cellSize);
    range[i * 4 + 3] = Math.floor(z1 / cellSize);
    const cells = (range[i * 4 + 2]! - range[i * 4]! + 1) * (range[i * 4 + 3]! - range[i * 4 + 1]! + 1);
    const far = Math.max(Math.abs(range[i * 4]!), Math.abs(range[i * 4 + 1]!), Math.abs(range[i * 4 + 2]!), Math.abs(range[i * 4 + 3]!));
    // Cell numbers stay far from 2^53 (where `cx++` stops counting) and within the cell key's range.
    if (!(Number.isFinite(cells) && cells >= 1 && cells <= MAX_CELLS_PER_SHAPE && far <= MAX_CELL_INDEX)) {
      skip[i] = 1;
      continue;
    }
    entries += cells;
  }
  let capacity = 16;
  while (capacity < entries * 2) capacity *= 2;
  const mask = capacity - 1;
  const slotKey = new Float64Array(capacity);
  const slotHead = new Int32Array(capacity).fill(-1);
  const used = new Int32Array(entries);
  const shapeOf = new Int32Array(entries);
  const nextOf = new Int32Array(entries);
  let cellCount = 0;
  let e = 0;
  for (let i = 0; i < n; i++) {
    if (skip[i]) continue;
    for (let cx = range[i * 4]!; cx <= range[i * 4 + 2]!; cx++) {
      for (let cz = range[i * 4 + 1]!; cz <= range[i * 4 + 3]!; cz++) {
        const key = cellKey(cx, cz);
        let h = (Math.imul(cx | 0, 0x9e3779b1) ^ Math.imul(cz | 0, 0x85ebca77)) & mask;
        while (slotHead[h] !== -1 && slotKey[h] !== key) h = (h + 1) & mask;
        if (slotHead[h] === -1) {
          slotKey[h] = key;
          used[cellCount++] = h;
        }
        shapeOf[e] = i;
        nextOf[e] = slotHead[h]!;
        slotHead[h] = e++;
      }
    }
  }
  const pairs: [number, number][] = [];
  search: for (let c = 0; c < cellCount; c++) {
    const slot = used[c]!;
    for (let a = slotHead[slot]!; a >= 0; a = nextOf[a]!) {
      for (let b = nextOf[a]!; b >= 0; b = nextOf[b]!) {
        const i = Math.min(shapeOf[a]!, shapeOf[b]!);
        const j = Math.max(shapeOf[a]!, shapeOf[b]!);
        // Shapes sharing several cells meet in each: test the pair only in the first cell they share.
        if (cellKey(Math.max(range[i * 4]!, range[j * 4]!), Math.max(range[i * 4 + 1]!, range[j * 4 + 1]!)) !== slotKey[slot]) continue;
        if (boxes[i * 4]! > boxes[j * 4 + 2]! - tolerance || boxes[j * 4]! > boxes[i * 4 + 2]! - tolerance) continue;
        if (boxes[i * 4 + 1]! > boxes[j * 4 + 3]! - tolerance || boxes[j * 4 + 1]! > boxes[i * 4 + 3]! - tolerance) continue;
        if (shapesOverlap(shapes[i]!, shapes[j]!, tolerance)) {
          pairs.push([i, j]);
          if (pairs.length >= limit) break search;
        }
      }
    }
  }
  return pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

function cellKey(cx: number, cz: number): number {
  return cx * 1_048_576 + cz;
}

function shapesOverlap(a: readonly Float64Array[], b: readonly Float64Array[], tolerance: number): boolean {
  for (const p of a) for (const q of b) if (polygonsOverlap(p, q, tolerance)) return true;
  return false;
}
