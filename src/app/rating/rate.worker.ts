/**
 * A rating worker: runs chunks of bot races (src/rating's `rateChunk`) and
 * posts their samples back. Several run side by side, one per core.
 */
import '../../zod-browser';
import { rateChunk } from '../../rating';
import { oneLine } from '../../track';
import { toWorkerSchema, type FromWorker } from './messages';

const post = (m: FromWorker) => (self as unknown as { postMessage(m: FromWorker): void }).postMessage(m);

self.onmessage = (e: MessageEvent<unknown>) => {
  const m = toWorkerSchema.safeParse(e.data);
  if (!m.success) return post({ type: 'error', job: -1, message: 'the rating worker got a message it does not understand' });
  try {
    post({ type: 'done', job: m.data.job, samples: rateChunk(m.data.request as Parameters<typeof rateChunk>[0]) });
  } catch (error) {
    post({ type: 'error', job: m.data.job, message: oneLine(error instanceof Error ? error.message : String(error), 300) });
  }
};
