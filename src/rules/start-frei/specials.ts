/**
 * Special functions of the played card (start-frei: "Special Functions").
 * Each helper answers "may the player do this now?" and "do it"; legality and
 * application share the same predicate.
 */
import { card, type Special } from './data/cards';
import { gainCoins, payCoins, turnWith } from './state-ops';
import type { GameEvent, GameState } from './types';

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
  return gainCoins(state, state.turn!.player, sp.amount, 'card', events, turnWith(state.turn!, { coinsTaken: true }));
}

/**
 * Cost per +1 of the position-dependent card.
 * start-frei: "Position-Dependent: Change Roll Result Several Times" — first 4 coins ×2, midfield 2 ×4, last 1 ×8.
 */
const POSITION_PAID = { first: { cost: 4, times: 2 }, mid: { cost: 2, times: 4 }, last: { cost: 1, times: 8 } } as const;

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
  if (paid && paid.left > 0 && state.players[t.player]!.coins >= paid.cost) {
    out.push({ delta: 1, pay: 'paid' });
    if (paid.minus && points > 0) out.push({ delta: -1, pay: 'paid' });
  }
  return out;
}

export function adjust(state: GameState, delta: 1 | -1, pay: 'free' | 'paid', events: GameEvent[]): GameState {
  const t = state.turn!;
  const from = t.pending!.points;
  const turn = turnWith(t, {
    pending: { ...t.pending!, points: from + delta },
    freeAdjustUsed: t.freeAdjustUsed || pay === 'free',
    paidAdjustUsed: t.paidAdjustUsed + (pay === 'paid' ? 1 : 0),
  });
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
  return sp?.kind === 'ignore-chicane' && t.ignoreUsed < sp.times && state.players[t.player]!.coins >= 1;
}

export function ignoreChicane(state: GameState, events: GameEvent[]): GameState {
  const t = state.turn!;
  return payCoins(state, t.player, 1, 'ignore-chicane', events, turnWith(t, { pending: { ...t.pending!, ignores: t.pending!.ignores + 1 }, ignoreUsed: t.ignoreUsed + 1 }));
}

