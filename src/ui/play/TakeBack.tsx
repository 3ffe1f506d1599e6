import { usePlayStore } from '../../app/play/play-store';
import type { PlaySession } from '../../app/play/session';

/**
 * "Take back": the person who just moved may take the move back until chance
 * speaks again (a die rolled, a card drawn) or a bot moves, as players allow
 * at a real table. Shown to the person holding the device only.
 */
export function TakeBack({ session }: { session: PlaySession }) {
  const stack = usePlayStore((s) => s.takeBack);
  const holder = usePlayStore((s) => s.holder);
  const last = stack[stack.length - 1];
  if (!last || last.seat !== holder) return null;
  const name = session.seats[last.seat]?.name ?? '';
  return (
    <div className="take-back">
      <button type="button" onClick={() => usePlayStore.getState().undoMove()} aria-describedby="take-back-why">
        Take back: {last.label}
      </button>
      <p id="take-back-why" className="hint">
        {stack.length > 1 ? `${name} can take back ${stack.length} moves` : `${name} can take this move back`} until a die is rolled or a card is drawn
        {session.moves.length > last.session.moves.length + 1 ? '; the moves made since then are taken back too.' : '.'}
      </p>
    </div>
  );
}
