/**
 * Auto quality's decision, as a pure function of frame times (no clock, no
 * React): frames are gathered into short windows; a slow window steps the
 * level down, a run of fast windows steps it up. Hysteresis keeps it from
 * flip-flopping: the slow and fast bounds are far apart, stepping up takes
 * several fast windows in a row, the frames right after a change (shaders
 * compiling) are not counted, and after a few reversals the level that
 * failed is not tried again. A very slow window (software WebGL at a few
 * frames a second) goes straight to the lowest level.
 */
import { QUALITY_LEVELS, higherLevel, levelRank, lowerLevel, type QualityLevel } from './levels';

export interface GovernorOptions {
  /** A window closes after this many frames… */
  readonly windowFrames: number;
  /** …or once its frames add up to this many milliseconds (but never with fewer than `minFrames`). */
  readonly windowMs: number;
  readonly minFrames: number;
  /** A window whose median frame is slower than this steps down (ms; 1000 / 30 fps). */
  readonly slowMs: number;
  /** A window whose median frame is faster than this counts towards stepping up (ms; 1000 / 55 fps). */
  readonly fastMs: number;
  /** A window slower than this goes straight to the lowest level. */
  readonly verySlowMs: number;
  /** Fast windows in a row before stepping up. */
  readonly upWindows: number;
  /** Windows ignored after each change. */
  readonly coolDownWindows: number;
  /** After this many reversals (up, then down again) the level stops stepping up past where it fell back to. */
  readonly maxFlips: number;
  /** A single frame counts as at most this long (a hidden tab, a debugger pause). */
  readonly maxFrameMs: number;
}

export const GOVERNOR_DEFAULTS: GovernorOptions = {
  windowFrames: 30,
  windowMs: 600,
  minFrames: 3,
  slowMs: 1000 / 30,
  fastMs: 1000 / 55,
  verySlowMs: 1000 / 12,
  upWindows: 4,
  coolDownWindows: 1,
  maxFlips: 2,
  maxFrameMs: 1000,
};

export interface GovernorState {
  readonly level: QualityLevel;
  /** The highest level Auto may still step up to. */
  readonly ceiling: QualityLevel;
  /** The frame times of the open window. */
  readonly window: readonly number[];
  readonly sumMs: number;
  readonly fastStreak: number;
  readonly coolDown: number;
  readonly flips: number;
  readonly lastMove: 'up' | 'down' | null;
  /** Median frame of the last closed window (ms), 0 before the first. */
  readonly lastMedianMs: number;
}

export function startGovernor(level: QualityLevel, options: GovernorOptions = GOVERNOR_DEFAULTS): GovernorState {
  return { level, ceiling: 'high', window: [], sumMs: 0, fastStreak: 0, coolDown: options.coolDownWindows, flips: 0, lastMove: null, lastMedianMs: 0 };
}

function changed(state: GovernorState, level: QualityLevel, move: 'up' | 'down', typical: number, options: GovernorOptions): GovernorState {
  const reversal = move === 'down' && state.lastMove === 'up';
  const flips = state.flips + (reversal ? 1 : 0);
  const ceiling = reversal && flips >= options.maxFlips ? level : state.ceiling;
  return { ...state, level, ceiling, window: [], sumMs: 0, fastStreak: 0, coolDown: options.coolDownWindows, flips, lastMove: move, lastMedianMs: typical };
}

/** Counts one frame of `frameMs` milliseconds; returns the new state (its `level` is what to draw). */
export function governFrame(state: GovernorState, frameMs: number, options: GovernorOptions = GOVERNOR_DEFAULTS): GovernorState {
  const ms = Number.isFinite(frameMs) && frameMs > 0 ? Math.min(frameMs, options.maxFrameMs) : 0;
  if (ms === 0) return state;
  const window = [...state.window, ms];
  const sumMs = state.sumMs + ms;
  const full = window.length >= options.windowFrames || (window.length >= options.minFrames && sumMs >= options.windowMs);
  if (!full) return { ...state, window, sumMs };
  // The median, not the mean: one long frame (a texture upload, a garbage collection) is not a slow machine.
  const typical = median(window);
  const closed = { ...state, window: [], sumMs: 0, lastMedianMs: typical };
  if (state.coolDown > 0) return { ...closed, coolDown: state.coolDown - 1 };
  const lowest = QUALITY_LEVELS[0]!;
  if (typical > options.verySlowMs && state.level !== lowest) return changed(state, lowest, 'down', typical, options);
  if (typical > options.slowMs && state.level !== lowest) return changed(state, lowerLevel(state.level), 'down', typical, options);
  if (typical < options.fastMs && levelRank(state.level) < levelRank(state.ceiling)) {
    const fastStreak = state.fastStreak + 1;
    if (fastStreak >= options.upWindows) return changed(state, higherLevel(state.level), 'up', typical, options);
    return { ...closed, fastStreak };
  }
  return { ...closed, fastStreak: 0 };
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Feeds a list of frame times through the governor (tests, and a quick look at a recorded run). */
export function governFrames(state: GovernorState, frameTimes: readonly number[], options: GovernorOptions = GOVERNOR_DEFAULTS): GovernorState {
  let s = state;
  for (const t of frameTimes) s = governFrame(s, t, options);
  return s;
}
