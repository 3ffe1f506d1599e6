import { useMemo } from 'react';
import { useBuilder } from '../../app/builder';
import { checkBoxes, missingSentence, ownedFor, useSheet, type Owned } from '../../app/sheet';
import { OwnedPicker } from './OwnedPicker';

function ownedWords(o: Owned): string {
  return o.kind === 'boxes' ? (o.boxes === 1 ? 'Your box' : `Your ${o.boxes} boxes`) : 'Your pieces';
}

/** "What can my boxes build": the parts the layout needs against one box, two, or the pieces the player counts. */
export function BoxCheck() {
  const layout = useBuilder((s) => s.layout);
  const all = useSheet((s) => s.owned);
  const note = useSheet((s) => s.storageNote);
  const owned = ownedFor(all, layout.game);
  const check = useMemo(() => checkBoxes(layout, owned), [layout, owned]);
  return (
    <section aria-labelledby="boxes-title" className="box-check">
      <h2 id="boxes-title">What can my boxes build</h2>
      {check.unlimited ? (
        <p className="muted">{missingSentence(check, '')}</p>
      ) : (
        <>
          <OwnedPicker game={layout.game} owned={owned} />
          <p className={check.missingTotal > 0 ? 'msg notice' : 'muted'} data-testid="box-verdict">
            {missingSentence(check, ownedWords(owned))}
          </p>
          <table className="box-table">
            <thead>
              <tr>
                <th scope="col">Piece</th>
                <th scope="col">Needed</th>
                <th scope="col">Owned</th>
                <th scope="col">Missing</th>
              </tr>
            </thead>
            <tbody>
              {[...check.lines, ...(check.clips ? [check.clips] : [])].map((l) => (
                <tr key={l.type} className={l.missing > 0 ? 'short' : undefined}>
                  <th scope="row">{l.type === 'clips' ? `${l.label}s (clips between tiles)` : l.label}</th>
                  <td>{l.need}</td>
                  <td>{l.have ?? 'any'}</td>
                  <td>{l.missing > 0 ? l.missing : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {note && <p className="msg error">{note}</p>}
    </section>
  );
}
