import { namesOf, type PlaySession } from '../../app/play/session';
import { actionGroups } from '../../app/play/choices';
import { useTeachStore } from '../../app/teach';

/** At most this many buttons a seat (a long list says how many more there are). */
const MAX_BUTTONS = 60;


/** Every actor's prompt and legal actions; pressing one plays it from here ("what else could have happened"). */
export function TeachActions({ session, later }: { session: PlaySession; later: number }) {
  const names = namesOf(session);
  const actors = session.game.actors(session.state);
  if (actors.length === 0) return null;
  return (
    <section className="teach-actions" aria-label="What could happen next">
      <h2>What could happen next</h2>
      <p className="muted">{later > 0 ? `Press one to show what else could have happened: the ${later === 1 ? 'later move is' : `${later} later moves are`} dropped (Undo brings ${later === 1 ? 'it' : 'them'} back).` : 'Press one to play it.'}</p>
      {actors.map((seat) => {
        return (
          <div key={seat} className="play-actions" role="group" aria-label={`What ${names[seat]} could do`}>
            {actors.length > 1 && <p className="teach-prompt"><strong>{names[seat]}</strong></p>}
            {actionGroups(session, seat, MAX_BUTTONS).map((g) => (
              <div key={g.title} className="play-group" role="group" aria-label={g.title || 'Choices'}>
                {g.title && <h3>{g.title}</h3>}
                <div className="play-buttons">
                  {g.choices.map((c, i) => (
                    <button key={i} type="button" className="play-choice" onClick={() => useTeachStore.getState().play(seat, c.action)}>
                      {c.label}
                    </button>
                  ))}
                </div>
                {g.total > g.choices.length && <p className="hint">…and {g.total - g.choices.length} more like these.</p>}
              </div>
            ))}
          </div>
        );
      })}
    </section>
  );
}
