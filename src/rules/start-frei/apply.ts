/**
 * `applyAction`: checks an action against the generators of `legal.ts` in a
 * fixed order (known action, game not over, listed as legal), then applies it
 * and settles what follows by itself (a forced move, the end of a turn).
 * A rejection leaves the state untouched.
 */
import { beginOwning, endOwning, own } from './state-update';
import { reject, type ApplyResult } from '../core/engine';
import { adjust, adjustOptions, canIgnoreChicane, ignoreChicane, takeCoins } from './specials';
import { drsOptions, keepDrs, useDrs } from './drs';
import { autoEndTurn, endTurn, nextSection, revealCards } from './flow';
import { applyLay } from './laying';
import { actionsOfType, GENERATORS, isLegal } from './legal';
import { buy, pass, turnMarker } from './pit-stop';
import { overtakeOptions } from './overtaking';
import { applyMoveOption, applyRoll, applyShift, findMove, pendingMoveOptions } from './turn';
import { sameSwitches } from './movement';
import type { Action, GameEvent, GameState } from './types';

function perform(state: GameState, a: Action, events: GameEvent[]): GameState {
  switch (a.type) {
    case 'choose': {
      events.push({ type: 'CardChosen', player: a.player });
      const chosen = state.chosen.slice();
      chosen[a.player] = a.card;
      const s = own(state);
      s.chosen = chosen;
      return chosen.indexOf(null) < 0 ? revealCards(s, events) : s;
    }
    case 'shift':
      return applyShift(state, a.dir, events);
    case 'roll': {
      const o = a.overtake;
      const plan = o ? overtakeOptions(state, state.turn!.player).find((p) => p.target === o.target && sameSwitches(p.switches, o.switches))! : null;
      return applyRoll(state, plan, events);
    }
    case 'move':
      return applyMoveOption(state, findMove(state, a.switches)!, events);
    case 'adjust':
      return adjust(state, a.delta, a.pay, events);
    case 'take-coins':
      return takeCoins(state, events);
    case 'ignore-chicane':
      return ignoreChicane(state, events);
    case 'use-drs':
      return useDrs(state, a, events);
    case 'keep-drs':
      return keepDrs(state, a.slot, events);
    case 'end-turn':
      return endTurn(state, events);
    case 'buy':
      return buy(state, a.card, a.returnCard, events);
    case 'pass':
      return pass(state, events);
    case 'turn-marker':
      return turnMarker(state, a.marker, events);
    case 'lay': {
      const s = applyLay(state, { side: a.side, turned: a.turned }, events);
      return s.laying ? s : nextSection(s, events);
    }
  }
}

/** A pending roll with one way to move and nothing to change it moves by itself. */
function autoMove(state: GameState, events: GameEvent[]): GameState {
  const t = state.turn;
  if (state.phase !== 'turn' || !t || !t.pending || t.drsOffer !== null) return state;
  if (adjustOptions(state).length > 0 || canIgnoreChicane(state) || drsOptions(state).length > 0) return state;
  const options = pendingMoveOptions(state);
  return options.length === 1 ? applyMoveOption(state, options[0]!, events) : state;
}

export function applyAction(state: GameState, action: Action): ApplyResult<GameState, GameEvent> {
  if (state.phase === 'over') return reject('game-over', 'the race is over');
  const gen = action && typeof action === 'object' ? GENERATORS[action.type] : undefined;
  if (!gen) return reject('unknown-action', `unknown action type '${String((action as { type?: unknown })?.type)}'`);
  if (!isLegal(state, action)) {
    const n = actionsOfType(state, action.type).length;
    if (n === 0) return reject('not-now', `'${action.type}' is not possible now (phase ${state.phase})`);
    return reject('illegal-action', `this '${action.type}' is not among the ${n} legal ones`);
  }
  const events: GameEvent[] = [];
  // The steps of this action write into one copy of the state (state-update.ts).
  beginOwning();
  try {
    let s = perform(state, action, events);
    s = autoMove(s, events);
    s = autoEndTurn(s, events);
    return { ok: true, state: s, events };
  } finally {
    endOwning();
  }
}
