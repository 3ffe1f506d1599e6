import { GAME_IDS, GAME_TITLES, type GameId } from '../../rules/core/game';
import { useLearnGame } from '../../app/teach/choice';
import { hasTeachSlots } from '../../games/teach-slots';
import './teach.css';

/** Which game Learn is about; a game with lessons of its own also offers the position a replay was taught from. */
export function LearnGamePicker() {
  const game = useLearnGame((s) => s.game);
  const teach = useLearnGame((s) => s.teach);
  const fromReplay = teach && hasTeachSlots(game);
  return (
    <label className="teach-game">
      Game{' '}
      <select aria-label="Game to learn" value={fromReplay ? `${game}:replay` : game} onChange={(e) => (e.target.value.endsWith(':replay') ? useLearnGame.getState().choose(game, true) : useLearnGame.getState().choose(e.target.value as GameId))}>
        {GAME_IDS.map((id) => (
          <option key={id} value={id}>
            {GAME_TITLES[id]}
          </option>
        ))}
        {fromReplay && <option value={`${game}:replay`}>{GAME_TITLES[game]} (from a replay)</option>}
      </select>
    </label>
  );
}
