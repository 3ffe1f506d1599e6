/**
 * Special functions of the played card (start-frei: "Special Functions").
 * Each helper answers "may the player do this now?" and "do it"; legality and
 * application share the same predicate.
 */
import { card, type Special } from './data/cards';
import { gainCoins, payCoins } from './state-ops';
import { copyTurn } from './state-update';
import type { GameEvent, GameState, PendingRoll } from './types';

export function turnSpecial(state: GameState): Special | null {
  const id = state.turn?.card;
  return id ? card(id).special : null;
}

function canAct(state: GameState): boolean {
  return state.phase === 'turn' && state.turn !== null && state.turn.drsOffer === null;
}

/** start-frei: "Cards That Bring Carrera Coins" — all or nothing, at any time of the turn. */
export function canTakeCoins(state: GameState): boolean {
  const sp = turnSpecial(state);
  return canAct(state) && sp?.kind === 'coins' && !state.turn!.coinsTaken && state.supply > 0;
}

export function takeCoins(state: GameState, events: GameEvent[]): GameState {
  const sp = turnSpecial(state) as Extract<Special, { kind: 'coins' }>;
  const turn = copyTurn(state.turn!);
  turn.coinsTaken = true;
  return gainCoins(state, turn.player, sp.amount, 'card', events, turn);
}

/**
 * Cost per +1 of the position-dependent card.
 * start-frei: "Position-Dependent: Change Roll Result Several Times" — first 4 coins ×2, midfield 2 ×4, last 1 ×8.
 */
const POSITION_PAID = { first: { cost: 4, times: 2 }, mid: { cost: 2, times: 4 }, last: { cost: 1, times: 8 } } as const;

/**
 * Coins the active player may still spend on specials. The switches of an
 * announced overtaking manoeuvre are already committed (start-frei: "Further
 * Information on Overtaking Manoeuvres": announce the switch "and also pay 1
 * Carrera Coin for it"), so they are set aside.
 */
function spendable(state: GameState): number {
  const t = state.turn!;
  return state.players[t.player]!.coins - (t.pending?.overtake?.switches.length ?? 0);
}

/** The paid change a card offers now: cost per point and whether it may subtract. */
function paidTerms(state: GameState): { cost: number; left: number; minus: boolean } | null {
  const sp = turnSpecial(state);
  const t = state.turn!;
  if (sp?.kind === 'paid-adjust') return { cost: 1, left: sp.times - t.paidAdjustUsed, minus: true };
  if (sp?.kind === 'position-paid') {
    const terms = POSITION_PAID[t.placement];
    return { cost: terms.cost, left: terms.times - t.paidAdjustUsed, minus: false };
  }
  return null;
}

/** Changes of the pending roll the card allows now. */
export function adjustOptions(state: GameState): { delta: 1 | -1; pay: 'free' | 'paid' }[] {
  if (!canAct(state) || !state.turn!.pending) return [];
  const t = state.turn!;
  const points = t.pending!.points;
  const out: { delta: 1 | -1; pay: 'free' | 'paid' }[] = [];
  const sp = turnSpecial(state);
  // start-frei: "Change Roll Result for Free" — once per turn, by 1 up or down.
  if (sp?.kind === 'free-adjust' && !t.freeAdjustUsed) {
    out.push({ delta: 1, pay: 'free' });
    if (points > 0) out.push({ delta: -1, pay: 'free' });
  }
  const paid = paidTerms(state);
  if (paid && paid.left > 0 && spendable(state) >= paid.cost) {
    out.push({ delta: 1, pay: 'paid' });
    if (paid.minus && points > 0) out.push({ delta: -1, pay: 'paid' });
  }
  return out;
}

export function adjust(state: GameState, delta: 1 | -1, pay: 'free' | 'paid', events: GameEvent[]): GameState {
  const t = state.turn!;
  const from = t.pending!.points;
  const turn = copyTurn(t);
  turn.pending = pendingWith(t.pending!, from + delta, t.pending!.ignores);
  turn.freeAdjustUsed = t.freeAdjustUsed || pay === 'free';
  turn.paidAdjustUsed = t.paidAdjustUsed + (pay === 'paid' ? 1 : 0);
  // The coins (if paid) and the turn in one state update.
  const s = payCoins(state, t.player, pay === 'paid' ? paidTerms(state)!.cost : 0, 'adjust', events, turn);
  events.push({ type: 'RollChanged', player: t.player, from, to: from + delta, source: pay });
  return s;
}

/** start-frei: "Ignore Chicanes for Carrera Coins" — once or twice per turn, 1 coin each. */
export function canIgnoreChicane(state: GameState): boolean {
  if (!canAct(state) || !state.turn!.pending) return false;
  const sp = turnSpecial(state);
  const t = state.turn!;
  return sp?.kind === 'ignore-chicane' && t.ignoreUsed < sp.times && spendable(state) >= 1;
}

export function ignoreChicane(state: GameState, events: GameEvent[]): GameState {
  const t = state.turn!;
  const turn = copyTurn(t);
  turn.pending = pendingWith(t.pending!, t.pending!.points, t.pending!.ignores + 1);
  turn.ignoreUsed = t.ignoreUsed + 1;
  return payCoins(state, t.player, 1, 'ignore-chicane', events, turn);
}

/** The pending roll with other points or ignores (fields in their fixed order). */
export function pendingWith(p: PendingRoll, points: number, ignores: number): PendingRoll {
  return { die: p.die, boost: p.boost, points, ignores, overtake: p.overtake };
}

