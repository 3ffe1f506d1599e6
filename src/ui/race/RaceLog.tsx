import { useEffect, useRef } from 'react';
import { useRaceStore } from '../../app/race';
import { describeEvent } from '../../games/start-frei/describe-event';

/** What happened so far, newest last (the most recent events of the race). */
export function RaceLog({ names }: { names: readonly string[] }) {
  const log = useRaceStore((s) => s.log);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log]);
  return (
    <ol className="event-list race-log" aria-label="Race log" ref={list}>
      {log.map((r, i) => {
        const text = describeEvent(r.event, names);
        return text ? <li key={i}>{text}</li> : null;
      })}
    </ol>
  );
}
