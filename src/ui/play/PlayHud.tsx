import { Fragment, useRef } from 'react';
import { useReportScreenInset } from '../../scene/frame-room';
import type { PlaySession } from '../../app/play/session';
import { actorsOf, isBotSeat, namesOf, tokensOf } from '../../app/play/session';
import { seatColour, tokenColours } from '../../app/play/colours';
import { TermText } from '../help/Term';

/** One card per seat over the table: colour, name, who is acting, and the client's facts for that seat, their game terms explained. */
export function PlayHud({ session }: { session: PlaySession }) {
  const cards = useRef<HTMLDivElement>(null);
  // The cards along the top of the view: the table is framed below them. Their text changes every turn (whose turn,
  // each seat's facts), so they keep the room they once needed rather than move the table each turn.
  useReportScreenInset('seat-cards', cards, 'top', 'widest');
  const tokens = tokensOf(session);
  const colours = tokenColours(tokens);
  const acting = new Set(actorsOf(session));
  const names = namesOf(session);
  const glossary = session.client?.glossary ?? [];
  return (
    <div ref={cards} className="hud play-hud" aria-label="Seats">
      {session.seats.map((_, seat) => {
        let facts: readonly string[] = [];
        try {
          facts = session.client?.seatStatus(session.state, seat) ?? [];
        } catch {
          facts = [];
        }
        const colour = seatColour(tokens, colours, seat);
        const mine = tokens.filter((t) => t.seat === seat);
        return (
          <div key={seat} className={`hud-car play-seat${acting.has(seat) ? ' active' : ''}`} style={{ borderColor: colour }} aria-label={`${names[seat]}${isBotSeat(session, seat) ? ' (bot)' : ''}: ${facts.join(', ')}`}>
            <div className="hud-name">
              {mine.length > 1 ? mine.map((t) => <span key={t.id} className="swatch" style={{ background: colours[t.id] }} title={t.label} />) : <span className="swatch" style={{ background: colour }} />} {names[seat]}
              {acting.has(seat) && <span className="play-acting"> · to act</span>}
            </div>
            {facts.length > 0 && (
              // Each game term on the card explains itself (the glossary's words) at a hover, a click or a tap.
              <div className="hud-stats">
                {facts.map((f, i) => (
                  <Fragment key={i}>
                    {i > 0 && ' · '}
                    <TermText glossary={glossary} text={f} />
                  </Fragment>
                ))}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
