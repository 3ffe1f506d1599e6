/**
 * A short clip of the table as WebM: the canvas' own stream
 * (`canvas.captureStream`) recorded by the browser's MediaRecorder. Nothing
 * is uploaded; the clip is a Blob the person downloads. MediaRecorder
 * writes a live WebM without its true length (Chromium writes a Duration of
 * 1 ms, or none), so players could neither show the length nor seek; the
 * recorded length is written into the file's header afterwards: over the
 * placeholder in place (`patchDuration`), else appended by
 * fix-webm-duration (loaded only when a clip is made).
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
    // The clip's length runs from when the recorder really began (onstart), else from the call.
    recorder.onstart = () => void (started = Math.min(started, performance.now()));
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
    const bytes = new Uint8Array(await blob.arrayBuffer());
    if (patchDuration(bytes, ms)) return new Blob([bytes], { type: blob.type });
    const { default: fixWebmDuration } = await import('fix-webm-duration');
    return await fixWebmDuration(blob, ms, { logger: false });
  } catch {
    return blob;
  }
}

/** Element ids on the way to the Duration (Matroska): EBML header, Segment, Info. */
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;

/**
 * Overwrites the float of the Segment Info's Duration element with `ms`
 * (the default timecode scale, 1 ms, as MediaRecorder writes it); false when
 * the file has no such element before its first cluster.
 */
export function patchDuration(b: Uint8Array, ms: number): boolean {
  const view = new DataView(b.buffer, b.byteOffset, b.byteLength);
  let at = 0;
  while (at < b.length && at < 4096) {
    const id = vint(b, at, true);
    if (!id) return false;
    const size = vint(b, at + id.length, false);
    if (!size) return false;
    const data = at + id.length + size.length;
    if (id.value === CLUSTER) return false;
    if (id.value === SEGMENT || id.value === INFO) {
      at = data;
      continue;
    }
    if (id.value === DURATION) {
      if (size.value === 4 && data + 4 <= b.length) view.setFloat32(data, ms);
      else if (size.value === 8 && data + 8 <= b.length) view.setFloat64(data, ms);
      else return false;
      return true;
    }
    at = data + size.value;
  }
  return false;
}

/** An EBML variable-length number at `at` (an id keeps its length marker, a size does not). */
function vint(b: Uint8Array, at: number, id: boolean): { value: number; length: number } | null {
  const first = b[at];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length++;
  let value = id ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + (b[at + i] ?? 0);
  return { value, length };
}
