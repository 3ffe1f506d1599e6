/**
 * Checking a file off the main thread: a file above `OFF_THREAD_BYTES` is
 * verified in a Web Worker (verify.worker.ts) while the page stays responsive;
 * a small one, or a browser without workers, is checked inline by the same
 * code (check.ts). The caller opens the file only after a good verdict, and
 * may then skip its own re-check of the same text.
 */
import { publish } from '../debug-root';
import { runVerify, type Verdict, type VerifyKind, type VerifyResponse } from './check';

/** Files from this size on are checked in a worker (a long Start Frei replay is about 0.3 MB). */
export const OFF_THREAD_BYTES = 200_000;

export interface VerifyStats {
  /** Checks run in a worker so far (a probe for the browser tests). */
  worker: number;
  inline: number;
}

export const verifyStats: VerifyStats = { worker: 0, inline: 0 };

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, (v: Verdict) => void>();

function getWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  if (worker) return worker;
  try {
    worker = new Worker(new URL('./verify.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
  worker.onmessage = (event: MessageEvent<VerifyResponse>) => {
    const { id, ...verdict } = event.data;
    const done = pending.get(id);
    pending.delete(id);
    done?.(verdict as Verdict);
  };
  worker.onerror = () => {
    // A worker that fails to start or dies: every pending check gets a sentence, the next check starts a new worker.
    for (const done of pending.values()) done({ ok: false, message: 'the file could not be checked (the background checker stopped); try again.' });
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

/** Whether a text is large enough to be checked in a worker. */
export function isLarge(text: string): boolean {
  return text.length >= OFF_THREAD_BYTES;
}

/** Verifies a file's text; off the main thread when it is large and workers exist. */
export function verifyText(kind: VerifyKind, text: string, name: string): Promise<Verdict> {
  const w = isLarge(text) ? getWorker() : null;
  if (!w) {
    verifyStats.inline++;
    publish('verify', { ...verifyStats });
    const { id: _id, ...verdict } = runVerify({ id: 0, kind, text, name });
    return Promise.resolve(verdict as Verdict);
  }
  verifyStats.worker++;
  publish('verify', { ...verifyStats });
  const id = nextId++;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    w.postMessage({ id, kind, text, name });
  });
}
