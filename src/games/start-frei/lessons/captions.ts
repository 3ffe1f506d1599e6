/**
 * Turns the rules core's events into lesson steps with captions. Nothing is
 * decided here: every outcome comes from an event; this only puts it into
 * words and splits a move into one step per space.
 */
import type { GameEvent, GameState, LaneGraph } from './rules-types';
import { DRS_MARKERS, card } from '../../../rules/start-frei';
import type { CarView, Frame } from './frame-types';
import { OUTCOME_TEXT, RULES, gearName, plural, type RuleName } from './rules-text';

export interface Ctx {
  readonly graph: LaneGraph;
  readonly names: readonly string[];
  readonly cars: CarView[];
  readonly frames: Frame[];
  action: number;
  /** Movement points of the pending roll (for "points lapse"). */
  points: number;
  /** Where the chicanes the car may drive over come from. */
  ignoreRule: RuleName;
}

function lapse(n: number): string {
  return `${plural(n, 'movement point')} ${n === 1 ? 'lapses' : 'lapse'}`;
}

function push(c: Ctx, rule: RuleName | null, caption: string, actor: number | null, from: number | null = null): void {
  c.frames.push({ cars: c.cars.map((v) => ({ ...v, drs: v.drs.slice() })), rule, caption, action: c.action, actor, from });
}

/** Applies a change to the view and to the last step (the change belongs to it). */
function merge(c: Ctx, player: number, change: Partial<CarView>, extra = ''): void {
  c.cars[player] = { ...c.cars[player]!, ...change };
  const last = c.frames[c.frames.length - 1];
  if (!last) return;
  const cars = last.cars.slice();
  cars[player] = { ...cars[player]!, ...change };
  c.frames[c.frames.length - 1] = { ...last, cars, caption: last.caption + extra };
}

function set(c: Ctx, player: number, change: Partial<CarView>): void {
  c.cars[player] = { ...c.cars[player]!, ...change };
}

function moveSteps(c: Ctx, e: Extract<GameEvent, { type: 'CarMoved' }>, ignored: ReadonlySet<number>, overtaking: boolean): void {
  const name = c.names[e.player]!;
  let prev = e.from;
  e.path.forEach((to, i) => {
    const edge = c.graph.out[prev]?.find((x) => x.to === to);
    const n = `(${i + 1} of ${e.path.length})`;
    const space = c.graph.spaces[to]!;
    let rule: RuleName = RULES.moving;
    const passing = c.cars.findIndex((v, j) => j !== e.player && v.space === to);
    let text = passing >= 0 ? `${name} drives past ${c.names[passing]} ${n}.` : `${name} drives one space forward ${n}.`;
    if (edge?.kind === 'switch') {
      set(c, e.player, { coins: c.cars[e.player]!.coins - 1 });
      rule = RULES.laneChange;
      text = `${name} drives over the switch into the other lane and pays 1 Carrera Coin back to the supply ${n}.`;
    } else if (space.features.chicane && ignored.has(to)) {
      rule = overtaking ? RULES.outcomes : c.ignoreRule;
      text = overtaking
        ? `${name} overtakes the car standing on the chicane and may ignore the chicane ${n}.`
        : `${name} drives over the ${space.features.chicane} chicane like a normal space: it is ignored ${n}.`;
    }
    set(c, e.player, { space: to });
    push(c, rule, text, e.player, prev);
    prev = to;
  });
  c.points -= e.path.length;
}

function chicaneHit(c: Ctx, e: Extract<GameEvent, { type: 'ChicaneHit' }>): void {
  const name = c.names[e.player]!;
  if (e.exact) {
    push(c, RULES.exact, `${name} ends the move exactly on the ${e.kind} chicane and receives 1 Carrera Coin from the supply as a reward.`, e.player);
    return;
  }
  const down = e.kind === 'dangerous' ? 2 : 1;
  const gear = c.cars[e.player]!.gear;
  const to = Math.max(0, gear - down);
  const lapsed = c.points > 0 ? ` ${lapse(c.points)};` : '';
  const clamp = to === gear - down ? '' : ` (no lower than neutral, the lowest gear)`;
  const shift = gear === to ? `it is already in the lowest gear and stays there` : `it shifts down from ${gearName(gear)} to ${gearName(to)}${clamp}`;
  push(c, RULES.tooFast, `${name} would drive beyond the ${e.kind} chicane: the car stops on it, no reward;${lapsed} a ${e.kind} chicane means shifting down ${down}: ${shift}.`, e.player);
}

function rollChanged(c: Ctx, e: Extract<GameEvent, { type: 'RollChanged' }>, state: GameState): void {
  const name = c.names[e.player]!;
  c.points = e.to;
  if (e.source === 'drs') {
    push(c, RULES.drs, `${name} uses a DRS marker to change the roll from ${e.from} to ${e.to}.`, e.player);
  } else if (e.source === 'free') {
    push(c, RULES.freeChange, `${name}'s card changes the roll by 1 for free, once this turn: ${e.from} becomes ${e.to}.`, e.player);
  } else {
    const id = state.turn?.card;
    const positional = id ? card(id).special?.kind === 'position-paid' : false;
    push(c, positional ? RULES.positionPaid : RULES.paidChange, `${name} pays Carrera Coins to change the roll by 1: ${e.from} becomes ${e.to}.`, e.player);
  }
}

/** One event into steps. `before` is the state the action was applied to. */
export function eventToFrames(c: Ctx, e: GameEvent, before: GameState, ignored: ReadonlySet<number>, overtaking: boolean): void {
  const name = 'player' in e ? c.names[e.player] ?? '' : '';
  switch (e.type) {
    case 'DiceRolled': {
      c.points = e.die + (typeof e.boost === 'number' ? e.boost : 0);
      const die = `${name} rolls ${e.die} with the ${gearName(e.gear)} die`;
      if (e.boost === null) push(c, RULES.moving, `${die}: ${plural(e.die, 'movement point')} must be driven out.`, e.player);
      else if (e.boost === 'drs') push(c, RULES.drsResult, `${die} and DRS with the boost die: the overtaking manoeuvre fails in any case; the car moves as far as it can towards the other car.`, e.player);
      else push(c, RULES.rolling, `${die} and ${e.boost} with the boost die: ${plural(c.points, 'movement point')} towards the car to overtake.`, e.player);
      return;
    }
    case 'OvertakeAnnounced': {
      const column = e.column.length > 1 ? ` (the front car of a column of ${e.column.length}: ${e.column.map((p) => c.names[p]).join(', ')})` : '';
      const sw = e.switches.length > 0 ? `, using ${plural(e.switches.length, 'switch', 'switches')}` : '';
      push(c, RULES.announce, `${name} points at ${c.names[e.target]}${column} and announces an overtaking manoeuvre${sw}.`, e.player);
      return;
    }
    case 'RollChanged':
      return rollChanged(c, e, before);
    case 'CarMoved':
      return moveSteps(c, e, ignored, overtaking);
    case 'ChicaneHit':
      return chicaneHit(c, e);
    case 'OvertakeResolved': {
      const o = OUTCOME_TEXT[e.outcome];
      push(c, RULES.outcomes, `${o.name} The overtaking manoeuvre ${e.outcome === 'made-it' ? 'was successful' : 'was not successful'}: ${o.plain}.`, e.player);
      return;
    }
    case 'Braked': {
      const lapsed = c.points > 0 ? ` ${lapse(c.points)}, and` : '';
      push(c, RULES.braking, `${name} runs into ${c.names[e.behind]} and must brake: the car stops behind it;${lapsed} it shifts down one gear if possible.`, e.player);
      return;
    }
    case 'WallReached':
      push(c, RULES.moving, `${name} reaches the end of the track laid so far and stops there.`, e.player);
      return;
    case 'GearShifted':
      if (e.reason === 'chicane' || e.reason === 'brake') return merge(c, e.player, { gear: e.to });
      set(c, e.player, { gear: e.to });
      push(c, e.reason === 'drs' ? RULES.drs : RULES.shifting, `${name} shifts ${e.to > e.from ? 'up' : 'down'} from ${gearName(e.from)} to ${gearName(e.to)}.`, e.player);
      return;
    case 'CoinsChanged': {
      const coins = c.cars[e.player]!.coins + e.delta;
      if (e.reason === 'switch') return; // paid space by space in moveSteps
      if (e.reason === 'chicane' || e.reason === 'overtake') return merge(c, e.player, { coins }, e.reason === 'overtake' ? ` ${name} receives ${plural(e.delta, 'Carrera Coin')}.` : '');
      set(c, e.player, { coins });
      if (e.reason === 'card') push(c, RULES.coinsCard, `${name} takes ${plural(e.delta, 'Carrera Coin')} from the supply, as the card allows.`, e.player);
      if (e.reason === 'ignore-chicane') {
        c.ignoreRule = RULES.ignoreChicanes;
        push(c, RULES.ignoreChicanes, `${name} pays 1 Carrera Coin: the next chicane may be driven over like a normal white space.`, e.player);
      }
      return;
    }
    case 'DrsUsed': {
      const kind = DRS_MARKERS[e.marker]!.kind;
      set(c, e.player, { drs: c.cars[e.player]!.drs.filter((m) => m !== e.marker) });
      if (kind === 'ignore-chicane') {
        c.ignoreRule = RULES.drs;
        push(c, RULES.drs, `${name} uses a DRS marker: the car may ignore a chicane on this move.`, e.player);
      } else if (kind === 'roll') push(c, RULES.drs, `${name} uses a DRS marker to roll once more with the die of the current gear.`, e.player);
      return;
    }
    case 'DrsDrawn':
      set(c, e.player, { drs: [...c.cars[e.player]!.drs, e.marker] });
      push(c, RULES.drsResult, `${name} receives a DRS marker from the face-down pile and places it on the steering wheel.`, e.player);
      return;
    case 'DrsReturned':
      set(c, e.player, { drs: c.cars[e.player]!.drs.filter((m) => m !== e.marker) });
      return;
    case 'LapCompleted':
      return merge(c, e.player, {}, ` ${name} crosses the start/finish line (lap ${e.lap}).`);
    default:
      return;
  }
}
