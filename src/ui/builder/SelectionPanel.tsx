import { catalogFor } from '../../track';
import { builderStore, edits, useBuilder } from '../../app/builder';

/** Properties of the selected piece and what can be done to it. */
export function SelectionPanel() {
  const layout = useBuilder((s) => s.layout);
  const selected = useBuilder((s) => s.selected);
  const tool = useBuilder((s) => s.tool);
  const select = useBuilder((s) => s.select);
  const piece = selected ? layout.pieces.find((p) => p.id === selected) : undefined;
  if (!piece) return null;
  const def = catalogFor(layout.game).byId.get(piece.type);
  const side = piece.side === 'A' ? def?.sides.A : def?.sides.B;
  const joints = layout.connections.filter((c) => c.a.piece === piece.id || c.b.piece === piece.id).length;
  return (
    <section aria-labelledby="sel-title" className="selection">
      <h2 id="sel-title">Selected: {piece.id}</h2>
      <dl>
        <dt>Piece</dt>
        <dd>{def?.label ?? piece.type}</dd>
        <dt>Side up</dt>
        <dd>
          {piece.side}: {side?.label}
        </dd>
        <dt>Lanes · spaces</dt>
        <dd>
          {def?.lanes} · {side?.spaces.join(' / ')}
        </dd>
        <dt>Joined ends</dt>
        <dd>
          {joints} of {def?.branch ? 3 : 2}
        </dd>
        <dt>Position</dt>
        <dd>
          x {piece.x.toFixed(2)}, z {piece.z.toFixed(2)}, {piece.rotation.toFixed(0)}°
        </dd>
      </dl>
      <div className="actions">
        <button type="button" onClick={() => edits.flip(builderStore)} disabled={!def?.sides.B}>
          Flip (F)
        </button>
        <button type="button" onClick={() => edits.rotate(builderStore)}>
          Turn (R)
        </button>
        <button type="button" onClick={() => edits.replaceSelected(builderStore)} disabled={!tool}>
          Replace with palette piece
        </button>
        <button type="button" onClick={() => edits.removeSelected(builderStore)}>
          Delete (Del)
        </button>
        <button type="button" onClick={() => select(null)}>
          Deselect
        </button>
      </div>
    </section>
  );
}
