import { useBuilder } from '../../app/builder';

/** Selecting a piece without a mouse: every laid piece by id and name. */
export function PiecePicker() {
  const pieces = useBuilder((s) => s.layout.pieces);
  const selected = useBuilder((s) => s.selected);
  const select = useBuilder((s) => s.select);
  if (pieces.length === 0) return null;
  return (
    <label className="picker">
      Select piece{' '}
      <select aria-label="Select a piece" value={selected ?? ''} onChange={(e) => select(e.target.value || null)}>
        <option value="">(none)</option>
        {pieces.map((p) => (
          <option key={p.id} value={p.id}>
            {p.id} · {p.type} {p.side}
          </option>
        ))}
      </select>
    </label>
  );
}
