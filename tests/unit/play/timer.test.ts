import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHourglass } from '../../../src/games/hourglass';

describe('the hourglass (fake clock)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs out after exactly its time, once, counting down on the way', () => {
    const up = vi.fn();
    const ticks: number[] = [];
    const h = createHourglass({ onTimeUp: up, onTick: (ms) => ticks.push(ms), tickMs: 1000 });
    h.start(30_000);
    vi.advanceTimersByTime(29_999);
    expect(up).not.toHaveBeenCalled();
    expect(h.view()).toMatchObject({ running: true, over: false, totalMs: 30_000 });
    expect(h.view().remainingMs).toBe(1);
    vi.advanceTimersByTime(1_000);
    expect(up).toHaveBeenCalledTimes(1);
    expect(h.view()).toMatchObject({ running: false, over: true, remainingMs: 0 });
    vi.advanceTimersByTime(60_000);
    expect(up).toHaveBeenCalledTimes(1);
    expect(ticks[0]).toBe(30_000);
    expect(ticks.at(-1)).toBe(0);
    expect(ticks).toEqual([...ticks].sort((a, b) => b - a));
  });

  it('a paused glass keeps its sand: the time hidden does not count', () => {
    const up = vi.fn();
    const h = createHourglass({ onTimeUp: up });
    h.start(30_000);
    vi.advanceTimersByTime(10_000);
    h.pause();
    expect(h.view()).toMatchObject({ paused: true, running: false, remainingMs: 20_000 });
    vi.advanceTimersByTime(120_000);
    expect(up).not.toHaveBeenCalled();
    h.resume();
    vi.advanceTimersByTime(19_900);
    expect(up).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(up).toHaveBeenCalledTimes(1);
  });

  it('stopping it never calls time up; turning it again starts afresh', () => {
    const up = vi.fn();
    const h = createHourglass({ onTimeUp: up });
    h.start(5_000);
    vi.advanceTimersByTime(4_000);
    h.stop();
    vi.advanceTimersByTime(10_000);
    expect(up).not.toHaveBeenCalled();
    h.resume();
    vi.advanceTimersByTime(10_000);
    expect(up).not.toHaveBeenCalled();
    h.start(5_000);
    vi.advanceTimersByTime(4_000);
    h.start(5_000);
    vi.advanceTimersByTime(4_000);
    expect(up).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_100);
    expect(up).toHaveBeenCalledTimes(1);
  });
});
