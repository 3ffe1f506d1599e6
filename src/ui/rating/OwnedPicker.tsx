import { inventoryKinds, sheetStore, type Owned } from '../../app/sheet';
import { catalogFor, type GameId } from '../../track';

/** "I own one box / two / three / my own count of each piece", with the counts when it is the last: kept per game in this browser. */
export function OwnedPicker({ game, owned, id }: { game: GameId; owned: Owned; id?: string }) {
  const kinds = inventoryKinds(game);
  const joints = catalogFor(game).joints;
  const set = (o: Owned) => sheetStore.getState().setOwned(game, o);
  const custom = owned.kind === 'custom' ? owned : null;
  const choice = owned.kind === 'custom' ? 'custom' : String(owned.boxes);
  return (
    <>
      <label>
        I own{' '}
        <select
          id={id}
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
    </>
  );
}
