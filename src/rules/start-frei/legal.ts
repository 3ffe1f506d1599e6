/**
 * The one source of legality (as chess.js's move generator): one generator per
 * action type; `legalActions` joins them and `applyAction` accepts an action
 * only when its type's generator lists it.
 */
import type { SpaceId } from '../../track/lane-graph-types';
import { adjustOptions, canIgnoreChicane, canTakeCoins } from './specials';
import { drsOptions, keepDrsOptions } from './drs';
import { turnIsDone } from './flow';
import { buyOptions, markerOptions } from './pit-stop';
import { nextInstructionIs, pendingMoveOptions, rollOptions, shiftDirs } from './turn';
import type { Action, GameState } from './types';

type Generator = (state: GameState) => Action[];

function inTurn(state: GameState): boolean {
  return state.phase === 'turn' && state.turn !== null && state.turn.drsOffer === null;
}

export const GENERATORS: Readonly<Record<Action['type'], Generator>> = {
  choose: (s) => {
    if (s.phase !== 'choose') return [];
    const out: Action[] = [];
    s.chosen.forEach((c, player) => {
      if (c === null) for (const card of s.players[player]!.hand) out.push({ type: 'choose', player, card });
    });
    return out;
  },
  shift: (s) => (inTurn(s) && nextInstructionIs(s, 'shift') ? shiftDirs(s.players[s.turn!.player]!.gear).map((dir) => ({ type: 'shift', dir })) : []),
  roll: (s) => {
    if (!inTurn(s) || !nextInstructionIs(s, 'roll')) return [];
    const out: Action[] = [{ type: 'roll' }];
    for (const plan of rollOptions(s)) out.push({ type: 'roll', overtake: { target: plan.target, switches: plan.switches } });
    return out;
  },
  move: (s) => (inTurn(s) && s.turn!.pending ? pendingMoveOptions(s).map((o) => ({ type: 'move', switches: o.switches })) : []),
  adjust: (s) => adjustOptions(s).map((o) => ({ type: 'adjust', ...o })),
  'take-coins': (s) => (canTakeCoins(s) ? [{ type: 'take-coins' }] : []),
  'ignore-chicane': (s) => (canIgnoreChicane(s) ? [{ type: 'ignore-chicane' }] : []),
  'use-drs': (s) => drsOptions(s),
  'keep-drs': (s) => (s.phase === 'turn' ? keepDrsOptions(s).map((slot) => ({ type: 'keep-drs', slot })) : []),
  'end-turn': (s) => (inTurn(s) && turnIsDone(s) ? [{ type: 'end-turn' }] : []),
  buy: (s) => buyOptions(s).map((o) => ({ type: 'buy', ...o })),
  pass: (s) => (s.phase === 'pit' && s.pit !== null && s.pit.toTurn === 0 ? [{ type: 'pass' }] : []),
  'turn-marker': (s) => markerOptions(s).map((marker) => ({ type: 'turn-marker', marker })),
};

// The generators that can yield anything in each phase.
const BY_PHASE: Readonly<Record<GameState['phase'], readonly Action['type'][]>> = {
  choose: ['choose'],
  turn: ['shift', 'roll', 'move', 'adjust', 'take-coins', 'ignore-chicane', 'use-drs', 'keep-drs', 'end-turn'],
  pit: ['buy', 'pass', 'turn-marker'],
  over: [],
};

// One-entry memo: a caller usually lists the actions of a state and then applies one of them.
let memoState: GameState | null = null;
let memoActions: Action[] = [];

/** Every action legal now (in the choose phase: the choices of every player still to choose). */
export function legalActions(state: GameState): readonly Action[] {
  if (state === memoState) return memoActions;
  const out: Action[] = [];
  for (const type of BY_PHASE[state.phase]) for (const a of GENERATORS[type](state)) out.push(a);
  memoState = state;
  memoActions = out;
  return out;
}

/** Whether `action` is legal: one of its type's generated actions (the memo when the state was just listed). */
export function isLegal(state: GameState, action: Action): boolean {
  const list = state === memoState ? memoActions : GENERATORS[action.type](state);
  for (const a of list) if (sameAction(a, action)) return true;
  return false;
}

function sameList(a: readonly SpaceId[] | undefined, b: readonly SpaceId[] | undefined): boolean {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** Structural equality of two actions (fields that are absent compare equal to undefined). */
export function sameAction(a: Action, b: Action): boolean {
  switch (a.type) {
    case 'choose':
      return b.type === 'choose' && a.player === b.player && a.card === b.card;
    case 'shift':
      return b.type === 'shift' && a.dir === b.dir;
    case 'roll': {
      if (b.type !== 'roll') return false;
      const o = a.overtake;
      const p = b.overtake;
      if (!o || !p) return o === p;
      return o.target === p.target && sameList(o.switches, p.switches);
    }
    case 'move':
      return b.type === 'move' && sameList(a.switches, b.switches);
    case 'adjust':
      return b.type === 'adjust' && a.delta === b.delta && a.pay === b.pay;
    case 'use-drs':
      return b.type === 'use-drs' && a.slot === b.slot && a.dir === b.dir && a.delta === b.delta;
    case 'keep-drs':
      return b.type === 'keep-drs' && a.slot === b.slot;
    case 'buy':
      return b.type === 'buy' && a.card === b.card && a.returnCard === b.returnCard;
    case 'turn-marker':
      return b.type === 'turn-marker' && a.marker === b.marker;
    default:
      return a.type === b.type;
  }
}
