import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { useDrawnDelta } from '../demand';
import { GOVERNOR_DEFAULTS, governFrame, startGovernor, type GovernorOptions, type GovernorState } from './governor';
import type { QualityLevel } from './levels';
import { SMOOTH_DEFAULTS, smoothRun } from './smooth';

/**
 * Auto quality inside the canvas: times every frame (R3F's frame delta) and
 * feeds it to the governor, starting at `start`; calls `onLevel` when the
 * governor steps. Per-frame work stays out of React: the governor's state is
 * a ref, and React renders only when the level changes. Mounted only while
 * the choice is Auto, so choosing Auto again starts afresh. With `onSmooth`
 * (a canvas made without antialiasing), it is called once after a run of
 * fast frames at High (see smooth.ts). On a canvas that draws on demand
 * (Build) the loop stands still between changes; the first frame after it
 * starts again spans the idle time, not a draw, so it is not timed.
 */
export function AdaptiveQuality({ start, onLevel, onSmooth, options = GOVERNOR_DEFAULTS }: { start: QualityLevel; onLevel: (level: QualityLevel) => void; onSmooth?: (() => void) | undefined; options?: GovernorOptions }) {
  const state = useRef<GovernorState | null>(null);
  const run = useRef(0);
  const drawn = useDrawnDelta();
  useFrame((_, frameDelta) => {
    const delta = drawn(frameDelta, -1);
    if (delta < 0) return;
    const before = (state.current ??= startGovernor(start, options));
    const next = governFrame(before, delta * 1000, options);
    state.current = next;
    if (next.level !== before.level) onLevel(next.level);
    if (!onSmooth || run.current < 0) return;
    run.current = smoothRun(run.current, next.level, delta * 1000);
    if (run.current >= SMOOTH_DEFAULTS.frames) {
      run.current = -1;
      onSmooth();
    }
  });
  return null;
}
