/**
 * The track file: a versioned JSON layout document (see docs/track-format.md).
 * Every load path goes through `parseTrackFile`, which migrates older versions
 * and then validates with this schema.
 */
import { z } from 'zod';
import { TRACK_GAME_IDS } from './games';
import { ratingSchema } from './rating-schema';

export const TRACK_FORMAT = 'chicane-track';
export const TRACK_VERSION = 4;

/**
 * Bounds that keep the work per file small and every number finite after
 * parsing (docs/track-format.md, "Bounds"). Far above any real layout: the
 * shipped ones have 11–22 pieces within ±30 units of the start.
 */
export const TRACK_LIMITS = {
  /** Pieces per layout. */
  pieces: 2000,
  /** |x| and |z| of a piece's port 0, table units. */
  coordinate: 10_000,
  /** |rotation|, degrees (ten turns either way; edits keep it within ±180). */
  rotation: 3600,
  /** Characters of the description and the source line. */
  text: 2000,
} as const;

/** No control characters or line breaks: ids and piece types are quoted in one-line messages. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
export const PRINTABLE = /^[^\u0000-\u001f\u007f\u2028\u2029]+$/;
const id = z.string().min(1).max(64).regex(PRINTABLE, 'must not contain control characters or line breaks');
const coordinate = z.number().finite().min(-TRACK_LIMITS.coordinate).max(TRACK_LIMITS.coordinate);

const pieceSchema = z
  .object({
    id,
    /** Catalog id of the piece (e.g. `sf-curve`). */
    type: z.string().min(1).max(64).regex(PRINTABLE, 'must not contain control characters or line breaks'),
    /** Side up: double-sided tiles carry different printing on each side. */
    side: z.enum(['A', 'B']),
    /** Table position of the piece's port 0 (its local origin), table units. */
    x: coordinate,
    z: coordinate,
    /** Heading of the piece's local +x axis, degrees counter-clockwise seen from above. */
    rotation: z.number().finite().min(-TRACK_LIMITS.rotation).max(TRACK_LIMITS.rotation),
  })
  .strict();

const portRef = z.object({ piece: id, port: z.number().int().min(0).max(2) }).strict();

/**
 * What a layout says beyond its pieces and joins: the description and source
 * for every game, and a game's own data (Start Frei's printed duration and
 * difficulty, A-cards and laying plan). Since version 4 no game-specific field
 * is at the top level of the document.
 */
const metaSchema = z
  .object({
    /** start-frei: race duration in dots (1–4) and difficulty in squares (1–4), as printed with the layout. */
    duration: z.number().int().min(1).max(4).optional(),
    difficulty: z.number().int().min(1).max(4).optional(),
    /** start-frei: number of A-cards that come into the game. */
    aCards: z.number().int().min(0).max(1000).optional(),
    /** start-frei: the planned layout, piece ids in the order they are laid (the start piece first). */
    plan: z.array(id).max(TRACK_LIMITS.pieces).optional(),
    /** start-frei: how many pieces of the plan lie on the table. */
    laid: z.number().int().min(0).max(TRACK_LIMITS.pieces).optional(),
    description: z.string().max(TRACK_LIMITS.text).optional(),
    source: z.string().max(TRACK_LIMITS.text).optional(),
  })
  .strict();

export const layoutSchema = z
  .object({
    format: z.literal(TRACK_FORMAT),
    version: z.literal(TRACK_VERSION),
    game: z.enum(TRACK_GAME_IDS),
    name: z.string().min(1).max(120),
    meta: metaSchema.default({}),
    /** 'box': at most what the game box holds; 'custom': any number of each piece. */
    inventory: z.enum(['box', 'custom']).default('box'),
    pieces: z.array(pieceSchema).max(TRACK_LIMITS.pieces),
    /** At most two ends per join and three ports per piece. */
    connections: z.array(z.object({ a: portRef, b: portRef }).strict()).max(2 * TRACK_LIMITS.pieces),
    /** The last track rating of this layout (docs/rating.md); files without one load as before. */
    rating: ratingSchema.optional(),
  })
  .strict();

export type Layout = z.output<typeof layoutSchema>;
export type LayoutPiece = Layout['pieces'][number];
export type PortRef = z.output<typeof portRef>;
export type Connection = Layout['connections'][number];
export type LayoutMeta = Layout['meta'];
