import { useEffect } from 'react';
import { useReplayStore } from './replay-store';

/**
 * Plays the replay: after each step's animation (its choreography's length
 * ÷ speed) the next step is shown. Runs on requestAnimationFrame and reads the
 * store directly, so React renders only when the step changes.
 */
export function usePlayback(): void {
  const playing = useReplayStore((s) => s.playing);
  useEffect(() => {
    if (!playing) return;
    let last = performance.now();
    let waited = 0;
    let raf = 0;
    const tick = (now: number) => {
      const s = useReplayStore.getState();
      if (!s.playing || !s.session) return;
      waited += Math.min(now - last, 100) * s.speed;
      last = now;
      const wait = s.step > 0 && s.animate ? (s.session.durations[s.step - 1] ?? 0) : 0;
      if (waited >= wait) {
        waited = Math.max(0, waited - wait);
        s.seek(s.step + 1, true);
      }
      raf = requestAnimationFrame(tick);
    };
    raf = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(raf);
  }, [playing]);
}
