import { useEffect, useRef, useState } from 'react';
import { PIT_MARKERS, card as cardDef, type Action, type GameState } from '../../rules/start-frei';
import { CardView } from './CardView';
import { CardKey } from './HandOfCards';
import { actionLabel } from './action-label';
import { verb } from '../../ui/words';

/** The pit stop: the card display (buy one, choose the card to return) or pass; turning pit-stop markers. */
export function PitChoices({ state, player, legal, onAct }: { state: GameState; player: number; legal: readonly Action[]; onAct: (a: Action) => void }) {
  const [picked, setPicked] = useState<number | null>(null);
  const buys = legal.filter((a): a is Extract<Action, { type: 'buy' }> => a.type === 'buy');
  const markers = legal.filter((a) => a.type === 'turn-marker');
  const affordable = new Set(buys.map((b) => b.card));
  const returns = buys.filter((b) => b.card === picked);
  const box = useRef<HTMLDivElement>(null);
  // The return-a-card box opens below the display: bring it into view, or on a phone it opens below the fold.
  useEffect(() => {
    if (picked !== null) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [picked]);
  const coins = state.players[player]!.coins;
  return (
    <div className="pit">
      <p>
        Pit stop — {state.names[player]} {verb(state.names[player] ?? '', 'has')} {state.players[player]!.coins}¢.
      </p>
      {markers.length > 0 ? (
        <div className="markers" aria-label="Pit-stop markers">
          <p>You passed early, so you may turn a pit-stop marker (its back gives a gear shift or a roll at the pit exit, or coins), or leave the rest face up:</p>
          {markers.map((a, i) => (
            <button key={i} type="button" onClick={() => onAct(a)}>
              {actionLabel(a, state)}
            </button>
          ))}
          {legal.some((a) => a.type === 'decline-markers') && (
            <button type="button" onClick={() => onAct({ type: 'decline-markers' })}>
              {actionLabel({ type: 'decline-markers' }, state)}
            </button>
          )}
        </div>
      ) : (
        <>
          <div className="cards" aria-label="Card display">
            {state.display.map((id) =>
              affordable.has(id) ? (
                // A second click on the chosen card un-picks it, so the click always does something.
                <CardView
                  key={id}
                  id={id}
                  selected={picked === id}
                  onClick={() => setPicked(picked === id ? null : id)}
                  label={picked === id ? `Card ${id}, chosen: click again not to buy it` : `Buy card ${id}`}
                />
              ) : (
                // A card the player cannot buy now stays visible, greyed, with the reason.
                <div key={id} className="unaffordable" aria-label={`Card ${id}: costs ${cardDef(id).price}¢, more than the ${coins}¢ in hand`} title={`Costs ${cardDef(id).price}¢`}>
                  <CardView id={id} />
                </div>
              ),
            )}
          </div>
          <CardKey ids={state.display} />
          {picked !== null && returns.length > 0 && (
            <div className="returns" aria-label="Cards to put back" ref={box}>
              <button type="button" onClick={() => setPicked(null)}>
                Do not buy card {picked}
              </button>
              <p>
                You are buying card {picked} for {cardDef(picked).price}¢ ({coins - cardDef(picked).price}¢ left). Your deck keeps its size, so one card goes back in the
                box: click the card to put back. These are the cards you would hold, card {picked} among them:
              </p>
              <div className="cards">
                {returns.map((a) => (
                  <CardView
                    key={a.returnCard}
                    id={a.returnCard}
                    onClick={() => (setPicked(null), onAct(a))}
                    label={a.returnCard === a.card ? `Put back card ${a.card} itself (pay ${cardDef(a.card).price}¢, keep your deck as it is)` : `Return card ${a.returnCard}`}
                  />
                ))}
              </div>
            </div>
          )}
          {picked === null && legal.some((a) => a.type === 'pass') && (
            <button type="button" onClick={() => onAct({ type: 'pass' })}>
              Pass (the first to pass may turn 2 of the {PIT_MARKERS.length} pit-stop markers, the second 1)
            </button>
          )}
        </>
      )}
    </div>
  );
}
