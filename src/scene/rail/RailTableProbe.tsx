/**
 * Under `?debug`: where the 3D rail table draws each train and the corners of
 * the game's pieces below the map (round track, complaint-O-meter, vouchers,
 * event card, train plates) and of the map board, on the canvas, every frame. Browser tests check
 * that they are in view and under no panel. Reading only.
 */
import { useFrame, useThree } from '@react-three/fiber';
import { Vector3 } from 'three';
import { toCanvas } from '../screen-point';
import type { RailTrain } from './Locomotives';
import type { PieceBoxes } from './table-pieces';
import { pointsBounds, type Bounds2D } from '../bounds';

/** A train on the canvas (CSS pixels from its top left) and whether it is in view. */
export interface DrawnTrain {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly inside: boolean;
}

/** A corner of the pieces' rectangle on the canvas. */
export interface DrawnRailPiece {
  readonly what: string;
  readonly x: number;
  readonly y: number;
  readonly inside: boolean;
}

/** The height of a locomotive's body (table units): the point a person looks at. */
const TRAIN_Y = 0.4;
const v = new Vector3();

/** The rectangle the pieces cover on the table (null when none). */
export function piecesRect(p: PieceBoxes): Bounds2D | null {
  // Each box by two opposite corners (length along x, width along z).
  return pointsBounds([...p.flat, ...p.tall, ...p.cards].flatMap((b) => [{ x: b.x - b.length / 2, z: b.z - b.width / 2 }, { x: b.x + b.length / 2, z: b.z + b.width / 2 }]));
}

/** The corners of a rectangle on the table, named after `what`. */
function corners(what: string, r: Bounds2D): [string, number, number][] {
  return [
    [`${what}: top left corner`, r.minX, r.minZ],
    [`${what}: top right corner`, r.maxX, r.minZ],
    [`${what}: bottom left corner`, r.minX, r.maxZ],
    [`${what}: bottom right corner`, r.maxX, r.maxZ],
  ];
}

/** `board`: the printed map board's rectangle on the table. */
export function RailTableProbe({ trains, board, pieces, onDrawn }: { trains: readonly RailTrain[]; board: Bounds2D; pieces: PieceBoxes | null; onDrawn: (trains: readonly DrawnTrain[], pieces: readonly DrawnRailPiece[]) => void }) {
  const camera = useThree((s) => s.camera);
  const size = useThree((s) => s.size);
  useFrame(() => {
    camera.updateMatrixWorld();
    const drawnTrains = trains.map((t) => ({ id: t.id, ...toCanvas(v.set(t.x, TRAIN_Y, t.z), camera, size.width, size.height) }));
    const r = pieces ? piecesRect(pieces) : null;
    const points = [...corners('the map board', board), ...(r ? corners('the pieces', r) : [])];
    const drawnPieces = points.map(([what, x, z]) => ({ what, ...toCanvas(v.set(x, 0.05, z), camera, size.width, size.height) }));
    onDrawn(drawnTrains, drawnPieces);
  });
  return null;
}
