/**
 * A rating worker: runs chunks of bot races (src/rating's `rateChunk`) and
 * posts their samples back. Several run side by side, one per core.
 *
 * A warm-up chunk (`warm`) is raced a few races at a time, with a turn of
 * the event loop between, so a real chunk that arrives meanwhile stops it
 * and goes first.
 */
import '../../zod-browser';
import { rateChunk } from '../../rating';
import { oneLine } from '../../track';
import { toWorkerSchema, type FromWorker, type ToWorker } from './messages';

const post = (m: FromWorker) => (self as unknown as { postMessage(m: FromWorker): void }).postMessage(m);

/** Races of a warm-up between two looks at the message queue. */
const WARM_SLICE = 5;

/** The warm-up under way (a new message stops it, and it is answered then), and a count of messages that tells a stopped one. */
let warming: ToWorker | null = null;
let turns = 0;

function ended(m: ToWorker): void {
  if (warming === m) warming = null;
  post({ type: 'done', job: m.job, samples: [] });
}

function warmUp(m: ToWorker, from: number, turn: number): void {
  if (turn !== turns) return;
  const request = m.request as Parameters<typeof rateChunk>[0];
  const end = request.from + request.count;
  try {
    rateChunk({ ...request, from, count: Math.min(WARM_SLICE, end - from) });
  } catch {
    // A warm-up that cannot race is only a warm-up: the real rating will say what is wrong.
    return ended(m);
  }
  if (from + WARM_SLICE >= end) return ended(m);
  setTimeout(() => warmUp(m, from + WARM_SLICE, turn), 0);
}

self.onmessage = (e: MessageEvent<unknown>) => {
  const m = toWorkerSchema.safeParse(e.data);
  turns++;
  if (warming) ended(warming);
  if (!m.success) return post({ type: 'error', job: -1, message: 'the rating worker got a message it does not understand' });
  if (m.data.warm) {
    warming = m.data;
    return warmUp(m.data, (m.data.request as { from?: number }).from ?? 0, turns);
  }
  try {
    post({ type: 'done', job: m.data.job, samples: rateChunk(m.data.request as Parameters<typeof rateChunk>[0]) });
  } catch (error) {
    post({ type: 'error', job: m.data.job, message: oneLine(error instanceof Error ? error.message : String(error), 300) });
  }
};
