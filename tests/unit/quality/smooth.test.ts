import { describe, expect, it } from 'vitest';
import { SMOOTH_DEFAULTS, smoothRun } from '../../../src/scene/quality/smooth';
import type { QualityLevel } from '../../../src/scene/quality/levels';

const feed = (level: QualityLevel, frames: readonly number[]) => frames.reduce((run, ms) => smoothRun(run, level, ms), 0);

describe('when Auto turns antialiasing on', () => {
  it('after a run of fast frames at High, not before', () => {
    const fast = Array(SMOOTH_DEFAULTS.frames).fill(10);
    expect(feed('high', fast)).toBe(SMOOTH_DEFAULTS.frames);
    expect(feed('high', fast.slice(1))).toBeLessThan(SMOOTH_DEFAULTS.frames);
  });

  it('never at Medium or Low, however fast', () => {
    expect(feed('medium', Array(500).fill(5))).toBe(0);
    expect(feed('low', Array(500).fill(5))).toBe(0);
  });

  it('a slow frame (software WebGL, a few frames a second) starts the run again', () => {
    const frames = [...Array(SMOOTH_DEFAULTS.frames - 1).fill(10), 200, ...Array(10).fill(10)];
    expect(feed('high', frames)).toBe(10);
    expect(smoothRun(5, 'high', Number.NaN)).toBe(0);
    expect(smoothRun(5, 'high', 0)).toBe(0);
  });
});
