import { type Action, type GameState } from '../../rules/start-frei';
import { verb } from '../../ui/words';
import { actionLabel } from './action-label';
import { MoveChoices } from './MoveChoices';

/** A turn's choices, exactly the legal actions: roll (with overtaking targets), shift, specials, DRS, moves, end. */
export function TurnChoices({ state, legal, onAct }: { state: GameState; legal: readonly Action[]; onAct: (a: Action) => void }) {
  const t = state.turn!;
  const others = legal.filter((a) => a.type !== 'move');
  return (
    <div className="turn-choices">
      <p>
        {state.names[t.player]}
        {t.card !== null ? ` ${verb(state.names[t.player] ?? '', 'plays')} card ${t.card}` : ` ${verb(state.names[t.player] ?? '', 'leaves')} the pit`}; still to do: {t.queue.length ? t.queue.join(' → ') : 'nothing'}
      </p>
      {legal.some((a) => a.type === 'move') && <MoveChoices state={state} onMove={(switches) => onAct({ type: 'move', switches })} />}
      <div className="actions">
        {others.map((a, i) => (
          <button key={i} type="button" className={a.type === 'roll' && !a.overtake ? 'primary' : undefined} onClick={() => onAct(a)}>
            {actionLabel(a, state)}
          </button>
        ))}
      </div>
    </div>
  );
}
