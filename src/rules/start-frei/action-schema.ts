/**
 * The shape of a Start Frei action: every action from outside (a file, a
 * seat, the CLI) is parsed with it before the rules look at it.
 */
import { z } from 'zod';
import type { Action } from './types';

const switches = z.array(z.number().int().min(0));
export const actionSchema: z.ZodType<Action> = z.discriminatedUnion('type', [
  z.object({ type: z.literal('choose'), player: z.number().int(), card: z.number().int() }),
  z.object({ type: z.literal('shift'), dir: z.enum(['up', 'down']) }),
  z.object({ type: z.literal('roll'), overtake: z.object({ target: z.number().int(), switches }).optional() }),
  z.object({ type: z.literal('move'), switches }),
  z.object({ type: z.literal('adjust'), delta: z.union([z.literal(1), z.literal(-1)]), pay: z.enum(['free', 'paid']) }),
  z.object({ type: z.literal('take-coins') }),
  z.object({ type: z.literal('ignore-chicane') }),
  z.object({ type: z.literal('use-drs'), slot: z.number().int(), dir: z.enum(['up', 'down']).optional(), delta: z.number().int().optional() }),
  z.object({ type: z.literal('keep-drs'), slot: z.number().int().nullable() }),
  z.object({ type: z.literal('end-turn') }),
  z.object({ type: z.literal('buy'), card: z.number().int(), returnCard: z.number().int() }),
  z.object({ type: z.literal('pass') }),
  z.object({ type: z.literal('turn-marker'), marker: z.number().int() }),
  z.object({ type: z.literal('decline-markers') }),
  z.object({ type: z.literal('lay'), side: z.enum(['A', 'B']), turned: z.boolean() }),
]) as z.ZodType<Action>;

