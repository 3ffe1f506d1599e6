import { useEffect } from 'react';
import { choreograph } from '../../games/start-frei/table/choreography';
import { useRaceStore } from './race-store';
import { whoActs } from './controller';

/**
 * Bots play at a watchable pace: each bot action waits for the animation of
 * the previous action (its choreography ÷ the pace). 'instant' plays every
 * bot action up to the next person at once.
 */
export function useBotDriver(): void {
  const seq = useRaceStore((s) => s.seq);
  const paused = useRaceStore((s) => s.paused);
  const pace = useRaceStore((s) => s.pace);
  useEffect(() => {
    const s = useRaceStore.getState();
    if (!s.state || paused || s.state.phase === 'over') return;
    const who = whoActs(s.state);
    if (who < 0 || s.setup.seats[who]?.kind === 'human') return;
    if (pace === 'instant') {
      const id = setTimeout(() => useRaceStore.getState().finishBots(), 0);
      return () => clearTimeout(id);
    }
    const wait = (s.animate ? choreograph(s.events).duration : 0) / pace + 60;
    const id = setTimeout(() => useRaceStore.getState().botStep(), wait);
    return () => clearTimeout(id);
  }, [seq, paused, pace]);
}
