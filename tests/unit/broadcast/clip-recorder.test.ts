import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIP_START_LIMIT_MS, recordClip, webmFrames, type ClipProgress } from '../../../src/app/broadcast';

/** A live WebM as MediaRecorder writes it: header, Segment and Cluster of unknown size, a 1 ms Duration, `frames` blocks 100 ms apart. */
function liveWebm(frames: number): Uint8Array {
  const unknown = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
  const duration = [0x44, 0x89, 0x88, 0x3f, 0xf0, 0, 0, 0, 0, 0, 0]; // float64 1.0
  const scale = [0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40];
  const blocks = Array.from({ length: frames }, (_, i) => [0xa3, 0x86, 0x81, (i * 100) >> 8, (i * 100) & 0xff, 0x80, 0xaa, 0xbb]).flat();
  return new Uint8Array([
    ...[0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, ...'webm'.split('').map((c) => c.charCodeAt(0))],
    ...[0x18, 0x53, 0x80, 0x67, ...unknown],
    ...[0x15, 0x49, 0xa9, 0x66, 0x80 | (scale.length + duration.length), ...scale, ...duration],
    ...[0x1f, 0x43, 0xb6, 0x75, ...unknown, 0xe7, 0x81, 0x00, ...blocks],
  ]);
}
const CUES = new Uint8Array([0x1c, 0x53, 0xbb, 0x6b, 0x80]);

/** What the fake recorder will hand over, and when its start event comes. */
const plan = { startAfterMs: 0, chunks: [] as Uint8Array[], stoppedBeforeStart: false, stopAt: -1, requested: 0 };

class FakeRecorder {
  static isTypeSupported = () => true;
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstart: (() => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private begun = false;
  start() {
    this.state = 'recording';
    setTimeout(() => {
      this.begun = true;
      if (this.state === 'recording') this.onstart?.();
    }, plan.startAfterMs);
  }
  requestData() {
    plan.requested++;
  }
  stop() {
    if (!this.begun) plan.stoppedBeforeStart = true;
    plan.stopAt = performance.now();
    this.state = 'inactive';
    setTimeout(() => {
      // As the spec says: every dataavailable before stop.
      for (const c of this.begun ? plan.chunks : [CUES]) this.ondataavailable?.({ data: new Blob([c as BlobPart]) });
      this.onstop?.();
    }, 0);
  }
}

const canvas = { captureStream: () => ({ getTracks: () => [] }) } as unknown as HTMLCanvasElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  vi.stubGlobal('MediaRecorder', FakeRecorder);
  Object.assign(plan, { startAfterMs: 0, chunks: [], stoppedBeforeStart: false, stopAt: -1, requested: 0 });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function run(seconds: number, progress: ClipProgress[] = []) {
  const result = recordClip(canvas, seconds, (p) => progress.push(p));
  await vi.advanceTimersByTimeAsync(CLIP_START_LIMIT_MS + 15_000);
  return result;
}

describe('recording a clip', () => {
  it('counts the length from the recorder’s late start, so a busy machine still gets the whole clip', async () => {
    const file = liveWebm(20);
    plan.startAfterMs = 7_000;
    plan.chunks = [file.subarray(0, 40), file.subarray(40), CUES];
    const progress: ClipProgress[] = [];
    const r = await run(3, progress);
    expect(plan.stoppedBeforeStart).toBe(false);
    expect(plan.stopAt).toBe(10_000);
    expect(plan.requested).toBe(0);
    expect(progress).toEqual([{ kind: 'starting' }, { kind: 'recording', left: 3 }, { kind: 'recording', left: 2 }, { kind: 'recording', left: 1 }]);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const bytes = new Uint8Array(await r.blob.arrayBuffer());
    // The chunks in delivery order: the header first, the Cues last.
    expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect([...bytes.subarray(bytes.length - 5)]).toEqual([...CUES]);
    expect(r.ms).toBe(3_000);
    // The 1 ms placeholder now holds the recorded length.
    const at = bytes.findIndex((b, i) => b === 0x44 && bytes[i + 1] === 0x89);
    expect(new DataView(bytes.buffer, bytes.byteOffset + at + 3, 8).getFloat64(0)).toBe(3_000);
  });

  it('states the frames’ span when they run longer than the clock did', async () => {
    plan.chunks = [liveWebm(50), CUES]; // frames 0 … 4,900 ms
    const r = await run(3);
    expect(r.ok && r.ms).toBe(4_900);
  });

  it('refuses a recording without its header or without a frame, with one line', async () => {
    plan.chunks = [CUES];
    const headless = await run(3);
    expect(headless).toEqual({ ok: false, message: 'The recording came back without its header; try again.' });
    plan.chunks = [liveWebm(0), CUES];
    expect(await run(3)).toEqual({ ok: false, message: 'The recording holds no frame of the table; try again.' });
  });

  it('gives up with a message when the recorder never begins', async () => {
    plan.startAfterMs = CLIP_START_LIMIT_MS + 5_000;
    const r = await run(5);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/^The table drew no frame to record/);
    expect(plan.stopAt).toBe(CLIP_START_LIMIT_MS);
  });

  it('reads the frames of a live WebM', () => {
    expect(webmFrames(liveWebm(4))).toEqual({ count: 4, spanMs: 300 });
    expect(webmFrames(CUES)).toEqual({ count: 0, spanMs: 0 });
    expect(webmFrames(new Uint8Array())).toEqual({ count: 0, spanMs: 0 });
  });
});
