import { openPorts, type PortRef } from '../../track';
import { builderStore, edits, useBuilder } from '../../app/builder';

const same = (a: PortRef | null, b: PortRef) => a !== null && a.piece === b.piece && a.port === b.port;

/**
 * The open ends as buttons: the keyboard (and assistive technology) way to
 * do what clicking a pulsing marker in 3D does. Hover or focus shows the
 * ghost of the palette piece there.
 */
export function OpenEnds() {
  const layout = useBuilder((s) => s.layout);
  const active = useBuilder((s) => s.active);
  const tool = useBuilder((s) => s.tool);
  const setHover = useBuilder((s) => s.setHover);
  const ports = openPorts(layout);
  if (layout.pieces.length === 0) {
    return (
      <section aria-labelledby="ends-title" className="ends">
        <h2 id="ends-title">Open ends</h2>
        <button type="button" disabled={!tool} onClick={() => edits.attach(builderStore)} data-testid="place-first">
          Place the first piece at the table&apos;s centre
        </button>
        {!tool && <p className="muted">Choose a piece in the palette first (the start/finish straight is a good start).</p>}
        {tool && <p className="muted">Or click the piece shown on the table to place it there.</p>}
      </section>
    );
  }
  return (
    <section aria-labelledby="ends-title" className="ends">
      <h2 id="ends-title">Open ends ({ports.length})</h2>
      {ports.length === 0 && <p className="muted">None: every end is joined.</p>}
      <ul>
        {ports.slice(0, 24).map((p) => {
          const ref = { piece: p.piece, port: p.port };
          return (
            <li key={`${p.piece}:${p.port}`}>
              <button
                type="button"
                className={same(active, ref) ? 'end active' : 'end'}
                aria-label={`Attach to ${p.piece} port ${p.port}${same(active, ref) ? ' (active end)' : ''}`}
                data-port={`${p.piece}:${p.port}`}
                onMouseEnter={() => setHover(ref)}
                onMouseLeave={() => setHover(null)}
                onFocus={() => setHover(ref)}
                onBlur={() => setHover(null)}
                onClick={() => edits.attach(builderStore, ref)}
              >
                {p.piece} · port {p.port}
                {p.lanes === 1 ? ' (pit lane)' : ''}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
