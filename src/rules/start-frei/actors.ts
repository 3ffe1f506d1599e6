/**
 * Who acts now in Start Frei, written once (the `actors` of its Game,
 * game.ts). Its own module so legal.ts, the runner and Race mode can take it
 * over without an import cycle through game.ts.
 */
import type { Seat } from '../core/game';
import type { Action, GameState } from './types';

/** Whether `seat` may act now (no array: asked on every apply). */
export function isStartFreiActor(state: GameState, seat: Seat): boolean {
  switch (state.phase) {
    case 'choose':
      return state.chosen[seat] === null;
    case 'turn':
      return state.turn !== null && state.turn.player === seat;
    case 'pit':
      return state.pit !== null && state.pit.order[state.pit.cursor] === seat;
    case 'lay':
      return state.laying !== null && state.laying.player === seat;
    case 'over':
      return false;
  }
}

/**
 * Who acts now, written once: every seat still to choose its card in the
 * choose phase (a secret, simultaneous choice), the seat whose turn it is,
 * the seat at the pit-stop cursor, the last car's seat while laying, nobody
 * when the race is over.
 */
export function startFreiActors(state: GameState): Seat[] {
  switch (state.phase) {
    case 'choose': {
      const out: Seat[] = [];
      for (let seat = 0; seat < state.chosen.length; seat++) if (state.chosen[seat] === null) out.push(seat);
      return out;
    }
    case 'turn':
      return state.turn ? [state.turn.player] : [];
    case 'pit': {
      const seat = state.pit ? state.pit.order[state.pit.cursor] : undefined;
      return seat === undefined ? [] : [seat];
    }
    case 'lay':
      return state.laying ? [state.laying.player] : [];
    case 'over':
      return [];
  }
}

/**
 * The seat that took a Start Frei action of a log without seats (replay files
 * v1): a card choice names its player, anything else is the one actor's.
 * -1 when nobody may act.
 */
export function startFreiSeatOf(state: GameState, action: Action): Seat {
  if (action.type === 'choose') return action.player;
  return startFreiActors(state)[0] ?? -1;
}
