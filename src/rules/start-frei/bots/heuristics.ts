/** Scores the heuristic bot uses: card values, move values, overtaking odds. */
import {
  BOOST_DIE,
  DRS_MARKERS,
  GEAR_DICE,
  card,
  carSpaces,
  instructionsFor,
  moveOptions,
  type GameState,
  type MoveOption,
  type OvertakePlan,
  type PendingRoll,
  type PlayerId,
} from '../index';

// Card values depend only on the card: computed once per order number (asked for every choice and pit stop).
const CARD_VALUES: number[] = [];

/** How much a card is worth holding: rolls move the car, specials add options. */
export function cardValue(id: number): number {
  const known = CARD_VALUES[id];
  if (known !== undefined) return known;
  const v = computeCardValue(id);
  CARD_VALUES[id] = v;
  return v;
}

function computeCardValue(id: number): number {
  const c = card(id);
  const instr = instructionsFor(c, 'mid');
  let v = 0;
  for (const i of instr) v += i === 'roll' ? 3 : 0.5;
  const sp = c.special;
  if (sp?.kind === 'coins') v += sp.amount * 0.8;
  else if (sp?.kind === 'free-adjust') v += 1.5;
  else if (sp?.kind === 'paid-adjust') v += sp.times * 0.6;
  else if (sp?.kind === 'position-paid') v += 1.2;
  else if (sp?.kind === 'ignore-chicane') v += sp.times * 0.7;
  return v;
}

/** A move's worth: distance, coins won, minus switch costs and gears lost. */
export function moveValue(o: MoveOption): number {
  return o.path.length + 1.5 * o.coinsWon - o.switches.length - 1.8 * o.shiftDown + (o.drawsDrs ? 1 : 0) - (o.stop === 'brake' ? 0.5 : 0);
}

export function bestMove(options: readonly MoveOption[]): { option: MoveOption; value: number } {
  let best = options[0]!;
  let value = moveValue(best);
  for (let i = 1; i < options.length; i++) {
    const v = moveValue(options[i]!);
    if (v > value) {
      value = v;
      best = options[i]!;
    }
  }
  return { option: best, value };
}

/** Best move value of the pending roll with changed points, ignores or coins. */
export function pendingValue(state: GameState, player: PlayerId, pending: PendingRoll, coins: number): number {
  const options = moveOptions(state.track, {
    laid: state.laid,
    cars: carSpaces(state),
    player,
    points: pending.points,
    coins,
    ignores: pending.ignores,
    overtake: pending.overtake,
    boost: pending.boost,
  });
  return bestMove(options).value;
}

/** Chance that gear die + boost die carries the car past the whole column. */
export function overtakeOdds(gear: number, plan: OvertakePlan): number {
  const faces = GEAR_DICE[gear]!;
  let wins = 0;
  for (const f of faces) for (const b of BOOST_DIE) if (typeof b === 'number' && f + b > plan.route.length) wins++;
  return wins / (faces.length * BOOST_DIE.length);
}

/** Distance to the next chicane ahead in the car's lane (Infinity if none within `horizon`). */
export function chicaneAhead(state: GameState, player: PlayerId, horizon = 6): number {
  const ctx = state.track;
  let at = state.players[player]!.space;
  for (let d = 1; d <= horizon; d++) {
    at = ctx.fwd[at]!;
    if (at < 0) return Infinity;
    if (ctx.chicane[at]! > 0) return d;
  }
  return Infinity;
}

/** How well a gear's die suits a chicane `d` spaces ahead: exact hits good, overshooting bad. */
export function gearFit(gear: number, d: number): number {
  const faces = GEAR_DICE[gear]!;
  let score = 0;
  for (const f of faces) score += f === d ? 2 : f > d ? -1 : 0.4 * f;
  return score;
}

export function drsRank(marker: number): number {
  const m = DRS_MARKERS[marker]!;
  if (m.kind === 'roll') return 4;
  if (m.kind === 'change') return 2.5 + 0.5 * m.value;
  if (m.kind === 'ignore-chicane') return 2.5;
  return 2;
}
