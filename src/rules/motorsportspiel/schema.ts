/**
 * The zod shapes of the set-up options and of every action (files and
 * messages are read with them). The options are bounded by the limits set-up
 * checks (`CONFIG_LIMITS` in `config.ts`, one source for both), each refusal
 * one line naming the field, the value and the allowed range; an action with
 * a field it does not know is refused.
 */
import { z } from 'zod';
import { CONFIG_LIMITS, fuelStopsMessage, FUEL_STOPS_FROM_LAPS, DEFAULT_LAPS, MAX_TRAINING, rangeMessage, TRAINING_LIMITS, type Range } from './config';
import { DIE_NAMES } from './data';
import type { MssAction, MssConfig } from './types';

const dieName = z.enum(DIE_NAMES as [string, ...string[]]);

export const actionSchema: z.ZodType<MssAction> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('dice'), white: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
  z.strictObject({ type: z.literal('order'), dice: z.array(z.strictObject({ die: dieName, side: z.enum(['top', 'bottom']) })).min(1).max(3) }),
  z.strictObject({ type: z.literal('path'), to: z.array(z.number().int().min(0)).max(6) }),
  z.strictObject({ type: z.literal('time-up') }),
  z.strictObject({ type: z.literal('final-lap'), pit: z.boolean() }),
]) as z.ZodType<MssAction>;

/** A whole number within `range`, refused with `rangeMessage` (whatever is wrong with it: its type, a fraction, its size). */
function bounded(field: string, range: Range) {
  const error = (issue: { readonly input?: unknown }) => rangeMessage(field, issue.input, range);
  return z.number({ error }).int({ error }).min(range.min, { error }).max(range.max, { error });
}

const trainingResult = z.object({
  rolls: bounded('training: rolls', TRAINING_LIMITS.rolls),
  yellows: bounded('training: yellows', TRAINING_LIMITS.yellows),
  reds: bounded('training: reds', TRAINING_LIMITS.reds),
  past: bounded('training: past', TRAINING_LIMITS.past),
}, { error: (issue) => `training: ${JSON.stringify(issue.input) ?? 'nothing'} is not allowed (a result: rolls, yellows, reds and past, whole numbers from 0 to 999)` });

export const configSchema: z.ZodType<MssConfig> = z
  .object({
    laps: bounded('laps', CONFIG_LIMITS.laps).optional(),
    grid: z.enum(['seats', 'random'], { error: (issue) => `grid: ${JSON.stringify(issue.input) ?? 'nothing'} is not allowed ("seats" or "random")` }).optional(),
    training: z
      .array(trainingResult, { error: () => `training: not a list of results (at most ${MAX_TRAINING}, one per car)` })
      .max(MAX_TRAINING, { error: (issue) => `training: ${Array.isArray(issue.input) ? issue.input.length : '?'} results are not allowed (at most ${MAX_TRAINING}, one per car)` })
      .optional(),
    timePenalties: z.boolean({ error: (issue) => `timePenalties: ${JSON.stringify(issue.input) ?? 'nothing'} is not allowed (true or false)` }).optional(),
    moveSeconds: bounded('moveSeconds', CONFIG_LIMITS.moveSeconds).optional(),
    finalLapAlternate: z.boolean({ error: (issue) => `finalLapAlternate: ${JSON.stringify(issue.input) ?? 'nothing'} is not allowed (true or false)` }).optional(),
    fuelStops: bounded('fuelStops', CONFIG_LIMITS.fuelStops).optional(),
    bigError: z.boolean({ error: (issue) => `bigError: ${JSON.stringify(issue.input) ?? 'nothing'} is not allowed (true or false)` }).optional(),
    alternatePit: z.boolean({ error: (issue) => `alternatePit: ${JSON.stringify(issue.input) ?? 'nothing'} is not allowed (true or false)` }).optional(),
    roundLimit: bounded('roundLimit', CONFIG_LIMITS.roundLimit).optional(),
  })
  .superRefine((c, ctx) => {
    const laps = c.laps ?? DEFAULT_LAPS;
    const fuel = c.fuelStops ?? 0;
    if (fuel > 0 && laps < FUEL_STOPS_FROM_LAPS) ctx.addIssue({ code: 'custom', path: ['fuelStops'], message: fuelStopsMessage(fuel, laps) });
  }) as z.ZodType<MssConfig>;
