/** Small immutable updates shared by the rule files: one player, coins, gears, dice, DRS draws. */
import { copyPlayer, copyTurn, own } from './state-update';
import { nextInt } from '../core/rng';
import { DRS_SLOTS } from './data/material';
import { HIGHEST_GEAR, LOWEST_GEAR } from './data/dice';
import type { CoinReason, GameEvent, GameState, PlayerId, PlayerState, ShiftReason, TurnState } from './types';


// Players and turns are copied by state-update.ts (one fixed field order, one V8 shape) and the changed fields written into the copy.
export function setPlayer(state: GameState, player: PlayerId, patch: Partial<PlayerState>): GameState {
  const d = own(state);
  d.players = withPlayer(state.players, player, patch);
  return d;
}

/** The players with `patch` applied to one of them (for callers that write more fields in the same update). */
export function withPlayer(players: readonly PlayerState[], player: PlayerId, patch: Partial<PlayerState>): PlayerState[] {
  const out = players.slice();
  const p = copyPlayer(out[player]!);
  if (patch.space !== undefined) p.space = patch.space;
  if (patch.gear !== undefined) p.gear = patch.gear;
  if (patch.coins !== undefined) p.coins = patch.coins;
  if (patch.deck !== undefined) p.deck = patch.deck;
  if (patch.hand !== undefined) p.hand = patch.hand;
  if (patch.drs !== undefined) p.drs = patch.drs;
  if (patch.laps !== undefined) p.laps = patch.laps;
  out[player] = p;
  return out;
}

/** The players with one player's coins changed (coins change on most actions: no patch object). */
export function withCoins(players: readonly PlayerState[], player: PlayerId, coins: number): PlayerState[] {
  const out = players.slice();
  const p = copyPlayer(out[player]!);
  p.coins = coins;
  out[player] = p;
  return out;
}

export function setTurn(state: GameState, patch: Partial<TurnState>): GameState {
  const d = own(state);
  d.turn = turnWith(state.turn!, patch);
  return d;
}

/** The turn `t` with `patch` applied (player, card and placement never change). */
export function turnWith(t: TurnState, patch: Partial<TurnState>): TurnState {
  const n = copyTurn(t);
  if (patch.queue !== undefined) n.queue = patch.queue;
  if (patch.anyOrder !== undefined) n.anyOrder = patch.anyOrder;
  if (patch.pending !== undefined) n.pending = patch.pending;
  if (patch.drsOffer !== undefined) n.drsOffer = patch.drsOffer;
  if (patch.freeAdjustUsed !== undefined) n.freeAdjustUsed = patch.freeAdjustUsed;
  if (patch.paidAdjustUsed !== undefined) n.paidAdjustUsed = patch.paidAdjustUsed;
  if (patch.ignoreUsed !== undefined) n.ignoreUsed = patch.ignoreUsed;
  if (patch.coinsTaken !== undefined) n.coinsTaken = patch.coinsTaken;
  return n;
}

/** Coins come from the general supply; assumption: an empty supply pays what it has. */
export function gainCoins(state: GameState, player: PlayerId, amount: number, reason: CoinReason, events: GameEvent[], turn?: TurnState): GameState {
  const n = Math.min(amount, state.supply);
  if (n <= 0) return turn ? withTurn(state, turn) : state;
  events.push({ type: 'CoinsChanged', player, delta: n, reason });
  const d = own(state);
  d.players = withCoins(d.players, player, d.players[player]!.coins + n);
  d.supply -= n;
  if (turn) d.turn = turn;
  return d;
}

/** Pays into the general supply (callers have checked the player can pay); `turn` is written in the same update. */
export function payCoins(state: GameState, player: PlayerId, amount: number, reason: CoinReason, events: GameEvent[], turn?: TurnState): GameState {
  if (amount <= 0) return turn ? withTurn(state, turn) : state;
  events.push({ type: 'CoinsChanged', player, delta: -amount, reason });
  const d = own(state);
  d.players = withCoins(d.players, player, d.players[player]!.coins - amount);
  d.supply += amount;
  if (turn) d.turn = turn;
  return d;
}

function withTurn(state: GameState, turn: TurnState): GameState {
  const d = own(state);
  d.turn = turn;
  return d;
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
  const d = own(state);
  d.drsPile = rest;
  if (p.drs.length < DRS_SLOTS) d.players = withPlayer(d.players, player, { drs: [...p.drs, marker] });
  else d.turn = turnWith(d.turn!, { drsOffer: marker });
  return d;
}
