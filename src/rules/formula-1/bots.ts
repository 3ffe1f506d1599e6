/**
 * Formuła 1's bots, pure and deterministic given their seed.
 * - random: any listed action.
 * - heuristic: a careful driver. For every speed it can choose it looks at each
 *   path at that speed and weighs the distance gained against the tyres paid
 *   for the change, the expected tyre loss and the exact chance of leaving the
 *   track (from the die), and the braking the next corner will ask for; it
 *   turns into the pit when its tyres run low and a pit stop is allowed.
 */
import type { Bot, BotFactory } from '../core/game';
import { nextInt, seedRng } from '../core/rng';
import { boardInfo, distanceOf, edgesOf, pitAllowed, spaceAt } from './board';
import { BRAKING_COST, SPEED_STEP, speedChangeCost, squaresAt } from './data/speed';
import { entersPit, movePaths } from './paths';
import { activeCar } from './rules';
import { pathRisk } from './throws';
import type { CarState, Formula1Action, Formula1State } from './types';

export const randomBot: BotFactory<Formula1State, Formula1Action> = (seed) => {
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

/** The safe speeds within `squares` squares straight ahead of `from` (following the first forward edge). */
function cornersAhead(state: Formula1State, from: number, squares: number): { distance: number; safe: number }[] {
  const out: { distance: number; safe: number }[] = [];
  let id = from;
  for (let d = 1; d <= squares; d++) {
    const edges = edgesOf(state.graph, id).filter((e) => e.kind === 'forward' || e.kind === 'diagonal');
    const e = edges.find((x) => x.kind === 'forward') ?? edges[0];
    if (!e) break;
    id = e.to;
    const safe = spaceAt(state.graph, id).features.safeSpeed;
    if (safe !== undefined) out.push({ distance: d, safe });
  }
  return out;
}

/**
 * Tyres the next move will cost at speed `kmh` from square `at`: for the
 * corners it will reach, the cheapest of braking down to their safe speed and
 * the throws of keeping a free speed (about 1/2 tyre and 1/6 chance of a spin
 * per throw, counted as tyres).
 */
function nextMovePenalty(state: Formula1State, at: number, kmh: number): number {
  const reachNext = squaresAt(kmh) + 1;
  let worst = 0;
  for (const c of cornersAhead(state, at, reachNext)) {
    const slowest = Math.max(0, kmh - SPEED_STEP);
    if (slowest <= c.safe) continue;
    // Brake (paying) to the safe speed, or keep the cheapest free speed and risk the throws.
    const brake = BRAKING_COST[Math.round((kmh - c.safe) / SPEED_STEP)] ?? 8;
    const throws = Math.ceil((slowest - c.safe) / SPEED_STEP);
    const risk = throws * 0.5 + (1 - (5 / 6) ** throws) * (8 + speedChangeCost(slowest, 0));
    worst = Math.max(worst, Math.min(brake, risk));
  }
  return worst;
}

/** How much a tyre is worth now, in squares (more when few are left and no pit stop is near). */
function tyreValue(car: CarState): number {
  return car.tyres <= 6 ? 2.5 : car.tyres <= 14 ? 1.6 : 1.1;
}

function scorePath(state: Formula1State, ci: number, kmh: number, paid: number, path: readonly number[]): number {
  const car = state.cars[ci]!;
  const info = boardInfo(state.graph);
  const tyres = car.tyres - paid;
  const risk = pathRisk(state, car, kmh, path, tyres);
  const end: CarState = { ...car, space: path.at(-1)!, off: false };
  let crossings = car.crossings;
  let prev = car.space;
  for (const id of path) {
    if (state.graph.out[prev]?.some((e) => e.to === id && e.crossesStart)) crossings++;
    prev = id;
  }
  const gain = distanceOf(info, { ...end, crossings }) - distanceOf(info, car);
  const value = tyreValue({ ...car, tyres });
  // Leaving the track: the squares lost re-accelerating from 0 and the tyres of slowing down.
  const offLoss = 6 + risk.expectedOffCost / Math.max(risk.offChance, 1e-9);
  let score = gain * (1 - risk.offChance) - value * (paid + risk.expectedTyreLoss) - risk.offChance * offLoss * value;
  if (entersPit(state, car.space, path)) score += tyres <= 12 ? 20 : tyres <= 18 ? 4 : -10;
  else score -= value * nextMovePenalty(state, path.at(-1)!, kmh);
  return score;
}

export const heuristicBot: BotFactory<Formula1State, Formula1Action> = (seed) => {
  const fallback = randomBot(seed);
  const bot: Bot<Formula1State, Formula1Action> = {
    kind: 'heuristic',
    choose(state, seat, actions) {
      const ci = activeCar(state);
      if (ci === null || actions.length === 1) return actions[0] ?? fallback.choose(state, seat, actions);
      const car = state.cars[ci]!;
      let best = actions[0]!;
      let bestScore = -Infinity;
      for (const a of actions) {
        let s = -Infinity;
        if (a.type === 'move') s = scorePath(state, ci, car.speed, 0, a.path);
        else if (a.type === 'speed') {
          const paid = speedChangeCost(car.speed, a.kmh);
          if (a.kmh === 0) s = -value0(car);
          else {
            const trial: Formula1State = { ...state, cars: state.cars.map((c, i) => (i === ci ? { ...c, speed: a.kmh, tyres: c.tyres - paid } : c)) };
            for (const p of movePaths(trial, ci, squaresAt(a.kmh))) s = Math.max(s, scorePath(state, ci, a.kmh, paid, p));
          }
        } else s = 0;
        if (s > bestScore) {
          bestScore = s;
          best = a;
        }
      }
      return best;
    },
  };
  return bot;
};

/** Standing still is worth nothing and costs a round: only chosen when every move is worse. */
function value0(car: CarState): number {
  return 2 + (car.off ? 0 : 1);
}

/** Whether a pit stop is open to car `ci` now (for the shell and tests). */
export function canPit(state: Formula1State, ci: number): boolean {
  return pitAllowed(boardInfo(state.graph), state.cars[ci]!, state.laps);
}

export const FORMULA1_BOTS: Readonly<Record<string, BotFactory<Formula1State, Formula1Action>>> = { random: randomBot, heuristic: heuristicBot };
