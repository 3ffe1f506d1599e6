/** The actions as files and messages carry them (legality is `legalActions`). */
import { z } from 'zod';
import { quoted, wholeNumber } from '../core/table';
import { MAX_CARS, MAX_LAPS } from './data/material';
import { TOP_SPEED } from './data/speed';
import type { Formula1Action, Formula1Config } from './types';

const square = z.number().int().min(0);

export const actionSchema: z.ZodType<Formula1Action> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('speed'), kmh: z.number().int().min(0).max(TOP_SPEED) }).strict(),
  z.object({ type: z.literal('move'), path: z.array(square).min(1).max(64) }).strict(),
  z.object({ type: z.literal('service') }).strict(),
  z.object({ type: z.literal('leave') }).strict(),
]);

/** The longest safety bound a file may set, in rounds (the default is about a lap's length plus 8 a lap, `roundLimitFor`). */
export const MAX_ROUND_LIMIT = 10_000;

const slot = wholeNumber(1, MAX_CARS);

/** The options as files carry them: the one source of their limits (set-up checks them with this schema, setup.ts). */
export const configSchema: z.ZodType<Formula1Config> = z
  .object({
    laps: wholeNumber(1, MAX_LAPS).optional(),
    // One slot per car (how many cars there are is the seats' business: `seatsProblem` in setup.ts).
    grid: z
      .array(slot)
      .min(2, { error: (i) => `${quoted(i.input)}: a grid names a slot for each of 2 to ${MAX_CARS} cars` })
      .max(MAX_CARS, { error: (i) => `${quoted(i.input)}: a grid names a slot for each of 2 to ${MAX_CARS} cars` })
      .refine((g) => new Set(g).size === g.length, { error: (i) => `grid slots must be distinct whole numbers from 1 to ${MAX_CARS}, not ${(i.input as number[]).join(', ')}` })
      .optional(),
    roundLimit: wholeNumber(1, MAX_ROUND_LIMIT).optional(),
  })
  .strict();
