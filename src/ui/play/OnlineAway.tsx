import { useEffect, useState } from 'react';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * At an online table, the players whose connection dropped: how long their seat is kept for them (counting down),
 * or that they left; the host may let a bot play the seat, the others are told the host may.
 */
export interface OnlineAwayProps {
  /** The seats waiting for their player: until when (ms) the seat is kept, null once the player left. */
  readonly away: readonly { readonly seat: number; readonly name: string; readonly until: number | null }[];
  /** This device hosts the table. */
  readonly host: boolean;
  onHand(seat: number): void;
}

export function OnlineAway({ away, host, onHand }: OnlineAwayProps) {
  const [now, setNow] = useState(() => Date.now());
  const counting = away.some((a) => a.until !== null);
  useEffect(() => {
    if (!counting) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting, away]);
  if (away.length === 0) return null;
  return (
    <div className="online-away" role="status" aria-label="Waiting for players">
      {away.map((a) => {
        const left = a.until === null ? 0 : Math.max(0, Math.ceil((a.until - now) / 1000));
        return (
          <p key={a.seat}>
            {left > 0 ? `Waiting for ${a.name} to come back (${clock(left)}): the seat is kept until then, and ${a.name}'s moves wait for ${a.name}.` : `${a.name} has left the table.`}{' '}
            {host ? (
              <button type="button" onClick={() => onHand(a.seat)}>
                Let a bot play for {a.name}
              </button>
            ) : (
              <span className="hint">The host may let a bot play for {a.name}.</span>
            )}
          </p>
        );
      })}
    </div>
  );
}
