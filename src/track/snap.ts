/**
 * Snapping: a new piece is placed by a rigid transform that puts one of its
 * ports on an open port of the layout, facing it. Joining ports of different
 * lane counts is refused. After placing, any other port of the new piece that
 * lands on an open port is joined too, which is how a loop closes.
 * All functions return new layouts; the input is never changed.
 */
import { catalogFor, type PieceDef, type ResolvedSide } from './catalog';
import type { GameId } from './lane-graph-types';
import { frameFor, normAngle, radToDeg, toWorld, type Pose } from './geometry';
import { TRACK_FORMAT, TRACK_VERSION, type Connection, type Layout, type LayoutPiece, type PortRef } from './layout-schema';
import { localPort, portCount, portLanes, sideOf, worldPorts, type Port } from './ports';
import { PORT_TOLERANCE } from './validate';

export interface NewPiece {
  readonly type: string;
  readonly side?: 'A' | 'B';
  /** The port of the new piece that meets the target (0 = laid along its printing, 1 = reversed). */
  readonly port?: number;
  readonly id?: string;
}

export type SnapResult = { ok: true; layout: Layout; piece: LayoutPiece } | { ok: false; error: string };

export function emptyLayout(game: GameId, name: string, inventory: 'box' | 'custom' = 'box'): Layout {
  return { format: TRACK_FORMAT, version: TRACK_VERSION, game, name, meta: {}, inventory, pieces: [], connections: [] };
}

/** Rounds to 1e-9 so files stay readable; far below the joint tolerance. */
function tidy(v: number): number {
  const r = Math.round(v * 1e9) / 1e9;
  return Object.is(r, -0) ? 0 : r;
}

function resolve(layout: Layout, add: NewPiece): { def: PieceDef; side: ResolvedSide } | string {
  const def = catalogFor(layout.game).byId.get(add.type);
  if (!def) return `'${add.type}' is not a ${layout.game} piece`;
  const side = sideOf(def, add.side ?? 'A');
  if (!side) return `${def.label} has no side ${add.side}`;
  return { def, side };
}

function freshId(layout: Layout): string {
  const used = new Set(layout.pieces.map((p) => p.id));
  let n = layout.pieces.length + 1;
  while (used.has(`p${n}`)) n++;
  return `p${n}`;
}

/** Places a piece with its port `add.port` (default 0) at a table pose, joined to nothing. */
export function placePiece(layout: Layout, add: NewPiece, at: Pose = { x: 0, z: 0, heading: Math.PI }): SnapResult {
  const r = resolve(layout, add);
  if (typeof r === 'string') return { ok: false, error: r };
  const local = localPort(r.def, r.side, add.port ?? 0, catalogFor(layout.game).laneWidth);
  const frame = frameFor(local, at);
  const piece: LayoutPiece = {
    id: add.id ?? freshId(layout),
    type: add.type,
    side: add.side ?? 'A',
    x: tidy(frame.x),
    z: tidy(frame.z),
    rotation: tidy(radToDeg(normAngle(frame.heading))),
  };
  if (layout.pieces.some((p) => p.id === piece.id)) return { ok: false, error: `piece id '${piece.id}' is already used` };
  return { ok: true, layout: { ...layout, pieces: [...layout.pieces, piece] }, piece };
}

/** Ports of every piece in table coordinates, with whether they are joined. */
export function allPorts(layout: Layout): (Port & { open: boolean })[] {
  const catalog = catalogFor(layout.game);
  const joined = new Set(layout.connections.flatMap((c) => [`${c.a.piece}:${c.a.port}`, `${c.b.piece}:${c.b.port}`]));
  const out: (Port & { open: boolean })[] = [];
  for (const p of layout.pieces) {
    const def = catalog.byId.get(p.type);
    const side = def && sideOf(def, p.side);
    if (!def || !side) continue;
    for (const port of worldPorts(p, def, side, catalog)) out.push({ ...port, open: !joined.has(`${p.id}:${port.port}`) });
  }
  return out;
}

export function openPorts(layout: Layout): Port[] {
  return allPorts(layout).filter((p) => p.open);
}

function meets(a: Pose, b: Pose): boolean {
  return Math.hypot(a.x - b.x, a.z - b.z) <= PORT_TOLERANCE && Math.abs(normAngle(a.heading - b.heading - Math.PI)) <= PORT_TOLERANCE;
}

/** Snaps a new piece onto an open port of the layout. */
export function snap(layout: Layout, add: NewPiece, target: PortRef): SnapResult {
  const open = openPorts(layout);
  const t = open.find((p) => p.piece === target.piece && p.port === target.port);
  if (!t) return { ok: false, error: `port ${target.port} of '${target.piece}' is not an open port of the layout` };
  const r = resolve(layout, add);
  if (typeof r === 'string') return { ok: false, error: r };
  const port = add.port ?? 0;
  if (port >= portCount(r.def)) return { ok: false, error: `${r.def.label} has no port ${port}` };
  if (portLanes(r.def, port) !== t.lanes) {
    return { ok: false, error: `cannot join ${portLanes(r.def, port)} lanes to ${t.lanes} (lane-mismatch)` };
  }
  const placed = placePiece(layout, add, { x: t.x, z: t.z, heading: t.heading + Math.PI });
  if (!placed.ok) return placed;
  const connections: Connection[] = [...layout.connections, { a: { piece: t.piece, port: t.port }, b: { piece: placed.piece.id, port } }];
  // Close loops: join every other port of the new piece that lands on an open port.
  const catalog = catalogFor(layout.game);
  const mine = worldPorts(placed.piece, r.def, r.side, catalog);
  for (const q of mine) {
    if (q.port === port) continue;
    const hit = open.find((o) => o !== t && o.lanes === q.lanes && meets(o, q));
    if (hit) connections.push({ a: { piece: placed.piece.id, port: q.port }, b: { piece: hit.piece, port: hit.port } });
  }
  return { ok: true, layout: { ...placed.layout, connections }, piece: placed.piece };
}

export interface ChainStep {
  readonly type: string;
  readonly side?: 'A' | 'B';
  /** Lay the piece against its printing (entered at port 1). */
  readonly reversed?: boolean;
  readonly id?: string;
}

/**
 * Lays pieces one after another, each on the travel exit of the one before,
 * starting at the table origin heading +x; joins the last to the first when
 * they meet. The plan is the order of the steps. Linear in the step count.
 */
export function chain(game: GameId, name: string, steps: readonly ChainStep[], inventory: 'box' | 'custom' = 'box'): SnapResult {
  const catalog = catalogFor(game);
  const pieces: LayoutPiece[] = [];
  const connections: Connection[] = [];
  let exit: Pose = { x: 0, z: 0, heading: 0 };
  let prev: PortRef | undefined;
  let first: { piece: LayoutPiece; def: PieceDef; side: ResolvedSide; port: number } | undefined;
  for (const [i, s] of steps.entries()) {
    const def = catalog.byId.get(s.type);
    const side = def && sideOf(def, s.side ?? 'A');
    if (!def || !side) return { ok: false, error: `step ${i + 1}: '${s.type}' side ${s.side ?? 'A'} is not a ${game} piece` };
    const entryPort = s.reversed ? 1 : 0;
    const frame = frameFor(localPort(def, side, entryPort, catalog.laneWidth), { ...exit, heading: exit.heading + Math.PI });
    const piece: LayoutPiece = { id: s.id ?? `p${i + 1}`, type: s.type, side: s.side ?? 'A', x: tidy(frame.x), z: tidy(frame.z), rotation: tidy(radToDeg(normAngle(frame.heading))) };
    pieces.push(piece);
    if (prev) connections.push({ a: prev, b: { piece: piece.id, port: entryPort } });
    else first = { piece, def, side, port: entryPort };
    const exitPort = s.reversed ? 0 : 1;
    exit = toWorld(frame, localPort(def, side, exitPort, catalog.laneWidth));
    prev = { piece: piece.id, port: exitPort };
  }
  if (first && prev && pieces.length > 1) {
    const start = toWorld(
      { x: first.piece.x, z: first.piece.z, heading: (first.piece.rotation * Math.PI) / 180 },
      localPort(first.def, first.side, first.port, catalog.laneWidth),
    );
    if (meets(start, exit)) connections.push({ a: prev, b: { piece: first.piece.id, port: first.port } });
  }
  const layout: Layout = { ...emptyLayout(game, name, inventory), meta: { plan: pieces.map((p) => p.id), laid: pieces.length }, pieces, connections };
  return { ok: true, layout, piece: pieces[pieces.length - 1]! };
}

/** The layout without a piece (and its joints, and its plan entry). */
export function removePiece(layout: Layout, id: string): Layout {
  const plan = layout.meta.plan?.filter((p) => p !== id);
  return {
    ...layout,
    pieces: layout.pieces.filter((p) => p.id !== id),
    connections: layout.connections.filter((c) => c.a.piece !== id && c.b.piece !== id),
    ...(plan ? { meta: { ...layout.meta, plan, laid: Math.min(layout.meta.laid ?? plan.length, plan.length) } } : {}),
  };
}
