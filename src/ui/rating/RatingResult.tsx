import { useMemo } from 'react';
import { ratingStore, useRating, type StoredRating } from '../../app/rating';
import { builderStore } from '../../app/builder';
import { sheetDrawing } from '../../app/sheet';
import type { Layout } from '../../track';
import { between, durationLine, fairnessSentence, kindExplanations, kindName, racingSentence, scaleSentences, troubleByPiece, dotsText, squaresText } from './rating-words';

/** The rating stored with the layout, in words: duration, scale, fairness, racing, trouble spots and the heat map's legend. */
export function RatingResult({ stored, layout }: { stored: StoredRating; layout: Layout }) {
  const r = stored.rating;
  const showHeat = useRating((s) => s.showHeat);
  const drawing = useMemo(() => sheetDrawing(layout), [layout]);
  const byId = useMemo(() => new Map(drawing.pieces.map((p) => [p.id, p] as const)), [drawing]);
  const spots = useMemo(() => troubleByPiece(r).slice(0, 5), [r]);
  const scale = scaleSentences(r);
  const kinds = kindExplanations(layout.game);
  return (
    <div className="rating-result" data-testid="rating-result">
      {stored.stale && (
        <p className="msg notice" data-testid="rating-stale">
          This rating was made for an earlier version of the layout: pieces have changed since. Rate again to bring it up to date.
        </p>
      )}
      <h3>How long</h3>
      <ul>
        {r.tables.map((t) => (
          <li key={t.players} title={`95 % sure: ${between(t.minutes, ' minutes')}`}>
            {durationLine(t)} <span className="muted">({between(t.minutes)})</span>
          </li>
        ))}
      </ul>
      {scale && r.scale && (
        <dl className="rating-scale">
          <dt>Race duration</dt>
          <dd aria-label={`${r.scale.dots} of 4 dots`}>
            <span aria-hidden="true">{dotsText(r.scale.dots)}</span> {scale.dots}
          </dd>
          <dt>Difficulty</dt>
          <dd aria-label={`${r.scale.squares} of 4 squares`}>
            <span aria-hidden="true">{squaresText(r.scale.squares)}</span> {scale.squares}
          </dd>
        </dl>
      )}
      <h3>Fair start?</h3>
      <ul>
        {r.tables.map((t) => {
          const f = fairnessSentence(t);
          return (
            <li key={t.players} className={f.flagged ? 'flag' : undefined}>
              {f.flagged ? '⚑ ' : ''}
              {f.text}
            </li>
          );
        })}
      </ul>
      <h3>Racing</h3>
      <ul>
        {r.tables.map((t) => (
          <li key={t.players}>{racingSentence(t)}</li>
        ))}
      </ul>
      <h3>Trouble spots</h3>
      {spots.length === 0 ? (
        <p className="muted">No incidents in any race.</p>
      ) : (
        <ol className="rating-spots">
          {spots.map((s) => {
            const p = byId.get(s.piece);
            return (
              <li key={s.piece}>
                <button
                  type="button"
                  onClick={() => {
                    builderStore.getState().select(s.piece);
                    builderStore.getState().frame([s.piece]);
                  }}
                >
                  Piece {p?.number ?? '?'} ({p?.label ?? 'no longer in the layout'}): {s.perRace.toFixed(1)} incidents per race
                </button>
                <span className="muted"> mostly {kindName(s.kinds[0]!.kind)}</span>
              </li>
            );
          })}
        </ol>
      )}
      <label className="check">
        <input type="checkbox" checked={showHeat} onChange={(e) => ratingStore.getState().setShowHeat(e.target.checked)} /> Show the trouble spots on the table
      </label>
      <div className="heat-legend" aria-label="What the colours on the table mean">
        <span className="heat-bar" aria-hidden="true" />
        <p className="muted">
          On the table, each piece is tinted by its incidents per race: red where there is the most trouble, yellow where there is some, green where there is little; pieces without incidents are not tinted.
          Incidents are {kinds.length > 0 ? kinds.map((k) => `${k.name} (${k.text})`).join('; ') : 'what went wrong for a car on the piece'}.
        </p>
      </div>
      <p className="muted">
        Measured with {r.races.toLocaleString('en-US')} bot races per player count, seed {r.seed}; ranges are 95 % intervals.
      </p>
    </div>
  );
}
