import { useBuilder } from '../../app/builder';

/** Valid loop / n problems, always visible, announced politely when it changes. */
export function StatusBadge() {
  const report = useBuilder((s) => s.report);
  const empty = useBuilder((s) => s.layout.pieces.length === 0);
  const n = report.errors.length;
  const text = empty ? 'Empty table' : n === 0 ? 'Valid loop' : `${n} problem${n === 1 ? '' : 's'}`;
  return (
    <p className={`badge ${n === 0 && !empty ? 'ok' : 'bad'}`} role="status" aria-live="polite" data-testid="validation-badge">
      {text}
      {n === 0 && report.warnings.length > 0 && <span className="warn-count"> · {report.warnings.length} note{report.warnings.length === 1 ? '' : 's'}</span>}
    </p>
  );
}
