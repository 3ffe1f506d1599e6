/**
 * A short clip of the table as WebM: the canvas' own stream
 * (`canvas.captureStream`) recorded by the browser's MediaRecorder. Nothing
 * is uploaded; the clip is a Blob the person downloads. MediaRecorder
 * writes a live WebM without its length, so players could neither show the
 * length nor seek; the recorded length is written into the file's header
 * afterwards (fix-webm-duration, loaded only when a clip is made).
 */
import { z } from 'zod';

/** Clip lengths offered, in seconds (what the select may send). */
export const CLIP_SECONDS = [3, 5, 10] as const;
export const clipSecondsSchema = z.union([z.literal(3), z.literal(5), z.literal(10)], { error: 'a clip lasts 3, 5 or 10 seconds' });

// VP8 first: every Chromium encodes it in software, also without a GPU.
const TYPES = ['video/webm;codecs=vp8', 'video/webm;codecs=vp9', 'video/webm'] as const;

/** The first WebM type the browser records, or null. */
export function clipType(supported: (type: string) => boolean): string | null {
  return TYPES.find((t) => supported(t)) ?? null;
}

export type ClipResult = { ok: true; blob: Blob } | { ok: false; message: string };

/** Records `seconds` of `canvas` at 30 frames a second. */
export function recordClip(canvas: HTMLCanvasElement, seconds: number): Promise<ClipResult> {
  const length = clipSecondsSchema.safeParse(seconds);
  if (!length.success) return Promise.resolve({ ok: false, message: length.error.issues[0]?.message ?? 'a clip lasts 3, 5 or 10 seconds' });
  if (typeof MediaRecorder === 'undefined' || typeof canvas.captureStream !== 'function') return Promise.resolve({ ok: false, message: 'This browser cannot record the table (no MediaRecorder).' });
  const type = clipType((t) => MediaRecorder.isTypeSupported(t));
  if (!type) return Promise.resolve({ ok: false, message: 'This browser cannot record WebM video.' });
  return new Promise<ClipResult>((resolve) => {
    const stream = canvas.captureStream(30);
    let started = 0;
    const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 2_500_000 });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.onerror = () => resolve({ ok: false, message: 'The recording failed.' });
    recorder.onstop = () => {
      stream.getTracks().forEach((t) => t.stop());
      const blob = new Blob(chunks, { type: 'video/webm' });
      if (blob.size === 0) return resolve({ ok: false, message: 'The recording is empty: the table drew no frame.' });
      void withLength(blob, performance.now() - started).then((fixed) => resolve({ ok: true, blob: fixed }));
    };
    recorder.onstart = () => {
      started = performance.now();
    };
    started = performance.now();
    recorder.start();
    setTimeout(() => {
      recorder.requestData();
      recorder.stop();
    }, length.data * 1000);
  });
}

/** The clip with its length (ms) in the header; the clip as recorded if that cannot be done. */
async function withLength(blob: Blob, ms: number): Promise<Blob> {
  try {
    const { default: fixWebmDuration } = await import('fix-webm-duration');
    return await fixWebmDuration(blob, ms, { logger: false });
  } catch {
    return blob;
  }
}
