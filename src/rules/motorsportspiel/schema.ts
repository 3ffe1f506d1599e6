/** The zod shapes of the set-up options and of every action (files and messages are read with them). */
import { z } from 'zod';
import { DIE_NAMES, MAX_CARS } from './data';
import type { MssAction, MssConfig } from './types';

const dieName = z.enum(DIE_NAMES as [string, ...string[]]);

export const actionSchema: z.ZodType<MssAction> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('dice'), white: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
  z.object({ type: z.literal('order'), dice: z.array(z.object({ die: dieName, side: z.enum(['top', 'bottom']) })).min(1).max(3) }),
  z.object({ type: z.literal('path'), to: z.array(z.number().int().min(0)).max(6) }),
  z.object({ type: z.literal('time-up') }),
  z.object({ type: z.literal('final-lap'), pit: z.boolean() }),
]) as z.ZodType<MssAction>;

export const configSchema: z.ZodType<MssConfig> = z.object({
  laps: z.number().int().min(1).max(50).optional(),
  grid: z.enum(['seats', 'random']).optional(),
  training: z
    .array(z.object({ rolls: z.number().int().min(0), yellows: z.number().int().min(0), reds: z.number().int().min(0), past: z.number().int().min(0) }))
    .max(MAX_CARS)
    .optional(),
  timePenalties: z.boolean().optional(),
  moveSeconds: z.number().int().min(10).max(60).optional(),
  finalLapAlternate: z.boolean().optional(),
  fuelStops: z.number().int().min(0).max(5).optional(),
  bigError: z.boolean().optional(),
  alternatePit: z.boolean().optional(),
  roundLimit: z.number().int().min(1).max(10_000).optional(),
}) as z.ZodType<MssConfig>;
