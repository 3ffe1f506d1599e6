/**
 * Where a game's objects stand on the table beside the track (pure, tested
 * without WebGL): a row of slots along the front edge (the edge nearest the
 * viewer, +z), four spots beside it, and the point just outside the track
 * beside a space.
 */
import type { LaneGraph } from '../../track/lane-graph-types';
import { graphBounds } from '../bounds';

export interface Spot {
  readonly x: number;
  readonly z: number;
}

/** `n` slots of `width` side by side along the front edge, `gap` beyond the outermost spaces, centred on the track. */
export function frontRow(graph: LaneGraph, n: number, width: number, gap: number): Spot[] {
  const b = graphBounds(graph, 0);
  const cx = (b.minX + b.maxX) / 2;
  const span = Math.min(width, n > 0 ? (b.maxX - b.minX + 2) / n : width);
  return Array.from({ length: n }, (_, i) => ({ x: cx + (i - (n - 1) / 2) * span, z: b.maxZ + gap }));
}

/** The width of each slot of `frontRow` (narrower when many slots must fit beside the track). */
export function frontSlotWidth(graph: LaneGraph, n: number, width: number): number {
  const b = graphBounds(graph, 0);
  return Math.min(width, n > 0 ? (b.maxX - b.minX + 2) / n : width);
}

/** Whether no space of the track lies within `clear` of (x, z). */
export function isClear(graph: LaneGraph, x: number, z: number, clear: number): boolean {
  return graph.spaces.every((s) => (s.x - x) ** 2 + (s.z - z) ** 2 > clear * clear);
}

/**
 * Four spots for things laid on the board (dice boxes): in the middle of the
 * loop when it has room (each spot `clear` from every space), else beside the
 * track, `gap` beyond it, two behind it (−z) and two in front (+z).
 */
export function fourSpots(graph: LaneGraph, gap: number, clear = 3): { readonly spots: Spot[]; readonly inside: boolean } {
  const b = graphBounds(graph, 0);
  const cx = (b.minX + b.maxX) / 2;
  const cz = (b.minZ + b.maxZ) / 2;
  const w = b.maxX - b.minX;
  const d = b.maxZ - b.minZ;
  const inner = [
    { x: cx - w / 5, z: cz - d / 8 },
    { x: cx + w / 5, z: cz - d / 8 },
    { x: cx - w / 5, z: cz + d / 8 },
    { x: cx + w / 5, z: cz + d / 8 },
  ];
  if (inner.every((p) => isClear(graph, p.x, p.z, clear))) return { spots: inner, inside: true };
  return {
    spots: [
      { x: cx - w / 4, z: b.minZ - gap },
      { x: cx + w / 4, z: b.minZ - gap },
      { x: cx - w / 4, z: b.maxZ + gap },
      { x: cx + w / 4, z: b.maxZ + gap },
    ],
    inside: false,
  };
}

/** Distance between two slots of a dice box. */
export const BOX_SLOT_PITCH = 0.6;

/** Where slot `slot` (0 = the box's "1") of a dice box at `at` lies, for a box drawn `size` times its unit size. */
export function boxSlot(at: Spot, slot: number, size = 1): Spot {
  return { x: at.x + (slot - 1) * BOX_SLOT_PITCH * size, z: at.z };
}

/** The index of the spot nearest to (x, z). */
export function nearestSpot(spots: readonly Spot[], x: number, z: number): number {
  let best = 0;
  let bestD = Infinity;
  spots.forEach((s, i) => {
    const d = (s.x - x) ** 2 + (s.z - z) ** 2;
    if (d < bestD) {
      bestD = d;
      best = i;
    }
  });
  return best;
}

/** The point just outside the track beside `space` (away from the track's middle), `gap` beyond the outermost lane there. */
export function besideTrack(graph: LaneGraph, space: number, gap: number): Spot {
  const s = graph.spaces[space];
  if (!s) return { x: 0, z: 0 };
  const b = graphBounds(graph, 0);
  const cx = (b.minX + b.maxX) / 2;
  const cz = (b.minZ + b.maxZ) / 2;
  // The space's left side (looking along its heading), turned to point away from the middle.
  let nx = -Math.sin(s.heading);
  let nz = -Math.cos(s.heading);
  if (nx * (s.x - cx) + nz * (s.z - cz) < 0) {
    nx = -nx;
    nz = -nz;
  }
  let far = 0;
  for (const o of graph.spaces) {
    const dx = o.x - s.x;
    const dz = o.z - s.z;
    if (dx * dx + dz * dz > 9) continue;
    const along = Math.abs(dx * nz - dz * nx);
    if (along > 0.6) continue;
    far = Math.max(far, dx * nx + dz * nz);
  }
  return { x: s.x + nx * (far + gap), z: s.z + nz * (far + gap) };
}
