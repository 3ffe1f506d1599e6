import { useEffect } from 'react';
import { useTeachStore } from '../../app/teach';

/** PageDown / PageUp (a presenter's clicker) and the arrow keys step through the moves, unless typing in a field. */
export function useTeachKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT')) return;
      // The mode tabs use the arrow keys themselves.
      if (t?.closest?.('[role="tablist"]')) return;
      if (e.key === 'PageDown' || e.key === 'ArrowRight') useTeachStore.getState().stepBy(1);
      else if (e.key === 'PageUp' || e.key === 'ArrowLeft') useTeachStore.getState().stepBy(-1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
