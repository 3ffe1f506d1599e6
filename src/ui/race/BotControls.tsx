import { useRaceStore } from '../../app/race';
import { BotControls as ShellBotControls } from '../play/BotControls';

/** Race mode's bot controls: the shell's one set (pace, pause, skip to my turn) over the race's store. */
export function BotControls() {
  const pace = useRaceStore((s) => s.pace);
  const paused = useRaceStore((s) => s.paused);
  const { setPace, setPaused, finishBots } = useRaceStore.getState();
  return <ShellBotControls pace={pace} paused={paused} setPace={setPace} setPaused={setPaused} onSkip={finishBots} />;
}
