import { raceThisTrack, useWelcome } from '../../app/builder/welcome';
import { useBuilder } from '../../app/builder';
import './welcome.css';

/**
 * The first screen's line: what Chicane is, and the way in ("Race this
 * track") first and largest; "Keep building" puts it away for good.
 */
export function Welcome() {
  const open = useWelcome((s) => s.open);
  const name = useBuilder((s) => s.layout.name);
  const empty = useBuilder((s) => s.layout.pieces.length === 0);
  if (!open) return null;
  return (
    <aside className="welcome" aria-label="Welcome to Chicane">
      <p className="welcome-line">Chicane is a table for racing board games: build a track from the pieces, then race it against friends or bots.</p>
      <div className="welcome-actions">
        <button type="button" className="primary welcome-race" disabled={empty} onClick={raceThisTrack}>
          Race this track
        </button>
        <button type="button" className="welcome-keep" onClick={() => useWelcome.getState().dismiss()}>
          Keep building
        </button>
      </div>
      {empty ? <p className="welcome-why">Lay a track first: the table is empty.</p> : name && <p className="welcome-why">Opens the Race set-up for {name}: you against two bots, ready to start.</p>}
    </aside>
  );
}
