import { useRaceStore } from '../../app/race';
import { actionLabel } from '../../games/start-frei/action-label';

/**
 * "Take back": the person who just moved may take the move back until a die
 * is rolled or a card, DRS marker or tile is drawn, or a bot moves — as
 * players allow at a real table. Shown only to the person who made it.
 */
export function TakeBack() {
  const stack = useRaceStore((s) => s.takeBack);
  const holder = useRaceStore((s) => s.holder);
  const seats = useRaceStore((s) => s.setup.seats);
  const moves = useRaceStore((s) => s.actions.length);
  const last = stack[stack.length - 1];
  if (!last) return null;
  const people = seats.filter((s) => s.kind === 'human').length;
  if (!(holder === last.player || (holder === null && people <= 1))) return null;
  const name = last.before.names[last.player] ?? '';
  return (
    <div className="take-back">
      <button type="button" onClick={() => useRaceStore.getState().undoMove()} aria-describedby="race-take-back-why">
        Take back: {actionLabel(last.action, last.before)}
      </button>
      <p id="race-take-back-why" className="hint">
        {stack.length > 1 ? `${name} can take back ${stack.length} moves` : `${name} can take this move back`} until a die is rolled or a card is drawn
        {moves > last.snapshot.actions.length + 1 ? '; the moves made since then are taken back too.' : '.'}
      </p>
    </div>
  );
}
