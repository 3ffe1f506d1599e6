/**
 * "What if the die shows 3?": every space the active car can reach with a
 * chosen roll, with its consequence and cost, all from the core's previewMove.
 */
import { overtakeOptions, previewMove, type BoostFace, type GameState, type MoveOption, type OvertakePlan } from '../../../rules/start-frei';
import type { SpaceId } from '../../../track';
import { OUTCOME_TEXT, RULES, gearName, plural, type RuleName } from './rules-text';

export interface Reach {
  readonly end: SpaceId;
  readonly option: MoveOption;
  /** Coins paid for switches. */
  readonly cost: number;
  /** Short label drawn on the space (cost and consequence). */
  readonly label: string;
  /** The consequences in words, each with the rule that decides it. */
  readonly lines: readonly { readonly rule: RuleName; readonly text: string }[];
}

export interface RollChoice {
  readonly die: number;
  /** Announce an overtaking manoeuvre (index into overtakeOptions), with the boost die's face. */
  readonly plan: number | null;
  readonly boost: BoostFace;
}

function consequence(state: GameState, player: number, o: MoveOption, names: readonly string[]): Reach {
  const gear = state.players[player]!.gear;
  const lines: { rule: RuleName; text: string }[] = [];
  const short: string[] = [];
  const cost = o.switches.length;
  if (cost > 0) {
    lines.push({ rule: RULES.laneChange, text: `${plural(cost, 'switch', 'switches')}: pay ${plural(cost, 'Carrera Coin')}` });
    short.push(`−${cost}c`);
  }
  if (o.overtake) {
    const t = OUTCOME_TEXT[o.overtake.outcome];
    lines.push({ rule: RULES.outcomes, text: `${t.name} ${t.plain}` });
    short.push(t.name.replace(/!+$/, ''));
  }
  if (o.chicane?.exact) {
    lines.push({ rule: RULES.exact, text: `exactly on the ${o.chicane.kind} chicane: +1 Carrera Coin` });
    short.push('+1c');
  } else if (o.chicane) {
    const to = Math.max(0, gear - o.shiftDown);
    const clamp = to === gear - o.shiftDown ? '' : ', no lower than neutral';
    lines.push({ rule: RULES.tooFast, text: `too fast into the ${o.chicane.kind} chicane: stop, ${plural(o.lapsed, 'point')} lapse, shift down ${o.shiftDown} (${gearName(gear)} → ${gearName(to)}${clamp})` });
    short.push(`stop ↓${o.shiftDown}`);
  }
  if (o.brakedBehind !== null) {
    lines.push({ rule: RULES.braking, text: `runs into ${names[o.brakedBehind]}: brake, ${plural(o.lapsed, 'point')} lapse, shift down 1 (${gearName(gear)} → ${gearName(Math.max(0, gear - 1))})` });
    short.push('brake ↓1');
  }
  if (o.drawsDrs) {
    lines.push({ rule: RULES.drsResult, text: 'receives a DRS marker' });
    short.push('+DRS');
  }
  if (o.overtake && o.overtake.overtaken.length > 0) short.push(`+${o.overtake.overtaken.length}c`);
  if (o.stop === 'wall') lines.push({ rule: RULES.moving, text: 'stops at the end of the laid track' });
  if (o.ignored.length > 0) lines.push({ rule: o.overtake ? RULES.outcomes : RULES.drs, text: `drives over ${plural(o.ignored.length, 'ignored chicane')}` });
  if (lines.length === 0) lines.push({ rule: RULES.moving, text: 'all points driven out, nothing else happens' });
  return { end: o.end, option: o, cost, label: short.length > 0 ? short.join(' ') : '✓', lines };
}

/** The plans the active car may announce now (start-frei: "Overtaking Manoeuvres & DRS"). */
export function plansFor(state: GameState, player: number): OvertakePlan[] {
  return overtakeOptions(state, player);
}

/** Every reachable end space for the chosen roll, in the order previewMove lists them. */
export function reachFor(state: GameState, player: number, choice: RollChoice, names: readonly string[]): Reach[] {
  const plan = choice.plan === null ? null : plansFor(state, player)[choice.plan] ?? null;
  const boost = plan ? choice.boost : null;
  const points = choice.die + (typeof boost === 'number' ? boost : 0);
  return describe(state, player, previewMove(state, points, { player, overtake: plan, boost }), names);
}

/** Each move option with its cost and consequences in words. */
export function describe(state: GameState, player: number, options: readonly MoveOption[], names: readonly string[]): Reach[] {
  return options.map((o) => consequence(state, player, o, names));
}
