/**
 * Every config at the boundary (issue 33): a game's limits are written once,
 * as zod fields whose refusal is one line naming the value and the allowed
 * range, and a table (board, config, seats) is checked in one place before
 * `setup` — by the file loaders and by the game's own set-up, so the two
 * cannot disagree.
 */
import { z } from 'zod';
import { seatTokenRange, type GameRules, type SeatSetup } from './game';

/** A value as a message quotes it (short, one line). */
export function quoted(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.replace(/\s+/g, ' ').slice(0, 30));
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return typeof value === 'object' ? 'an object' : typeof value;
}

/** A whole number from `min` to `max`; refused as "1000 is not a whole number from 0 to 14". */
export function wholeNumber(min: number, max: number): z.ZodNumber {
  const error = (issue: { input?: unknown }) => `${quoted(issue.input)} is not a whole number from ${min} to ${max}`;
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** One of a few whole numbers (`what` names them: "A-cards in the box"). */
export function oneOf(values: readonly number[], what: string): z.ZodType<number> {
  const list = values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : String(values[0]);
  const error = (issue: { input?: unknown }) => `${quoted(issue.input)} is not ${what}: ${list}`;
  return z.number({ error }).refine((n) => values.includes(n), { error: (issue) => error(issue) });
}

/** The first issue of a failed parse as one line: `where: message`. */
export function firstIssue(error: z.ZodError, prefix: string): string {
  const issue = error.issues[0]!;
  const path = issue.path.map(String).join('.').slice(0, 80);
  const where = [prefix, path].filter((p) => p.length > 0).join('.');
  return `${where || '(root)'}: ${issue.message.replace(/\s+/g, ' ').slice(0, 200)}`;
}

type AnyRules = Pick<GameRules<unknown, unknown, { readonly type: string }, { readonly type: string }, unknown>, 'title' | 'seats' | 'board' | 'configSchema' | 'tableProblem'>;

/**
 * Why `setup` would refuse this table, as one line naming the field, the
 * value and the allowed range; null when it would not. The seat count, the
 * config through the game's schema, each seat's tokens a whole number, then
 * the game's own `tableProblem` (what the config and the board ask of the
 * seats, e.g. a chosen grid with a slot for each car).
 */
export function tableProblem(game: AnyRules, board: unknown, config: unknown, seats: readonly SeatSetup[]): string | null {
  const n = seats.length;
  if (n < game.seats.min || n > game.seats.max) return `seats: ${game.title} is played by ${game.seats.min} to ${game.seats.max}, not ${n}`;
  const parsed = game.configSchema.safeParse(config);
  if (!parsed.success) return firstIssue(parsed.error, 'config');
  for (const [i, s] of seats.entries()) {
    if (s.tokens !== undefined && (!Number.isInteger(s.tokens) || s.tokens < 1)) return `seats.${i}.tokens: ${quoted(s.tokens)} is not a whole number from 1`;
  }
  // Each seat's tokens within what the game lets one seat drive at a table of this size (`seats.tokenRange`).
  const range = seatTokenRange(game, n);
  const noun = game.board === 'rail-map' ? 'train' : 'car';
  for (const [i, s] of seats.entries()) {
    if (s.tokens === undefined || (s.tokens >= range.min && s.tokens <= range.max)) continue;
    const allowed = range.min === range.max ? `${range.min}` : range.max === range.min + 1 ? `${range.min} or ${range.max}` : `${range.min} to ${range.max}`;
    return `seats.${i}.tokens: ${s.tokens} ${noun}s, but a ${game.title} seat at a table of ${n} drives ${allowed} ${noun}${range.max === 1 ? '' : 's'}`;
  }
  return game.tableProblem?.(board, parsed.data, seats) ?? null;
}
