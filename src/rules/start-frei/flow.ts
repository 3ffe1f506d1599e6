/**
 * The flow of the race: race sections of a pass, turn order by order number,
 * laying track, the end of the race (start-frei: "Game Flow", "Pass and Race
 * Section", "Lay Out 2 New Track Pieces", "Game End & Winner").
 */
import { copyPlayer, freshTurn, own, update } from './state-update';
import { card, instructionsFor } from './data/cards';
import { PASS_LIMIT, PIECES_PER_SECTION, SECTIONS_PER_PASS } from './data/material';
import { DRS_MARKERS } from './data/material';
import { placementOf, standings } from './standings';
import { startPitStop, continuePitStop } from './pit-stop';
import { turnSpecial } from './specials';
import { continueLaying } from './laying';
import { gameOver } from './game-end';
import type { GameEvent, GameState, PlayerId, PlayerState } from './types';

/** All cards chosen: reveal them and start the turn of the lowest order number. */
export function revealCards(state: GameState, events: GameEvent[]): GameState {
  const n = state.players.length;
  const cards = state.chosen.slice() as number[];
  // Ascending order number (an insertion sort: at most 4 cars, order numbers unique).
  const order: PlayerId[] = [];
  for (let i = 0; i < n; i++) {
    let j = order.length;
    order.push(i);
    while (j > 0 && cards[order[j - 1]!]! > cards[i]!) {
      order[j] = order[j - 1]!;
      j--;
    }
    order[j] = i;
  }
  events.push({ type: 'CardsRevealed', cards, order });
  const players = new Array<PlayerState>(n);
  for (let i = 0; i < n; i++) {
    const p = copyPlayer(state.players[i]!);
    p.hand = without(p.hand, cards[i]!);
    players[i] = p;
  }
  const d = own(state);
  d.players = players;
  d.order = order;
  d.turnIndex = 0;
  d.phase = 'turn';
  return startCardTurn(d, 0, events);
}

/** The hand without a card (a loop: no closure per call). */
function without(hand: readonly number[], card: number): number[] {
  const out: number[] = [];
  for (const c of hand) if (c !== card) out.push(c);
  return out;
}

/** Starts the turn of `order[turnIndex]` (one state update with the new turn index). */
function startCardTurn(state: GameState, turnIndex: number, events: GameEvent[]): GameState {
  const player = state.order[turnIndex]!;
  const cardId = state.chosen[player]!;
  // Position-dependent cards read the placement at the beginning of the turn.
  const placement = placementOf(state, player);
  const queue = instructionsFor(card(cardId), placement);
  events.push({ type: 'TurnStarted', player, card: cardId, placement, instructions: queue });
  const d = own(state);
  d.turnIndex = turnIndex;
  d.turn = freshTurn(player, cardId, queue, false, placement);
  return d;
}

/** Something the player may still do after the last instruction (so the turn does not end by itself). */
function hasOptional(state: GameState): boolean {
  const t = state.turn!;
  if (turnSpecial(state)?.kind === 'coins' && !t.coinsTaken && state.supply > 0) return true;
  for (const m of state.players[t.player]!.drs) {
    const kind = DRS_MARKERS[m]!.kind;
    if (kind === 'shift' || kind === 'roll') return true;
  }
  return false;
}

export function turnIsDone(state: GameState): boolean {
  const t = state.turn;
  return t !== null && t.queue.length === 0 && t.pending === null && t.drsOffer === null;
}

/** Ends the turn when nothing is left to do; otherwise returns the state as is. */
export function autoEndTurn(state: GameState, events: GameEvent[]): GameState {
  if (state.phase !== 'turn' || !turnIsDone(state) || hasOptional(state)) return state;
  return endTurn(state, events);
}

export function endTurn(state: GameState, events: GameEvent[]): GameState {
  events.push({ type: 'TurnEnded', player: state.turn!.player });
  if (state.pit) return continuePitStop(update(state, { turn: null, phase: 'pit' }), events);
  // The next card's turn replaces this one in the same update.
  if (state.turnIndex + 1 < state.order.length) return startCardTurn(state, state.turnIndex + 1, events);
  return endSection(update(state, { turn: null }), events);
}

/** start-frei: "Lay Out 2 New Track Pieces" — the last car's player lays the next pieces of the plan (laying.ts). */
function layPieces(state: GameState, events: GameEvent[]): GameState {
  const total = state.track.pieceCount;
  if (state.laid >= total) return state;
  const order = standings(state);
  return continueLaying(state, order[order.length - 1]!, Math.min(total, state.laid + PIECES_PER_SECTION), events);
}

function endSection(state: GameState, events: GameEvent[]): GameState {
  // start-frei: "The race section currently being played is still played to its end."
  if (state.endTriggered) return gameOver(state, 'finish', events);
  let s = layPieces(state, events);
  s = update(s, { chosen: s.players.map(() => null), order: [], turnIndex: 0 });
  return s.laying ? s : nextSection(s, events);
}

/** After the pieces are laid: the next race section, or the pit stop after the last. */
export function nextSection(s: GameState, events: GameEvent[]): GameState {
  if (s.section < SECTIONS_PER_PASS) return update(s, { section: s.section + 1, phase: 'choose' });
  if (s.pass >= PASS_LIMIT) return gameOver(s, 'pass-limit', events);
  return startPitStop(s, events);
}
