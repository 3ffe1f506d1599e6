import './welcome.css';

export interface WelcomeProps {
  /** The layout's name, for the line under the way in. */
  readonly name: string;
  /** An empty table cannot be raced: the way in waits for a track. */
  readonly empty: boolean;
  onRace(): void;
  onKeep(): void;
}

/**
 * The first screen's line: what Chicane is, and the way in ("Race this
 * track") first and largest; "Keep building" puts it away for good.
 */
export function Welcome({ name, empty, onRace, onKeep }: WelcomeProps) {
  return (
    <aside className="welcome" aria-label="Welcome to Chicane">
      <p className="welcome-line">Chicane is a table for racing board games: build a track from the pieces, then race it against friends or bots.</p>
      <div className="welcome-actions">
        <button type="button" className="primary welcome-race" disabled={empty} onClick={onRace}>
          Race this track
        </button>
        <button type="button" className="welcome-keep" onClick={onKeep}>
          Keep building
        </button>
      </div>
      {empty ? <p className="welcome-why">Lay a track first: the table is empty.</p> : name && <p className="welcome-why">Opens the Race set-up for {name}: you against two bots, ready to start.</p>}
    </aside>
  );
}
