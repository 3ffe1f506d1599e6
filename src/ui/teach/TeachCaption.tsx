import { namesOf } from '../../app/play/session';
import { shownFrame, type TeachPosition } from '../../app/teach';
import { Outcome } from '../play/EndResult';

/** What the move shown did (who, what, and the client's words for its events), then who acts now and what they must decide. */
export function TeachCaption({ position }: { position: TeachPosition }) {
  const frame = shownFrame(position);
  const names = namesOf(frame);
  const k = position.step;
  let what: string | null = null;
  let lines: string[] = [];
  if (k > 0) {
    const move = frame.moves[k - 1]!;
    const before = position.frames[k - 1]!;
    try {
      what = before.client ? before.client.actionLabel(before.state, move.seat, move.action) : null;
    } catch {
      what = null;
    }
    what = `${names[move.seat]}: ${what ?? 'a move'}.`;
    lines = frame.log.filter((l) => l.step === k).map((l) => l.text);
  }
  const actors = frame.game.actors(frame.state);
  const result = actors.length === 0 ? frame.game.result(frame.state) : null;
  return (
    <div className="teach-caption" aria-label="Caption" aria-live="polite">
      {k === 0 ? <p className="teach-what">The start. {frame.prepared.sentence}</p> : <p className="teach-what">Move {k}. {what}</p>}
      {lines.length > 0 && (
        <ul className="teach-events" aria-label="What happened">
          {lines.map((t, i) => (
            <li key={i}>{t}</li>
          ))}
        </ul>
      )}
      {actors.map((seat) => {
        let prompt = '';
        try {
          prompt = frame.client?.prompt(frame.state, seat) ?? '';
        } catch {
          prompt = '';
        }
        return (
          <p key={seat} className="teach-prompt" role="status">
            {prompt.startsWith(`${names[seat]}:`) ? `Now ${prompt}` : `Now ${names[seat]}: ${prompt || 'to move.'}`}
          </p>
        );
      })}
      {result && (
        <div className="end-screen" aria-label="Result">
          <Outcome result={result} names={names} />
        </div>
      )}
    </div>
  );
}
