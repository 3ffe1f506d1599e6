import { groupByRoom } from '../broadcast/mark-room';
import { useWidth } from '../broadcast/useWidth';

/** A moment of the replay as the marks need it (the broadcast's moments fit). */
export interface MarkMoment {
  readonly step: number;
  readonly text: string;
  readonly incident: boolean;
}

export interface PlaybackMarksProps {
  readonly moments: readonly MarkMoment[];
  /** The last step (the slider's maximum). */
  readonly last: number;
  onSeek(step: number): void;
}

/** The moments of a replay under its slider, for any game (as in Replay mode): an incident is "!", any other a dot; a click jumps there. */
export function PlaybackMarks({ moments, last, onSeek }: PlaybackMarksProps) {
  const [ref, width] = useWidth();
  // Until the bar is measured, a phone's width: never more marks than fit.
  const groups = groupByRoom(moments, last, width || 300);
  return (
    <div className="play-marks" ref={ref}>
      {groups.map((g) => {
        const incidents = g.items.filter((m) => m.incident).length;
        const shown = g.items.slice(0, 3).map((m) => m.text);
        const title = g.items.length > 3 ? `${shown.join('; ')}; and ${g.items.length - 3} more` : shown.join('; ');
        return (
          <button
            key={g.step}
            type="button"
            className={incidents > 0 ? 'play-mark incident' : 'play-mark'}
            style={{ left: `${(g.step / Math.max(1, last)) * 100}%` }}
            title={title}
            aria-label={`Move ${g.step}: ${title}`}
            onClick={() => onSeek(g.step)}
          >
            {incidents > 0 ? '!' : '•'}
            {g.items.length > 1 && <sub>{g.items.length}</sub>}
          </button>
        );
      })}
    </div>
  );
}
