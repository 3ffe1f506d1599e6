import { describeLayChoice, type Action, type GameState } from '../../rules/start-frei';
import { verb } from '../../ui/words';

/**
 * start-frei "Lay Out 2 New Track Pieces": the last car's player lays the
 * highlighted piece — which side up (what is printed on it) and which way
 * round. Only the ways that keep the planned layout valid are offered.
 */
export function LayChoices({ state, legal, onAct }: { state: GameState; legal: readonly Action[]; onAct: (a: Action) => void }) {
  const l = state.laying;
  if (!l) return null;
  const lays = legal.filter((a): a is Extract<Action, { type: 'lay' }> => a.type === 'lay');
  const first = describeLayChoice(state.track, l.piece, { side: 'A', turned: false });
  return (
    <div className="lay" aria-label="Lay a track piece">
      <p>
        {state.names[l.player]} {verb(state.names[l.player] ?? '', 'lays')} track piece {l.piece + 1} of {state.track.pieceCount}
        {first ? ` (${first.type})` : ''}
        {l.to - l.piece > 1 ? ` — then piece ${l.piece + 2}` : ''}. Choose how:
      </p>
      {lays.map((a) => {
        const info = describeLayChoice(state.track, l.piece, a);
        const planned = a.side === l.options[0]!.side && a.turned === l.options[0]!.turned;
        return (
          <button key={`${a.side}${a.turned ? 't' : ''}`} type="button" onClick={() => onAct(a)}>
            Side {a.side}: {info?.label ?? '?'} · {a.turned ? 'turned round' : 'as printed'}
            {planned ? ' (planned)' : ''}
          </button>
        );
      })}
    </div>
  );
}
