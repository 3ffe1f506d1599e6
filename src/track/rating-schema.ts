/**
 * A track rating as a file holds it (a layout's optional `rating`, see
 * docs/track-format.md and docs/rating.md); src/rating makes them. Every
 * number finite and bounded, every list bounded, like the rest of the file.
 */
import { z } from 'zod';

/** No control characters or line breaks (as layout-schema's PRINTABLE). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const PRINTABLE = /^[^\u0000-\u001f\u007f\u2028\u2029]+$/;

const finite = z.number().finite().min(-1e9).max(1e9);

/** A measured quantity: its estimate and a 95 % interval. */
export const estimateSchema = z
  .object({
    value: finite,
    low: finite,
    high: finite,
  })
  .strict();
export type Estimate = z.output<typeof estimateSchema>;

const gridSchema = z
  .object({
    /** 1 is pole. */
    position: z.number().int().min(1).max(64),
    wins: z.number().int().min(0).max(1e9),
    /** Win rate, Wilson score interval. */
    rate: estimateSchema,
  })
  .strict();

const incidentSchema = z
  .object({
    piece: z.string().min(1).max(64).regex(PRINTABLE),
    kind: z.string().min(1).max(64).regex(PRINTABLE),
    /** Incidents at this piece per race, normal interval of the mean. */
    perRace: estimateSchema,
  })
  .strict();

export const tableRatingSchema = z
  .object({
    players: z.number().int().min(1).max(64),
    races: z.number().int().min(1).max(1e9),
    /** Races the safety stop ended (counted in, but a sign the bots got stuck). */
    unfinished: z.number().int().min(0).max(1e9),
    /** Expected race duration at the table, minutes (calibrated, see docs/rating.md). */
    minutes: estimateSchema,
    actions: estimateSchema,
    decisions: estimateSchema,
    leadChanges: estimateSchema,
    overtakes: estimateSchema,
    /** Incidents of every kind per race and player. */
    troublePerPlayer: estimateSchema,
    fairness: z
      .object({
        grid: z.array(gridSchema).max(64),
        /** The pole-sitter's win rate is far from even (its interval misses the even share ± the tolerance). */
        poleFlag: z.boolean(),
      })
      .strict(),
    incidents: z.array(incidentSchema).max(20_000),
  })
  .strict();
export type TableRating = z.output<typeof tableRatingSchema>;

export const ratingSchema = z
  .object({
    version: z.literal(1),
    game: z.string().min(1).max(40).regex(PRINTABLE),
    seed: z.number().int().min(-(2 ** 31)).max(2 ** 32),
    /** Races per table (player count). */
    races: z.number().int().min(1).max(1e9),
    tables: z.array(tableRatingSchema).min(1).max(16),
    /**
     * The fingerprint of the layout the races were run on (src/rating's
     * `layoutFingerprint`: game, pieces, joins, laying plan, A-cards), so a
     * file or a link says which version of the track its rating is for.
     * Ratings made before it was kept have none.
     */
    madeFor: z.string().min(1).max(40).regex(/^[0-9a-z-]+$/).optional(),
    /** Start Frei's printed scale: race duration 1–4 dots, difficulty 1–4 squares. */
    scale: z
      .object({
        dots: z.number().int().min(1).max(4),
        squares: z.number().int().min(1).max(4),
        /** The continuous scores behind them (docs/rating.md). */
        durationScore: finite,
        difficultyScore: finite,
      })
      .strict()
      .optional(),
  })
  .strict();
export type Rating = z.output<typeof ratingSchema>;
