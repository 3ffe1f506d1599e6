import { catalogFor, type GameId } from '../../track';
import { builderStore, edits, GAME_NAMES, useBuilder } from '../../app/builder';
import { useBuildBoard } from '../../app/rail/choice';

const GAMES: GameId[] = ['start-frei', 'formula-1', 'motorsportspiel'];

/** The pieces of the layout's game with how many are left in the box; choosing one arms it for attaching. */
export function Palette() {
  const game = useBuilder((s) => s.layout.game);
  const inventory = useBuilder((s) => s.layout.inventory);
  const lines = useBuilder((s) => s.report.stats.inventory);
  const joints = useBuilder((s) => s.report.stats.joints);
  const tool = useBuilder((s) => s.tool);
  const catalog = catalogFor(game);
  const def = tool ? catalog.byId.get(tool.type) : undefined;
  return (
    <section aria-labelledby="palette-title" className="palette">
      <h2 id="palette-title">Pieces</h2>
      <div className="row">
        <label>
          Game{' '}
          <select aria-label="Game of the new table" value={game} onChange={(e) => (e.target.value === 'bahn-frei' ? useBuildBoard.getState().choose('rail') : edits.newLayout(builderStore, e.target.value as GameId))}>
            {GAMES.map((g) => (
              <option key={g} value={g}>
                {GAME_NAMES[g]}
              </option>
            ))}
            <option value="bahn-frei">Bahn Frei (rail map)</option>
          </select>
        </label>
        <button type="button" onClick={() => edits.newLayout(builderStore, game)}>
          New empty table
        </button>
        <label className="check">
          <input type="checkbox" checked={inventory === 'custom'} onChange={(e) => edits.setInventory(builderStore, e.target.checked ? 'custom' : 'box')} />
          Custom inventory (no limit)
        </label>
      </div>
      <ul className="pieces">
        {catalog.pieces.map((p) => {
          const line = lines.find((l) => l.type === p.id);
          const used = line?.used ?? 0;
          const left = p.count === null || inventory === 'custom' ? null : p.count - used;
          const chosen = tool?.type === p.id;
          const leftText = left === null ? `${used} used` : `${left} of ${p.count} left`;
          return (
            <li key={p.id}>
              <button
                type="button"
                aria-pressed={chosen}
                className={`piece ${chosen ? 'chosen' : ''} ${left !== null && left <= 0 ? 'empty' : ''}`}
                onClick={() => edits.chooseTool(builderStore, p.id)}
                aria-label={`${p.label}, ${leftText}`}
                data-piece={p.id}
              >
                <span className={`glyph ${p.kind}`} aria-hidden="true" />
                <span className="name">{p.label}</span>
                <span className="left">{left === null ? (inventory === 'custom' ? '∞' : `${used}`) : `${left}/${p.count}`}</span>
              </button>
            </li>
          );
        })}
        {joints && (
          <li>
            <JointsLine label={joints.label} used={joints.used} box={joints.box} custom={inventory === 'custom'} />
          </li>
        )}
      </ul>
      {tool && def && (
        <p className="tool" aria-live="polite">
          In hand: <strong>{def.label}</strong>, side {tool.side} ({(tool.side === 'A' ? def.sides.A : def.sides.B)?.label})
          {tool.reversed ? ', turned round' : ''}. <kbd>F</kbd> flips, <kbd>R</kbd> turns.
        </p>
      )}
    </section>
  );
}

/**
 * The clips between tiles (Start Frei's connecting pieces): not laid by
 * hand, one holds each join, so the line counts the joins against the box.
 */
function JointsLine({ label, used, box, custom }: { label: string; used: number; box: number; custom: boolean }) {
  const over = !custom && used > box;
  const text = custom ? `${used} used, one per join` : `${used} of ${box} used, one per join`;
  return (
    <p className={`piece joints ${over ? 'empty' : ''}`} data-testid="joints-count" aria-label={`${label}s: ${text}`} title="Each join of two tiles is held by one connecting piece">
      <span className="glyph joint" aria-hidden="true" />
      <span className="name">{label}s (one per join)</span>
      <span className="left">{custom ? `${used}` : `${used}/${box} used`}</span>
    </p>
  );
}
