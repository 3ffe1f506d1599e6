/**
 * A player's turn: race instructions left to right (start-frei: "Race
 * Instructions"), rolling and moving, and the consequences of a move.
 */
import { copyPlayer, copyTurn, own } from './state-update';
import type { SpaceId } from '../../track/lane-graph-types';
import { BOOST_DIE, GEAR_DICE } from './data/dice';
import { LAPS_TO_WIN } from './data/material';
import { moveOptions, sameSwitches, type MoveOption } from './movement';
import { overtakeOptions } from './overtaking';
import { clampGear, drawDrs, rollFrom, withPlayer } from './state-ops';
import { LOWEST_GEAR } from './data/dice';
import type { GameEvent, GameState, OvertakePlan, PendingRoll, ShiftDir, TurnState } from './types';

/** The instruction the player must carry out next, if it is `kind` (pit markers: in any order). */
export function nextInstructionIs(state: GameState, kind: 'roll' | 'shift'): boolean {
  const t = state.turn;
  if (!t || t.pending || t.drsOffer !== null || t.queue.length === 0) return false;
  return t.anyOrder ? t.queue.includes(kind) : t.queue[0] === kind;
}

/** The queue without the first `kind` instruction. */
function popInstruction(q: TurnState['queue'], kind: 'roll' | 'shift'): TurnState['queue'] {
  const i = q.indexOf(kind);
  return i === 0 ? q.slice(1) : q.slice(0, i).concat(q.slice(i + 1));
}

/** start-frei: "If the gear-lever ... is already at the very top or very bottom, it can only be moved in the other direction." */
export function shiftDirs(gear: number): readonly ShiftDir[] {
  const up = gear < GEAR_DICE.length - 1;
  const down = gear > 0;
  return up && down ? UP_DOWN : up ? UP : down ? DOWN : NONE;
}

// Shared, frozen answers of shiftDirs (asked for every shift): no array per call.
const UP_DOWN: readonly ShiftDir[] = Object.freeze(['up', 'down']);
const UP: readonly ShiftDir[] = Object.freeze(['up']);
const DOWN: readonly ShiftDir[] = Object.freeze(['down']);
const NONE: readonly ShiftDir[] = Object.freeze([]);

/** Carries out a shift instruction: the queue and the gear in one state update. */
export function applyShift(state: GameState, dir: ShiftDir, events: GameEvent[]): GameState {
  const t = state.turn!;
  const player = t.player;
  const turn = copyTurn(t);
  turn.queue = popInstruction(t.queue, 'shift');
  const from = state.players[player]!.gear;
  const to = clampGear(from + (dir === 'up' ? 1 : -1));
  const d = own(state);
  d.turn = turn;
  if (to === from) return d;
  events.push({ type: 'GearShifted', player, from, to, reason: 'instruction' });
  d.players = withPlayer(d.players, player, { gear: to });
  return d;
}

/** Rolls the gear die (and the boost die for an announced overtaking manoeuvre): one state update for dice and turn. */
export function applyRoll(state: GameState, plan: OvertakePlan | null, events: GameEvent[]): GameState {
  const t = state.turn!;
  const player = t.player;
  const gear = state.players[player]!.gear;
  if (plan) events.push({ type: 'OvertakeAnnounced', player, target: plan.target, column: plan.column, switches: plan.switches });
  // The new state is the dice: rollFrom advances its generator and forced results in place.
  const d = own(state);
  const die = rollFrom(d, GEAR_DICE[gear]!);
  const boost: PendingRoll['boost'] = plan ? rollFrom(d, BOOST_DIE) : null;
  events.push({ type: 'DiceRolled', player, gear, die, boost });
  const points = die + (typeof boost === 'number' ? boost : 0);
  const turn = copyTurn(t);
  turn.queue = popInstruction(t.queue, 'roll');
  turn.pending = { die, boost, points, ignores: 0, overtake: plan };
  d.turn = turn;
  return d;
}

// One-entry memo: legality, bots and apply ask about the same (immutable) state in a row.
// Keyed by the state and the parts the options depend on: a state applyAction is still building changes in place.
let memoState: GameState | null = null;
let memoPlayers: GameState['players'] | null = null;
let memoTurn: TurnState | null = null;
let memoLaid = -1;
let memoOptions: MoveOption[] = [];

/** The space of every car, by player. */
export function carSpaces(state: GameState): SpaceId[] {
  const ps = state.players;
  const out: SpaceId[] = new Array<SpaceId>(ps.length);
  for (let i = 0; i < ps.length; i++) out[i] = ps[i]!.space;
  return out;
}

/** The move options of the pending roll. */
export function pendingMoveOptions(state: GameState): MoveOption[] {
  if (state === memoState && state.players === memoPlayers && state.turn === memoTurn && state.laid === memoLaid) return memoOptions;
  const t = state.turn!;
  const pending = t.pending!;
  const options = moveOptions(state.track, {
    laid: state.laid,
    cars: carSpaces(state),
    player: t.player,
    points: pending.points,
    coins: state.players[t.player]!.coins,
    ignores: pending.ignores,
    overtake: pending.overtake,
    boost: pending.boost,
  });
  memoState = state;
  memoPlayers = state.players;
  memoTurn = t;
  memoLaid = state.laid;
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
  // No local closures here: tsx's keepNames wraps each one in a defineProperty call per move.
  for (const at of o.switches) events.push({ type: 'SwitchUsed', player, at });
  if (o.switches.length > 0) {
    coins -= o.switches.length;
    supply += o.switches.length;
    events.push({ type: 'CoinsChanged', player, delta: -o.switches.length, reason: 'switch' });
  }
  if (o.path.length > 0) events.push({ type: 'CarMoved', player, from: p.space, path: o.path });
  for (const space of o.ignored) events.push({ type: 'ChicaneIgnored', player, space });
  const laps = p.laps + o.crossings;
  for (let lap = Math.max(1, p.laps + 1); lap <= laps; lap++) events.push({ type: 'LapCompleted', player, lap });
  if (o.overtake) events.push({ type: 'OvertakeResolved', player, outcome: o.overtake.outcome, overtaken: o.overtake.overtaken });
  if (o.chicane) {
    events.push({ type: 'ChicaneHit', player, space: o.chicane.space, kind: o.chicane.kind, exact: o.chicane.exact });
    if (o.chicane.exact) {
      const k = Math.min(1, supply); // assumption: an empty supply pays what it has
      if (k > 0) {
        coins += k;
        supply -= k;
        events.push({ type: 'CoinsChanged', player, delta: k, reason: 'chicane' });
      }
    } else gear = shiftDownBy(gear, o.shiftDown, player, 'chicane', events);
  }
  if (o.stop === 'wall') events.push({ type: 'WallReached', player, space: o.end });
  if (o.overtake && o.overtake.overtaken.length > 0) {
    const k = Math.min(o.overtake.overtaken.length, supply);
    if (k > 0) {
      coins += k;
      supply -= k;
      events.push({ type: 'CoinsChanged', player, delta: k, reason: 'overtake' });
    }
  }
  if (o.stop === 'brake') {
    events.push({ type: 'Braked', player, behind: o.brakedBehind! });
    gear = shiftDownBy(gear, 1, player, 'brake', events);
  }
  const players = state.players.slice();
  const np = copyPlayer(p);
  np.space = o.end;
  np.gear = gear;
  np.coins = coins;
  np.laps = laps;
  players[player] = np;
  const turn = copyTurn(state.turn!);
  turn.pending = null;
  const d = own(state);
  d.players = players;
  d.supply = supply;
  // start-frei: "Game End & Winner" — the second crossing triggers the end of the race.
  d.endTriggered = d.endTriggered || laps >= LAPS_TO_WIN;
  d.turn = turn;
  return o.drawsDrs ? drawDrs(d, player, events) : d;
}

/** The gear after shifting down `n`, clamped at the lowest gear (with its event). */
function shiftDownBy(gear: number, n: number, player: number, reason: 'chicane' | 'brake', events: GameEvent[]): number {
  const to = Math.max(LOWEST_GEAR, gear - n);
  if (to !== gear) events.push({ type: 'GearShifted', player, from: gear, to, reason });
  return to;
}

/** Announcements legal for the next roll (none when the next instruction is not a roll). */
export function rollOptions(state: GameState): OvertakePlan[] {
  return overtakeOptions(state, state.turn!.player);
}
