import type { ReactNode } from 'react';
import { PlaybackMarks, type MarkMoment } from '../play/PlaybackMarks';

export interface WatchPanelProps {
  /** The moment shown: the table after this many moves. */
  readonly step: number;
  /** The newest moment (the live one). */
  readonly last: number;
  /** The watcher follows the live race (not dragged back). */
  readonly live: boolean;
  /** The host shows watchers everything this many moves late (null: live, no secrets). */
  readonly late: number | null;
  readonly moments: readonly MarkMoment[];
  readonly prevIncident: number | null;
  readonly nextIncident: number | null;
  onSeek(step: number): void;
  onLive(): void;
  /** What the panel adds under the controls: the camera, the charts, the events. */
  readonly children?: ReactNode;
}

/** Where the watcher is in the race, in a sentence (`late`: everything shown that many moves late). */
export function watchWords(step: number, last: number, live: boolean, late: number | null = null): string {
  const moves = (n: number) => (n === 1 ? '1 move' : `${n} moves`);
  if (late !== null) {
    const so = `${moves(last)} shown so far`;
    if (live) return `You are watching ${moves(late)} behind the race, with every player’s secrets in view: ${so}.`;
    return `You are looking back at ${step === 0 ? 'the start' : `move ${step}`}. The race goes on, ${moves(late)} ahead of you: ${so}.`;
  }
  const so = `${moves(last)} so far`;
  if (live) return last === 0 ? 'You are watching live: the race has just begun.' : `You are watching live: ${so}.`;
  return `You are looking back at ${step === 0 ? 'the start' : `move ${step}`}. The race goes on: ${so}.`;
}

/**
 * An online race's watcher (issue 31): the race's timeline, growing as moves arrive, with its incident marks; drag
 * it back to any moment (the table shows it while the race goes on) and "Back to live" returns to the race.
 */
export function WatchPanel({ step, last, live, late, moments, prevIncident, nextIncident, onSeek, onLive, children }: WatchPanelProps) {
  return (
    <div className={live ? 'play-playback online-watch live' : 'play-playback online-watch'} role="region" aria-label="Watching the race">
      <p className="whose-turn">
        {live && late === null && (
          <span className="online-live-badge" aria-hidden="true">
            Live
          </span>
        )}
        <span role="status">{watchWords(step, last, live, late)}</span>
      </p>
      <input className="play-timeline" type="range" aria-label="Move" min={0} max={Math.max(0, last)} step={1} value={step} onChange={(e) => onSeek(Number(e.target.value))} />
      <PlaybackMarks moments={moments} last={last} onSeek={onSeek} />
      <div className="bot-controls" role="group" aria-label="Timeline controls">
        <button type="button" aria-label="One move back" onClick={() => onSeek(step - 1)} disabled={step === 0}>
          ◀
        </button>
        <button type="button" aria-label="One move on" onClick={() => onSeek(step + 1)} disabled={live}>
          ▶
        </button>
        <button type="button" aria-label="Previous incident" onClick={() => prevIncident !== null && onSeek(prevIncident)} disabled={prevIncident === null}>
          ‹ Incident
        </button>
        <button type="button" aria-label="Next incident" onClick={() => nextIncident !== null && onSeek(nextIncident)} disabled={nextIncident === null}>
          Incident ›
        </button>
        {!live && (
          <button type="button" className="primary" onClick={onLive}>
            {late === null ? 'Back to live' : 'Back to the newest moment'}
          </button>
        )}
      </div>
      {children}
    </div>
  );
}
