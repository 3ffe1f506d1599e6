/**
 * "Teach from here": a moment of a race as a lesson position. A lesson holds
 * the cars (space, gear, coins, laps, DRS markers, cards), the pieces laid,
 * whose turn it is with the card played, and the DRS pile; what a lesson does
 * not hold (the card display and draw pile, the pass and section counts, a
 * roll half made) is left at its lesson default. So the moment taught is the
 * start of the turn being shown: from there the teacher chooses the dice and
 * shows what else could have happened.
 */
import { card, instructionsFor } from './data/cards';
import type { Position } from './scenario';
import type { GameState } from './types';

/** A turn that has just begun: its card played, nothing done yet. */
export function isTurnStart(s: GameState): boolean {
  const t = s.turn;
  if (s.phase !== 'turn' || !t || t.card === null) return false;
  if (t.pending || t.drsOffer !== null || t.freeAdjustUsed || t.paidAdjustUsed > 0 || t.ignoreUsed > 0 || t.coinsTaken) return false;
  const fresh = instructionsFor(card(t.card), t.placement);
  return t.queue.length === fresh.length && t.queue.every((ins, i) => ins === fresh[i]);
}

/** The lesson position of a state at the start of a turn (or of a card choice: then no turn). */
export function positionOf(s: GameState): Position {
  const t = s.phase === 'turn' && s.turn && s.turn.card !== null ? s.turn : null;
  return {
    cars: s.players.map((p, i) => ({
      name: s.names[i] ?? `Car ${i + 1}`,
      space: p.space,
      gear: p.gear,
      coins: p.coins,
      laps: p.laps,
      drs: [...p.drs],
      deck: [...p.deck],
      // The card played lies in front of the player; the lesson's turn takes it from the hand again.
      hand: t && t.player === i && t.card !== null ? [...p.hand, t.card] : [...p.hand],
    })),
    laid: s.laid,
    ...(t && t.card !== null ? { turn: { player: t.player, card: t.card } } : {}),
    drsPile: [...s.drsPile],
  };
}

/**
 * The step a lesson can start from for step `step` of a race: the latest step
 * at or before it where a turn begins (or the first step of the race).
 */
export function teachStep(stateAt: (step: number) => GameState, step: number): { step: number; state: GameState } {
  for (let k = step; k > 0; k--) {
    const s = stateAt(k);
    if (isTurnStart(s)) return { step: k, state: s };
  }
  return { step: 0, state: stateAt(0) };
}
