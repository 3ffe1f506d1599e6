import { PACES, useRaceStore, type Pace } from '../../app/race';

/** Bot pace (1×–8× or instant), pause, skip the bots to the next person. */
export function BotControls() {
  const pace = useRaceStore((s) => s.pace);
  const paused = useRaceStore((s) => s.paused);
  const { setPace, setPaused, finishBots } = useRaceStore.getState();
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
      <button type="button" onClick={() => setPaused(!paused)}>
        {paused ? 'Resume bots' : 'Pause bots'}
      </button>
      <button type="button" onClick={finishBots}>
        Skip to my turn
      </button>
    </div>
  );
}
