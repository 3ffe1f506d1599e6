/**
 * Re-laying a layout along its joints: every piece is put back where its
 * joint to an already placed neighbour says, starting from the start/finish
 * piece (which stays where it is) and going out of each piece's exit first,
 * so a loop is walked in the order of travel. Used when pieces between two
 * tiles are taken out and the tiles are joined directly: the pieces behind
 * the gap slide up. A joint whose ports no longer meet afterwards (the
 * closing joint of a loop that got shorter on one side only) is cut and
 * reported, leaving two open ends.
 */
import { catalogFor, type PieceDef, type ResolvedSide } from './catalog';
import { frameFor, normAngle, radToDeg, toWorld, type Pose } from './geometry';
import type { Connection, Layout, LayoutPiece } from './layout-schema';
import { localPort, pieceFrame, sideOf } from './ports';
import { PORT_TOLERANCE } from './validate';

export interface CutJoint {
  readonly connection: Connection;
  /** How far apart the two ports are after re-laying (table units). */
  readonly gap: number;
}

export interface Relaid {
  readonly layout: Layout;
  readonly cut: readonly CutJoint[];
}

function tidy(v: number): number {
  const r = Math.round(v * 1e9) / 1e9;
  return Object.is(r, -0) ? 0 : r;
}

/** Exit ports first (1, the pit branch 2, then the entry 0), so a loop is walked along its printing. */
const PORT_ORDER = [1, 2, 0];

export function relayAlongJoints(layout: Layout): Relaid {
  const catalog = catalogFor(layout.game);
  const n = layout.pieces.length;
  const index = new Map(layout.pieces.map((p, i) => [p.id, i]));
  const defs: ({ def: PieceDef; side: ResolvedSide } | undefined)[] = layout.pieces.map((p) => {
    const def = catalog.byId.get(p.type);
    const side = def && sideOf(def, p.side);
    return def && side ? { def, side } : undefined;
  });
  // joined[i] : port → [neighbour index, neighbour port]
  const joined: Map<number, [number, number]>[] = layout.pieces.map(() => new Map());
  for (const c of layout.connections) {
    const a = index.get(c.a.piece);
    const b = index.get(c.b.piece);
    if (a === undefined || b === undefined) continue;
    joined[a]!.set(c.a.port, [b, c.b.port]);
    joined[b]!.set(c.b.port, [a, c.a.port]);
  }
  const placed: (LayoutPiece | undefined)[] = new Array(n);
  const portPose = (i: number, port: number): Pose => {
    const d = defs[i]!;
    return toWorld(pieceFrame(placed[i]!), localPort(d.def, d.side, port, catalog.laneWidth));
  };
  const roots = [...layout.pieces.keys()].sort((i, j) => rootRank(defs[i]) - rootRank(defs[j]) || i - j);
  for (const root of roots) {
    if (placed[root] || !defs[root]) continue;
    // Depth first, placing a piece when it is taken off the stack: the walk
    // follows each exit to the end before it comes back for an entry.
    const stack: { j: number; at: Pose | undefined; port: number }[] = [{ j: root, at: undefined, port: 0 }];
    while (stack.length > 0) {
      const { j, at, port } = stack.pop()!;
      if (placed[j]) continue;
      if (at) {
        const d = defs[j]!;
        const frame = frameFor(localPort(d.def, d.side, port, catalog.laneWidth), { x: at.x, z: at.z, heading: at.heading + Math.PI });
        placed[j] = { ...layout.pieces[j]!, x: tidy(frame.x), z: tidy(frame.z), rotation: tidy(radToDeg(normAngle(frame.heading))) };
      } else {
        placed[j] = layout.pieces[j]!;
      }
      // Pushed in reverse so the exit port's neighbour is walked first.
      for (const p of [...PORT_ORDER].reverse()) {
        const next = joined[j]!.get(p);
        if (next && !placed[next[0]] && defs[next[0]]) stack.push({ j: next[0], at: portPose(j, p), port: next[1] });
      }
    }
  }
  const pieces = layout.pieces.map((p, i) => placed[i] ?? p);
  const result: Layout = { ...layout, pieces };
  const cut: CutJoint[] = [];
  const connections = layout.connections.filter((c) => {
    const a = index.get(c.a.piece);
    const b = index.get(c.b.piece);
    if (a === undefined || b === undefined || !defs[a] || !defs[b]) return true;
    const pa = portPose(a, c.a.port);
    const pb = portPose(b, c.b.port);
    const gap = Math.hypot(pa.x - pb.x, pa.z - pb.z);
    const twist = Math.abs(normAngle(pa.heading - pb.heading - Math.PI));
    if (gap <= PORT_TOLERANCE && twist <= PORT_TOLERANCE) return true;
    cut.push({ connection: c, gap });
    return false;
  });
  return { layout: { ...result, connections }, cut };
}

/** The start/finish piece is the fixed point; then pieces in file order. */
function rootRank(d: { def: PieceDef } | undefined): number {
  return d?.def.kind === 'start' ? 0 : 1;
}
