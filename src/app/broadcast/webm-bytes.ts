/**
 * The few facts of a WebM file a clip needs, read from its EBML elements
 * (Matroska's element ids): the Duration to overwrite and the frames'
 * timestamps. MediaRecorder writes a live file: the Segment and its Clusters
 * have an unknown size, so masters are walked into rather than skipped.
 */

const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const CLUSTER = 0x1f43b675;
const TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;

/** Elements whose content is more elements. */
const MASTERS = new Set([SEGMENT, INFO, CLUSTER, BLOCK_GROUP]);

/** An EBML variable-length number at `at` (an id keeps its length marker, a size does not); `unknown` for a size of all ones. */
function vint(b: Uint8Array, at: number, id: boolean): { value: number; length: number; unknown: boolean } | null {
  const first = b[at];
  if (first === undefined || first === 0) return null;
  let length = 1;
  while (!(first & (0x80 >> (length - 1)))) length++;
  if (at + length > b.length) return null;
  let value = id ? first : first & (0xff >> length);
  let ones = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = b[at + i] ?? 0;
    value = value * 256 + byte;
    if (byte !== 0xff) ones = false;
  }
  return { value, length, unknown: !id && ones };
}

function uint(b: Uint8Array, at: number, size: number): number {
  let v = 0;
  for (let i = 0; i < size; i++) v = v * 256 + (b[at + i] ?? 0);
  return v;
}

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

export interface WebmFrames {
  /** How many frames (blocks) the file holds. */
  readonly count: number;
  /** From the first frame's time to the last one's, in ms. */
  readonly spanMs: number;
}

/** The frames of a WebM file, read up to its end or its first broken element. */
export function webmFrames(b: Uint8Array): WebmFrames {
  let scale = 1_000_000;
  let cluster = 0;
  let first: number | null = null;
  let last = 0;
  let count = 0;
  let at = 0;
  while (at < b.length) {
    const id = vint(b, at, true);
    const size = id && vint(b, at + id.length, false);
    if (!id || !size) break;
    const data = at + id.length + size.length;
    if (MASTERS.has(id.value)) {
      at = data;
      continue;
    }
    if (size.unknown || data + size.value > b.length) break;
    if (id.value === TIMECODE_SCALE) scale = uint(b, data, size.value);
    else if (id.value === TIMECODE) cluster = uint(b, data, size.value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = vint(b, data, false);
      if (!track || data + track.length + 2 > b.length) break;
      const offset = new DataView(b.buffer, b.byteOffset + data + track.length, 2).getInt16(0);
      const t = cluster + offset;
      first ??= t;
      last = Math.max(last, t);
      count++;
    }
    at = data + size.value;
  }
  if (first === null) return { count: 0, spanMs: 0 };
  return { count, spanMs: ((last - first) * scale) / 1_000_000 };
}
