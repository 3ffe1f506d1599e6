import { useMemo } from 'react';
import { useFrame } from '@react-three/fiber';
import { choreograph } from '../../games/start-frei/table/choreography';
import type { ActionClock, SceneFeed } from './feed';

/**
 * One clock per shown action, created in render so every child sees the new
 * clips and the reset time in the same frame; advanced in useFrame by the
 * frame time × speed (changing speed mid-animation just changes the rate).
 */
export function useActionClock(feed: SceneFeed): ActionClock {
  const { seq, events, animate } = feed;
  const clock = useMemo<ActionClock>(() => {
    const c = choreograph(animate ? events : []);
    return { seq, clips: c.clips, duration: c.duration, t: animate ? 0 : Infinity };
  }, [seq, events, animate]);
  const speed = feed.speed;
  useFrame((_, delta) => {
    // Cap the step: a background tab resumes without skipping a whole animation.
    if (clock.t !== Infinity) clock.t += Math.min(delta, 0.1) * 1000 * speed;
  });
  return clock;
}
