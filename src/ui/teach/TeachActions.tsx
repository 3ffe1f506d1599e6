import { namesOf, type PlaySession } from '../../app/play/session';
import { useTeachStore } from '../../app/teach';

/** At most this many buttons a seat (a long list says how many more there are). */
const MAX_BUTTONS = 60;

interface Choice {
  readonly action: { readonly type: string };
  readonly label: string;
}

/** A seat's legal actions as buttons under the client's headings, in the order the game lists them. */
function groups(session: PlaySession, seat: number): { title: string; choices: Choice[]; total: number } [] {
  const { game, client, state } = session;
  const out: { title: string; choices: Choice[]; total: number }[] = [];
  game.legalActions(state, seat).forEach((action, i) => {
    let label = `Choice ${i + 1}`;
    let title = '';
    try {
      if (client) label = client.actionLabel(state, seat, action);
      if (client?.actionGroup) title = client.actionGroup(state, seat, action);
    } catch {
      // A label the client cannot word: the button keeps its number.
    }
    let g = out.find((x) => x.title === title);
    if (!g) out.push((g = { title, choices: [], total: 0 }));
    g.total++;
    if (g.choices.length < MAX_BUTTONS) g.choices.push({ action, label });
  });
  return out;
}

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
            {groups(session, seat).map((g) => (
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
