import { useEffect, useRef } from 'react';
import { addTail } from '@react-three/fiber';

/**
 * For a canvas that draws on demand: the frame delta with the idle time left
 * out. R3F's clock runs on while its loop stands still, so the first frame
 * after the loop starts again has a delta of the whole pause; this returns
 * `idle` for that frame (R3F calls tail effects when its loop stops).
 * On a canvas that always draws the loop never stops and deltas pass as
 * they are (but the very first).
 */
export function useDrawnDelta(): (delta: number, idle: number) => number {
  const resumed = useRef(true);
  useEffect(() => addTail(() => void (resumed.current = true)), []);
  return (delta, idle) => {
    if (!resumed.current) return delta;
    resumed.current = false;
    return idle;
  };
}
