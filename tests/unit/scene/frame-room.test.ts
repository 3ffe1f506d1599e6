import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extentMoved, frameRoomNow, INSET_SLACK, insetMoved, MAX_WAIT_FRAMES, NO_INSET, reportScreenInset, reportTableExtent, setFrameScheduler, settleFrameRoom, type FrameScheduler } from '../../../src/scene/frame-room';
import { easeInOut } from '../../../src/scene/FramedCamera';

/** Frames driven by hand: each `frame()` runs what was booked for the next frame. */
function handFrames() {
  let booked: (() => void)[] = [];
  const scheduler: FrameScheduler = (run) => {
    booked.push(run);
  };
  return {
    scheduler,
    frame() {
      const now = booked;
      booked = [];
      for (const run of now) run();
    },
    get booked() {
      return booked.length;
    },
  };
}

let frames = handFrames();
let before: FrameScheduler = null;
beforeEach(() => {
  frames = handFrames();
  before = setFrameScheduler(frames.scheduler);
});
afterEach(() => {
  reportScreenInset('strip', null);
  reportScreenInset('cards', null);
  reportTableExtent('row', null);
  reportTableExtent('dice', null);
  settleFrameRoom();
  for (let i = 0; i < MAX_WAIT_FRAMES + 2; i++) frames.frame();
  setFrameScheduler(before);
});

describe('the framing room settles once from the final set of reports', () => {
  it('reports arriving over several frames are handed out together, a frame after the last', () => {
    const seen: ReturnType<typeof frameRoomNow>[] = [];
    // What the camera would be framed from, looked at every frame.
    const watch = () => {
      const now = frameRoomNow();
      if (seen.length === 0 || seen[seen.length - 1]!.inset !== now.inset || seen[seen.length - 1]!.extent !== now.extent) seen.push(now);
    };
    watch();
    reportScreenInset('strip', { ...NO_INSET, bottom: 120 });
    frames.frame();
    watch();
    reportTableExtent('row', { minX: 0, maxX: 10, minZ: 6, maxZ: 8 });
    frames.frame();
    watch();
    reportScreenInset('strip', { ...NO_INSET, bottom: 160 });
    reportTableExtent('dice', { minX: -2, maxX: 1, minZ: 0, maxZ: 1 });
    expect(frameRoomNow().pending).toBe(true);
    frames.frame();
    watch();
    // Still nothing handed out: a report came during the last frame.
    expect(frameRoomNow().inset).toEqual(NO_INSET);
    frames.frame();
    watch();
    expect(frameRoomNow().pending).toBe(false);
    expect(frames.booked).toBe(0);
    // One change from the empty room to the final one: the strip's last height and both objects.
    expect(seen).toHaveLength(2);
    expect(seen[1]!.inset).toEqual({ ...NO_INSET, bottom: 160 });
    expect(seen[1]!.extent).toEqual({ minX: -2, maxX: 10, minZ: 0, maxZ: 8 });
  });

  it('a panel whose height changes by a few pixels does not move the table; past the slack, or closed, it does', () => {
    reportScreenInset('cards', { ...NO_INSET, top: 100 });
    frames.frame();
    frames.frame();
    const settled = frameRoomNow().inset;
    expect(settled.top).toBe(100);
    for (const top of [104, 97, 100 + INSET_SLACK]) {
      reportScreenInset('cards', { ...NO_INSET, top });
      frames.frame();
      frames.frame();
      expect(frameRoomNow().inset).toBe(settled);
    }
    reportScreenInset('cards', { ...NO_INSET, top: 100 + INSET_SLACK + 1 });
    frames.frame();
    frames.frame();
    expect(frameRoomNow().inset.top).toBe(100 + INSET_SLACK + 1);
    reportScreenInset('cards', null);
    frames.frame();
    frames.frame();
    expect(frameRoomNow().inset).toEqual(NO_INSET);
  });

  it('a panel that never stops resizing is settled anyway after a bounded wait', () => {
    let n = 0;
    for (; n < MAX_WAIT_FRAMES + 5 && frameRoomNow().inset.bottom === 0; n++) {
      reportScreenInset('strip', { ...NO_INSET, bottom: 200 + (n % 2) * 3 });
      frames.frame();
    }
    expect(frameRoomNow().inset.bottom).toBeGreaterThanOrEqual(200);
    expect(n).toBeLessThanOrEqual(MAX_WAIT_FRAMES);
  });

  it('a panel measured again with the same numbers (its text changed, not its reach) leaves a settled room at rest', () => {
    reportScreenInset('cards', { ...NO_INSET, top: 96 });
    reportTableExtent('row', { minX: 0, maxX: 10, minZ: 6, maxZ: 8 });
    for (let i = 0; i < 3; i++) frames.frame();
    expect(frameRoomNow().pending).toBe(false);
    const settled = frameRoomNow();
    // A bot's move re-measures the seat cards and re-reports the objects, every few frames: never "framing" again.
    for (let i = 0; i < 10; i++) {
      reportScreenInset('cards', { ...NO_INSET, top: 96 });
      reportTableExtent('row', { minX: 0, maxX: 10, minZ: 6, maxZ: 8 });
      expect(frameRoomNow().pending).toBe(false);
      expect(frames.booked).toBe(0);
      frames.frame();
    }
    expect(frameRoomNow().inset).toBe(settled.inset);
    expect(frameRoomNow().extent).toBe(settled.extent);
    // A real change still counts: the room waits for it to settle.
    reportScreenInset('cards', { ...NO_INSET, top: 150 });
    expect(frameRoomNow().pending).toBe(true);
    for (let i = 0; i < 3; i++) frames.frame();
    expect(frameRoomNow().inset.top).toBe(150);
  });

  it('what counts as a move of the room', () => {
    expect(insetMoved(NO_INSET, { ...NO_INSET, left: 1 })).toBe(true);
    expect(insetMoved({ ...NO_INSET, left: 1 }, NO_INSET)).toBe(true);
    expect(insetMoved({ ...NO_INSET, top: 50 }, { ...NO_INSET, top: 50 + INSET_SLACK })).toBe(false);
    expect(insetMoved({ ...NO_INSET, top: 50 }, { ...NO_INSET, top: 50 - INSET_SLACK - 1 })).toBe(true);
    const a = { minX: 0, maxX: 1, minZ: 0, maxZ: 1 };
    expect(extentMoved(null, null)).toBe(false);
    expect(extentMoved(null, a)).toBe(true);
    expect(extentMoved(a, null)).toBe(true);
    expect(extentMoved(a, { ...a, maxX: 1.01 })).toBe(false);
    expect(extentMoved(a, { ...a, minZ: -0.2 })).toBe(true);
  });

  it('the camera eases out of the old framing and into the new', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBeCloseTo(0.5);
    expect(easeInOut(0.1)).toBeLessThan(0.1);
    expect(easeInOut(0.9)).toBeGreaterThan(0.9);
    for (let t = 0; t < 1; t += 0.05) expect(easeInOut(t + 0.05)).toBeGreaterThanOrEqual(easeInOut(t));
  });
});
