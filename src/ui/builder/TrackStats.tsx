import { useBuilder } from '../../app/builder';

/** Lap length per lane and pieces used: always in view. */
export function TrackStats() {
  const stats = useBuilder((s) => s.report.stats);
  const lanes = stats.laneLengths;
  return (
    <dl className="stats" aria-label="Layout figures">
      <div>
        <dt>Pieces</dt>
        <dd data-testid="piece-count">{stats.pieces}</dd>
      </div>
      <div>
        <dt>Lap</dt>
        <dd>{stats.lapLength > 0 ? `${stats.lapLength} spaces` : 'not closed'}</dd>
      </div>
      <div>
        <dt>Per lane</dt>
        <dd>{stats.lapLength > 0 ? lanes.map((n, i) => `lane ${i + 1}: ${n}`).join(' · ') : '—'}</dd>
      </div>
    </dl>
  );
}
