import { usePlayStore } from '../../app/play/play-store';
import { botActors, humanActors, isPersonSeat, peopleDone, type PlaySession } from '../../app/play/session';
import { BotControls } from './BotControls';

/** The shell's bot controls for the game in progress: what each control may do now decides whether it shows. */
export function PlayControls({ session }: { session: PlaySession }) {
  const pace = usePlayStore((s) => s.pace);
  const paused = usePlayStore((s) => s.paused);
  const { setPace, setPaused, finishBots, letBotsFinish, handToBots } = usePlayStore.getState();
  const bots = Object.keys(session.game.bots).length > 0;
  // At an online table the server paces its bots.
  if (!bots || session.online) return null;
  const people = session.seats.some((_, i) => isPersonSeat(session, i));
  const botsToAct = botActors(session).length > 0;
  const done = people && peopleDone(session);
  return (
    <BotControls
      pace={pace}
      paused={paused}
      setPace={setPace}
      setPaused={setPaused}
      onSkip={people && !done && botsToAct && humanActors(session).length === 0 ? finishBots : undefined}
      onFinish={done && botsToAct ? letBotsFinish : undefined}
      onHand={people && !done ? handToBots : undefined}
    />
  );
}
