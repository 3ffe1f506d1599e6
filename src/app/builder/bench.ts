/**
 * `?bench=N`: the scene benchmark's generated layout of N pieces. The value
 * comes from the address bar, so it goes through a schema with a bound (a
 * layout holds at most TRACK_LIMITS.pieces); a bad value is ignored with a
 * message rather than freezing the tab.
 */
import { z } from 'zod';
import { oneLine, TRACK_LIMITS } from '../../track';

/** The fewest pieces the generated oval has (its 12 curves and a start and a straight). */
export const MIN_BENCH_PIECES = 14;
export const MAX_BENCH_PIECES = TRACK_LIMITS.pieces;

const benchSchema = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_BENCH_PIECES));

/** The benchmark's piece count (0: no benchmark) and, for a value that is refused, why. */
export function parseBench(search: string): { pieces: number; error: string | null } {
  const raw = new URLSearchParams(search).get('bench');
  if (raw === null || raw === '' || raw === '0') return { pieces: 0, error: null };
  const r = benchSchema.safeParse(raw.trim());
  if (!r.success) {
    return { pieces: 0, error: `?bench=${oneLine(raw, 20)} was ignored: give a whole number of pieces from ${MIN_BENCH_PIECES} to ${MAX_BENCH_PIECES.toLocaleString('en-US')}.` };
  }
  return { pieces: Math.max(MIN_BENCH_PIECES, Math.round(r.data / 2) * 2), error: null };
}
