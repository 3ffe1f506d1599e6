/**
 * Schema of a piece catalog (one per game, in `catalogs/*.json`). Catalogs are
 * data a house-rule group may edit, so they go through a schema like any file.
 */
import { z } from 'zod';
import { TRACK_GAME_IDS } from './games';

const gameId = z.enum(TRACK_GAME_IDS);

/** A printed feature on one space, addressed in print order (lane 0 leftmost, index 0 at port 0). */
const featureSchema = z
  .object({
    lane: z.number().int().min(0),
    index: z.number().int().min(0),
    chicane: z.enum(['normal', 'dangerous']).optional(),
    safeSpeed: z.number().int().positive().optional(),
    maxGear: z.number().int().positive().optional(),
    zone: z.enum(['red', 'white']).optional(),
    fastLane: z.object({ capacity: z.number().int().positive(), dot: z.boolean() }).strict().optional(),
    finish: z.boolean().optional(),
    grid: z.number().int().positive().optional(),
    pit: z.enum(['lane', 'box', 'service', 'entry']).optional(),
  })
  .strict();

/** A switch (Weiche) from (lane, index) to the next space of lane `to`, in print order. */
const switchSchema = z.object({ lane: z.number().int().min(0), index: z.number().int().min(0), to: z.number().int().min(0) }).strict();

/** Extra spaces printed beside the lanes of one tile (formula-1 pit service). */
const sideLaneSchema = z
  .object({
    /** Spaces, each beside `beside` (an index of the outermost lane), with their features. */
    spaces: z.array(z.object({ beside: z.number().int().min(0), pit: z.enum(['lane', 'box', 'service', 'entry']) }).strict()).min(1),
    /** The space (lane, index) a car enters the side lane from. */
    entry: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
    /** The space (lane, index) a car leaves the side lane to. */
    exit: z.tuple([z.number().int().min(0), z.number().int().min(0)]),
  })
  .strict();

const sideSchema = z
  .object({
    /** Short description of the printing on this side. */
    label: z.string(),
    /** Spaces per lane, lane 0 first. */
    spaces: z.array(z.number().int().positive()).min(1),
    /** Length in progress units (reference spaces); defaults to the largest lane count. */
    length: z.number().positive().optional(),
    /** This side turns the other way (a curve flipped over is mirrored). */
    mirror: z.boolean().optional(),
    /** Index of the first space beyond the start/finish line (the arrow points to port 1). */
    startLine: z.number().int().min(0).optional(),
    features: z.array(featureSchema).default([]),
    switches: z.array(switchSchema).default([]),
    sideLane: sideLaneSchema.optional(),
  })
  .strict();

const pieceSchema = z
  .object({
    id: z.string().min(1),
    kind: z.enum(['straight', 'curve', 'square', 'triangle', 'start', 'pit-split', 'pit-merge', 'pit-lane']),
    label: z.string(),
    /** The piece's name in a sentence, lower case ("curve"): problems say "curve 3" (default: the label). */
    name: z.string().min(1).optional(),
    /** How many the box holds; null for a printed board (no limit). */
    count: z.number().int().min(0).nullable(),
    lanes: z.number().int().positive(),
    /** Straight of `length` table units, or arc of `angle` degrees (positive = left) with centreline `radius`. */
    shape: z.union([
      z.object({ length: z.number().positive() }).strict(),
      z.object({ angle: z.number().refine((a) => a !== 0 && Math.abs(a) <= 180), radius: z.number().positive() }).strict(),
    ]),
    /** May be laid with port 1 first (driven backwards relative to its printing). */
    reversible: z.boolean(),
    /** A third port for a pit lane on the right-hand side: leaving at the end, or rejoining at the start. */
    branch: z.enum(['pit-out', 'pit-in']).optional(),
    sides: z.object({ A: sideSchema, B: sideSchema.optional() }).strict(),
  })
  .strict();

export const catalogSchema = z
  .object({
    game: gameId,
    /** Width of one lane in table units. */
    laneWidth: z.number().positive(),
    /** Lanes of the main track. */
    lanes: z.number().int().positive(),
    /** Diagonal lane changes are part of the game (formula-1, motorsportspiel). */
    diagonals: z.boolean(),
    /** Shortest lap (in spaces of the reference lane) the game is worth playing on. */
    minLap: z.number().int().positive(),
    /** Cars on the start grid when nothing is printed. */
    gridSize: z.number().int().positive(),
    /** Note for docs: where the numbers come from. */
    notes: z.array(z.string()).default([]),
    /**
     * Clips that hold the tiles together, one per join, carrying no spaces
     * (start-frei's 27 connecting pieces). Counted against the box like tiles.
     */
    joints: z.object({ label: z.string(), count: z.number().int().min(0) }).strict().optional(),
    pieces: z.array(pieceSchema).min(1),
  })
  .strict();

export type CatalogData = z.output<typeof catalogSchema>;
export type PieceDefData = CatalogData['pieces'][number];
export type SideData = PieceDefData['sides']['A'];
export type FeatureData = SideData['features'][number];
