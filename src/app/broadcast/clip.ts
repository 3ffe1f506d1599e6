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
import { patchDuration, webmFrames, type WebmFrames } from './webm-bytes';

export { patchDuration, webmFrames, type WebmFrames } from './webm-bytes';

/** Clip lengths offered, in seconds (what the select may send). */
export const CLIP_SECONDS = [3, 5, 10] as const;
export const clipSecondsSchema = z.union([z.literal(3), z.literal(5), z.literal(10)], { error: 'a clip lasts 3, 5 or 10 seconds' });

// VP8 first: every Chromium encodes it in software, also without a GPU.
const TYPES = ['video/webm;codecs=vp8', 'video/webm;codecs=vp9', 'video/webm'] as const;

/** The first WebM type the browser records, or null. */
export function clipType(supported: (type: string) => boolean): string | null {
  return TYPES.find((t) => supported(t)) ?? null;
}

export type ClipResult = { ok: true; blob: Blob; ms: number } | { ok: false; message: string };

/** What the recorder is doing: waiting for its first frame, or recording with whole seconds left. */
export type ClipProgress = { kind: 'starting' } | { kind: 'recording'; left: number };

/** How long the recorder may take to begin (its first frame) before the clip is given up; a busy machine took 7 s. */
export const CLIP_START_LIMIT_MS = 30_000;

/** The EBML header's id: the first four bytes of every WebM file. */
export const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3] as const;

/**
 * Records `seconds` of `canvas` at 30 frames a second.
 *
 * The length is counted from the recorder's `start` event, not from the
 * call: Chromium fires it when the encoder has taken its first frame, which
 * on a busy machine came 7 s after `start()`. Counting from the call, the
 * recorder was stopped before it had begun, and the "clip" was Chromium's
 * closing Cues element alone (a file starting `1C 53 BB 6B`, no header and
 * no frame). The chunks are kept in the order `dataavailable` delivers them
 * and joined in `onstop` (the last one comes before `stop`); `stop()` alone
 * flushes, so there is no `requestData()`. A result that does not begin with
 * the EBML header or holds no frame is refused with a message, never offered.
 */
export function recordClip(canvas: HTMLCanvasElement, seconds: number, progress: (p: ClipProgress) => void = () => undefined): Promise<ClipResult> {
  const length = clipSecondsSchema.safeParse(seconds);
  if (!length.success) return Promise.resolve({ ok: false, message: length.error.issues[0]?.message ?? 'a clip lasts 3, 5 or 10 seconds' });
  if (typeof MediaRecorder === 'undefined' || typeof canvas.captureStream !== 'function') return Promise.resolve({ ok: false, message: 'This browser cannot record the table (no MediaRecorder).' });
  const type = clipType((t) => MediaRecorder.isTypeSupported(t));
  if (!type) return Promise.resolve({ ok: false, message: 'This browser cannot record WebM video.' });
  const ms = length.data * 1000;
  return new Promise<ClipResult>((resolve) => {
    let stream: MediaStream;
    let recorder: MediaRecorder;
    try {
      stream = canvas.captureStream(30);
      recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 2_500_000 });
    } catch {
      return resolve({ ok: false, message: 'This browser cannot record the table.' });
    }
    const chunks: Blob[] = [];
    const timers: ReturnType<typeof setTimeout>[] = [];
    let started: number | null = null;
    let stopped: number | null = null;
    let failure: string | null = null;
    const stop = (why: string | null) => {
      failure ??= why;
      if (recorder.state !== 'inactive') {
        stopped = performance.now();
        recorder.stop();
      }
    };
    recorder.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    recorder.onerror = () => stop('The recording failed.');
    recorder.onstart = () => {
      started = performance.now();
      progress({ kind: 'recording', left: length.data });
      for (let s = 1; s < length.data; s++) timers.push(setTimeout(() => progress({ kind: 'recording', left: length.data - s }), s * 1000));
      timers.push(setTimeout(() => stop(null), ms));
    };
    recorder.onstop = () => {
      timers.forEach(clearTimeout);
      stream.getTracks().forEach((t) => t.stop());
      if (failure) return resolve({ ok: false, message: failure });
      const clock = (stopped ?? performance.now()) - (started ?? performance.now());
      void finish(new Blob(chunks, { type: 'video/webm' }), clock).then(resolve);
    };
    progress({ kind: 'starting' });
    timers.push(setTimeout(() => started === null && stop('The table drew no frame to record; try again when the page is less busy.'), CLIP_START_LIMIT_MS));
    try {
      recorder.start();
    } catch {
      timers.forEach(clearTimeout);
      stream.getTracks().forEach((t) => t.stop());
      resolve({ ok: false, message: 'This browser cannot record the table.' });
    }
  });
}

/** Why the recorded bytes are not a WebM with a frame in it, or null when they are. */
function problemOf(bytes: Uint8Array, frames: WebmFrames): string | null {
  if (bytes.length === 0) return 'The recording is empty: the table drew no frame.';
  if (!EBML_MAGIC.every((b, i) => bytes[i] === b)) return 'The recording came back without its header; try again.';
  if (frames.count === 0) return 'The recording holds no frame of the table; try again.';
  return null;
}

/**
 * The recording checked, with its length in the header: the time the
 * recorder ran (`clock`, from its `start` event to the call to stop it), or
 * the span of its frames where that is longer. On a busy machine the frames
 * begin before the late `start` event, and a table that stops drawing leaves
 * the last frame standing until the end; either way a player's seek bar
 * then covers every frame and the time recorded.
 */
async function finish(blob: Blob, clock: number): Promise<ClipResult> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  const frames = webmFrames(bytes);
  const problem = problemOf(bytes, frames);
  if (problem) return { ok: false, message: problem };
  const ms = Math.max(clock, frames.spanMs);
  if (patchDuration(bytes, ms)) return { ok: true, blob: new Blob([bytes], { type: blob.type }), ms };
  try {
    const { default: fixWebmDuration } = await import('fix-webm-duration');
    return { ok: true, blob: await fixWebmDuration(blob, ms, { logger: false }), ms };
  } catch {
    return { ok: true, blob, ms };
  }
}

