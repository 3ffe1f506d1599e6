/** The end of the race (start-frei: "Game End & Winner"): the standings are final. */
import { standings } from './standings';
import { update } from './state-update';
import type { GameEvent, GameState } from './types';

export function gameOver(state: GameState, reason: 'finish' | 'pass-limit', events: GameEvent[]): GameState {
  const order = standings(state);
  events.push({ type: 'GameOver', standings: order, reason });
  return update(state, { phase: 'over', turn: null, pit: null, standings: order, endReason: reason });
}
