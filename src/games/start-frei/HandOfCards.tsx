import type { Action, GameState } from '../../rules/start-frei';
import { CardKey, CardView } from './CardView';
import { possessive } from '../../ui/words';

/** The secret choice: the player's hand drawn as cards; only cards the core lists can be played. */
export function HandOfCards({ state, player, legal, onAct }: { state: GameState; player: number; legal: readonly Action[]; onAct: (a: Action) => void }) {
  const playable = new Set(legal.flatMap((a) => (a.type === 'choose' ? [a.card] : [])));
  const hand = state.players[player]!.hand;
  return (
    <>
      <div className="hand" aria-label={`${possessive(state.names[player] ?? '')} hand`}>
        <p>
          {state.names[player]}, choose a card secretly (pass {state.pass}, section {state.section}/6):
        </p>
        <div className="cards">
          {hand.map((id) => (playable.has(id) ? <CardView key={id} id={id} onClick={() => onAct({ type: 'choose', player, card: id })} label={`Play card ${id}`} /> : <CardView key={id} id={id} />))}
        </div>
      </div>
      {/* Beside the hand, not in it: the hand's buttons are its cards. */}
      <CardKey ids={hand} />
    </>
  );
}
