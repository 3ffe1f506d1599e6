/**
 * A player's turn: race instructions left to right (start-frei: "Race
 * Instructions"), rolling and moving, and the consequences of a move.
 */
import { update } from './state-update';
import type { SpaceId } from '../../track/lane-graph-types';
import { BOOST_DIE, GEAR_DICE } from './data/dice';
import { LAPS_TO_WIN } from './data/material';
import { moveOptions, sameSwitches, type MoveOption } from './movement';
import { overtakeOptions } from './overtaking';
import { drawDrs, rollDie, setTurn, shiftGear } from './state-ops';
import { LOWEST_GEAR } from './data/dice';
import type { GameEvent, GameState, OvertakePlan, PendingRoll, ShiftDir } from './types';

/** The instruction the player must carry out next, if it is `kind` (pit markers: in any order). */
export function nextInstructionIs(state: GameState, kind: 'roll' | 'shift'): boolean {
  const t = state.turn;
  if (!t || t.pending || t.drsOffer !== null || t.queue.length === 0) return false;
  return t.anyOrder ? t.queue.includes(kind) : t.queue[0] === kind;
}

function popInstruction(state: GameState, kind: 'roll' | 'shift'): GameState {
  const q = state.turn!.queue;
  const i = q.indexOf(kind);
  return setTurn(state, { queue: q.slice(0, i).concat(q.slice(i + 1)) });
}

/** start-frei: "If the gear-lever ... is already at the very top or very bottom, it can only be moved in the other direction." */
export function shiftDirs(gear: number): ShiftDir[] {
  const dirs: ShiftDir[] = [];
  if (gear < GEAR_DICE.length - 1) dirs.push('up');
  if (gear > 0) dirs.push('down');
  return dirs;
}

export function applyShift(state: GameState, dir: ShiftDir, events: GameEvent[]): GameState {
  const player = state.turn!.player;
  return shiftGear(popInstruction(state, 'shift'), player, dir === 'up' ? 1 : -1, 'instruction', events);
}

/** Rolls the gear die (and the boost die for an announced overtaking manoeuvre). */
export function applyRoll(state: GameState, plan: OvertakePlan | null, events: GameEvent[]): GameState {
  const t = state.turn!;
  const player = t.player;
  const gear = state.players[player]!.gear;
  if (plan) events.push({ type: 'OvertakeAnnounced', player, target: plan.target, column: plan.column, switches: plan.switches });
  const die = rollDie(state, GEAR_DICE[gear]!);
  let s = die.state;
  let boost: PendingRoll['boost'] = null;
  if (plan) {
    const b = rollDie(s, BOOST_DIE);
    s = b.state;
    boost = b.value;
  }
  events.push({ type: 'DiceRolled', player, gear, die: die.value, boost });
  const points = die.value + (typeof boost === 'number' ? boost : 0);
  const q = t.queue;
  const i = q.indexOf('roll');
  const queue = i === 0 ? q.slice(1) : q.slice(0, i).concat(q.slice(i + 1));
  return setTurn(s, { queue, pending: { die: die.value, boost, points, ignores: 0, overtake: plan } });
}

// One-entry memo: legality, bots and apply ask about the same (immutable) state in a row.
let memoState: GameState | null = null;
let memoOptions: MoveOption[] = [];

/** The move options of the pending roll. */
export function pendingMoveOptions(state: GameState): MoveOption[] {
  if (state === memoState) return memoOptions;
  const t = state.turn!;
  const pending = t.pending!;
  const options = moveOptions(state.track, {
    laid: state.laid,
    cars: state.players.map((p) => p.space),
    player: t.player,
    points: pending.points,
    coins: state.players[t.player]!.coins,
    ignores: pending.ignores,
    overtake: pending.overtake,
    boost: pending.boost,
  });
  memoState = state;
  memoOptions = options;
  return options;
}

export function findMove(state: GameState, switches: readonly SpaceId[]): MoveOption | undefined {
  return pendingMoveOptions(state).find((o) => sameSwitches(o.switches, switches));
}

/**
 * Carries out a move option: switches paid, car moved, chicane, braking,
 * overtaking, laps. The player's new fields are computed first and written
 * in one update (this runs for almost every roll).
 */
export function applyMoveOption(state: GameState, o: MoveOption, events: GameEvent[]): GameState {
  const player = state.turn!.player;
  const p = state.players[player]!;
  let coins = p.coins;
  let supply = state.supply;
  let gear = p.gear;
  const credit = (n: number, reason: 'chicane' | 'overtake'): void => {
    const k = Math.min(n, supply); // assumption: an empty supply pays what it has
    if (k <= 0) return;
    coins += k;
    supply -= k;
    events.push({ type: 'CoinsChanged', player, delta: k, reason });
  };
  const down = (n: number, reason: 'chicane' | 'brake'): void => {
    const to = Math.max(LOWEST_GEAR, gear - n);
    if (to !== gear) events.push({ type: 'GearShifted', player, from: gear, to, reason });
    gear = to;
  };
  for (const at of o.switches) events.push({ type: 'SwitchUsed', player, at });
  if (o.switches.length > 0) {
    coins -= o.switches.length;
    supply += o.switches.length;
    events.push({ type: 'CoinsChanged', player, delta: -o.switches.length, reason: 'switch' });
  }
  if (o.path.length > 0) events.push({ type: 'CarMoved', player, from: p.space, path: o.path });
  for (const space of o.ignored) events.push({ type: 'ChicaneIgnored', player, space });
  const laps = p.laps + o.crossings;
  for (let lap = p.laps + 1; lap <= laps; lap++) events.push({ type: 'LapCompleted', player, lap });
  if (o.overtake) events.push({ type: 'OvertakeResolved', player, outcome: o.overtake.outcome, overtaken: o.overtake.overtaken });
  if (o.chicane) {
    events.push({ type: 'ChicaneHit', player, space: o.chicane.space, kind: o.chicane.kind, exact: o.chicane.exact });
    if (o.chicane.exact) credit(1, 'chicane');
    else down(o.shiftDown, 'chicane');
  }
  if (o.stop === 'wall') events.push({ type: 'WallReached', player, space: o.end });
  if (o.overtake && o.overtake.overtaken.length > 0) credit(o.overtake.overtaken.length, 'overtake');
  if (o.stop === 'brake') {
    events.push({ type: 'Braked', player, behind: o.brakedBehind! });
    down(1, 'brake');
  }
  const players = state.players.slice();
  players[player] = { space: o.end, gear, coins, deck: p.deck, hand: p.hand, drs: p.drs, laps };
  const t = state.turn!;
  let s = update(state, {
    players,
    supply,
    // start-frei: "Game End & Winner" — the second crossing triggers the end of the race.
    endTriggered: state.endTriggered || laps >= LAPS_TO_WIN,
    turn: { ...t, pending: null },
  });
  if (o.drawsDrs) s = drawDrs(s, player, events);
  return s;
}

/** Announcements legal for the next roll (none when the next instruction is not a roll). */
export function rollOptions(state: GameState): OvertakePlan[] {
  return overtakeOptions(state, state.turn!.player);
}
