import { SPEEDS, useReplayStore, type MarkKind } from '../../app/replay';

const MARK_ICON: Record<MarkKind, string> = { overtake: '⇈', chicane: '⚠', drs: 'D', pit: 'P', lap: '⚑', finish: '★' };

/** Play/pause, step, speed, and a slider with event markers; everything seeks through the snapshots. */
export function Timeline() {
  const session = useReplayStore((s) => s.session);
  const step = useReplayStore((s) => s.step);
  const playing = useReplayStore((s) => s.playing);
  const speed = useReplayStore((s) => s.speed);
  const { seek, stepBy, turnBy, setPlaying, setSpeed } = useReplayStore.getState();
  if (!session) return null;
  const length = session.seeker.length;
  return (
    <div className="timeline" role="group" aria-label="Replay timeline">
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
      </div>
      <div className="track-bar">
        <input type="range" aria-label="Seek" min={0} max={length} value={step} onChange={(e) => seek(Number(e.target.value))} />
        <div className="marks" aria-hidden="true">
          {session.marks.map((m, i) => (
            <span key={i} className={`mark mark-${m.kind}`} style={{ left: `${(m.step / Math.max(1, length)) * 100}%` }} title={m.label} onClick={() => seek(m.step)}>
              {MARK_ICON[m.kind]}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
