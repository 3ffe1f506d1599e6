import { useEffect } from 'react';
import { botActors, isOver } from './session';
import { BOT_MS, usePlayStore } from './play-store';

/**
 * The bots of the shell's game play at a watchable pace: one bot move every
 * BOT_MS ÷ the pace; 'instant' plays every bot move there is at once. People
 * acting at the same time are not held up: the bots' timer runs beside them.
 */
export function useShellBots(): void {
  const seq = usePlayStore((s) => s.seq);
  const paused = usePlayStore((s) => s.paused);
  const pace = usePlayStore((s) => s.pace);
  useEffect(() => {
    const { session, watching } = usePlayStore.getState();
    if (watching) {
      // A replay being watched steps on at the pace; no bot plays meanwhile.
      if (!watching.playing || watching.index >= watching.frames.length - 1) return;
      const id = setTimeout(() => usePlayStore.getState().seek(watching.index + 1), pace === 'instant' ? 30 : BOT_MS / pace);
      return () => clearTimeout(id);
    }
    if (!session || paused || isOver(session) || botActors(session).length === 0) return;
    if (pace === 'instant') {
      const id = setTimeout(() => usePlayStore.getState().finishBots(), 0);
      return () => clearTimeout(id);
    }
    const id = setTimeout(() => usePlayStore.getState().botStep(), BOT_MS / pace);
    return () => clearTimeout(id);
  }, [seq, paused, pace]);
}
