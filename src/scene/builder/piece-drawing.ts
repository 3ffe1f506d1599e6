/**
 * How laid pieces look, as plain data (no React): the cardboard board of each
 * tile, its spaces and printed marks (instances of unit boxes), and the
 * numbers printed on it (safe speeds, maximum gears). Drawn per piece from
 * the catalog, so open or invalid layouts show exactly what is on the table.
 */
import { catalogFor, centrelinePoint, toWorld, type Catalog, type Layout, type LayoutPiece, type PieceDef, type ResolvedSide } from '../../track';
import type { Instance } from '../lane-graph-instances';
import { PRINT_STYLES, type PrintStyle } from '../look/print-styles';
import type { SurfaceName } from '../look/textures';

export const PRINT = {
  board: '#ece6d6',
  space: '#4f555c',
  start: '#f4f1e8',
  pit: '#41566b',
  fast: '#3a3f45',
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
  /** Texture coordinates of the board's vertices (table units / SURFACE_SCALE, so the print is seamless across pieces). */
  readonly boardUvs: Float32Array;
  /** The surface the boards are cut from (asphalt, cardboard, printed board). */
  readonly surface: SurfaceName;
  /** The soft contact shadow around the boards: triangles, and an opacity per vertex. */
  readonly skirtPositions: Float32Array;
  readonly skirtAlpha: Float32Array;
  /** Layout piece index of each board triangle (for picking). */
  readonly boardPiece: Int32Array;
  readonly tiles: Instance[];
  readonly marks: Instance[];
  readonly texts: TextItem[];
}

const ARC_STEP = (7.5 * Math.PI) / 180;

/** Table units covered by one repeat of the board's surface texture. */
export const SURFACE_SCALE = 4;

interface Ctx {
  readonly style: PrintStyle;
  readonly catalog: Catalog;
  readonly piece: LayoutPiece;
  readonly def: PieceDef;
  readonly side: ResolvedSide;
}

function at(c: Ctx, t: number, offset: number) {
  const frame = { x: c.piece.x, z: c.piece.z, heading: (c.piece.rotation * Math.PI) / 180 };
  return toWorld(frame, centrelinePoint(c.def.length, c.side.angle, c.def.radius, t, offset));
}

/** How far the contact shadow reaches beyond a board's long edges, and how dark it starts. */
const SKIRT = 0.16;
const SKIRT_ALPHA = 0.45;

function skirt(c: Ctx, half: number, pos: number[], alpha: number[]): void {
  const segs = segments(c);
  for (const s of [1, -1]) {
    for (let j = 0; j < segs; j++) {
      const a = at(c, j / segs, s * half);
      const b = at(c, j / segs, s * (half + SKIRT));
      const d = at(c, (j + 1) / segs, s * (half + SKIRT));
      const e = at(c, (j + 1) / segs, s * half);
      pos.push(a.x, 0, a.z, b.x, 0, b.z, d.x, 0, d.z, a.x, 0, a.z, d.x, 0, d.z, e.x, 0, e.z);
      alpha.push(SKIRT_ALPHA, 0, 0, SKIRT_ALPHA, 0, SKIRT_ALPHA);
    }
  }
}

function board(c: Ctx, index: number, pos: number[], uv: number[], owner: number[], shade: { pos: number[]; alpha: number[] }): void {
  const half = (c.def.lanes * c.catalog.laneWidth) / 2 + c.style.margin * c.catalog.laneWidth;
  const segs = segments(c);
  for (let j = 0; j < segs; j++) {
    const a = at(c, j / segs, half);
    const b = at(c, j / segs, -half);
    const d = at(c, (j + 1) / segs, -half);
    const e = at(c, (j + 1) / segs, half);
    pos.push(a.x, 0, a.z, b.x, 0, b.z, d.x, 0, d.z, a.x, 0, a.z, d.x, 0, d.z, e.x, 0, e.z);
    for (const p of [a, b, d, a, d, e]) uv.push(p.x / SURFACE_SCALE, p.z / SURFACE_SCALE);
    owner.push(index, index);
  }
  skirt(c, half, shade.pos, shade.alpha);
}

/** A box between two table points, `width` across. */
function bar(p: { x: number; z: number }, q: { x: number; z: number }, width: number, color: string): Instance {
  const dx = q.x - p.x;
  const dz = q.z - p.z;
  return { x: (p.x + q.x) / 2, z: (p.z + q.z) / 2, heading: Math.atan2(-dz, dx), length: Math.hypot(dx, dz), width, color };
}

/** The colour a space is printed in, or null where it is the bare surface between white lines. */
function spaceColor(f: ResolvedSide['features'][number][number], style: PrintStyle): string | null {
  if (f.finish) return PRINT.finish;
  if (f.pit) return PRINT.pit;
  if (f.fastLane) return PRINT.fast;
  return style.plainSpace;
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
      const color = spaceColor(f, c.style);
      if (color) out.tiles.push({ x: mid.x, z: mid.z, heading: mid.heading, length: len - 0.08 * lw, width: lw * 0.88, color });
      if (c.style.lines) {
        // The white line in front of each space, across its lane.
        out.marks.push(bar(at(c, t0, offset + lw / 2), at(c, t0, offset - lw / 2), 0.035 * lw, c.style.lines));
        if (k === n - 1) out.marks.push(bar(at(c, 1, offset + lw / 2), at(c, 1, offset - lw / 2), 0.035 * lw, c.style.lines));
      }
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

function segments(c: Ctx): number {
  return c.side.angle === 0 ? 1 : Math.max(1, Math.ceil(Math.abs(c.side.angle) / ARC_STEP));
}

/** The lanes' white edge lines (Carrera and Formuła 1 print them along every lane). */
function laneLines(c: Ctx, out: PieceDrawing): void {
  const color = c.style.lines;
  if (!color) return;
  const lw = c.catalog.laneWidth;
  const nl = c.def.lanes;
  const segs = segments(c);
  for (let e = 0; e <= nl; e++) {
    const offset = (nl / 2 - e) * lw;
    for (let j = 0; j < segs; j++) out.marks.push(bar(at(c, j / segs, offset), at(c, (j + 1) / segs, offset), 0.045 * lw, color));
  }
}

/** Which side of the centreline is the outside of the bend (+1 left, -1 right). */
const outside = (c: Ctx) => (c.side.angle > 0 ? -1 : 1);

/** Red and white kerb blocks along the outside of a curve, in the board's margin. */
function curveKerbs(c: Ctx, out: PieceDrawing): void {
  if (!c.style.curveKerbs || c.side.angle === 0) return;
  const lw = c.catalog.laneWidth;
  const edge = outside(c) * ((c.def.lanes * lw) / 2 + (c.style.margin * lw) / 2);
  const arc = Math.abs(c.side.angle) * (c.def.radius + Math.abs(edge));
  const blocks = Math.max(2, Math.round(arc / 0.28));
  for (let b = 0; b < blocks; b++) {
    out.marks.push(bar(at(c, b / blocks, edge), at(c, (b + 1) / blocks, edge), c.style.margin * lw * 0.8, b % 2 === 0 ? PRINT.kerbRed : PRINT.kerbWhite));
  }
}

/** A band of gravel beside the outside of each curve. */
function gravel(c: Ctx, out: PieceDrawing): void {
  if (!c.style.gravel || c.side.angle === 0) return;
  const lw = c.catalog.laneWidth;
  const edge = outside(c) * ((c.def.lanes * lw) / 2 + c.style.margin * lw + 0.3 * lw);
  const segs = segments(c);
  for (let j = 0; j < segs; j++) out.tiles.push(bar(at(c, j / segs, edge), at(c, (j + 1) / segs, edge), 0.6 * lw, c.style.gravel));
}

/** The two plastic clips at a Carrera piece's first end, which hold it to the piece before. */
function clips(c: Ctx, out: PieceDrawing): void {
  if (!c.style.clips) return;
  const lw = c.catalog.laneWidth;
  for (const s of [1, -1]) {
    const p = at(c, 0, (s * c.def.lanes * lw) / 4);
    out.marks.push({ x: p.x, z: p.z, heading: p.heading, length: 0.14 * lw, width: 0.26 * lw, color: c.style.clips });
  }
}

/** The side's letter in the margin near the first end, on double-sided pieces (inside of a bend). */
function sideLetter(c: Ctx, out: PieceDrawing): void {
  if (!c.style.sideLetter || !c.def.reversible) return;
  const lw = c.catalog.laneWidth;
  const edge = -outside(c) * ((c.def.lanes * lw) / 2 + (c.style.margin * lw) / 2);
  const p = at(c, Math.min(0.3, 0.35 / Math.max(0.5, c.side.length)), edge);
  out.texts.push({ text: c.piece.side, x: p.x, z: p.z, heading: p.heading - Math.PI / 2, size: c.style.margin * lw * 0.8, color: '#c9ced3' });
}

/** Words printed in the margin beside the start line (Formuła 1: START-FINISH). */
function startWords(c: Ctx, out: PieceDrawing): void {
  if (!c.style.startWords || c.side.startLine === undefined) return;
  const lw = c.catalog.laneWidth;
  const p = at(c, c.side.startLine / c.side.spaces[0]!, (c.def.lanes * lw) / 2 + (c.style.margin * lw) / 2);
  out.texts.push({ text: c.style.startWords, x: p.x, z: p.z, heading: p.heading, size: c.style.margin * lw * 0.75, color: '#f4f1e8' });
}

export function drawPieces(layout: Layout, labels = false): PieceDrawing {
  const catalog = catalogFor(layout.game);
  const style = PRINT_STYLES[layout.game];
  const pos: number[] = [];
  const uv: number[] = [];
  const owner: number[] = [];
  const shade = { pos: [] as number[], alpha: [] as number[] };
  const out: PieceDrawing = { boardPositions: new Float32Array(0), boardUvs: new Float32Array(0), skirtPositions: new Float32Array(0), skirtAlpha: new Float32Array(0), surface: style.surface, boardPiece: new Int32Array(0), tiles: [], marks: [], texts: [] };
  layout.pieces.forEach((piece, i) => {
    const def = catalog.byId.get(piece.type);
    const side = def && (piece.side === 'A' ? def.sides.A : def.sides.B);
    if (!def || !side) return;
    const c: Ctx = { style, catalog, piece, def, side };
    board(c, i, pos, uv, owner, shade);
    gravel(c, out);
    laneLines(c, out);
    spaces(c, out);
    curveKerbs(c, out);
    clips(c, out);
    sideLetter(c, out);
    startWords(c, out);
    startLine(c, out);
    sideLane(c, out);
    maxGear(c, out);
    if (labels) {
      const p = at(c, 0.5, 0);
      out.texts.push({ text: piece.id, x: p.x, z: p.z, heading: 0, size: 0.45 * catalog.laneWidth, color: '#ffffff' });
    }
  });
  return {
    ...out,
    boardPositions: new Float32Array(pos),
    boardUvs: new Float32Array(uv),
    skirtPositions: new Float32Array(shade.pos),
    skirtAlpha: new Float32Array(shade.alpha),
    boardPiece: new Int32Array(owner),
  };
}
