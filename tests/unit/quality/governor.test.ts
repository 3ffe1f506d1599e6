import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GOVERNOR_DEFAULTS, governFrame, governFrames, startGovernor, type GovernorState } from '../../../src/scene/quality/governor';
import type { QualityLevel } from '../../../src/scene/quality/levels';

const frames = (ms: number, n: number) => Array.from({ length: n }, () => ms);
/** Every level the governor passes through while fed `times`. */
function levels(start: QualityLevel, times: readonly number[]): QualityLevel[] {
  let s: GovernorState = startGovernor(start);
  const seen: QualityLevel[] = [s.level];
  for (const t of times) {
    const next = governFrame(s, t);
    if (next.level !== s.level) seen.push(next.level);
    s = next;
  }
  return seen;
}

describe('auto quality governor', () => {
  it('goes straight to low under software WebGL (a few frames a second) within two seconds of frames', () => {
    // 120 ms frames: SwiftShader drawing the Learn table at 1280×800.
    let s = startGovernor('high');
    let elapsed = 0;
    while (s.level !== 'low' && elapsed < 10_000) {
      s = governFrame(s, 120);
      elapsed += 120;
    }
    expect(s.level).toBe('low');
    expect(elapsed).toBeLessThanOrEqual(2_000);
  });

  it('stays at high while frames are fast, and at low while they are slow', () => {
    expect(governFrames(startGovernor('high'), frames(16, 2000)).level).toBe('high');
    expect(governFrames(startGovernor('low'), frames(120, 2000)).level).toBe('low');
  });

  it('steps down one level at a time when frames are somewhat slow (40 ms, 25 fps)', () => {
    expect(levels('high', frames(40, 400))).toEqual(['high', 'medium', 'low']);
  });

  it('steps back up when frames become fast, but only after several fast windows in a row', () => {
    const s = governFrames(startGovernor('low'), frames(10, 30 * GOVERNOR_DEFAULTS.upWindows));
    expect(s.level).toBe('low'); // the cool-down window after start, then not yet enough fast windows
    expect(levels('low', frames(10, 2000))).toEqual(['low', 'medium', 'high']);
  });

  it('holds its level between the bounds (25 ms: neither slow nor fast)', () => {
    expect(levels('medium', frames(25, 3000))).toEqual(['medium']);
  });

  it('a single slow spike among fast frames does not step down', () => {
    const times = [...frames(16, 100), 400, ...frames(16, 100)];
    expect(levels('high', times)).toEqual(['high']);
  });

  it('the frames right after a change are not counted (shaders compiling)', () => {
    // 40 ms frames: a window is 15 frames (600 ms). The first window is not counted, the second steps to medium,
    // the third (right after the change) is not counted, the fourth steps to low.
    const after = (n: number) => governFrames(startGovernor('high'), frames(40, n)).level;
    expect([after(15), after(30), after(45), after(59), after(60)]).toEqual(['high', 'medium', 'medium', 'medium', 'low']);
  });

  it('does not flip-flop forever: after reversals it stops trying the level that failed', () => {
    // A machine that is fast at medium and slow at high: high is tried, fails, tried again, fails, then kept away.
    let s = startGovernor('medium');
    let changes = 0;
    for (let i = 0; i < 20_000; i++) {
      const next = governFrame(s, s.level === 'high' ? 45 : 12);
      if (next.level !== s.level) changes++;
      s = next;
    }
    expect(s.level).toBe('medium');
    expect(s.ceiling).toBe('medium');
    expect(changes).toBe(2 * GOVERNOR_DEFAULTS.maxFlips);
  });

  it('ignores frames that are not a time, and counts a very long one (a hidden tab) as one second', () => {
    const s = startGovernor('high');
    expect(governFrame(s, Number.NaN)).toBe(s);
    expect(governFrame(s, -5)).toBe(s);
    expect(governFrame(s, 0)).toBe(s);
    expect(governFrame(s, 60_000).window).toEqual([GOVERNOR_DEFAULTS.maxFrameMs]);
  });

  it('any series of frame times keeps the level a known one, and all-slow frames always end at low', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 2000, noNaN: true }), { maxLength: 400 }), fc.constantFrom<QualityLevel>('low', 'medium', 'high'), (times, start) => {
        const s = governFrames(startGovernor(start), times);
        expect(['low', 'medium', 'high']).toContain(s.level);
        expect(governFrames(s, frames(200, 40)).level).toBe('low');
      }),
    );
  });
});
