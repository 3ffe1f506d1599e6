/**
 * The shape of a Start Frei action: every action from outside (a file, a
 * seat, the CLI) is parsed with it before the rules look at it. Every
 * object is strict: a field the game does not know is refused, not dropped.
 */
import { z } from 'zod';
import type { Action } from './types';

const switches = z.array(z.number().int().min(0));
export const actionSchema: z.ZodType<Action> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('choose'), player: z.number().int(), card: z.number().int() }),
  z.strictObject({ type: z.literal('shift'), dir: z.enum(['up', 'down']) }),
  z.strictObject({ type: z.literal('roll'), overtake: z.strictObject({ target: z.number().int(), switches }).optional() }),
  z.strictObject({ type: z.literal('move'), switches }),
  z.strictObject({ type: z.literal('adjust'), delta: z.union([z.literal(1), z.literal(-1)]), pay: z.enum(['free', 'paid']) }),
  z.strictObject({ type: z.literal('take-coins') }),
  z.strictObject({ type: z.literal('ignore-chicane') }),
  z.strictObject({ type: z.literal('use-drs'), slot: z.number().int(), dir: z.enum(['up', 'down']).optional(), delta: z.number().int().optional() }),
  z.strictObject({ type: z.literal('keep-drs'), slot: z.number().int().nullable() }),
  z.strictObject({ type: z.literal('end-turn') }),
  z.strictObject({ type: z.literal('buy'), card: z.number().int(), returnCard: z.number().int() }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('turn-marker'), marker: z.number().int() }),
  z.strictObject({ type: z.literal('decline-markers') }),
  z.strictObject({ type: z.literal('lay'), side: z.enum(['A', 'B']), turned: z.boolean() }),
]) as z.ZodType<Action>;

