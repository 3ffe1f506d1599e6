/**
 * The rating's data: what one race leaves behind (`RaceSample`, compact and
 * JSON-safe, so a web worker can post it) and the rating itself (`Rating`,
 * stored with a layout, so it has a zod schema).
 */

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

export { estimateSchema, tableRatingSchema, ratingSchema, type Estimate, type TableRating, type Rating } from '../track/rating-schema';
