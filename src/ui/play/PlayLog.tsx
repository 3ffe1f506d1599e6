import { useEffect, useRef } from 'react';
import type { LogLine } from '../../app/play/session';

/** What happened so far in words, newest last. */
export function PlayLog({ log }: { log: readonly LogLine[] }) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log]);
  if (log.length === 0) return null;
  return (
    <ol className="event-list race-log play-log" aria-label="Game log" ref={list}>
      {log.map((r, i) => (
        <li key={i}>{r.text}</li>
      ))}
    </ol>
  );
}
