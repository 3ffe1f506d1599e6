import { useEffect, useRef } from 'react';
import { useTeachStore } from '../../app/teach';

/**
 * PageDown / PageUp (what a presenter's clicker sends) and the arrow keys, as in Replay, step: `stepBy` gets 1 or -1.
 * Not while typing in a field, and not on the mode tabs (they use the arrow keys themselves).
 */
export function useLessonKeys(stepBy: (delta: number) => void): void {
  const step = useRef(stepBy);
  step.current = stepBy;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT')) return;
      if (t?.closest?.('[role="tablist"]')) return;
      if (e.key === 'PageDown' || e.key === 'ArrowRight') step.current(1);
      else if (e.key === 'PageUp' || e.key === 'ArrowLeft') step.current(-1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The shell's own teaching view: the keys step through a lesson's steps, or through the moves. */
export function useTeachKeys(): void {
  useLessonKeys((d) => useTeachStore.getState().stepBy(d));
}
