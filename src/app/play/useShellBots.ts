import { useEffect } from 'react';
import { botActors, isOver, type PlaySession } from './session';
import { BOT_MS, shownSession, usePlayStore } from './play-store';

/** How long the move shown takes to watch at 1×: as long as the game's table shows its events, else BOT_MS. */
export function watchMs(session: PlaySession | null): number {
  const events = session?.lastEvents ?? [];
  const own = session?.client?.showMs;
  if (!own || events.length === 0) return BOT_MS;
  try {
    return own(events) + 60;
  } catch {
    return BOT_MS;
  }
}

/**
 * The bots of the shell's game play at a watchable pace: each bot move waits
 * for the table to show the move before it (the game's `showMs`, else
 * BOT_MS) ÷ the pace; 'instant' plays every bot move there is at once. People
 * acting at the same time are not held up: the bots' timer runs beside them.
 */
export function useShellBots(): void {
  const seq = usePlayStore((s) => s.seq);
  const paused = usePlayStore((s) => s.paused);
  const pace = usePlayStore((s) => s.pace);
  useEffect(() => {
    const store = usePlayStore.getState();
    const { session, watching } = store;
    const wait = watchMs(shownSession(store));
    if (watching) {
      // A replay being watched steps on at the pace; no bot plays meanwhile.
      if (!watching.playing || watching.index >= watching.frames.length - 1) return;
      const id = setTimeout(() => usePlayStore.getState().seek(watching.index + 1), pace === 'instant' ? 30 : wait / pace);
      return () => clearTimeout(id);
    }
    if (!session || paused || isOver(session) || botActors(session).length === 0) return;
    if (pace === 'instant') {
      const id = setTimeout(() => usePlayStore.getState().finishBots(), 0);
      return () => clearTimeout(id);
    }
    const id = setTimeout(() => usePlayStore.getState().botStep(), wait / pace);
    return () => clearTimeout(id);
  }, [seq, paused, pace]);
}
