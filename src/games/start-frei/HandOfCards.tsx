import { card as cardDef, instructionsFor, type Action, type GameState } from '../../rules/start-frei';
import { Term } from '../../ui/help/Term';
import { CardView, ICON } from './CardView';
import { START_FREI_GLOSSARY } from './glossary';
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

/**
 * How to read a card, in one line under a row of cards: each glyph shown on them and the price, in words (the
 * rulebook's terms explained at a tap); "1st / mid / last" only when a card shown plays by placement.
 */
export function CardKey({ ids }: { ids: readonly number[] }) {
  const cards = ids.map((id) => cardDef(id));
  const used = new Set(cards.flatMap((c) => (['first', 'mid', 'last'] as const).flatMap((p) => instructionsFor(c, p))));
  const byPlacement = cards.some((c) => !Array.isArray(c.instructions));
  return (
    <p className="card-key" aria-label="How to read a card">
      {used.has('shift') && (
        <span>
          <b aria-hidden="true">{ICON.shift}</b> shift <Term glossary={START_FREI_GLOSSARY} term="Gear">gear</Term>
        </span>
      )}
      {used.has('roll') && (
        <span>
          <b aria-hidden="true">{ICON.roll}</b> roll the die of your gear
        </span>
      )}
      <span>
        <b aria-hidden="true">¢</b> the price in <Term glossary={START_FREI_GLOSSARY} term="Coin">coins</Term>, paid at the pit stop
      </span>
      {byPlacement && (
        <span>
          <b aria-hidden="true">1st / mid / last</b> what the card does by your place in the race
        </span>
      )}
      <span>a card is carried out from left to right</span>
    </p>
  );
}
