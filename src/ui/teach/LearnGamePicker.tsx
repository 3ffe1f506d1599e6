import { GAME_IDS, GAME_TITLES, type GameId } from '../../rules/core/game';
import { useLearnGame } from '../../app/teach/choice';
import './teach.css';

/** Which game Learn is about: Start Frei's lessons, or the teaching view of another game. */
export function LearnGamePicker() {
  const game = useLearnGame((s) => s.game);
  const teach = useLearnGame((s) => s.teach);
  return (
    <label className="teach-game">
      Game{' '}
      <select aria-label="Game to learn" value={game === 'start-frei' && teach ? 'start-frei-teach' : game} onChange={(e) => (e.target.value === 'start-frei-teach' ? useLearnGame.getState().choose('start-frei', true) : useLearnGame.getState().choose(e.target.value as GameId))}>
        {GAME_IDS.map((id) => (
          <option key={id} value={id}>
            {id === 'start-frei' ? `${GAME_TITLES[id]} (lessons)` : GAME_TITLES[id]}
          </option>
        ))}
        {game === 'start-frei' && teach && <option value="start-frei-teach">{GAME_TITLES['start-frei']} (from a replay)</option>}
      </select>
    </label>
  );
}
