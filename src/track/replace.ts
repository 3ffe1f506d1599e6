/**
 * Replacing a laid piece (another type, the other side up, or turned end for
 * end) and re-aligning what hangs off it. The piece keeps its place at one
 * joint (the anchor: port 0 if joined, else port 1, else port 2); everything
 * that can only be reached through the piece is re-laid from it. Joints that
 * close a loop must still meet, otherwise the edit is refused with the reason.
 */
import { PORT_TOLERANCE } from './validate';
import type { Connection, Layout, LayoutPiece } from './layout-schema';
import { portCount, portLanes } from './ports';
import { catalogOf, facing, jointsOf, layPort, mismatch, portPose, reach, resolvePiece, type EditResult } from './edit-common';

export interface Replacement {
  readonly type: string;
  readonly side: 'A' | 'B';
  /** Turn the piece end for end: what was joined at port 0 now joins port 1 and vice versa. */
  readonly reversed?: boolean;
}

const swap = (port: number, reversed: boolean) => (reversed && port < 2 ? 1 - port : port);

export function replacePiece(layout: Layout, id: string, next: Replacement): EditResult {
  const catalog = catalogOf(layout);
  const old = layout.pieces.find((p) => p.id === id);
  if (!old) return { ok: false, error: `there is no piece '${id}'` };
  const oldR = resolvePiece(catalog, old);
  const newR = resolvePiece(catalog, next);
  if (!oldR) return { ok: false, error: `'${id}' is not a ${layout.game} piece` };
  if (!newR) return { ok: false, error: `${next.type} has no side ${next.side}` };
  const reversed = next.reversed ?? false;
  if (reversed && !newR.def.reversible) return { ok: false, error: `${newR.def.label} cannot be laid the other way round` };

  const connections: Connection[] = layout.connections.map((c) => ({
    a: c.a.piece === id ? { piece: id, port: swap(c.a.port, reversed) } : c.a,
    b: c.b.piece === id ? { piece: id, port: swap(c.b.port, reversed) } : c.b,
  }));
  const draft: Layout = { ...layout, connections };
  const joints = jointsOf(draft).get(id) ?? [];
  for (const j of joints) {
    if (j.port >= portCount(newR.def)) return { ok: false, error: `${newR.def.label} has no pit-lane port for the joint to '${j.other}'` };
    const theirs = layout.pieces.find((p) => p.id === j.other);
    const theirR = theirs && resolvePiece(catalog, theirs);
    if (theirR && portLanes(theirR.def, j.otherPort) !== portLanes(newR.def, j.port)) {
      return { ok: false, error: `${newR.def.label} has ${plural(portLanes(newR.def, j.port), 'lane')} where '${j.other}' has ${portLanes(theirR.def, j.otherPort)}` };
    }
  }

  const byId = new Map(layout.pieces.map((p) => [p.id, p] as const));
  const anchor = [...joints].sort((a, b) => a.port - b.port)[0];
  let placed: LayoutPiece = { ...old, type: next.type, side: next.side };
  if (anchor) {
    const at = portPose(catalog, byId.get(anchor.other)!, anchor.otherPort)!;
    placed = layPort(catalog, placed, anchor.port, facing(at));
  } else {
    const at = portPose(catalog, old, 0)!;
    placed = layPort(catalog, placed, reversed ? 1 : 0, at);
  }
  byId.set(id, placed);

  // Pieces that stay: everything reachable from the anchor's neighbour without passing through this piece.
  const all = jointsOf(draft);
  const fixed = anchor ? reach(all, anchor.other, new Set([id])) : new Set<string>();
  const moved = new Set<string>();
  const queue = [id];
  while (queue.length > 0) {
    const cur = queue.shift()!;
    for (const j of all.get(cur) ?? []) {
      if (j.other === id || fixed.has(j.other) || moved.has(j.other)) continue;
      const at = portPose(catalog, byId.get(cur)!, j.port);
      if (!at) continue;
      byId.set(j.other, layPort(catalog, byId.get(j.other)!, j.otherPort, facing(at)));
      moved.add(j.other);
      queue.push(j.other);
    }
  }
  // Every joint touching a changed piece must still meet.
  for (const c of connections) {
    const touched = c.a.piece === id || c.b.piece === id || moved.has(c.a.piece) || moved.has(c.b.piece);
    if (!touched) continue;
    const pa = portPose(catalog, byId.get(c.a.piece)!, c.a.port);
    const pb = portPose(catalog, byId.get(c.b.piece)!, c.b.port);
    if (!pa || !pb) continue;
    const m = mismatch(pa, pb);
    if (m.gap > PORT_TOLERANCE * 10 || m.twist > PORT_TOLERANCE * 10) {
      return {
        ok: false,
        error: `the rest no longer fits: '${c.a.piece}' port ${c.a.port} would end ${m.gap.toFixed(2)} away from '${c.b.piece}' port ${c.b.port} and ${((m.twist * 180) / Math.PI).toFixed(0)}° askew (remove a piece of the loop first)`,
      };
    }
  }
  return { ok: true, layout: { ...layout, connections, pieces: layout.pieces.map((p) => byId.get(p.id)!) } };
}

/** The piece turned over (double-sided tiles carry other printing on side B; a flipped curve turns the other way). */
export function flipPiece(layout: Layout, id: string): EditResult {
  const piece = layout.pieces.find((p) => p.id === id);
  if (!piece) return { ok: false, error: `there is no piece '${id}'` };
  const r = resolvePiece(catalogOf(layout), piece);
  if (!r) return { ok: false, error: `'${id}' is not a ${layout.game} piece` };
  if (!r.def.sides.B) return { ok: false, error: `${r.def.label} is printed on one side only` };
  return replacePiece(layout, id, { type: piece.type, side: piece.side === 'A' ? 'B' : 'A' });
}

/** The piece turned end for end (laid against its printing), where the piece allows it. */
export function reversePiece(layout: Layout, id: string): EditResult {
  const piece = layout.pieces.find((p) => p.id === id);
  if (!piece) return { ok: false, error: `there is no piece '${id}'` };
  return replacePiece(layout, id, { type: piece.type, side: piece.side, reversed: true });
}


function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
