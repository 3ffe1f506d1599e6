import { describe, expect, it } from 'vitest';
import { patchDuration } from '../../../src/app/broadcast/clip';

/** The opening of a WebM as Chromium's MediaRecorder writes it: EBML header, a live Segment (unknown size), Info with TimecodeScale and a 1 ms Duration placeholder, then a Cluster. */
function liveWebm(duration: number[] | null): Uint8Array {
  const scale = [0x2a, 0xd7, 0xb1, 0x83, 0x0f, 0x42, 0x40];
  const dur = duration ? [0x44, 0x89, 0x80 | duration.length, ...duration] : [];
  const info = [...scale, ...dur];
  return new Uint8Array([
    0x1a, 0x45, 0xdf, 0xa3, 0x84, 0x42, 0x82, 0x81, 0x77,
    0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
    0x15, 0x49, 0xa9, 0x66, 0x80 | info.length, ...info,
    0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xe7, 0x81, 0x00,
  ]);
}

describe('patchDuration', () => {
  it("writes the clip's length over Chromium's 1 ms placeholder (a 4-byte float)", () => {
    const b = liveWebm([0x3f, 0x80, 0x00, 0x00]);
    expect(patchDuration(b, 3012.5)).toBe(true);
    const at = b.findIndex((v, i) => v === 0x44 && b[i + 1] === 0x89) + 3;
    expect(new DataView(b.buffer).getFloat32(at)).toBe(3012.5);
  });

  it('writes an 8-byte float too', () => {
    const b = liveWebm([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(patchDuration(b, 4999.25)).toBe(true);
    const at = b.findIndex((v, i) => v === 0x44 && b[i + 1] === 0x89) + 3;
    expect(new DataView(b.buffer).getFloat64(at)).toBe(4999.25);
  });

  it('says so when the header has no Duration (the library appends one then), and changes nothing', () => {
    const b = liveWebm(null);
    const before = [...b];
    expect(patchDuration(b, 3000)).toBe(false);
    expect([...b]).toEqual(before);
  });

  it('refuses bytes that are not EBML', () => {
    expect(patchDuration(new Uint8Array([0, 1, 2, 3]), 3000)).toBe(false);
  });
});
