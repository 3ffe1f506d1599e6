import { useState } from 'react';
import type { TableView } from '../../sim/table-protocol';

export interface OnlineLobbyProps {
  readonly view: TableView;
  /** The address others open to come to this table. */
  readonly link: string;
  readonly message: string | null;
  onSit(seat: number): void;
  onStand(): void;
  onStart(fill: boolean): void;
  onLeave(): void;
}

/** A table waiting for its players: its code and link to send, the seats to take, and the host's start. */
export function OnlineLobby({ view, link, message, onSit, onStand, onStart, onLeave }: OnlineLobbyProps) {
  const [fill, setFill] = useState(true);
  const [copied, setCopied] = useState<string | null>(null);
  const open = view.seats.filter((s) => s.kind === 'open').length;
  const copy = (text: string, what: string) => {
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(`${what} copied.`),
      () => setCopied(`Copying did not work here: select the ${what.toLowerCase()} and copy it yourself.`),
    );
  };
  return (
    <div className="online-lobby" role="region" aria-label="Online table">
      <h2>
        Table <span className="online-code" aria-label="Table code">{view.code}</span>
      </h2>
      <p className="hint">
        {view.title} on “{view.boardName}”. Send the code or the link to your friends: they open the link, or choose Play online and type the code.
      </p>
      <div className="online-link">
        <input aria-label="Link to the table" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <button type="button" onClick={() => copy(link, 'The link')}>
          Copy the link
        </button>
        <button type="button" onClick={() => copy(view.code, 'The code')}>
          Copy the code
        </button>
      </div>
      {copied && <p className="hint" role="status">{copied}</p>}
      <ol className="online-seats" aria-label="Seats">
        {view.seats.map((s, i) => (
          <li key={i}>
            <span>
              Seat {i + 1}: {s.kind === 'open' ? 'open' : s.name}
              {s.kind === 'bot' && ' (a bot)'}
              {view.you === i && ' (you)'}
            </span>
            {s.kind === 'open' && (
              <button type="button" onClick={() => onSit(i)}>
                {view.you === null ? 'Take this seat' : 'Move to this seat'}
              </button>
            )}
          </li>
        ))}
      </ol>
      <p role="status" className="online-you">
        {view.you === null ? 'You are watching. Take an open seat to race.' : `You sit in seat ${view.you + 1} as ${view.seats[view.you]?.name ?? ''}.`}
      </p>
      {view.you !== null && (
        <button type="button" onClick={onStand}>
          Leave the seat and watch
        </button>
      )}
      {view.host ? (
        <div className="online-start">
          {open > 0 && (
            <label>
              <input type="checkbox" checked={fill} onChange={(e) => setFill(e.target.checked)} /> Bots take the {open === 1 ? 'seat' : `${open} seats`} still open
            </label>
          )}
          <button type="button" className="primary big" onClick={() => onStart(fill)}>
            Start the race
          </button>
          <p className="hint">You host this table: you start the race when everyone has a seat.</p>
        </div>
      ) : (
        <p className="hint">The host starts the race when everyone has a seat.</p>
      )}
      {message && (
        <p className="error" role="alert">
          {message}
        </p>
      )}
      <button type="button" onClick={onLeave}>
        Leave the table
      </button>
    </div>
  );
}
