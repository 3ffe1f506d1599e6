import { useBuilder } from '../../app/builder';

/** Every validation problem in a sentence naming its pieces (the code stays in `data-code` for tests); clicking one frames and selects the pieces involved. */
export function ProblemList() {
  const report = useBuilder((s) => s.report);
  const frame = useBuilder((s) => s.frame);
  const select = useBuilder((s) => s.select);
  const empty = useBuilder((s) => s.layout.pieces.length === 0);
  if (empty) return null;
  return (
    <section aria-labelledby="problems-title" className="problems">
      <h2 id="problems-title">Problems</h2>
      {report.errors.length === 0 && <p className="muted">None: the layout is a valid loop.</p>}
      <ul>
        {report.errors.map((e, i) => (
          <li key={`${e.code}-${i}`}>
            <button
              type="button"
              className="problem"
              data-code={e.code}
              onClick={() => {
                frame(e.pieces);
                if (e.pieces.length > 0) select(e.pieces[0]!);
              }}
              aria-label={`${e.message}${e.pieces.length > 0 ? ' (show in 3D)' : ''}`}
            >
              {e.message}
            </button>
          </li>
        ))}
        {report.warnings.map((w, i) => (
          <li key={`w-${w.code}-${i}`} className="note" data-code={w.code}>
            {w.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
