/**
 * The rating's calibration constants, kept in data (data/calibration.json)
 * and read through a schema like any other file. docs/rating.md explains
 * each one and how it was fitted.
 */
import { z } from 'zod';
import raw from './data/calibration.json';

const minutesSchema = z
  .object({
    /** Minutes of setting up and finishing, per race. */
    base: z.number().finite(),
    /** Minutes per choice among two or more legal actions. */
    perDecision: z.number().finite(),
    /** Minutes per action (rolling, moving, any forced step). */
    perAction: z.number().finite(),
    /** Minutes per player at the table. */
    perPlayer: z.number().finite(),
  })
  .strict();

export const calibrationSchema = z
  .object({
    note: z.string(),
    games: z.record(z.string(), z.object({ minutes: minutesSchema, defaultRaces: z.number().int().min(1).max(100_000) }).strict()),
    /** Start Frei: minutes of a race of 1, 2, 3, 4 dots, by player count (the rulebook's table). */
    dots: z.record(z.string(), z.array(z.number().positive()).length(4)),
    difficulty: z
      .object({
        /** The measured quantity behind the difficulty score (a name `measure` knows, docs/rating.md). */
        measure: z.string(),
        /** Subtracted per player count, so tables of any size give the same score: the presets' mean. */
        offsets: z.record(z.string(), z.number().finite()),
        /** Scores at which 2, 3 and 4 squares begin. */
        thresholds: z.array(z.number().finite()).length(3),
      })
      .strict(),
    /** The pole-win rate is flagged when its interval lies wholly beyond the even share ± this. */
    poleTolerance: z.number().min(0).max(1),
  })
  .strict();

export type Calibration = z.output<typeof calibrationSchema>;
export type MinutesModel = z.output<typeof minutesSchema>;

export const CALIBRATION: Calibration = calibrationSchema.parse(raw);

/** Races a rating runs by default: 1,000 for Start Frei; fewer for the slower games (see docs/rating.md). */
export function defaultRaces(game: string, calibration: Calibration = CALIBRATION): number {
  return calibration.games[game]?.defaultRaces ?? 1000;
}
