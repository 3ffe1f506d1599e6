/**
 * When Auto may turn antialiasing on (pure; frame times in, a yes out).
 * Antialiasing is the one setting a canvas cannot change once made: a canvas
 * made with it multiplies every pixel's cost, which a slow machine (software
 * WebGL) cannot afford even at Low. So under Auto the canvas starts without
 * it, and only after a run of fast frames at High is it made again with it
 * (once; the store remembers it for the next visit).
 */
import type { QualityLevel } from './levels';

export interface SmoothOptions {
  /** A frame faster than this counts (ms; 1000 / 55 fps, the governor's step-up bound). */
  readonly fastMs: number;
  /** Fast frames in a row at High before antialiasing is turned on. */
  readonly frames: number;
}

export const SMOOTH_DEFAULTS: SmoothOptions = { fastMs: 1000 / 55, frames: 120 };

/** Counts one frame; returns the new run of fast frames at High (`>= options.frames`: turn antialiasing on). */
export function smoothRun(run: number, level: QualityLevel, frameMs: number, options: SmoothOptions = SMOOTH_DEFAULTS): number {
  return level === 'high' && Number.isFinite(frameMs) && frameMs > 0 && frameMs < options.fastMs ? run + 1 : 0;
}
