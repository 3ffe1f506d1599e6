/**
 * Ports: where a piece can be joined. Port 0 is the entry end of the printing
 * (the piece's local origin), port 1 the exit end, port 2 the pit-lane branch
 * of a pit-split / pit-merge piece. A port's heading points out of the piece,
 * so two joined ports face each other.
 */
import type { Catalog, PieceDef, ResolvedSide } from './catalog';
import { centrelineInto, degToRad, toWorld, type Pose } from './geometry';
import type { LayoutPiece } from './layout-schema';

export interface Port extends Pose {
  readonly piece: string;
  readonly port: number;
  readonly lanes: number;
}

/** Ports a piece definition has. */
export function portCount(def: PieceDef): number {
  return def.branch ? 3 : 2;
}

/** The side of a piece as laid, or undefined when the catalog piece has no such side. */
export function sideOf(def: PieceDef, side: 'A' | 'B'): ResolvedSide | undefined {
  return side === 'A' ? def.sides.A : def.sides.B;
}

/** Pose of a port in the piece's local frame. */
export function localPort(def: PieceDef, side: ResolvedSide, port: number, laneWidth: number): Pose {
  localPortInto(LOCAL, def, side, port, laneWidth);
  return { x: LOCAL[0]!, z: LOCAL[1]!, heading: LOCAL[2]! };
}

const LOCAL = new Float64Array(3);

/** `localPort` without allocating: writes x, z, heading into `into[0..2]`. */
function localPortInto(into: Float64Array, def: PieceDef, side: ResolvedSide, port: number, laneWidth: number): void {
  if (port === 1) return centrelineInto(into, def.length, side.angle, def.radius, 1, 0);
  if (port === 0) {
    into[0] = 0;
    into[1] = 0;
    into[2] = Math.PI;
    return;
  }
  // The pit lane runs beside the right-hand lane: half the track plus half a lane to the right (+z).
  into[0] = def.branch === 'pit-out' ? def.length : 0;
  into[1] = (def.lanes * laneWidth) / 2 + laneWidth / 2;
  into[2] = def.branch === 'pit-out' ? 0 : Math.PI;
}

/**
 * Table poses of all ports of a laid piece, as `worldPorts` computes them but
 * into `into[(at + port) * 3 + 0..2]` (x, z, heading) without allocating.
 */
export function worldPortsInto(piece: LayoutPiece, def: PieceDef, side: ResolvedSide, laneWidth: number, into: Float64Array, at: number): void {
  const heading = degToRad(piece.rotation);
  const c = Math.cos(heading);
  const s = Math.sin(heading);
  for (let p = 0; p < portCount(def); p++) {
    localPortInto(LOCAL, def, side, p, laneWidth);
    // toWorld's arithmetic, term for term.
    const o = (at + p) * 3;
    into[o] = piece.x + c * LOCAL[0]! + s * LOCAL[1]!;
    into[o + 1] = piece.z - s * LOCAL[0]! + c * LOCAL[1]!;
    into[o + 2] = heading + LOCAL[2]!;
  }
}

/** Lanes a port carries: the pit-lane port carries one. */
export function portLanes(def: PieceDef, port: number): number {
  return port === 2 ? 1 : def.lanes;
}

/** Table frame of a laid piece (its port 0 and the heading of its local +x). */
export function pieceFrame(piece: LayoutPiece): Pose {
  return { x: piece.x, z: piece.z, heading: degToRad(piece.rotation) };
}

/** All ports of a laid piece in table coordinates. */
export function worldPorts(piece: LayoutPiece, def: PieceDef, side: ResolvedSide, catalog: Catalog): Port[] {
  const frame = pieceFrame(piece);
  const ports: Port[] = [];
  for (let p = 0; p < portCount(def); p++) {
    const w = toWorld(frame, localPort(def, side, p, catalog.laneWidth));
    ports.push({ x: w.x, z: w.z, heading: w.heading, piece: piece.id, port: p, lanes: portLanes(def, p) });
  }
  return ports;
}
