/** The actions as files and messages carry them (legality is `legalActions`). */
import { z } from 'zod';
import { MAX_LAPS } from './data/material';
import { TOP_SPEED } from './data/speed';
import type { Formula1Action, Formula1Config } from './types';

const square = z.number().int().min(0);

export const actionSchema: z.ZodType<Formula1Action> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('speed'), kmh: z.number().int().min(0).max(TOP_SPEED) }).strict(),
  z.object({ type: z.literal('move'), path: z.array(square).min(1).max(64) }).strict(),
  z.object({ type: z.literal('service') }).strict(),
  z.object({ type: z.literal('leave') }).strict(),
]);

export const configSchema: z.ZodType<Formula1Config> = z
  .object({
    laps: z.number().int().min(1).max(MAX_LAPS).optional(),
    grid: z.array(z.number().int().min(1)).optional(),
    roundLimit: z.number().int().min(1).optional(),
  })
  .strict();
