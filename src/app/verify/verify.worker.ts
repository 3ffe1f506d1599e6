/// <reference lib="webworker" />
/**
 * A Web Worker that checks large files off the main thread, so opening a long
 * replay never freezes the page. Messages are checked before use.
 */
import '../../zod-browser';
import { runVerify, type VerifyRequest } from './check';

function isRequest(data: unknown): data is VerifyRequest {
  if (typeof data !== 'object' || data === null) return false;
  const r = data as Record<string, unknown>;
  return typeof r.id === 'number' && r.kind === 'replay' && typeof r.text === 'string' && typeof r.name === 'string';
}

self.onmessage = (event: MessageEvent<unknown>) => {
  const data = event.data;
  if (!isRequest(data)) return;
  self.postMessage(runVerify(data));
};
