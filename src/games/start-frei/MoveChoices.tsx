import { pendingMoveOptions, type GameState, type MoveOption } from '../../rules/start-frei';

function consequence(o: MoveOption, names: readonly string[]): string {
  const parts: string[] = [];
  if (o.switches.length) parts.push(`switch ${o.switches.length}¢`);
  if (o.chicane?.exact) parts.push('exact chicane +1¢');
  if (o.chicane && !o.chicane.exact) parts.push(`too fast: stop on the chicane, shift down ${o.shiftDown}`);
  if (o.stop === 'brake') parts.push(`brake behind ${names[o.brakedBehind ?? 0]}, shift down`);
  if (o.stop === 'wall') parts.push('end of the laid track');
  if (o.overtake) parts.push(o.overtake.outcome === 'made-it' ? `overtakes ${o.overtake.overtaken.map((p) => names[p]).join(', ')} +${o.coinsWon}¢` : `overtaking: ${o.overtake.outcome.replace(/-/g, ' ')}`);
  if (o.drawsDrs) parts.push('draws a DRS marker');
  if (o.lapsed > 0) parts.push(`${o.lapsed} point${o.lapsed === 1 ? '' : 's'} lapse`);
  if (o.crossings) parts.push('crosses the line');
  return parts.join(' · ') || 'no cost';
}

/** Where the pending roll can take the car (also highlighted on the table), with cost and consequence. */
export function MoveChoices({ state, onMove }: { state: GameState; onMove: (switches: readonly number[]) => void }) {
  if (!state.turn?.pending) return null;
  const options = pendingMoveOptions(state);
  const p = state.turn.pending;
  return (
    <div className="moves" role="group" aria-label="Where to drive">
      <p>
        Rolled {p.die}
        {p.boost !== null ? ` + boost ${p.boost === 'drs' ? 'DRS' : p.boost}` : ''}: {p.points} point{p.points === 1 ? '' : 's'} to drive. Pick a green space or:
      </p>
      <ul>
        {options.map((o, i) => (
          <li key={i}>
            <button type="button" onClick={() => onMove(o.switches)}>
              {o.path.length} space{o.path.length === 1 ? '' : 's'} — {consequence(o, state.names)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
