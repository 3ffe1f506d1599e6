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
import { moveAction, overtakeRollAction, useDrsAction } from './action-pool';
import type { Action, GameState, PlayerId } from './types';

/** A generator appends the legal actions of its type to `out` (no array per type and call). */
type Generator = (state: GameState, out: Action[]) => void;

// What the generators hand out is frozen, so nobody can widen what is legal by changing
// an action they were given. The actions without lists are made once and shared
// (no allocation and no freezing per listing); the ones with lists come from action-pool.ts, once per content.
const SHIFT_UP: Action = Object.freeze({ type: 'shift', dir: 'up' });
const SHIFT_DOWN: Action = Object.freeze({ type: 'shift', dir: 'down' });
const ROLL: Action = Object.freeze({ type: 'roll' });
const ADJUST: readonly Action[] = [
  Object.freeze({ type: 'adjust', delta: 1, pay: 'free' }),
  Object.freeze({ type: 'adjust', delta: 1, pay: 'paid' }),
  Object.freeze({ type: 'adjust', delta: -1, pay: 'free' }),
  Object.freeze({ type: 'adjust', delta: -1, pay: 'paid' }),
];
const TAKE_COINS: Action = Object.freeze({ type: 'take-coins' });
const IGNORE_CHICANE: Action = Object.freeze({ type: 'ignore-chicane' });
const END_TURN: Action = Object.freeze({ type: 'end-turn' });
const PASS: Action = Object.freeze({ type: 'pass' });
const DECLINE_MARKERS: Action = Object.freeze({ type: 'decline-markers' });
const LAY: readonly Action[] = [
  Object.freeze({ type: 'lay', side: 'A', turned: false }),
  Object.freeze({ type: 'lay', side: 'A', turned: true }),
  Object.freeze({ type: 'lay', side: 'B', turned: false }),
  Object.freeze({ type: 'lay', side: 'B', turned: true }),
];
const CHOOSE: Action[][] = [];
const KEEP_DRS = new Map<number | null, Action>();
const BUY = new Map<number, Action>();
const TURN_MARKER = new Map<number, Action>();

function chooseAction(player: PlayerId, card: number): Action {
  const row = (CHOOSE[player] ??= []);
  return (row[card] ??= Object.freeze({ type: 'choose', player, card }));
}

function keepDrsAction(slot: number | null): Action {
  let a = KEEP_DRS.get(slot);
  if (!a) KEEP_DRS.set(slot, (a = Object.freeze({ type: 'keep-drs', slot })));
  return a;
}

function buyAction(card: number, returnCard: number): Action {
  const key = card * 1000 + returnCard;
  let a = BUY.get(key);
  if (!a) BUY.set(key, (a = Object.freeze({ type: 'buy', card, returnCard })));
  return a;
}

function turnMarkerAction(marker: number): Action {
  let a = TURN_MARKER.get(marker);
  if (!a) TURN_MARKER.set(marker, (a = Object.freeze({ type: 'turn-marker', marker })));
  return a;
}

function inTurn(state: GameState): boolean {
  return state.phase === 'turn' && state.turn !== null && state.turn.drsOffer === null;
}

function chooseGen(s: GameState, out: Action[]): void {
  for (let player = 0; player < s.chosen.length; player++) chooseGenOf(s, player, out);
}

/** The card choices of one player (none once chosen). */
function chooseGenOf(s: GameState, player: PlayerId, out: Action[]): void {
  if (s.phase !== 'choose' || s.chosen[player] !== null) return;
  for (const card of s.players[player]!.hand) out.push(chooseAction(player, card));
}

function shiftGen(s: GameState, out: Action[]): void {
  if (!inTurn(s) || !nextInstructionIs(s, 'shift')) return;
  for (const dir of shiftDirs(s.players[s.turn!.player]!.gear)) out.push(dir === 'up' ? SHIFT_UP : SHIFT_DOWN);
}

function rollGen(s: GameState, out: Action[]): void {
  if (!inTurn(s) || !nextInstructionIs(s, 'roll')) return;
  out.push(ROLL);
  for (const plan of rollOptions(s)) out.push(overtakeRollAction(plan.target, plan.switches));
}

function moveGen(s: GameState, out: Action[]): void {
  if (!inTurn(s) || !s.turn!.pending) return;
  for (const o of pendingMoveOptions(s)) out.push(moveAction(o.switches));
}

function adjustGen(s: GameState, out: Action[]): void {
  for (const o of adjustOptions(s)) out.push(ADJUST[(o.delta === 1 ? 0 : 2) + (o.pay === 'free' ? 0 : 1)]!);
}

function takeCoinsGen(s: GameState, out: Action[]): void {
  if (canTakeCoins(s)) out.push(TAKE_COINS);
}

function ignoreChicaneGen(s: GameState, out: Action[]): void {
  if (canIgnoreChicane(s)) out.push(IGNORE_CHICANE);
}

function useDrsGen(s: GameState, out: Action[]): void {
  for (const a of drsOptions(s)) out.push(useDrsAction(a));
}

function keepDrsGen(s: GameState, out: Action[]): void {
  if (s.phase === 'turn') for (const slot of keepDrsOptions(s)) out.push(keepDrsAction(slot));
}

function endTurnGen(s: GameState, out: Action[]): void {
  if (inTurn(s) && turnIsDone(s)) out.push(END_TURN);
}

function buyGen(s: GameState, out: Action[]): void {
  for (const o of buyOptions(s)) out.push(buyAction(o.card, o.returnCard));
}

function passGen(s: GameState, out: Action[]): void {
  if (s.phase === 'pit' && s.pit !== null && s.pit.toTurn === 0) out.push(PASS);
}

function turnMarkerGen(s: GameState, out: Action[]): void {
  for (const marker of markerOptions(s)) out.push(turnMarkerAction(marker));
}

function declineMarkersGen(s: GameState, out: Action[]): void {
  if (canDeclineMarkers(s)) out.push(DECLINE_MARKERS);
}

function layGen(s: GameState, out: Action[]): void {
  for (const o of layActions(s)) out.push(LAY[(o.side === 'A' ? 0 : 2) + (o.turned ? 1 : 0)]!);
}

const GENERATOR_TABLE: Readonly<Record<Action['type'], Generator>> = {
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

/** The generators by action type: a Map, so a type such as `__proto__` or `toString` finds nothing. */
const GENERATORS: ReadonlyMap<string, Generator> = new Map(Object.entries(GENERATOR_TABLE));

/** Whether `type` is an action type of the game (an own entry, never an inherited one). */
export function isActionType(type: unknown): type is Action['type'] {
  return typeof type === 'string' && GENERATORS.has(type);
}

/** The legal actions of one type. */
export function actionsOfType(state: GameState, type: Action['type']): Action[] {
  const out: Action[] = [];
  GENERATORS.get(type)?.(state, out);
  return out;
}

// One-entry memo: a caller usually lists the actions of a state and then applies one of them.
let memoState: GameState | null = null;
let memoActions: readonly Action[] = [];

/** Every action legal now (in the choose phase: the choices of every player still to choose). */
export function legalActions(state: GameState): readonly Action[] {
  // The list handed out is a copy (freezing it costs a quarter of the race budget): pushing into it changes nothing here.
  return listAll(state).slice();
}

/**
 * The engine's own list of `player`'s legal actions, not a copy: for the
 * headless runner, which hands it to its bots and forgets it before the next
 * call. Nothing that comes from outside may see it (change it and
 * `applyAction` is fooled): everyone else calls `legalActionsOf`.
 */
export function legalActionsShared(state: GameState, player: PlayerId): readonly Action[] {
  if (state.phase === 'choose') return choiceList(state, player);
  return isStartFreiActor(state, player) ? listAll(state) : [];
}

/** The memo itself (never handed out). */
function listAll(state: GameState): readonly Action[] {
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
let memoChoices: readonly Action[] = [];

function choicesOf(state: GameState, player: PlayerId): readonly Action[] {
  return choiceList(state, player).slice();
}

/** The memo itself (never handed out). */
function choiceList(state: GameState, player: PlayerId): readonly Action[] {
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

/**
 * The engine's own action that `action` is, when `state` is the state just
 * listed (legalActions or one player's choices) and `action` is one of the
 * actions handed out or equal to one field by field (===, so a string player
 * never matches a number). The caller goes on with the engine's own, frozen
 * action, never with `action`: nothing from outside is used. Otherwise null,
 * and the action must be parsed.
 */
export function listedAction(state: GameState, action: unknown): Action | null {
  if (action === null || typeof action !== 'object' || typeof (action as { type?: unknown }).type !== 'string') return null;
  if (state === memoState) {
    for (const a of memoActions) if (a === action) return a;
    for (const a of memoActions) if (sameAction(a, action as Action)) return a;
  }
  if (state === memoChooseState) {
    for (const a of memoChoices) if (a === action || sameAction(a, action as Action)) return a;
  }
  return null;
}

/** Whether `action` is legal: one of its type's generated actions (the memo when the state was just listed). */
export function isLegal(state: GameState, action: Action): boolean {
  let list: readonly Action[];
  if (state === memoState) list = memoActions;
  // Only the choosing player's choices can match.
  else if (action.type === 'choose') list = choiceList(state, action.player);
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
