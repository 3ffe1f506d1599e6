import { useEffect } from 'react';
import { useLearnStore } from '../../app/learn';

/** PageDown / PageUp step through the lesson (a presenter's clicker sends them), unless typing in a field. */
export function useLearnKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT')) return;
      if (e.key === 'PageDown') useLearnStore.getState().stepBy(1);
      else if (e.key === 'PageUp') useLearnStore.getState().stepBy(-1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
