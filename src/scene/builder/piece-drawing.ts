/**
 * How laid pieces look, as plain data (no React): the cardboard board of each
 * tile, its spaces and printed marks (instances of unit boxes), and the
 * numbers printed on it (safe speeds, maximum gears). Drawn per piece from
 * the catalog, so open or invalid layouts show exactly what is on the table.
 */
import { catalogFor, centrelinePoint, toWorld, type Catalog, type Layout, type LayoutPiece, type PieceDef, type ResolvedSide } from '../../track';
import type { Instance } from '../lane-graph-instances';

export const PRINT = {
  board: '#ece6d6',
  space: '#4f555c',
  start: '#f4f1e8',
  pit: '#41566b',
  fast: '#24292e',
  finish: '#b8322b',
  chicane: '#f1c40f',
  switch: '#f4f1e8',
  kerbRed: '#c0392b',
  kerbWhite: '#f4f1e8',
  dot: '#f4f1e8',
  grid: '#f4f1e8',
};

export interface TextItem {
  readonly text: string;
  readonly x: number;
  readonly z: number;
  /** Heading of the text's baseline (radians). */
  readonly heading: number;
  readonly size: number;
  readonly color: string;
}

export interface PieceDrawing {
  /** Board triangles: x, y, z per vertex, 3 vertices per triangle. */
  readonly boardPositions: Float32Array;
  /** Layout piece index of each board triangle (for picking). */
  readonly boardPiece: Int32Array;
  readonly tiles: Instance[];
  readonly marks: Instance[];
  readonly texts: TextItem[];
}

const ARC_STEP = (7.5 * Math.PI) / 180;

interface Ctx {
  readonly catalog: Catalog;
  readonly piece: LayoutPiece;
  readonly def: PieceDef;
  readonly side: ResolvedSide;
}

function at(c: Ctx, t: number, offset: number) {
  const frame = { x: c.piece.x, z: c.piece.z, heading: (c.piece.rotation * Math.PI) / 180 };
  return toWorld(frame, centrelinePoint(c.def.length, c.side.angle, c.def.radius, t, offset));
}

function board(c: Ctx, index: number, pos: number[], owner: number[]): void {
  const half = (c.def.lanes * c.catalog.laneWidth) / 2 + 0.07 * c.catalog.laneWidth;
  const segs = c.side.angle === 0 ? 1 : Math.max(1, Math.ceil(Math.abs(c.side.angle) / ARC_STEP));
  for (let j = 0; j < segs; j++) {
    const a = at(c, j / segs, half);
    const b = at(c, j / segs, -half);
    const d = at(c, (j + 1) / segs, -half);
    const e = at(c, (j + 1) / segs, half);
    pos.push(a.x, 0, a.z, b.x, 0, b.z, d.x, 0, d.z, a.x, 0, a.z, d.x, 0, d.z, e.x, 0, e.z);
    owner.push(index, index);
  }
}

/** A box between two table points, `width` across. */
function bar(p: { x: number; z: number }, q: { x: number; z: number }, width: number, color: string): Instance {
  const dx = q.x - p.x;
  const dz = q.z - p.z;
  return { x: (p.x + q.x) / 2, z: (p.z + q.z) / 2, heading: Math.atan2(-dz, dx), length: Math.hypot(dx, dz), width, color };
}

function spaceColor(f: ResolvedSide['features'][number][number]): string {
  if (f.finish) return PRINT.finish;
  if (f.pit) return PRINT.pit;
  if (f.fastLane) return PRINT.fast;
  return PRINT.space;
}

function spaces(c: Ctx, out: PieceDrawing): void {
  const lw = c.catalog.laneWidth;
  const nl = c.def.lanes;
  for (let pl = 0; pl < nl; pl++) {
    const n = c.side.spaces[pl]!;
    const offset = ((nl - 1) / 2 - pl) * lw;
    for (let k = 0; k < n; k++) {
      const f = c.side.features[pl]![k]!;
      const t0 = k / n;
      const t1 = (k + 1) / n;
      const p0 = at(c, t0, offset);
      const p1 = at(c, t1, offset);
      const mid = at(c, (t0 + t1) / 2, offset);
      const len = Math.hypot(p1.x - p0.x, p1.z - p0.z);
      out.tiles.push({ x: mid.x, z: mid.z, heading: mid.heading, length: len - 0.08 * lw, width: lw * 0.88, color: spaceColor(f) });
      if (f.chicane) {
        const lines = f.chicane === 'dangerous' ? [0.35, 0.65] : [0.5];
        for (const u of lines) {
          const p = at(c, t0 + (t1 - t0) * u, offset);
          out.marks.push({ x: p.x, z: p.z, heading: p.heading, length: 0.09 * lw, width: lw * 0.86, color: PRINT.chicane });
        }
      }
      if (f.zone) {
        // Motorsportspiel kerbs: a red or white strip on the outer edge of the space.
        const edge = offset + (offset >= 0 ? 0.5 : -0.5) * lw * 0.92;
        const a = at(c, t0, edge);
        const b = at(c, t1, edge);
        out.marks.push(bar(a, b, 0.14 * lw, f.zone === 'red' ? PRINT.kerbRed : PRINT.kerbWhite));
      }
      if (f.fastLane?.dot) out.marks.push({ x: mid.x, z: mid.z, heading: mid.heading, length: 0.18 * lw, width: 0.18 * lw, color: PRINT.dot });
      if (f.grid !== undefined) {
        const p = at(c, t0 + (t1 - t0) * 0.12, offset);
        out.marks.push({ x: p.x, z: p.z, heading: p.heading, length: 0.05 * lw, width: lw * 0.6, color: PRINT.grid });
      }
      if (f.safeSpeed !== undefined) out.texts.push({ text: String(f.safeSpeed), x: mid.x, z: mid.z, heading: mid.heading - Math.PI / 2, size: 0.34 * lw, color: '#f1c40f' });
      const to = c.side.switchTo[pl]![k]!;
      if (to >= 0) {
        const toOffset = ((nl - 1) / 2 - to) * lw;
        const m = c.side.spaces[to]!;
        const target = at(c, Math.min(1, (k + 1.5) / m), toOffset);
        out.marks.push(bar(mid, target, 0.07 * lw, PRINT.switch));
      }
    }
  }
}

function startLine(c: Ctx, out: PieceDrawing): void {
  if (c.side.startLine === undefined) return;
  const lw = c.catalog.laneWidth;
  const t = c.side.startLine / c.side.spaces[0]!;
  const half = (c.def.lanes * lw) / 2;
  const a = at(c, t, half * 0.96);
  const b = at(c, t, -half * 0.96);
  out.marks.push(bar(a, b, 0.12 * lw, PRINT.start));
  // The arrow points in the direction of travel (towards port 1).
  const tip = at(c, Math.min(1, t + 0.8 / c.def.length), 0);
  const l = at(c, Math.min(1, t + 0.45 / c.def.length), half * 0.35);
  const r = at(c, Math.min(1, t + 0.45 / c.def.length), -half * 0.35);
  out.marks.push(bar(l, tip, 0.09 * lw, PRINT.start), bar(r, tip, 0.09 * lw, PRINT.start));
}

function sideLane(c: Ctx, out: PieceDrawing): void {
  const sl = c.side.sideLane;
  if (!sl) return;
  const lw = c.catalog.laneWidth;
  const nl = c.def.lanes;
  const n = c.side.spaces[nl - 1]!;
  const offset = ((nl - 1) / 2 - nl) * lw;
  for (const s of sl.spaces) {
    const mid = at(c, (s.beside + 0.5) / n, offset);
    out.tiles.push({ x: mid.x, z: mid.z, heading: mid.heading, length: (c.def.length / n) * 0.9, width: lw * 0.88, color: PRINT.pit });
  }
}

function maxGear(c: Ctx, out: PieceDrawing): void {
  let gear: number | undefined;
  for (const lane of c.side.features) for (const f of lane) gear ??= f.maxGear;
  if (gear === undefined) return;
  const p = at(c, 0.5, 0);
  out.texts.push({ text: String(gear), x: p.x, z: p.z, heading: p.heading - Math.PI / 2, size: 0.8 * c.catalog.laneWidth, color: '#f4f1e8' });
}

export function drawPieces(layout: Layout, labels = false): PieceDrawing {
  const catalog = catalogFor(layout.game);
  const pos: number[] = [];
  const owner: number[] = [];
  const out: PieceDrawing = { boardPositions: new Float32Array(0), boardPiece: new Int32Array(0), tiles: [], marks: [], texts: [] };
  layout.pieces.forEach((piece, i) => {
    const def = catalog.byId.get(piece.type);
    const side = def && (piece.side === 'A' ? def.sides.A : def.sides.B);
    if (!def || !side) return;
    const c: Ctx = { catalog, piece, def, side };
    board(c, i, pos, owner);
    spaces(c, out);
    startLine(c, out);
    sideLane(c, out);
    maxGear(c, out);
    if (labels) {
      const p = at(c, 0.5, 0);
      out.texts.push({ text: piece.id, x: p.x, z: p.z, heading: 0, size: 0.45 * catalog.laneWidth, color: '#ffffff' });
    }
  });
  return { ...out, boardPositions: new Float32Array(pos), boardPiece: new Int32Array(owner) };
}
