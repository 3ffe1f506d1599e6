import { useEffect } from 'react';
import { useReplayStore } from './replay-store';

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  // The timeline slider handles arrows itself; text fields and selects keep their keys.
  return ['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName) || el.isContentEditable;
}

/** Space plays/pauses; ←/→ step one action; Shift+←/→ one turn; N/P the next or previous incident; D back to the director; Home/End jump to the ends. */
export function useReplayKeys(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const s = useReplayStore.getState();
      if (!s.session || typing(e.target) || e.altKey || e.ctrlKey || e.metaKey) return;
      // The mode tabs use the arrows too.
      if ((e.target as HTMLElement | null)?.getAttribute?.('role') === 'tab') return;
      let handled = true;
      if (e.key === ' ') s.setPlaying(!s.playing);
      else if (e.key === 'ArrowRight') {
        if (e.shiftKey) s.turnBy(1);
        else s.stepBy(1);
      } else if (e.key === 'ArrowLeft') {
        if (e.shiftKey) s.turnBy(-1);
        else s.stepBy(-1);
      }
      else if (e.key === 'n' || e.key === 'N') s.incidentBy(1);
      else if (e.key === 'p' || e.key === 'P') s.incidentBy(-1);
      else if (e.key === 'd' || e.key === 'D') s.setCamera('tv');
      else if (e.key === 'Home') s.seek(0);
      else if (e.key === 'End') s.seek(s.session.seeker.length);
      else handled = false;
      if (handled) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
