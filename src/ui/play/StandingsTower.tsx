import { useRef } from 'react';
import { useReportScreenInset } from '../../scene/frame-room';
import { namesOf, tokensOf, type PlaySession } from '../../app/play/session';
import { seatColour, tokenColours } from '../../app/play/colours';

/** The seats in running order at `session` (the game's `watch`, or its result at the end); null for a game with no running order. */
export function runningOrder(session: PlaySession): number[] | null {
  const result = session.game.result(session.state);
  const raw = result?.kind === 'ranking' ? result.order : session.game.watch?.order(session.state);
  if (!raw) return null;
  const seats = session.seats.length;
  const order = [...new Set(raw.filter((s) => s >= 0 && s < seats))];
  for (let s = 0; s < seats; s++) if (!order.includes(s)) order.push(s);
  return order;
}

/** The broadcast tower for any racing game: place, seat (a click follows its car), who it chases, live. */
export function StandingsTower({ session, onFollow }: { session: PlaySession; onFollow?: (token: number) => void }) {
  const tower = useRef<HTMLTableElement>(null);
  // At the top left of the view: the table is framed below it (src/scene/frame-room.ts).
  useReportScreenInset('replay-tower', tower, 'top');
  const order = runningOrder(session);
  if (!order) return null;
  const names = namesOf(session);
  const tokens = tokensOf(session);
  const colours = tokenColours(tokens);
  return (
    <table ref={tower} className="tower" aria-label="Standings">
      <thead>
        <tr>
          <th>Pos</th>
          <th>Car</th>
          <th title="The car just ahead">Chasing</th>
        </tr>
      </thead>
      <tbody>
        {order.map((seat, i) => {
          const token = tokens.findIndex((t) => t.seat === seat);
          const name = names[seat] ?? `Seat ${seat + 1}`;
          return (
            <tr key={seat}>
              <td>{i + 1}</td>
              <td>
                <span className="swatch" style={{ background: seatColour(tokens, colours, seat) }} />{' '}
                {onFollow && token >= 0 ? (
                  <button type="button" className="tower-car" title={`Follow ${name} with the camera`} onClick={() => onFollow(token)}>
                    {name}
                  </button>
                ) : (
                  name
                )}
              </td>
              <td>{i === 0 ? 'Leader' : names[order[i - 1]!]}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
