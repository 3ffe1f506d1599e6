/** Options of the rating commands through a zod schema: the first problem is one line (exit 2). */
import type { z } from 'zod';
import { oneLine } from '../track';
import { UsageError } from './command';

export function parseOptions<T extends z.ZodTypeAny>(schema: T, raw: unknown): z.output<T> {
  const r = schema.safeParse(raw);
  if (r.success) return r.data;
  const issue = r.error.issues[0]!;
  const name = issue.path.length ? `--${issue.path.join('.')}` : 'arguments';
  throw new UsageError(oneLine(`${name}: ${issue.message}`, 200));
}
