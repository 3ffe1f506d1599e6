import { useState } from 'react';
import { groupByRoom } from '../broadcast/mark-room';
import { useWidth } from '../broadcast/useWidth';
import { SPEEDS, useReplayStore, type MarkKind } from '../../app/replay';

const MARK_ICON: Record<MarkKind, string> = { overtake: '⇈', chicane: '⚠', brake: '▼', drs: 'D', pit: 'P', lap: '⚑', finish: '★' };
const MARK_WORDS: Record<MarkKind, string> = { overtake: 'Overtaking', chicane: 'Chicane', brake: 'Braking behind a car', drs: 'DRS marker', pit: 'Pit stop', lap: 'Lap completed', finish: 'Finish' };
const KINDS = Object.keys(MARK_ICON) as MarkKind[];

interface Group {
  readonly kind: MarkKind;
  readonly step: number;
  readonly labels: string[];
}

/** Which kind a group of marks shows when it holds several: the end, then the incidents, then the rest. */
const KIND_ORDER: readonly MarkKind[] = ['finish', 'overtake', 'chicane', 'brake', 'pit', 'drs', 'lap'];
/**
 * Marks closer on the bar than `MARK_ROOM` pixels (whatever their kinds) are drawn as one, with their count and the
 * most telling kind's icon: the bar stays legible on long races and on a phone's short bar.
 */
export function groupMarks(marks: readonly { kind: MarkKind; step: number; label: string }[], length: number, width: number): Group[] {
  return groupByRoom(marks, length, width).map((g) => ({
    kind: KIND_ORDER.find((k) => g.items.some((m) => m.kind === k)) ?? g.items[0]!.kind,
    step: g.step,
    labels: g.items.map((m) => m.label),
  }));
}

function groupTitle(g: Group): string {
  const shown = g.labels.slice(0, 3).join('; ');
  return g.labels.length > 3 ? `${shown}; and ${g.labels.length - 3} more` : shown;
}

/** Play/pause, step, speed, and a slider with event markers; everything seeks through the snapshots. Lies in the overlay's foot under the caption (ReplayOverlay). */
export function Timeline() {
  const session = useReplayStore((s) => s.session);
  const step = useReplayStore((s) => s.step);
  const playing = useReplayStore((s) => s.playing);
  const speed = useReplayStore((s) => s.speed);
  const state = useReplayStore((s) => s.state);
  const { seek, stepBy, turnBy, incidentBy, setPlaying, setSpeed } = useReplayStore.getState();
  // On a phone only play/pause, the slider and the step show; the rest opens under "More" (replay.css).
  const [more, setMore] = useState(false);
  const [barRef, barWidth] = useWidth();
  if (!session) return null;
  const length = session.seeker.length;
  // Until the bar is measured, a phone's width: never more marks than fit.
  const groups = groupMarks(session.marks, length, barWidth || 300);
  const counts = new Map<MarkKind, number>();
  for (const m of session.marks) counts.set(m.kind, (counts.get(m.kind) ?? 0) + 1);
  const leaderLap = state ? Math.min(2, Math.max(...state.players.map((p) => p.laps)) + 1) : 1;
  return (
    <div className={more ? 'timeline more-open' : 'timeline'} role="group" aria-label="Replay timeline">
      <div className="controls">
        <button type="button" aria-label="Previous turn" title="Previous turn (Shift+←)" onClick={() => turnBy(-1)}>
          «
        </button>
        <button type="button" aria-label="Step back" title="Step back (←)" onClick={() => stepBy(-1)}>
          ◀
        </button>
        <button type="button" className="play" aria-label={playing ? 'Pause' : 'Play'} title="Play/pause (space)" onClick={() => setPlaying(!playing)}>
          {playing ? '❚❚' : '▶'}
        </button>
        <button type="button" aria-label="Step forward" title="Step forward (→)" onClick={() => stepBy(1)}>
          ▶|
        </button>
        <button type="button" aria-label="Next turn" title="Next turn (Shift+→)" onClick={() => turnBy(1)}>
          »
        </button>
        <button type="button" aria-label="Previous incident" title="Previous incident (P)" onClick={() => incidentBy(-1)}>
          ‹ Incident
        </button>
        <button type="button" aria-label="Next incident" title="Next incident (N): an overtake, a chicane taken too fast, braking behind a car" onClick={() => incidentBy(1)}>
          Incident ›
        </button>
        <label className="speed">
          Speed{' '}
          <select aria-label="Speed" value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
        </label>
        <output className="counter" aria-label="Step">
          {step} / {length}
        </output>
        {state && (
          <output className="progress" aria-label="Race progress">
            {state.phase === 'over' ? 'Race over' : `Pass ${state.pass} · the leader is on lap ${leaderLap} of 2`}
          </output>
        )}
        <button type="button" className="more" aria-expanded={more} title="More of the timeline's controls" onClick={() => setMore(!more)}>
          More
        </button>
      </div>
      <div className="track-bar">
        <input type="range" aria-label="Seek" min={0} max={length} value={step} onChange={(e) => seek(Number(e.target.value))} />
        <div className="marks" aria-hidden="true" ref={barRef}>
          {groups.map((g, i) => (
            <span key={i} className={`mark mark-${g.kind}`} style={{ left: `${(g.step / Math.max(1, length)) * 100}%` }} title={groupTitle(g)} onClick={() => seek(g.step)}>
              {MARK_ICON[g.kind]}
              {g.labels.length > 1 && <sub>{g.labels.length}</sub>}
            </span>
          ))}
        </div>
      </div>
      <ul className="timeline-legend" aria-label="Timeline legend">
        {KINDS.filter((k) => counts.has(k)).map((k) => (
          <li key={k}>
            <span className={`mark-icon mark-${k}`} aria-hidden="true">
              {MARK_ICON[k]}
            </span>{' '}
            {MARK_WORDS[k]} ({counts.get(k)})
          </li>
        ))}
      </ul>
    </div>
  );
}
