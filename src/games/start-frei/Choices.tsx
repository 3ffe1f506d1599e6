import type { Action, GameState } from '../../rules/start-frei';
import type { ChoicesProps } from '../client';
import { HandOfCards } from './HandOfCards';
import { LayChoices } from './LayChoices';
import { PitChoices } from './PitChoices';
import { TurnChoices } from './TurnChoices';

/**
 * Start Frei's choices in the shell, as at its own table: the hand of cards in the secret choice, the turn's steps
 * (roll, shift, the reachable spaces with their cost), the pit stop's card display and markers, and laying the next
 * pieces. Only the legal actions the shell hands in are offered.
 */
export function StartFreiChoices({ state, seat, legal, act }: ChoicesProps<GameState, Action>) {
  switch (state.phase) {
    case 'choose':
      return <HandOfCards state={state} player={seat} legal={legal} onAct={act} />;
    case 'turn':
      return <TurnChoices state={state} legal={legal} onAct={act} />;
    case 'pit':
      return <PitChoices state={state} player={seat} legal={legal} onAct={act} />;
    case 'lay':
      return <LayChoices state={state} legal={legal} onAct={act} />;
    default:
      return null;
  }
}
