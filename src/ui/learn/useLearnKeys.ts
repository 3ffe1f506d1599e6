import { useEffect } from 'react';
import { useLearnStore } from '../../app/learn';
import { useAppStore } from '../../app/store';

/** PageDown / PageUp step through the lesson (a presenter's clicker sends them), unless typing in a field. */
export function useLearnKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT')) return;
      // The mode tabs use the arrow keys themselves.
      if (t?.closest?.('[role="tablist"]')) return;
      // PageDown/PageUp are what a presenter's clicker sends; the arrow keys step as in Replay.
      if (e.key === 'PageDown' || e.key === 'ArrowRight') useLearnStore.getState().stepBy(1);
      else if (e.key === 'PageUp' || e.key === 'ArrowLeft') useLearnStore.getState().stepBy(-1);
      else if (e.key === 'Escape' && useAppStore.getState().presenting) useAppStore.getState().setPresenting(false);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
