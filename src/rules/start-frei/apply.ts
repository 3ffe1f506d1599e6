/**
 * `applyAction`: checks an action against the generators of `legal.ts` in a
 * fixed order (known action, game not over, listed as legal), then applies it
 * and settles what follows by itself (a forced move, the end of a turn).
 * A rejection leaves the state untouched.
 */
import { beginOwning, endOwning, own } from './state-update';
import { reject, type ApplyResult } from '../core/engine';
import { adjust, adjustOptions, canIgnoreChicane, canTakeCoins, ignoreChicane, takeCoins, turnSpecial } from './specials';
import type { Special } from './data/cards';
import { drsOptions, keepDrs, useDrs } from './drs';
import { autoEndTurn, endTurn, nextSection, revealCards } from './flow';
import { applyLay } from './laying';
import { actionsOfType, isActionType, isLegal, listedAction } from './legal';
import { actionSchema } from './action-schema';
import { buy, declineMarkers, pass, turnMarker } from './pit-stop';
import { overtakeOptions } from './overtaking';
import { applyMoveOption, applyRoll, applyShift, carSpaces, findMove, pendingMoveOptions } from './turn';
import { moveOptions, sameSwitches } from './movement';
import { BOOST_DIE, GEAR_DICE, GEAR_NAMES } from './data/dice';
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
    case 'decline-markers':
      return declineMarkers(state, events);
    case 'lay': {
      const s = applyLay(state, { side: a.side, turned: a.turned }, events);
      return s.laying ? s : nextSection(s, events);
    }
  }
}

/**
 * A pending roll with one way to move moves by itself, but only when nothing
 * optional the player holds could change what is legal (start-frei: card
 * specials "may ... be used at any point during one's own turn"; card coins
 * "may be taken at any time ... if the player e.g. needs Carrera Coins for
 * lane changes"): a change of the roll (free or paid), an ignored chicane, a
 * DRS change or ignore marker, or card coins that would pay for a switch.
 * DRS shift and roll markers do not touch a pending roll; they stay usable
 * after the move (the turn then waits, flow.ts `hasOptional`).
 */
function autoMove(state: GameState, events: GameEvent[]): GameState {
  const t = state.turn;
  if (state.phase !== 'turn' || !t || !t.pending || t.drsOffer !== null) return state;
  if (adjustOptions(state).length > 0 || canIgnoreChicane(state) || drsOptions(state).length > 0) return state;
  const options = pendingMoveOptions(state);
  if (options.length !== 1 || coinsWouldOpenMoves(state, options.length)) return state;
  return applyMoveOption(state, options[0]!, events);
}

/** Whether taking the card's coins now would offer more ways to drive (a switch the player cannot pay yet). */
function coinsWouldOpenMoves(state: GameState, count: number): boolean {
  if (!canTakeCoins(state)) return false;
  const t = state.turn!;
  const sp = turnSpecial(state) as Extract<Special, { kind: 'coins' }>;
  const pending = t.pending!;
  const more = moveOptions(state.track, {
    laid: state.laid,
    cars: carSpaces(state),
    player: t.player,
    points: pending.points,
    coins: state.players[t.player]!.coins + Math.min(sp.amount, state.supply),
    ignores: pending.ignores,
    overtake: pending.overtake,
    boost: pending.boost,
  });
  return more.length > count;
}

/**
 * Forced results (scenarios, lessons, tests) must be faces of the die they
 * stand for: the gear die of the car's gear, then the boost die for an
 * announced overtaking manoeuvre. A result the die cannot show is refused.
 */
function forcedDiceProblem(state: GameState, action: Action): string | null {
  if (action.type !== 'roll' || state.forced.length === 0) return null;
  const gear = state.players[state.turn!.player]!.gear;
  const faces = GEAR_DICE[gear]!;
  const die = state.forced[0]!;
  if (typeof die !== 'number' || !faces.includes(die)) return `forced result ${JSON.stringify(die)} is not a face of the ${GEAR_NAMES[gear]} die (${faces.join(', ')})`;
  const boost = state.forced[1];
  if (action.overtake && boost !== undefined && !(BOOST_DIE as readonly (number | string)[]).includes(boost)) {
    return `forced boost result ${JSON.stringify(boost)} is not a face of the boost die (1, 2 or "drs")`;
  }
  return null;
}

/**
 * An action from outside, parsed with the game's action schema: the action
 * (the very object when the engine just handed it out for `state`) or a
 * one-line reason it is no action of the game.
 */
export function parseAction(state: GameState, action: unknown): { ok: true; action: Action; listed: boolean } | { ok: false; code: string; reason: string } {
  // The bots' and seats' picks from the actions just listed: the engine's own (frozen) action
  // goes on, so there is nothing to parse and its legality is known.
  const listed = listedAction(state, action);
  if (listed) return { ok: true, action: listed, listed: true };
  const type: unknown = action !== null && typeof action === 'object' ? (action as { type?: unknown }).type : undefined;
  if (!isActionType(type)) return { ok: false, code: 'unknown-action', reason: `unknown action type ${typeName(type)}` };
  const parsed = actionSchema.safeParse(action);
  if (parsed.success) return { ok: true, action: parsed.data, listed: false };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.map(String).join('.').slice(0, 60) || '(action)';
  return { ok: false, code: 'bad-action', reason: `this '${type}' is malformed: ${where}: ${issue.message.replace(/\s+/g, ' ').slice(0, 160)}` };
}

function typeName(type: unknown): string {
  if (typeof type === 'string') return `'${type.replace(/\s+/g, ' ').slice(0, 40)}'`;
  return type === undefined ? '(none)' : typeof type;
}

/** Applies an action from outside: parsed first (`parseAction`), then checked against the legal ones. A rejection leaves the state unchanged. */
export function applyAction(state: GameState, action: Action): ApplyResult<GameState, GameEvent> {
  if (state.phase === 'over') return reject('game-over', 'the race is over');
  const parsed = parseAction(state, action);
  if (!parsed.ok) return reject(parsed.code, parsed.reason);
  return applyParsed(state, parsed.action, parsed.listed);
}

/** Applies an action already parsed (`parseAction`); `listed`: it is one of the legal actions just listed. */
export function applyParsed(state: GameState, action: Action, listed = false): ApplyResult<GameState, GameEvent> {
  if (state.phase === 'over') return reject('game-over', 'the race is over');
  if (!listed && !isLegal(state, action)) {
    const n = actionsOfType(state, action.type).length;
    if (n === 0) return reject('not-now', `'${action.type}' is not possible now (phase ${state.phase})`);
    return reject('illegal-action', `this '${action.type}' is not among the ${n} legal ones`);
  }
  const forced = forcedDiceProblem(state, action);
  if (forced) return reject('bad-forced-die', forced);
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
