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
import { boardInfo, PIT_BOX, PIT_LANE } from './board';
import { legalPlans, onFinalLap, plannerOf } from './engine';
import { backOfKey, crossingsOfKey, ctxKey, ctxOf, dieEnds, doneOfKey, envOf, followKey, planInfo, spaceOfKey, type PlanInfo, type Planner } from './moves';
import { Recent } from './recent';
import type { MssAction, MssState } from './types';

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

/**
 * The bot's results by dice left and place, kept beside the planner they
 * were worked out with: its key fixes the board, the other cars and what of
 * the car the search reads, and `flags` the rest of what `place` reads. So
 * the order chosen and each die driven after it share them.
 */
const outcomeMemos = new Recent<Planner, { readonly flags: number; readonly memo: Map<number, Map<number, number>> }>(2);

function outcomeMemo(planner: Planner, flags: number): Map<number, Map<number, number>> {
  let entry = outcomeMemos.get(planner);
  if (!entry || entry.flags !== flags) {
    entry = { flags, memo: new Map() };
    outcomeMemos.set(planner, entry);
  }
  return entry.memo;
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
  const k0 = ctxKey(ctxOf(car));
  const info = boardInfo(state.graph);
  const t = info.t;
  const graph = state.graph;
  const mustPit = (car.mustPit || car.mustStop) && info.hasPit;
  const wantsPit = mustPit || (state.config.fuelStops > car.stops && !onFinalLap(state, car) && lapsDone(car) >= 1) || car.box >= 2;
  const entryLanes = entryLanesOf(graph);
  const planner = plannerOf(state);
  /** How good a place (a context number) is to end the move: far ahead, finished, never where the pit lane it must take is out of reach. */
  const place = (k: number, lost: number): number => {
    const s = spaceOfKey(k);
    // distanceAt, read off the tables: crossings × lap + progress (+ the front of a dotted space).
    let score = -1000 * lost + (crossingsOfKey(k) * graph.lapLength + t.progress[s]! + (backOfKey(k) ? 0 : t.front[s]!));
    if (doneOfKey(k) === 1) score += 10_000;
    const inPit = t.pit[s] === PIT_LANE || t.pit[s] === PIT_BOX;
    if (mustPit && !inPit && !info.reachesPit[s]) score -= 5000;
    if (wantsPit) score += inPit ? 200 : entryLanes.has(graph.spaces[s]!.lane) ? 20 : 0;
    else if (inPit) score -= 30;
    return score;
  };
  /** The best place the rest of the plan can reach from `k` (die `i` on), by the dice left and the context; kept for the turn (see `outcomeMemo`). */
  const memo = outcomeMemo(planner, (mustPit ? 1 : 0) + (wantsPit ? 2 : 0));
  const outcome = (p: PlanInfo, k: number, i: number): number => {
    if (i >= p.values.length || doneOfKey(k) !== 0) return place(k, 0);
    // The last die: its places are kept by `dieEnds`, and scoring them costs no more than looking them up.
    if (i === p.values.length - 1) return outcomeOf(p, k, i);
    const sk = p.suffix[i]!;
    let byCtx = memo.get(sk);
    if (!byCtx) {
      byCtx = new Map();
      memo.set(sk, byCtx);
    }
    const hit = byCtx.get(k);
    if (hit !== undefined) return hit;
    const v = outcomeOf(p, k, i);
    byCtx.set(k, v);
    return v;
  };
  const outcomeOf = (p: PlanInfo, k: number, i: number): number => {
    const value = p.values[i]!;
    const ends = dieEnds(env, k, value, p.lows[i]!, planner);
    if (typeof ends === 'number') return place(k, value - ends + p.rest[i]!);
    let best = -Infinity;
    for (const end of ends) {
      const got = outcome(p, end, i + 1);
      if (got > best) best = got;
    }
    return best;
  };
  let best: MssAction = first;
  let bestScore = -Infinity;
  if (first.type === 'order') {
    for (const p of legalPlans(state, turn)) {
      const score = outcome(p.info, k0, 0);
      if (score > bestScore) {
        bestScore = score;
        best = p.action;
      }
    }
    return best;
  }
  // A path: the best place the rest of the dice can reach after it.
  const die = turn.plan[turn.die]!;
  const p = planInfo(turn.plan);
  for (const a of actions) {
    if (a.type !== 'path') continue;
    const end = followKey(env, k0, a.to);
    const score = a.to.length < die.value && doneOfKey(end) === 0 ? place(end, die.value - a.to.length + p.rest[turn.die]!) : outcome(p, end, turn.die + 1);
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
