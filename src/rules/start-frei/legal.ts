/**
 * The one source of legality (as chess.js's move generator): one generator per
 * action type; `legalActions` joins them and `applyAction` accepts an action
 * only when its type's generator lists it.
 */
import { isStartFreiActor } from './actors';
import type { SpaceId } from '../../track/lane-graph-types';
import { adjustOptions, canIgnoreChicane, canTakeCoins } from './specials';
import { drsOptions, keepDrsOptions } from './drs';
import { turnIsDone } from './flow';
import { buyOptions, canDeclineMarkers, markerOptions } from './pit-stop';
import { sameSwitches } from './movement';
import { isOwned } from './state-update';
import { layActions } from './laying';
import { nextInstructionIs, pendingMoveOptions, rollOptions, shiftDirs } from './turn';
import type { Action, GameState, PlayerId } from './types';

/** A generator appends the legal actions of its type to `out` (no array per type and call). */
type Generator = (state: GameState, out: Action[]) => void;

function inTurn(state: GameState): boolean {
  return state.phase === 'turn' && state.turn !== null && state.turn.drsOffer === null;
}

function chooseGen(s: GameState, out: Action[]): void {
  for (let player = 0; player < s.chosen.length; player++) chooseGenOf(s, player, out);
}

/** The card choices of one player (none once chosen). */
function chooseGenOf(s: GameState, player: PlayerId, out: Action[]): void {
  if (s.phase !== 'choose' || s.chosen[player] !== null) return;
  for (const card of s.players[player]!.hand) out.push({ type: 'choose', player, card });
}

function shiftGen(s: GameState, out: Action[]): void {
  if (!inTurn(s) || !nextInstructionIs(s, 'shift')) return;
  for (const dir of shiftDirs(s.players[s.turn!.player]!.gear)) out.push({ type: 'shift', dir });
}

function rollGen(s: GameState, out: Action[]): void {
  if (!inTurn(s) || !nextInstructionIs(s, 'roll')) return;
  out.push({ type: 'roll' });
  for (const plan of rollOptions(s)) out.push({ type: 'roll', overtake: { target: plan.target, switches: plan.switches } });
}

function moveGen(s: GameState, out: Action[]): void {
  if (!inTurn(s) || !s.turn!.pending) return;
  for (const o of pendingMoveOptions(s)) out.push({ type: 'move', switches: o.switches });
}

function adjustGen(s: GameState, out: Action[]): void {
  for (const o of adjustOptions(s)) out.push({ type: 'adjust', delta: o.delta, pay: o.pay });
}

function takeCoinsGen(s: GameState, out: Action[]): void {
  if (canTakeCoins(s)) out.push({ type: 'take-coins' });
}

function ignoreChicaneGen(s: GameState, out: Action[]): void {
  if (canIgnoreChicane(s)) out.push({ type: 'ignore-chicane' });
}

function useDrsGen(s: GameState, out: Action[]): void {
  for (const a of drsOptions(s)) out.push(a);
}

function keepDrsGen(s: GameState, out: Action[]): void {
  if (s.phase === 'turn') for (const slot of keepDrsOptions(s)) out.push({ type: 'keep-drs', slot });
}

function endTurnGen(s: GameState, out: Action[]): void {
  if (inTurn(s) && turnIsDone(s)) out.push({ type: 'end-turn' });
}

function buyGen(s: GameState, out: Action[]): void {
  for (const o of buyOptions(s)) out.push({ type: 'buy', card: o.card, returnCard: o.returnCard });
}

function passGen(s: GameState, out: Action[]): void {
  if (s.phase === 'pit' && s.pit !== null && s.pit.toTurn === 0) out.push({ type: 'pass' });
}

function turnMarkerGen(s: GameState, out: Action[]): void {
  for (const marker of markerOptions(s)) out.push({ type: 'turn-marker', marker });
}

function declineMarkersGen(s: GameState, out: Action[]): void {
  if (canDeclineMarkers(s)) out.push({ type: 'decline-markers' });
}

function layGen(s: GameState, out: Action[]): void {
  for (const o of layActions(s)) out.push({ type: 'lay', side: o.side, turned: o.turned });
}

export const GENERATORS: Readonly<Record<Action['type'], Generator>> = {
  choose: chooseGen,
  shift: shiftGen,
  roll: rollGen,
  move: moveGen,
  adjust: adjustGen,
  'take-coins': takeCoinsGen,
  'ignore-chicane': ignoreChicaneGen,
  'use-drs': useDrsGen,
  'keep-drs': keepDrsGen,
  'end-turn': endTurnGen,
  buy: buyGen,
  pass: passGen,
  'turn-marker': turnMarkerGen,
  'decline-markers': declineMarkersGen,
  lay: layGen,
};

/** The legal actions of one type. */
export function actionsOfType(state: GameState, type: Action['type']): Action[] {
  const out: Action[] = [];
  GENERATORS[type](state, out);
  return out;
}

// One-entry memo: a caller usually lists the actions of a state and then applies one of them.
let memoState: GameState | null = null;
let memoActions: Action[] = [];

/** Every action legal now (in the choose phase: the choices of every player still to choose). */
export function legalActions(state: GameState): readonly Action[] {
  if (state === memoState) return memoActions;
  const out: Action[] = [];
  // The generators that can yield anything in each phase, in a fixed order (called directly, not through the table).
  switch (state.phase) {
    case 'choose':
      chooseGen(state, out);
      break;
    case 'turn':
      shiftGen(state, out);
      rollGen(state, out);
      moveGen(state, out);
      adjustGen(state, out);
      takeCoinsGen(state, out);
      ignoreChicaneGen(state, out);
      useDrsGen(state, out);
      keepDrsGen(state, out);
      endTurnGen(state, out);
      break;
    case 'pit':
      buyGen(state, out);
      passGen(state, out);
      turnMarkerGen(state, out);
      declineMarkersGen(state, out);
      break;
    case 'lay':
      layGen(state, out);
      break;
    case 'over':
      break;
  }
  // A state applyAction is still building may change: never remembered.
  if (!isOwned(state)) {
    memoState = state;
    memoActions = out;
  }
  return out;
}

/**
 * The actions legal now for `player`: in the choose phase only that player's
 * choices (what a bot or a seat picks from), otherwise `legalActions` when it
 * is that player's move and nothing when it is not.
 */
export function legalActionsOf(state: GameState, player: PlayerId): readonly Action[] {
  if (state.phase === 'choose') return choicesOf(state, player);

  return isStartFreiActor(state, player) ? legalActions(state) : [];
}

// One-entry memo of one player's card choices: a seat lists them, then applies one.
let memoChooseState: GameState | null = null;
let memoChoosePlayer = -1;
let memoChoices: Action[] = [];

function choicesOf(state: GameState, player: PlayerId): readonly Action[] {
  if (state === memoChooseState && player === memoChoosePlayer) return memoChoices;
  const out: Action[] = [];
  chooseGenOf(state, player, out);
  if (!isOwned(state)) {
    memoChooseState = state;
    memoChoosePlayer = player;
    memoChoices = out;
  }
  return out;
}

/** Whether `action` is legal: one of its type's generated actions (the memo when the state was just listed). */
export function isLegal(state: GameState, action: Action): boolean {
  let list: readonly Action[];
  if (state === memoState) list = memoActions;
  // Only the choosing player's choices can match.
  else if (action.type === 'choose') list = choicesOf(state, action.player);
  else list = actionsOfType(state, action.type);
  for (const a of list) if (sameAction(a, action)) return true;
  return false;
}

function sameList(a: readonly SpaceId[] | undefined, b: readonly SpaceId[] | undefined): boolean {
  if (!a || !b) return a === b;
  return sameSwitches(a, b);
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
    case 'lay':
      return b.type === 'lay' && a.side === b.side && a.turned === b.turned;
    default:
      return a.type === b.type;
  }
}
