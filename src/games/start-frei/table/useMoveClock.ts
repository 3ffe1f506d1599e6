import { useMemo } from 'react';
import { useFrame } from '@react-three/fiber';
import type { GameEvent } from '../../../rules/start-frei';
import { choreograph } from './choreography';
import type { ActionClock } from './clock';

/**
 * The clock of the move the shell shows: its events as clips (choreography.ts), from 0 when the move follows the one
 * shown before and motion is wanted, else done at once (Infinity). Made in render, so every object sees the new clips
 * and the reset time in the same frame; `useAdvance` moves it on.
 */
export function useMoveClock(events: readonly { readonly type: string }[], moveKey: number, animate: boolean): ActionClock {
  return useMemo<ActionClock>(() => {
    const c = choreograph(animate ? (events as readonly GameEvent[]) : []);
    return { seq: moveKey, clips: c.clips, duration: c.duration, t: animate ? 0 : Infinity };
  }, [events, moveKey, animate]);
}

/** Advances a clock by the frame time (capped, so a background tab resumes without skipping a whole animation). */
export function useAdvance(clock: ActionClock, speed = 1): void {
  useFrame((_, delta) => {
    if (clock.t !== Infinity) clock.t += Math.min(delta, 0.1) * 1000 * speed;
  });
}
