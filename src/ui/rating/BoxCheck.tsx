import { useMemo } from 'react';
import { useBuilder } from '../../app/builder';
import { checkBoxes, inventoryKinds, missingSentence, ownedFor, sheetStore, useSheet, type Owned } from '../../app/sheet';
import { catalogFor } from '../../track';

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
  const kinds = inventoryKinds(layout.game);
  const joints = catalogFor(layout.game).joints;
  const set = (o: Owned) => sheetStore.getState().setOwned(layout.game, o);
  const custom = owned.kind === 'custom' ? owned : null;
  const choice = owned.kind === 'custom' ? 'custom' : String(owned.boxes);
  return (
    <section aria-labelledby="boxes-title" className="box-check">
      <h2 id="boxes-title">What can my boxes build</h2>
      {check.unlimited ? (
        <p className="muted">{missingSentence(check, '')}</p>
      ) : (
        <>
          <label>
            I own{' '}
            <select
              value={choice}
              aria-label="What I own"
              onChange={(e) => {
                const v = e.target.value;
                if (v === 'custom') {
                  const pieces: Record<string, number> = {};
                  for (const k of kinds) pieces[k.type] = k.perBox ?? 0;
                  set({ kind: 'custom', pieces, ...(joints ? { clips: joints.count } : {}) });
                } else set({ kind: 'boxes', boxes: Number(v) });
              }}
            >
              <option value="1">one box</option>
              <option value="2">two boxes</option>
              <option value="3">three boxes</option>
              <option value="custom">my own count of each piece</option>
            </select>
          </label>
          {custom && (
            <div className="inventory-grid">
              {kinds.map((k) => (
                <label key={k.type}>
                  <span>{k.label}</span>
                  <input
                    type="number"
                    min={0}
                    max={10000}
                    value={custom.pieces[k.type] ?? 0}
                    onChange={(e) => {
                      const n = e.target.valueAsNumber;
                      if (Number.isInteger(n) && n >= 0 && n <= 10000) set({ ...custom, pieces: { ...custom.pieces, [k.type]: n } });
                    }}
                  />
                </label>
              ))}
              {joints && (
                <label>
                  <span>{joints.label}s (clips)</span>
                  <input
                    type="number"
                    min={0}
                    max={10000}
                    value={custom.clips ?? 0}
                    onChange={(e) => {
                      const n = e.target.valueAsNumber;
                      if (Number.isInteger(n) && n >= 0 && n <= 10000) set({ ...custom, clips: n });
                    }}
                  />
                </label>
              )}
            </div>
          )}
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
