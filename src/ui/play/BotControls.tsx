import type { Pace } from '../../app/play/play-store';

const PACES: readonly Pace[] = [1, 2, 4, 8, 'instant'];

export interface BotControlsProps {
  readonly pace: Pace;
  readonly paused: boolean;
  setPace(pace: Pace): void;
  setPaused(paused: boolean): void;
  /** "Skip to my turn": the bots play at once up to the next person's turn; absent: not offered now. */
  onSkip?: (() => void) | undefined;
  /** "Let the bots finish": the people are done, the bots play to the end; absent: not offered now. */
  onFinish?: (() => void) | undefined;
  /** "Hand my seats to the bots": a bot plays each person's seat from now on; absent: not offered. */
  onHand?: (() => void) | undefined;
}

/**
 * One set of bot controls for every game: the pace (1×–8× or instant), pause, skip to my turn, let the bots finish
 * (never a person's seat) and, said apart, handing one's seats to the bots.
 */
export function BotControls({ pace, paused, setPace, setPaused, onSkip, onFinish, onHand }: BotControlsProps) {
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
        {paused ? 'Resume the bots' : 'Pause the bots'}
      </button>
      {onSkip && (
        <button type="button" onClick={onSkip}>
          Skip to my turn
        </button>
      )}
      {onFinish && (
        <button type="button" onClick={onFinish}>
          Let the bots finish
        </button>
      )}
      {onHand && (
        <button type="button" className="link" onClick={onHand} title="A bot plays your seats to the end; the result says so.">
          Hand my seats to the bots
        </button>
      )}
    </div>
  );
}
