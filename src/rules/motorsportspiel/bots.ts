/**
 * Bots for Das Motorsportspiel, pure and seeded: `random` picks any listed
 * action; `heuristic` manages risk — fewer white dice before a 2-rated curve
 * ("full braking"), places and reads the dice so that nothing is lost, and
 * drives each die to the place that leaves the rest of the dice drivable and
 * the car furthest ahead (into the pit lane when it must).
 */
import { nextInt, seedRng } from '../core/rng';
import type { Bot, BotFactory } from '../core/game';
import { boardInfo, isPit } from './board';
import { distance, legalPlans, onFinalLap } from './engine';
import { bestUnusable, ctxOf, envOf, follow } from './moves';
import type { MssAction, MssState } from './types';

export const randomBot: BotFactory<MssState, MssAction> = (seed) => {
  let rng = seedRng(seed);
  return {
    kind: 'random',
    choose(_state, _seat, actions) {
      const r = nextInt(rng, actions.length);
      rng = r.state;
      return actions[r.value]!;
    },
  };
};

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
  const wantsPit = car.mustPit || car.mustStop || (state.config.fuelStops > car.stops && !onFinalLap(state, car) && car.box === 0 ? lapsDone(car) >= 1 : car.box >= 2);
  if (first.type === 'order') {
    const plans = legalPlans(state, turn);
    let best: MssAction = first;
    let bestScore = -Infinity;
    for (const p of plans) {
      const score = -1000 * bestUnusable(env, ctx, p.plan) + p.plan.reduce((s, d) => s + d.value, 0);
      if (score > bestScore) {
        bestScore = score;
        best = p.action;
      }
    }
    return best;
  }
  // A path: keep the rest of the dice drivable, then go furthest (into the pit lane when it must).
  const info = boardInfo(state.graph);
  let best: MssAction = first;
  const entryLanes = new Set<number>();
  state.graph.out.forEach((edges) => edges.forEach((e) => e.kind === 'pit-entry' && entryLanes.add(state.graph.spaces[e.from]!.lane)));
  let bestScore = -Infinity;
  for (const a of actions) {
    if (a.type !== 'path') continue;
    const end = follow(env, ctx, a.to);
    const space = state.graph.spaces[end.space]!;
    const lost = end.done ? 0 : bestUnusable(env, end, turn.plan, turn.die + 1);
    const dist = distance(state.graph, { ...car, space: end.space, back: end.back, crossings: end.crossings, off: false });
    let score = -1000 * lost + dist - (a.to.length < turn.plan[turn.die]!.value && !end.done ? 500 : 0);
    if (end.done === 'finished') score += 10_000;
    if (wantsPit && info.hasPit) score += isPit(space) ? 200 : entryLanes.has(space.lane) ? 20 : 0;
    else if (isPit(space)) score -= 30;
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
