import { PACES, usePlayStore, type Pace } from '../../app/play/play-store';
import { isBotSeat, type PlaySession } from '../../app/play/session';

/** Bot pace (1×–8× or instant), pause, and handing every person's seat to a bot to see the end. */
export function PlayControls({ session }: { session: PlaySession }) {
  const pace = usePlayStore((s) => s.pace);
  const paused = usePlayStore((s) => s.paused);
  const { setPace, setPaused, letBotsFinish } = usePlayStore.getState();
  const people = session.seats.some((_, i) => !isBotSeat(session, i));
  const bots = Object.keys(session.game.bots).length > 0;
  return (
    <div className="bot-controls" role="group" aria-label="Bot controls">
      <label>
        Pace{' '}
        <select aria-label="Pace" value={String(pace)} onChange={(e) => setPace(e.target.value === 'instant' ? 'instant' : (Number(e.target.value) as Pace))}>
          {PACES.map((p) => (
            <option key={String(p)} value={String(p)}>
              {p === 'instant' ? 'Instant' : `${p}×`}
            </option>
          ))}
        </select>
      </label>
      {bots && (
        <button type="button" onClick={() => setPaused(!paused)}>
          {paused ? 'Resume the bots' : 'Pause the bots'}
        </button>
      )}
      {people && bots && (
        <button type="button" onClick={letBotsFinish}>
          Let the bots finish
        </button>
      )}
    </div>
  );
}
