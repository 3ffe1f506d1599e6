import type { SheetDrawing } from '../../app/sheet';
import type { StoredRating } from '../../app/rating';
import { dotsText, durationSentence, fairnessSentence, kindName, scaleSentences, squaresText, troubleByPiece } from '../rating/rating-words';

/** The rating on the sheet: duration, Start Frei's scale, fairness and the worst trouble spots by piece number. */
export function SheetRating({ stored, drawing }: { stored: StoredRating | null; drawing: SheetDrawing }) {
  if (!stored) {
    return (
      <section className="sheet-section">
        <h2>Rating</h2>
        <p>Not rated yet: press “Rate this track” in Build to measure how long and how hard a race on it is.</p>
      </section>
    );
  }
  const r = stored.rating;
  const scale = scaleSentences(r);
  const number = new Map(drawing.pieces.map((p) => [p.id, p] as const));
  const spots = troubleByPiece(r).slice(0, 3);
  return (
    <section className="sheet-section" aria-labelledby="sheet-rating-title">
      <h2 id="sheet-rating-title">Rating{stored.stale ? ' (made for an earlier version of this layout)' : ''}</h2>
      <p>{durationSentence(r)}</p>
      {scale && r.scale && (
        <p>
          Race duration {dotsText(r.scale.dots)} ({scale.dots}) Difficulty {squaresText(r.scale.squares)} ({scale.squares})
        </p>
      )}
      {r.tables.map((t) => {
        const f = fairnessSentence(t);
        return f.flagged ? <p key={t.players}>{f.text}</p> : null;
      })}
      {spots.length > 0 && (
        <p>
          Trouble spots:{' '}
          {spots
            .map((s) => {
              const p = number.get(s.piece);
              return `piece ${p ? p.number : s.piece} (${p?.label ?? 'unknown'}): ${s.perRace.toFixed(1)} per race, mostly ${kindName(s.kinds[0]!.kind)}`;
            })
            .join('; ')}
          .
        </p>
      )}
      <p className="sheet-note">
        Measured with {r.races.toLocaleString('en-US')} bot races per player count (seed {r.seed}).
      </p>
    </section>
  );
}
