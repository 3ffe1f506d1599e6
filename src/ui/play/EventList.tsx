import { useEffect, useRef } from 'react';
import { playbackEvents } from '../../app/play/moments';
import type { PlaySession } from '../../app/play/session';

/** Every event of a replay in order, for any game; the move shown is highlighted and a click jumps there. */
export function EventList({ frames, step, onSeek }: { frames: readonly PlaySession[]; step: number; onSeek: (step: number) => void }) {
  const rows = playbackEvents(frames);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    list.current?.querySelector<HTMLElement>('[aria-current="step"]')?.scrollIntoView({ block: 'nearest' });
  }, [step]);
  // The row of the move shown is the last one at or before it.
  let current = -1;
  for (let i = 0; i < rows.length && rows[i]!.step <= step; i++) current = i;
  return (
    <ol className="event-list" aria-label="Events" ref={list}>
      {rows.map((r, i) => (
        <li key={i} aria-current={i === current ? 'step' : undefined} className={r.step > step ? 'future' : undefined}>
          <button type="button" onClick={() => onSeek(r.step)}>
            <span className="step">{r.step}</span> {r.text}
          </button>
        </li>
      ))}
    </ol>
  );
}
