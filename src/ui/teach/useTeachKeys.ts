import { useEffect, useRef } from 'react';
import { useTeachStore } from '../../app/teach';
import { useClassTeacher } from '../../app/class/class-store';

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

/**
 * The shell's own teaching view: the keys step through a lesson's steps, or through the moves. While a class is
 * open the forward key leads the class instead (ask, reveal, play it out: `advance`), back still steps back, and
 * End ends the class.
 */
export function useTeachKeys(): void {
  useLessonKeys((d) => {
    const c = useClassTeacher.getState();
    if (c.phase === 'open' && d > 0) c.advance();
    else useTeachStore.getState().stepBy(d);
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (e.key !== 'End' || (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT'))) return;
      const c = useClassTeacher.getState();
      if (c.phase !== 'open' || c.view?.phase === 'ended') return;
      e.preventDefault();
      c.end();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
