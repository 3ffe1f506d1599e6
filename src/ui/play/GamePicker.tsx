import { GAME_IDS, GAME_TITLES, isGameId } from '../../rules/core/game';
import { useGameChoice } from '../../app/play/choice';
import { useOnlineEntry } from '../../app/online/entry';

/** The game a table is set up for: every game Chicane knows, playable or still to come; or Play online. */
export function GamePicker() {
  const game = useGameChoice((c) => c.game);
  return (
    <>
      <button
        type="button"
        className="online-open"
        onClick={() => useOnlineEntry.getState().openOnline()}
      >
        Play online (each at their own device)
      </button>
      <label>
      Game{' '}
      <select
        aria-label="Game"
        value={game}
        onChange={(e) => {
          if (isGameId(e.target.value)) useGameChoice.getState().choose(e.target.value);
        }}
      >
        {GAME_IDS.map((id) => (
          <option key={id} value={id}>
            {GAME_TITLES[id]}
          </option>
        ))}
      </select>
      </label>
    </>
  );
}
