/**
 * The one way to derive a new game state. Every state, turn and player is
 * built by one function here that lists its fields in a fixed order, so V8
 * keeps one shape per type; the fields that change are then written into the
 * fresh copy (no patch objects: their shapes differ per call site and made
 * every read megamorphic).
 *
 * Within one `applyAction` the state being built is "owned": nobody outside
 * has seen it yet, so the steps of one action (roll, forced move, end of turn,
 * start of the next) write into the same copy instead of copying it again.
 * Owned copies are only ever the top-level state: players, turns and lists are
 * still replaced, never changed in place, so any state or memo that holds one
 * of them stays valid.
 */
import type { GameState, PlayerId, PlayerState, TurnState } from './types';

/** A state being built: the same fields, writable. */
export type Draft = { -readonly [K in keyof GameState]: GameState[K] };
export type TurnDraft = { -readonly [K in keyof TurnState]: TurnState[K] };
export type PlayerDraft = { -readonly [K in keyof PlayerState]: PlayerState[K] };

// The copy the current applyAction made (null outside applyAction).
let owning = false;
let current: GameState | null = null;

/** applyAction starts: from now on `own` may hand out one copy to write into. */
export function beginOwning(): void {
  owning = true;
  current = null;
}

/** applyAction ends: its result is shared from here on, never written again. */
export function endOwning(): void {
  owning = false;
  current = null;
}

/** Whether `s` is the copy the running applyAction is still building (memos must not keep it). */
export function isOwned(s: GameState): boolean {
  return s === current;
}

/** A state to write into: `s` itself when the running applyAction made it, otherwise a fresh copy. */
export function own(s: GameState): Draft {
  if (s === current) return s as Draft;
  const d = copyState(s);
  if (owning) current = d;
  return d;
}

function copyState(s: GameState): Draft {
  return {
    ruleset: s.ruleset,
    track: s.track,
    names: s.names,
    players: s.players,
    phase: s.phase,
    pass: s.pass,
    section: s.section,
    chosen: s.chosen,
    order: s.order,
    turnIndex: s.turnIndex,
    turn: s.turn,
    pit: s.pit,
    supply: s.supply,
    drsPile: s.drsPile,
    drawPile: s.drawPile,
    display: s.display,
    box: s.box,
    laid: s.laid,
    laying: s.laying,
    layChoices: s.layChoices,
    tiles: s.tiles,
    rng: s.rng,
    forced: s.forced,
    endTriggered: s.endTriggered,
    standings: s.standings,
    endReason: s.endReason,
  };
}

/** `s` with the fields of `p` replaced (for the rarer steps; hot paths write into `own(s)`). */
export function update(s: GameState, p: Partial<GameState>): GameState {
  const d = own(s);
  if (p.players !== undefined) d.players = p.players;
  if (p.phase !== undefined) d.phase = p.phase;
  if (p.pass !== undefined) d.pass = p.pass;
  if (p.section !== undefined) d.section = p.section;
  if (p.chosen !== undefined) d.chosen = p.chosen;
  if (p.order !== undefined) d.order = p.order;
  if (p.turnIndex !== undefined) d.turnIndex = p.turnIndex;
  if (p.turn !== undefined) d.turn = p.turn;
  if (p.pit !== undefined) d.pit = p.pit;
  if (p.supply !== undefined) d.supply = p.supply;
  if (p.drsPile !== undefined) d.drsPile = p.drsPile;
  if (p.drawPile !== undefined) d.drawPile = p.drawPile;
  if (p.display !== undefined) d.display = p.display;
  if (p.box !== undefined) d.box = p.box;
  if (p.laid !== undefined) d.laid = p.laid;
  if (p.laying !== undefined) d.laying = p.laying;
  if (p.layChoices !== undefined) d.layChoices = p.layChoices;
  if (p.tiles !== undefined) d.tiles = p.tiles;
  if (p.rng !== undefined) d.rng = p.rng;
  if (p.forced !== undefined) d.forced = p.forced;
  if (p.endTriggered !== undefined) d.endTriggered = p.endTriggered;
  if (p.standings !== undefined) d.standings = p.standings;
  if (p.endReason !== undefined) d.endReason = p.endReason;
  return d;
}

/** A fresh copy of a turn to write into. */
export function copyTurn(t: TurnState): TurnDraft {
  return {
    player: t.player,
    card: t.card,
    queue: t.queue,
    anyOrder: t.anyOrder,
    placement: t.placement,
    pending: t.pending,
    drsOffer: t.drsOffer,
    freeAdjustUsed: t.freeAdjustUsed,
    paidAdjustUsed: t.paidAdjustUsed,
    ignoreUsed: t.ignoreUsed,
    coinsTaken: t.coinsTaken,
  };
}

/** A fresh copy of a player to write into. */
export function copyPlayer(p: PlayerState): PlayerDraft {
  return { space: p.space, gear: p.gear, coins: p.coins, deck: p.deck, hand: p.hand, drs: p.drs, laps: p.laps };
}

/** A turn as it starts: the card's instructions queued, nothing used yet. */
export function freshTurn(player: PlayerId, cardId: number | null, queue: TurnState['queue'], anyOrder: boolean, placement: TurnState['placement']): TurnState {
  return { player, card: cardId, queue, anyOrder, placement, pending: null, drsOffer: null, freeAdjustUsed: false, paidAdjustUsed: 0, ignoreUsed: 0, coinsTaken: false };
}
