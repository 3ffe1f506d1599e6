import { useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { GOVERNOR_DEFAULTS, governFrame, startGovernor, type GovernorOptions, type GovernorState } from './governor';
import type { QualityLevel } from './levels';

/**
 * Auto quality inside the canvas: times every frame (R3F's frame delta) and
 * feeds it to the governor, starting at `start`; calls `onLevel` when the
 * governor steps. Per-frame work stays out of React: the governor's state is
 * a ref, and React renders only when the level changes. Mounted only while
 * the choice is Auto, so choosing Auto again starts afresh.
 */
export function AdaptiveQuality({ start, onLevel, options = GOVERNOR_DEFAULTS }: { start: QualityLevel; onLevel: (level: QualityLevel) => void; options?: GovernorOptions }) {
  const state = useRef<GovernorState | null>(null);
  useFrame((_, delta) => {
    const before = (state.current ??= startGovernor(start, options));
    const next = governFrame(before, delta * 1000, options);
    state.current = next;
    if (next.level !== before.level) onLevel(next.level);
  });
  return null;
}
