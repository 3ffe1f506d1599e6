/**
 * Helpers shared by the builder's edits (replace, move, plan upkeep): the
 * joints of a layout as an adjacency list and the pose arithmetic that lays a
 * piece onto a neighbour's port.
 */
import { catalogFor, type Catalog, type PieceDef, type ResolvedSide } from './catalog';
import { frameFor, normAngle, radToDeg, toWorld, type Pose } from './geometry';
import type { Layout, LayoutPiece } from './layout-schema';
import { localPort, pieceFrame, sideOf } from './ports';

export type EditResult = { ok: true; layout: Layout } | { ok: false; error: string };

export interface Joint {
  readonly port: number;
  readonly other: string;
  readonly otherPort: number;
}

/** Joints of every piece, by piece id. */
export function jointsOf(layout: Layout): Map<string, Joint[]> {
  const map = new Map<string, Joint[]>();
  const add = (id: string, j: Joint) => {
    const list = map.get(id);
    if (list) list.push(j);
    else map.set(id, [j]);
  };
  for (const c of layout.connections) {
    add(c.a.piece, { port: c.a.port, other: c.b.piece, otherPort: c.b.port });
    add(c.b.piece, { port: c.b.port, other: c.a.piece, otherPort: c.a.port });
  }
  return map;
}

/** Ids reachable from `from` over joints, never entering `blocked`. */
export function reach(joints: Map<string, Joint[]>, from: string, blocked: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>([from]);
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.shift()!;
    for (const j of joints.get(id) ?? []) {
      if (blocked.has(j.other) || seen.has(j.other)) continue;
      seen.add(j.other);
      queue.push(j.other);
    }
  }
  return seen;
}

export interface Resolved {
  readonly def: PieceDef;
  readonly side: ResolvedSide;
}

export function resolvePiece(catalog: Catalog, piece: Pick<LayoutPiece, 'type' | 'side'>): Resolved | undefined {
  const def = catalog.byId.get(piece.type);
  const side = def && sideOf(def, piece.side);
  return def && side ? { def, side } : undefined;
}

/** Table pose of a port of a laid piece (heading points out of the piece). */
export function portPose(catalog: Catalog, piece: LayoutPiece, port: number): Pose | undefined {
  const r = resolvePiece(catalog, piece);
  return r ? toWorld(pieceFrame(piece), localPort(r.def, r.side, port, catalog.laneWidth)) : undefined;
}

function tidy(v: number): number {
  const r = Math.round(v * 1e9) / 1e9;
  return Object.is(r, -0) ? 0 : r;
}

/** The piece moved so that its port `port` sits on `at`, facing out along `at.heading`. */
export function layPort(catalog: Catalog, piece: LayoutPiece, port: number, at: Pose): LayoutPiece {
  const r = resolvePiece(catalog, piece);
  if (!r) return piece;
  const frame = frameFor(localPort(r.def, r.side, port, catalog.laneWidth), at);
  return { ...piece, x: tidy(frame.x), z: tidy(frame.z), rotation: tidy(radToDeg(normAngle(frame.heading))) };
}

/** The pose a neighbour's port must take to meet `pose` (same place, facing it). */
export function facing(pose: Pose): Pose {
  return { x: pose.x, z: pose.z, heading: pose.heading + Math.PI };
}

export function catalogOf(layout: Layout): Catalog {
  return catalogFor(layout.game);
}

/** How far apart two joined port poses are: distance and twist away from facing (radians). */
export function mismatch(a: Pose, b: Pose): { gap: number; twist: number } {
  return { gap: Math.hypot(a.x - b.x, a.z - b.z), twist: Math.abs(normAngle(a.heading - b.heading - Math.PI)) };
}
