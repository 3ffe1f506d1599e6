import { useEffect, useMemo, useRef } from 'react';
import { useReplayStore } from '../../app/replay';
import { describeEvent } from '../../games/start-frei/describe-event';

interface Row {
  readonly step: number;
  readonly text: string;
}

/** Every event of the replay in order; the current step is highlighted and a click jumps there. */
export function EventList() {
  const session = useReplayStore((s) => s.session);
  const step = useReplayStore((s) => s.step);
  const seek = useReplayStore((s) => s.seek);
  const rows = useMemo<Row[]>(() => {
    if (!session) return [];
    const out: Row[] = [];
    session.seeker.events.forEach((list, i) => {
      for (const e of list) {
        const text = describeEvent(e, session.names);
        if (text) out.push({ step: i + 1, text });
      }
    });
    return out;
  }, [session]);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current?.querySelector<HTMLElement>('[aria-current="step"]');
    el?.scrollIntoView({ block: 'nearest' });
  }, [step]);
  if (!session) return null;
  // The row of the current step is the last one at or before it.
  let current = -1;
  for (let i = 0; i < rows.length && rows[i]!.step <= step; i++) current = i;
  return (
    <ol className="event-list" aria-label="Events" ref={list}>
      {rows.map((r, i) => (
        <li key={i} aria-current={i === current ? 'step' : undefined} className={r.step > step ? 'future' : undefined}>
          <button type="button" onClick={() => seek(r.step)}>
            <span className="step">{r.step}</span> {r.text}
          </button>
        </li>
      ))}
    </ol>
  );
}
