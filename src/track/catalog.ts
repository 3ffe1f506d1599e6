/**
 * Piece catalogs, one per game, loaded from `catalogs/*.json` through the
 * catalog schema and resolved once into lookup tables the graph builder
 * reads without allocating.
 */
import type { GameId, SpaceFeatures } from './lane-graph-types';
import { catalogSchema, type CatalogData, type PieceDefData, type SideData } from './catalog-schema';
import { degToRad } from './geometry';
import startFreiData from './catalogs/start-frei.json';
import formula1Data from './catalogs/formula-1.json';
import motorsportspielData from './catalogs/motorsportspiel.json';

export type PieceKind = PieceDefData['kind'];

/** One side of a piece, resolved: everything in print order (lane 0 leftmost, index 0 at port 0). */
export interface ResolvedSide {
  readonly label: string;
  /** Spaces per lane. */
  readonly spaces: readonly number[];
  /** Length in progress units (reference spaces). */
  readonly length: number;
  /** Signed turn in radians (positive = left) of this side up; 0 for straights. */
  readonly angle: number;
  readonly startLine: number | undefined;
  /** features[lane][index]; a shared empty object where nothing is printed. */
  readonly features: readonly (readonly SpaceFeatures[])[];
  /** switchTo[lane][index]: lane the switch leads to, or -1. */
  readonly switchTo: readonly (readonly number[])[];
  readonly switchCount: number;
  readonly sideLane: SideData['sideLane'];
}

export interface PieceDef {
  readonly id: string;
  readonly game: GameId;
  readonly kind: PieceKind;
  readonly label: string;
  /** The name in a sentence, lower case ("curve"; `pieceName` adds its number). */
  readonly name: string;
  readonly count: number | null;
  readonly lanes: number;
  /** Straight length (table units) or 0 for arcs. */
  readonly length: number;
  /** Centreline radius of arcs (table units), 0 for straights. */
  readonly radius: number;
  readonly reversible: boolean;
  readonly branch: 'pit-out' | 'pit-in' | undefined;
  readonly sides: { readonly A: ResolvedSide; readonly B: ResolvedSide | undefined };
}

export interface Catalog {
  readonly game: GameId;
  readonly laneWidth: number;
  readonly lanes: number;
  readonly diagonals: boolean;
  readonly minLap: number;
  readonly gridSize: number;
  readonly notes: readonly string[];
  /** Clips between tiles (one per join) the box holds, if the game has any. */
  readonly joints: { readonly label: string; readonly count: number } | undefined;
  readonly pieces: readonly PieceDef[];
  readonly byId: ReadonlyMap<string, PieceDef>;
}

const EMPTY: SpaceFeatures = Object.freeze({});

function resolveSide(side: SideData, piece: PieceDefData): ResolvedSide {
  const baseAngle = 'angle' in piece.shape ? degToRad(piece.shape.angle) : 0;
  const features: SpaceFeatures[][] = side.spaces.map((n) => Array.from({ length: n }, () => EMPTY));
  const switchTo: number[][] = side.spaces.map((n) => Array.from({ length: n }, () => -1));
  for (const f of side.features) {
    const { lane, index, ...printed } = f;
    const row = features[lane];
    if (!row || index >= row.length) throw new Error(`catalog ${piece.id}: feature at lane ${lane} index ${index} is off the piece`);
    row[index] = Object.freeze({ ...row[index], ...printed });
  }
  for (const s of side.switches) {
    const row = switchTo[s.lane];
    if (!row || s.index >= row.length || s.to >= side.spaces.length || Math.abs(s.to - s.lane) !== 1) {
      throw new Error(`catalog ${piece.id}: switch at lane ${s.lane} index ${s.index} is off the piece`);
    }
    row[s.index] = s.to;
    features[s.lane]![s.index] = Object.freeze({ ...features[s.lane]![s.index], switch: true });
  }
  return {
    label: side.label,
    spaces: side.spaces,
    length: side.length ?? Math.max(...side.spaces),
    angle: side.mirror ? -baseAngle : baseAngle,
    startLine: side.startLine,
    features,
    switchTo,
    switchCount: side.switches.length,
    sideLane: side.sideLane,
  };
}

/** Checks and resolves catalog data; throws on a malformed catalog (a programming or data error). */
export function resolveCatalog(data: unknown): Catalog {
  const parsed: CatalogData = catalogSchema.parse(data);
  const pieces = parsed.pieces.map((p): PieceDef => {
    for (const side of [p.sides.A, p.sides.B]) {
      if (side && side.spaces.length !== p.lanes) throw new Error(`catalog ${p.id}: ${side.spaces.length} lane counts for ${p.lanes} lanes`);
    }
    return {
      id: p.id,
      game: parsed.game,
      kind: p.kind,
      label: p.label,
      name: p.name ?? p.label.toLowerCase(),
      count: p.count,
      lanes: p.lanes,
      length: 'length' in p.shape ? p.shape.length : 0,
      radius: 'radius' in p.shape ? p.shape.radius : 0,
      reversible: p.reversible,
      branch: p.branch,
      sides: { A: resolveSide(p.sides.A, p), B: p.sides.B ? resolveSide(p.sides.B, p) : undefined },
    };
  });
  return { ...parsed, joints: parsed.joints, pieces, byId: new Map(pieces.map((p) => [p.id, p])) };
}

export const catalogs: Readonly<Record<GameId, Catalog>> = {
  'start-frei': resolveCatalog(startFreiData),
  'formula-1': resolveCatalog(formula1Data),
  motorsportspiel: resolveCatalog(motorsportspielData),
};

/** The catalog of a game. */
export function catalogFor(game: GameId): Catalog {
  return catalogs[game];
}
