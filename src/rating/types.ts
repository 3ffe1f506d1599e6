/**
 * The rating's data: what one race leaves behind (`RaceSample`, compact and
 * JSON-safe, so a web worker can post it) and the rating itself (`Rating`,
 * stored with a layout, so it has a zod schema).
 */
import { z } from 'zod';

/** One rated race, everything summarise needs, nothing more. */
export interface RaceSample {
  /** Race number within the rating (0-based); its seed is `raceSeed(seed, index)`. */
  readonly index: number;
  readonly players: number;
  /** Actions taken in the race. */
  readonly actions: number;
  /** Actions chosen from two or more legal ones (a player had to think). */
  readonly decisions: number;
  /** Seats from pole to the back of the grid (the running order before the first move). */
  readonly grid: readonly number[];
  /** Seats in the final order, winner first. */
  readonly finish: readonly number[];
  /** Times the leader changed. */
  readonly leadChanges: number;
  /** Times one car went past another (a pair of seats swapping places in the running order). */
  readonly overtakes: number;
  /** Incident counts keyed `kind@pieceId`. */
  readonly incidents: Readonly<Record<string, number>>;
  /** False when the safety stop ended the race before the rules did. */
  readonly over: boolean;
}

const finite = z.number().finite();

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
    wins: z.number().int().min(0),
    /** Win rate, Wilson score interval. */
    rate: estimateSchema,
  })
  .strict();

const incidentSchema = z
  .object({
    piece: z.string().min(1).max(64),
    kind: z.string().min(1).max(64),
    /** Incidents at this piece per race, normal interval of the mean. */
    perRace: estimateSchema,
  })
  .strict();

export const tableRatingSchema = z
  .object({
    players: z.number().int().min(1).max(64),
    races: z.number().int().min(1),
    /** Races the safety stop ended (counted in, but a sign the bots got stuck). */
    unfinished: z.number().int().min(0),
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
    game: z.string().min(1).max(40),
    seed: z.number().int(),
    /** Races per table (player count). */
    races: z.number().int().min(1),
    tables: z.array(tableRatingSchema).min(1).max(16),
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
