/**
 * What the page and a rating worker say to each other, checked by a schema
 * on both sides (a message is outside input like any other).
 */
import { z } from 'zod';

export const toWorkerSchema = z.object({
  type: z.literal('chunk'),
  job: z.number().int().min(0),
  /** A chunk request of src/rating (`rateChunk` checks it in full). */
  request: z.record(z.string(), z.unknown()),
  /**
   * A warm-up: races whose samples nobody needs, run by a worker that has nothing else to do so that the
   * JavaScript engine has compiled the rules before the first rating (see pool.ts). The worker runs it a few
   * races at a time, stops at the next message and answers with no samples.
   */
  warm: z.boolean().optional(),
});
export type ToWorker = z.output<typeof toWorkerSchema>;

export const fromWorkerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('done'), job: z.number().int().min(0), samples: z.array(z.unknown()) }),
  z.object({ type: z.literal('error'), job: z.number().int().min(-1), message: z.string().max(1000) }),
]);
export type FromWorker = z.output<typeof fromWorkerSchema>;
