/**
 * What a browser test needs to know of a WebM file, read from its EBML
 * elements (Matroska's element ids): the document type, whether it has a
 * video track, the duration its header states, and the timestamps of its
 * frames (clusters' timecodes plus each block's offset). Masters of unknown
 * size (as MediaRecorder writes a live Segment and its Clusters) are read
 * into, so their children are walked in order.
 */
const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackType: 0x83,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
} as const;

/** Elements whose content is more elements: walked into rather than skipped. */
const MASTERS = new Set<number>([ID.ebml, ID.segment, ID.info, ID.tracks, ID.trackEntry, ID.cluster, ID.blockGroup]);

export interface WebmFacts {
  readonly docType: string | null;
  readonly video: boolean;
  /** The Segment's stated duration in milliseconds, or null when the header has none. */
  readonly durationMs: number | null;
  readonly blocks: number;
  /** Timestamp of the last frame, milliseconds from the first cluster. */
  readonly lastBlockMs: number;
}

function readVint(b: Buffer, at: number, keepMarker: boolean): { value: number; length: number; unknown: boolean } {
  const first = b[at]!;
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  if (length > 8) throw new Error(`bad EBML number at byte ${at}`);
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === (0xff >> length);
  for (let i = 1; i < length; i++) {
    value = value * 256 + b[at + i]!;
    if (b[at + i] !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(b: Buffer, at: number, size: number): number {
  let v = 0;
  for (let i = 0; i < size; i++) v = v * 256 + b[at + i]!;
  return v;
}

export function webmFacts(b: Buffer): WebmFacts {
  let docType: string | null = null;
  let video = false;
  let scale = 1_000_000;
  let duration: number | null = null;
  let cluster = 0;
  let first: number | null = null;
  let blocks = 0;
  let last = 0;
  let at = 0;
  while (at < b.length) {
    const id = readVint(b, at, true);
    const size = readVint(b, at + id.length, false);
    const data = at + id.length + size.length;
    if (MASTERS.has(id.value)) {
      at = data;
      continue;
    }
    if (size.unknown || data + size.value > b.length) break;
    const n = size.value;
    if (id.value === ID.docType) docType = b.toString('latin1', data, data + n);
    else if (id.value === ID.timecodeScale) scale = readUint(b, data, n);
    else if (id.value === ID.duration) duration = n === 4 ? b.readFloatBE(data) : b.readDoubleBE(data);
    else if (id.value === ID.trackType) video ||= readUint(b, data, n) === 1;
    else if (id.value === ID.timecode) {
      cluster = readUint(b, data, n);
      first ??= cluster;
    } else if (id.value === ID.simpleBlock || id.value === ID.block) {
      const track = readVint(b, data, false);
      const offset = b.readInt16BE(data + track.length);
      blocks++;
      last = Math.max(last, cluster + offset - (first ?? 0));
    }
    at = data + n;
  }
  const ms = scale / 1_000_000;
  return { docType, video, durationMs: duration === null ? null : duration * ms, blocks, lastBlockMs: last * ms };
}
