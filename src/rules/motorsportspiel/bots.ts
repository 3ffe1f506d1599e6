/**
 * Bots for Das Motorsportspiel, pure and seeded: `random` picks any listed
 * action; `heuristic` manages risk — fewer white dice before a 2-rated curve
 * ("full braking"), places and reads the dice so that nothing is lost, and
 * drives each die to the place that leaves the rest of the dice drivable and
 * the car furthest ahead (into the pit lane when it must).
 */
import { uniformBot } from '../core/bot-random';
import type { LaneGraph } from '../../track/lane-graph-types';
import type { Bot, BotFactory } from '../core/game';
import { boardInfo, isPit } from './board';
import { distanceAt, legalPlans, onFinalLap, plannerOf } from './engine';
import { ctxKey, ctxOf, dieEnds, envOf, follow, type Ctx } from './moves';
import type { MssAction, MssState, PlacedDie } from './types';

/** A uniform pick among the listed actions (the core's, as every game's). */
export const randomBot: BotFactory<MssState, MssAction> = uniformBot<MssState, MssAction>();

/** Steps ahead along the car's lane to the nearest space with a maximum gear of 2 or less (Infinity if none within reach). */
function tightCurveAhead(state: MssState, space: number, reach = 15): number {
  const info = boardInfo(state.graph);
  let s = space;
  for (let i = 0; i <= reach; i++) {
    const g = state.graph.spaces[s]!.features.maxGear;
    if (g !== undefined && g <= 2) return i;
    const next = info.ahead[s];
    if (!next) return Infinity;
    s = next.to;
  }
  return Infinity;
}

/** The lanes from which a pit lane is entered, per board. */
const entryLaneCache = new WeakMap<LaneGraph, ReadonlySet<number>>();

function entryLanesOf(graph: LaneGraph): ReadonlySet<number> {
  let lanes = entryLaneCache.get(graph);
  if (!lanes) {
    const found = new Set<number>();
    graph.out.forEach((edges) => edges.forEach((e) => e.kind === 'pit-entry' && found.add(graph.spaces[e.from]!.lane)));
    lanes = found;
    entryLaneCache.set(graph, lanes);
  }
  return lanes;
}

/** For each die of a plan, the key of the dice from it on ("3l,5h,"), kept per plan (plans are never changed). */
const suffixCache = new WeakMap<readonly PlacedDie[], readonly string[]>();

function suffixKeys(plan: readonly PlacedDie[]): readonly string[] {
  let keys = suffixCache.get(plan);
  if (!keys) {
    const out: string[] = [];
    for (let i = plan.length - 1, key = ''; i >= 0; i--) {
      key = `${plan[i]!.value}${plan[i]!.low ? 'l' : 'h'},${key}`;
      out[i] = key;
    }
    out[plan.length] = '';
    keys = out;
    suffixCache.set(plan, keys);
  }
  return keys;
}

function chooseHeuristic(state: MssState, actions: readonly MssAction[]): MssAction {
  const turn = state.turn!;
  const car = state.cars[turn.car]!;
  const first = actions[0]!;
  if (first.type === 'final-lap') return actions.find((a) => a.type === 'final-lap' && !a.pit) ?? first;
  if (first.type === 'dice') {
    const d = tightCurveAhead(state, car.space);
    const fuelRisk = state.config.fuelStops > car.stops && onFinalLap(state, car);
    const want = d <= 5 ? 0 : d <= 11 || fuelRisk || car.cautious ? 1 : 2;
    const max = Math.max(...actions.map((a) => (a.type === 'dice' ? a.white : 0)));
    return actions.find((a) => a.type === 'dice' && a.white === Math.min(want, max)) ?? first;
  }
  const env = envOf(state, car);
  const ctx = ctxOf(car);
  const info = boardInfo(state.graph);
  const mustPit = (car.mustPit || car.mustStop) && info.hasPit;
  const wantsPit = mustPit || (state.config.fuelStops > car.stops && !onFinalLap(state, car) && lapsDone(car) >= 1) || car.box >= 2;
  const entryLanes = entryLanesOf(state.graph);
  const planner = plannerOf(state);
  /** How good a place is to end the move: far ahead, finished, never where the pit lane it must take is out of reach. */
  const place = (c: Ctx, lost: number): number => {
    const space = state.graph.spaces[c.space]!;
    let score = -1000 * lost + distanceAt(state.graph, c.space, c.back, c.crossings);
    if (c.done === 'finished') score += 10_000;
    if (mustPit && !isPit(space) && !info.reachesPit[c.space]) score -= 5000;
    if (wantsPit) score += isPit(space) ? 200 : entryLanes.has(space.lane) ? 20 : 0;
    else if (isPit(space)) score -= 30;
    return score;
  };
  /** The best place the rest of the plan can reach from `c` (die `i` on). */
  const memo = new Map<string, Map<number, number>>();
  const outcome = (plan: readonly PlacedDie[], c: Ctx, i: number): number => {
    if (i >= plan.length || c.done) return place(c, 0);
    const sk = suffixKeys(plan)[i]!;
    let byCtx = memo.get(sk);
    if (!byCtx) {
      byCtx = new Map();
      memo.set(sk, byCtx);
    }
    // (c.done is null here, so the context's number says what the old text key said.)
    const key = ctxKey(c);
    const hit = byCtx.get(key);
    if (hit !== undefined) return hit;
    const v = outcomeOf(plan, c, i);
    byCtx.set(key, v);
    return v;
  };
  const outcomeOf = (plan: readonly PlacedDie[], c: Ctx, i: number): number => {
    const ends = dieEnds(env, c, plan[i]!, planner);
    if (typeof ends === 'number') return place(c, plan[i]!.value - ends + plan.slice(i + 1).reduce((t, d) => t + d.value, 0));
    let best = -Infinity;
    for (const end of ends) best = Math.max(best, outcome(plan, end, i + 1));
    return best;
  };
  let best: MssAction = first;
  let bestScore = -Infinity;
  if (first.type === 'order') {
    for (const p of legalPlans(state, turn)) {
      const score = outcome(p.plan, ctx, 0);
      if (score > bestScore) {
        bestScore = score;
        best = p.action;
      }
    }
    return best;
  }
  // A path: the best place the rest of the dice can reach after it.
  const die = turn.plan[turn.die]!;
  for (const a of actions) {
    if (a.type !== 'path') continue;
    const end = follow(env, ctx, a.to);
    const score = a.to.length < die.value && !end.done ? place(end, die.value - a.to.length + turn.plan.slice(turn.die + 1).reduce((t, d) => t + d.value, 0)) : outcome(turn.plan, end, turn.die + 1);
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

const lapsDone = (car: MssState['cars'][number]) => Math.max(0, car.crossings - car.crossOffset);

export const heuristicBot: BotFactory<MssState, MssAction> = (): Bot<MssState, MssAction> => ({
  kind: 'heuristic',
  choose(state, _seat, actions) {
    return chooseHeuristic(state, actions);
  },
});
