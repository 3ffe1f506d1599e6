import type { Generated, Target } from '../../rating';
import { generateStore } from '../../app/generate';
import { Thumbnail } from './Thumbnail';
import { closeness, summaryLines } from './generate-words';

/** One track found: its top view, its rating in words, how close it came, and "Open in Build". */
export function ResultCard({ g, index, target }: { g: Generated; index: number; target: Target }) {
  const lines = summaryLines(g);
  const title = `Track ${index + 1}: ${g.layout.pieces.length} pieces`;
  return (
    <li className={`generate-card${g.hit ? ' hit' : ''}`} data-testid="generate-result">
      <Thumbnail layout={g.layout} label={`${title}, seen from above`} />
      <div className="generate-card-body">
        <h3>{title}</h3>
        <p className={g.hit ? 'generate-hit' : 'muted'}>{closeness(g, target)}</p>
        <p>
          <span aria-hidden="true" className="generate-marks">
            {lines.scale.marks}
          </span>{' '}
          {lines.scale.text}
        </p>
        <p>{lines.duration}</p>
        <p className={lines.fairness.flagged ? 'flag' : undefined}>
          {lines.fairness.flagged ? '⚑ ' : ''}
          {lines.fairness.text}
        </p>
        <button type="button" onClick={() => generateStore.getState().openResult(index)}>
          Open in Build
        </button>
      </div>
    </li>
  );
}
