/** Small immutable updates shared by the rule files: one player, coins, gears, dice, DRS draws. */
import { update } from './state-update';
import { nextInt } from '../core/rng';
import { DRS_SLOTS } from './data/material';
import { HIGHEST_GEAR, LOWEST_GEAR } from './data/dice';
import type { CoinReason, GameEvent, GameState, PlayerId, PlayerState, ShiftReason, TurnState } from './types';


// Objects are rebuilt with a fixed field order so V8 keeps one shape per type
// (a two-source spread `{ ...a, ...patch }` falls off the fast path).
export function setPlayer(state: GameState, player: PlayerId, patch: Partial<PlayerState>): GameState {
  return update(state, { players: withPlayer(state.players, player, patch) });
}

/** The players with `patch` applied to one of them (for callers that write more fields in the same update). */
export function withPlayer(players: readonly PlayerState[], player: PlayerId, patch: Partial<PlayerState>): PlayerState[] {
  const out = players.slice();
  const p = out[player]!;
  out[player] = {
    space: patch.space !== undefined ? patch.space : p.space,
    gear: patch.gear !== undefined ? patch.gear : p.gear,
    coins: patch.coins !== undefined ? patch.coins : p.coins,
    deck: patch.deck !== undefined ? patch.deck : p.deck,
    hand: patch.hand !== undefined ? patch.hand : p.hand,
    drs: patch.drs !== undefined ? patch.drs : p.drs,
    laps: patch.laps !== undefined ? patch.laps : p.laps,
  };
  return out;
}

export function setTurn(state: GameState, patch: Partial<TurnState>): GameState {
  return update(state, { turn: turnWith(state.turn!, patch) });
}

/** The turn `t` with `patch` applied (fixed field order, as setPlayer). */
export function turnWith(t: TurnState, patch: Partial<TurnState>): TurnState {
  return {
    player: t.player,
    card: t.card,
    queue: patch.queue !== undefined ? patch.queue : t.queue,
    anyOrder: patch.anyOrder !== undefined ? patch.anyOrder : t.anyOrder,
    placement: t.placement,
    pending: patch.pending !== undefined ? patch.pending : t.pending,
    drsOffer: patch.drsOffer !== undefined ? patch.drsOffer : t.drsOffer,
    freeAdjustUsed: patch.freeAdjustUsed !== undefined ? patch.freeAdjustUsed : t.freeAdjustUsed,
    paidAdjustUsed: patch.paidAdjustUsed !== undefined ? patch.paidAdjustUsed : t.paidAdjustUsed,
    ignoreUsed: patch.ignoreUsed !== undefined ? patch.ignoreUsed : t.ignoreUsed,
    coinsTaken: patch.coinsTaken !== undefined ? patch.coinsTaken : t.coinsTaken,
  };
}

/** Coins come from the general supply; assumption: an empty supply pays what it has. */
export function gainCoins(state: GameState, player: PlayerId, amount: number, reason: CoinReason, events: GameEvent[], turn?: TurnState): GameState {
  const n = Math.min(amount, state.supply);
  if (n <= 0) return turn ? update(state, { turn }) : state;
  events.push({ type: 'CoinsChanged', player, delta: n, reason });
  const players = withPlayer(state.players, player, { coins: state.players[player]!.coins + n });
  return update(state, { players, supply: state.supply - n, turn });
}

/** Pays into the general supply (callers have checked the player can pay); `turn` is written in the same update. */
export function payCoins(state: GameState, player: PlayerId, amount: number, reason: CoinReason, events: GameEvent[], turn?: TurnState): GameState {
  if (amount <= 0) return turn ? update(state, { turn }) : state;
  events.push({ type: 'CoinsChanged', player, delta: -amount, reason });
  const players = withPlayer(state.players, player, { coins: state.players[player]!.coins - amount });
  return update(state, { players, supply: state.supply + amount, turn });
}

/** A gear clamped to the steering wheel. */
export function clampGear(gear: number): number {
  return Math.max(LOWEST_GEAR, Math.min(HIGHEST_GEAR, gear));
}

/** Shifts by `delta` gears, clamped at the top and bottom of the steering wheel. */
export function shiftGear(state: GameState, player: PlayerId, delta: number, reason: ShiftReason, events: GameEvent[]): GameState {
  const from = state.players[player]!.gear;
  const to = clampGear(from + delta);
  if (to === from) return state;
  events.push({ type: 'GearShifted', player, from, to, reason });
  return setPlayer(state, player, { gear: to });
}

/** The chance of a state: the generator and the forced results still to come. */
export interface Dice {
  rng: number;
  forced: readonly (number | 'drs')[];
}

/** Rolls a die, advancing `dice` in place: a forced result first (scenarios), otherwise the seeded generator. */
export function rollFrom<T>(dice: Dice, faces: readonly T[]): T {
  if (dice.forced.length > 0) {
    const value = dice.forced[0] as T;
    dice.forced = dice.forced.slice(1);
    return value;
  }
  const r = nextInt(dice.rng, faces.length);
  dice.rng = r.state;
  return faces[r.value]!;
}

/**
 * start-frei: "DRS Markers" — draw the top marker; with 2 on the wheel the
 * player looks at the third and keeps or swaps it (a `keep-drs` decision).
 */
export function drawDrs(state: GameState, player: PlayerId, events: GameEvent[]): GameState {
  const [marker, ...rest] = state.drsPile;
  if (marker === undefined) return state;
  events.push({ type: 'DrsDrawn', player, marker });
  const p = state.players[player]!;
  if (p.drs.length < DRS_SLOTS) {
    return setPlayer(update(state, { drsPile: rest }), player, { drs: [...p.drs, marker] });
  }
  return setTurn(update(state, { drsPile: rest }), { drsOffer: marker });
}
