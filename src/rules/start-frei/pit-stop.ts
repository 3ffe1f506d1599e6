/**
 * The pit stop (start-frei: "Pit Stop"): card display, buy or pass in reverse
 * placement, pit-stop markers for the first two to pass, the pit exit.
 */
import { copyPlayer, freshTurn, update } from './state-update';
import { card } from './data/cards';
import { DISPLAY_REFILL, DISPLAY_SIZE, PIT_MARKERS, PIT_MARKERS_BY_PASS_RANK } from './data/material';
import { standings } from './standings';
import { gameOver } from './game-end';
import { gainCoins, payCoins, setPlayer } from './state-ops';
import type { GameEvent, GameState, PlayerId, PlayerState } from './types';
import type { Instruction } from './data/cards';

function drawToDisplay(state: GameState, count: number, events: GameEvent[]): GameState {
  if (count <= 0 || state.drawPile.length === 0) return state;
  const drawn = state.drawPile.slice(0, count);
  events.push({ type: 'CardsDisplayed', cards: drawn });
  return update(state, { display: [...state.display, ...drawn], drawPile: state.drawPile.slice(drawn.length) });
}

export function startPitStop(state: GameState, events: GameEvent[]): GameState {
  // 1. Prepare the card display: top up to 5 ("Should the draw pile ever run out, no more cards are laid out").
  let s = drawToDisplay(state, DISPLAY_SIZE - state.display.length, events);
  // 2. Reverse placement; a tie puts the outer lane first (standings put the inner lane first).
  const order = standings(s).reverse();
  events.push({ type: 'PitStopStarted', order });
  s = update(s, { phase: 'pit', pit: { order, cursor: 0, passed: [], turned: PIT_MARKERS.map(() => false), toTurn: 0, exit: [] } });
  return s;
}

export function pitPlayer(state: GameState): PlayerId {
  return state.pit!.order[state.pit!.cursor]!;
}

/** Buys the player may make now: each affordable display card, with each card they could return. */
export function buyOptions(state: GameState): { card: number; returnCard: number }[] {
  const pit = state.pit;
  if (state.phase !== 'pit' || !pit || pit.toTurn > 0) return [];
  const p = state.players[pitPlayer(state)]!;
  const out: { card: number; returnCard: number }[] = [];
  for (const c of state.display) {
    if (card(c).price > p.coins) continue;
    for (const r of p.deck) out.push({ card: c, returnCard: r });
    out.push({ card: c, returnCard: c });
  }
  return out;
}

export function buy(state: GameState, cardId: number, returnCard: number, events: GameEvent[]): GameState {
  const player = pitPlayer(state);
  const price = card(cardId).price;
  let s = payCoins(state, player, price, 'buy', events);
  events.push({ type: 'CardBought', player, card: cardId, price, returned: returnCard });
  const deck = [...s.players[player]!.deck, cardId].filter((c) => c !== returnCard);
  s = setPlayer(s, player, { deck, hand: deck });
  s = update(s, { display: s.display.filter((c) => c !== cardId), box: [...s.box, returnCard] });
  // "As soon as only 1 card is left openly displayed, 4 new cards are revealed."
  if (s.display.length === 1) s = drawToDisplay(s, DISPLAY_REFILL, events);
  return advance(s, events);
}

export function pass(state: GameState, events: GameEvent[]): GameState {
  const pit = state.pit!;
  const player = pitPlayer(state);
  const rank = pit.passed.length;
  events.push({ type: 'Passed', player, rank: rank + 1 });
  const free = pit.turned.filter((t) => !t).length;
  const toTurn = Math.min(PIT_MARKERS_BY_PASS_RANK[rank] ?? 0, free);
  const s: GameState = update(state, { pit: { ...pit, passed: [...pit.passed, player], toTurn, exit: [] } });
  return toTurn > 0 ? s : advance(s, events);
}

export function markerOptions(state: GameState): number[] {
  const pit = state.pit;
  if (state.phase !== 'pit' || !pit || pit.toTurn === 0) return [];
  const out: number[] = [];
  for (let i = 0; i < pit.turned.length; i++) if (!pit.turned[i]) out.push(i);
  return out;
}

/** Turns a marker: coins at once, race instructions at the pit exit in any order. */
export function turnMarker(state: GameState, marker: number, events: GameEvent[]): GameState {
  const pit = state.pit!;
  const player = pitPlayer(state);
  events.push({ type: 'PitMarkerTurned', player, marker });
  const back = PIT_MARKERS[marker]!;
  let s: GameState = state;
  const exit: Instruction[] = [...pit.exit];
  if (back.kind === 'coins') s = gainCoins(s, player, back.amount, 'pit', events);
  else exit.push(back.kind);
  const toTurn = pit.toTurn - 1;
  s = update(s, { pit: { ...pit, turned: pit.turned.map((t, i) => t || i === marker), toTurn, exit } });
  return toTurn > 0 ? s : leavePit(s, player, exit, events);
}

/** start-frei: the passer "may turn" markers: declining turns no (more) of them; the ones turned so far still count. */
export function canDeclineMarkers(state: GameState): boolean {
  return state.phase === 'pit' && state.pit !== null && state.pit.toTurn > 0;
}

export function declineMarkers(state: GameState, events: GameEvent[]): GameState {
  const pit = state.pit!;
  const player = pitPlayer(state);
  events.push({ type: 'PitMarkersDeclined', player, left: pit.toTurn });
  const s = update(state, { pit: { ...pit, toTurn: 0 } });
  return leavePit(s, player, pit.exit, events);
}

/** The markers are turned: the race instructions of their backs at the pit exit, or the next player. */
function leavePit(s: GameState, player: PlayerId, exit: readonly Instruction[], events: GameEvent[]): GameState {
  if (exit.length === 0) return advance(s, events);
  // The pit exit: a turn without a card, instructions in any order, overtaking allowed.
  events.push({ type: 'TurnStarted', player, card: null, placement: 'mid', instructions: exit });
  return update(s, { phase: 'turn', turn: freshTurn(player, null, exit, true, 'mid') });
}

/** After a pit exit turn. */
export function continuePitStop(state: GameState, events: GameEvent[]): GameState {
  return advance(state, events);
}

/** Next player who has not passed, in turn; after everyone passed, the markers reset and a pass begins. */
function advance(state: GameState, events: GameEvent[]): GameState {
  const pit = state.pit!;
  const n = pit.order.length;
  for (let k = 1; k <= n; k++) {
    const cursor = (pit.cursor + k) % n;
    if (!pit.passed.includes(pit.order[cursor]!)) return update(state, { pit: { order: pit.order, cursor, passed: pit.passed, turned: pit.turned, toTurn: 0, exit: [] } });
  }
  events.push({ type: 'PitMarkersReset' });
  return startPass(update(state, { pit: null }), events);
}

function handBack(p: PlayerState): PlayerState {
  const n = copyPlayer(p);
  n.hand = p.deck;
  return n;
}

/** After the pit stop: a new pass with the 6 cards back in hand. */
export function startPass(state: GameState, events: GameEvent[]): GameState {
  if (state.endTriggered) return gameOver(state, 'finish', events);
  const pass = state.pass + 1;
  events.push({ type: 'PassStarted', pass });
  const players = state.players.map(handBack);
  return update(state, { players, pass, section: 1, phase: 'choose', pit: null, chosen: players.map(() => null) });
}
