/** The hourglass over the shell's table in a Bahn Frei game: the countdown while the trains run, and the switch for relaxed play. */
import { useHourglass, useHourglassSetting } from '../../app/play/useHourglass';
import { usePlayStore } from '../../app/play/play-store';
import { SandGlass } from '../../games/bahn-frei/SandGlass';
import { useRailView } from '../../app/rail/view';
import './hourglass.css';

export function ShellHourglass() {
  const timed = usePlayStore((s) => !s.watching && s.session?.client?.timedPhase !== undefined);
  const on = useHourglassSetting((s) => s.on);
  const glass = useHourglass();
  const view = useRailView((s) => s.view);
  if (!timed) return null;
  const seconds = glass ? Math.ceil(glass.remainingMs / 1000) : 0;
  return (
    <div className="shell-hourglass" aria-label="Hourglass">
      {glass && (
        <div className="glass-run" role="timer" aria-live="off" aria-label={glass.paused ? `Hourglass paused: ${seconds} seconds left` : `Hourglass: ${seconds} seconds left`}>
          <SandGlass remainingMs={glass.remainingMs} totalMs={glass.totalMs} paused={glass.paused} />
          <span className="glass-seconds">{seconds}s</span>
          {glass.paused && <span className="glass-note">paused while the app is hidden</span>}
        </div>
      )}
      <button type="button" className="glass-view" aria-label={view === 'table' ? 'Show the flat map' : 'Show the 3D table'} onClick={() => useRailView.getState().setView(view === 'table' ? 'map' : 'table')}>
        <span className="glass-long">{view === 'table' ? 'Show the flat map' : 'Show the 3D table'}</span>
        <span className="glass-short" aria-hidden="true">
          {view === 'table' ? 'Flat map' : '3D table'}
        </span>
      </button>
      <label className="glass-switch" title="The rail operations end when the sand runs out. Off: relaxed play without the clock — end the phase with “time is up” when everyone is done.">
        <input type="checkbox" checked={on} onChange={(e) => useHourglassSetting.getState().setOn(e.target.checked)} />
        Hourglass{on ? '' : ' off: relaxed play'}
      </label>
    </div>
  );
}
