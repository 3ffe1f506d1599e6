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
import { entryLanesOf, tightCurveAhead } from './bot-board';
import { boardInfo, PIT_BOX, PIT_LANE, type BoardInfo, type Tables } from './board';
import { keepChoice, keptChoice, legalPlans, onFinalLap, plannerOf, type ListedPlan } from './engine';
import { endsCount, endsPool, endsStart, findScore, keepScore, scoreAt, useMemo } from './memo';
import { backOfKey, crossingsOfKey, ctxKey, ctxOf, doneOfKey, endsSlot, envOf, followKey, planInfo, spaceOfKey, type MoveEnv, type PlanInfo } from './moves';
import type { MssAction, MssState, Turn } from './types';

/** A uniform pick among the listed actions (the core's, as every game's). */
export const randomBot: BotFactory<MssState, MssAction> = uniformBot<MssState, MssAction>();

/**
 * What the bot's search reads during one choice, in one object made once and
 * filled at each choice (the search runs to its end before the next choice),
 * so choosing makes no closures.
 */
interface Search {
  env: MoveEnv;
  graph: LaneGraph;
  info: BoardInfo;
  t: Tables;
  lapLength: number;
  mustPit: boolean;
  wantsPit: boolean;
  entryLanes: ReadonlySet<number>;
  /** mustPit and wantsPit as two bits: the bot's scores are kept by them beside the dice and the place (see `memo.ts`). */
  flags: number;
  /** The board's reach and where the finish begins, for the bounds (see `planBound`). */
  R: Reach;
  finishAt: number;
}

let search: Search | null = null;

/** The most steps a bound is kept for (two white dice and the red one: 6 + 6 + 3). */
const MAX_STEPS = 15;

/**
 * What bounds a plan's score from above, per board: `reach[m * n + s]`, the
 * most a car's place (crossings × lap + progress, and the front of a dotted
 * space it ends on) can grow in at most `m` steps from space `s` on an empty
 * board with no rule but the edges; and the least progress of a space.
 */
interface Reach {
  readonly reach: Float64Array;
  readonly minProgress: number;
  /**
   * Every progress, front and the lap a whole number: then every score and
   * bound is a whole number worked out exactly, a bound needs no slack, and a
   * plan whose bound only equals the best score found can at most tie it.
   */
  readonly exact: boolean;
  /** What a bound adds for rounding (0 when exact). */
  readonly slack: number;
  /** The most progress and front of a space a step over the line ends on, outside the pit lane (where a car finishes). */
  readonly crossCap: number;
  /** `crossings[m * n + s]`: the most times a drive of at most `m` steps from `s` crosses the line. */
  readonly crossings: Int32Array;
}

const reachCache = new WeakMap<Tables, Reach>();

function reachOf(t: Tables, lapLength: number): Reach {
  let r = reachCache.get(t);
  if (!r) {
    const n = t.n;
    const reach = new Float64Array((MAX_STEPS + 1) * n);
    const crossings = new Int32Array((MAX_STEPS + 1) * n);
    // No step: the front of the space itself (the car may be stopped on it).
    for (let s = 0; s < n; s++) reach[s] = t.front[s]!;
    for (let m = 1; m <= MAX_STEPS; m++) {
      for (let s = 0; s < n; s++) {
        let best = reach[(m - 1) * n + s]!;
        let most = crossings[(m - 1) * n + s]!;
        for (let e = t.edgeStart[s]!, end = t.edgeStart[s + 1]!; e < end; e++) {
          const to = t.edgeTo[e]!;
          const got = t.progress[to]! - t.progress[s]! + (t.edgeCross[e] === 1 ? lapLength : 0) + reach[(m - 1) * n + to]!;
          if (got > best) best = got;
          most = Math.max(most, t.edgeCross[e]! + crossings[(m - 1) * n + to]!);
        }
        reach[m * n + s] = best;
        crossings[m * n + s] = most;
      }
    }
    let minProgress = Infinity;
    let exact = Number.isInteger(lapLength);
    for (let s = 0; s < n; s++) {
      minProgress = Math.min(minProgress, t.progress[s]!);
      if (!Number.isInteger(t.progress[s]!) || !Number.isInteger(t.front[s]!)) exact = false;
    }
    let crossCap = -Infinity;
    for (let e = 0; e < t.edgeTo.length; e++) {
      const to = t.edgeTo[e]!;
      if (t.edgeCross[e] === 1 && t.pit[to] !== PIT_LANE && t.pit[to] !== PIT_BOX) crossCap = Math.max(crossCap, t.progress[to]! + t.front[to]!);
    }
    r = { reach, minProgress: n > 0 ? minProgress : 0, exact, slack: exact ? 0 : BOUND_SLACK, crossCap, crossings };
    reachCache.set(t, r);
  }
  return r;
}

/** Slack for the bound when the board's numbers are not whole: the scores are sums of a few doubles, so a bound this far above its score never falls below it by rounding. */
const BOUND_SLACK = 1e-6;

/**
 * A bound from above on the score of a plan of dice summing to `sum` from
 * context `k` (see `place`): the farthest place the steps can reach (with the
 * front of a dotted space), the finish bonus if the finish lies within reach,
 * the pit bonus if the bot wants the pits. Penalties only lower a score.
 */
function planBound(S: Search, R: Reach, k: number, sum: number, finishAt: number): number {
  const s = spaceOfKey(k);
  const n = S.t.n;
  const crossings = crossingsOfKey(k);
  if (sum > MAX_STEPS || doneOfKey(k) !== 0) return Infinity;
  const far = crossings * S.lapLength + S.t.progress[s]! + R.reach[sum * n + s]!;
  const pit = S.wantsPit ? 200 : 0;
  if (far + R.slack < finishAt) return far + pit + R.slack;
  // A car that finishes stops on the space past the line it crossed: if the steps cross it at most once, that crossing is the finish, and no finish scores more than the best such space.
  if (R.crossings[sum * n + s]! <= 1) return Math.max(far, (crossings + 1) * S.lapLength + R.crossCap + 10_000) + pit + R.slack;
  return far + 10_000 + pit + R.slack;
}

/** The plans' bounds, reused by each order choice. */
let bounds = new Float64Array(64);
/** The bound of each sum of dice (0–15; 16: a plan of no dice), worked out once per order choice (NaN: not yet). */
const boundOfSum = new Float64Array(MAX_STEPS + 2);
/** The distinct bounds of one order choice, highest first (at most one per sum). */
const distinct = new Float64Array(MAX_STEPS + 2);

/** The plans' indices in the order they are scored, each plan's place among the distinct bounds, and where each bound's plans begin in `order`. */
let order = new Int32Array(64);
let groupOf = new Int32Array(64);
const groupStart = new Int32Array(MAX_STEPS + 3);
const groupFill = new Int32Array(MAX_STEPS + 3);

/**
 * The sums of the plans of a roll, by the roll's faces: the listed plans are
 * the engine's own objects, one per plan of a roll and the same each time the
 * roll comes, so a plan seen before is known again by identity (its place in
 * a short list of the roll's plans, found from where the last one was: the
 * plans are listed in one order) and its dice are not read again.
 */
interface RollSums {
  readonly plans: ListedPlan[];
  readonly sums: Int32Array;
}

/** The most plans of a roll kept (a roll of three dice has at most 48). */
const ROLL_PLANS = 48;
const rollSums = new Array<RollSums | undefined>(512).fill(undefined);
/** Where the last plan was found in its roll's list (the next is most often just after it). */
let rollCursor = 0;

function rollOf(roll: Turn['roll']): RollSums {
  // The faces (0–5, 7: not rolled) as digits of base 8.
  const key = ((roll.red ?? 7) * 8 + (roll.white1 ?? 7)) * 8 + (roll.white2 ?? 7);
  let r = rollSums[key];
  if (!r) {
    r = { plans: [], sums: new Int32Array(ROLL_PLANS) };
    rollSums[key] = r;
  }
  return r;
}

/** The sum of a plan's dice (MAX_STEPS + 1 for a plan of none). */
function sumOf(r: RollSums, plan: ListedPlan): number {
  const plans = r.plans;
  const n = plans.length;
  let j = rollCursor < n ? rollCursor : 0;
  for (let t = 0; t < n; t++) {
    if (plans[j] === plan) {
      rollCursor = j + 1;
      return r.sums[j]!;
    }
    if (++j === n) j = 0;
  }
  const info = plan.info;
  const sum = info.values.length > 0 ? info.values[0]! + info.rest[0]! : MAX_STEPS + 1;
  if (n < ROLL_PLANS) {
    plans.push(plan);
    r.sums[n] = sum;
    rollCursor = n + 1;
  }
  return sum;
}

/** How good a place (a context number) is to end the move: far ahead, finished, never where the pit lane it must take is out of reach. */
function place(S: Search, k: number, lost: number): number {
  const s = spaceOfKey(k);
  const t = S.t;
  // distanceAt, read off the tables: crossings × lap + progress (+ the front of a dotted space).
  let score = -1000 * lost + (crossingsOfKey(k) * S.lapLength + t.progress[s]! + (backOfKey(k) ? 0 : t.front[s]!));
  if (doneOfKey(k) === 1) score += 10_000;
  const inPit = t.pit[s] === PIT_LANE || t.pit[s] === PIT_BOX;
  if (S.mustPit && !inPit && !S.info.reachesPit[s]) score -= 5000;
  if (S.wantsPit) score += inPit ? 200 : S.entryLanes.has(S.graph.spaces[s]!.lane) ? 20 : 0;
  else if (inPit) score -= 30;
  return score;
}

/** The best place the rest of the plan can reach from `k` (die `i` on), kept by the dice left, the bot's flags and the context for the planner's turn. */
function outcome(S: Search, p: PlanInfo, k: number, i: number): number {
  if (i >= p.values.length || doneOfKey(k) !== 0) return place(S, k, 0);
  // The first die (from where the car stands, asked once per plan) is not kept; the last is (one look-up in place of finding its places and scoring each).
  if (i === 0) return outcomeOf(S, p, k, i);
  const code = p.suffix[i]! * 4 + S.flags;
  if (code >= 4096) return outcomeOf(S, p, k, i);
  const found = findScore(k, code);
  if (found >= 0) return scoreAt(found);
  const v = outcomeOf(S, p, k, i);
  keepScore(-1 - found, k, code, v);
  return v;
}

function outcomeOf(S: Search, p: PlanInfo, k: number, i: number): number {
  const value = p.values[i]!;
  const slot = endsSlot(S.env, k, value, p.lows[i]!);
  const count = endsCount(slot);
  if (count < 0) return place(S, k, value - (-1 - count) + p.rest[i]!);
  const start = endsStart(slot);
  let best = -Infinity;
  // Before the last die, a place whose bound (the dice after this one from there) is no more than the best found cannot raise it: not searched (the best is the same, so it is kept as it is).
  const bounded = i + 1 < p.values.length;
  const after = p.rest[i]!;
  for (let j = 0; j < count; j++) {
    const k1 = endsPool[start + j]!;
    if (bounded && best !== -Infinity && planBound(S, S.R, k1, after, S.finishAt) <= best) continue;
    const got = outcome(S, p, k1, i + 1);
    if (got > best) best = got;
  }
  return best;
}

function chooseHeuristic(state: MssState, actions: readonly MssAction[]): MssAction {
  const turn = state.turn!;
  const car = state.cars[turn.car]!;
  // What is listed follows from the turn's phase (read without touching the listed actions, which may lie far apart in memory), but for the final-lap choice, which only its rule lists.
  if (turn.phase === 'final-lap' || state.config.finalLapAlternate) {
    const first = actions[0]!;
    if (first.type === 'final-lap') return actions.find((a) => a.type === 'final-lap' && !a.pit) ?? first;
  }
  if (turn.phase === 'dice') {
    const d = tightCurveAhead(state, car.space);
    const fuelRisk = state.config.fuelStops > car.stops && onFinalLap(state, car);
    const want = d <= 5 ? 0 : d <= 11 || fuelRisk || car.cautious ? 1 : 2;
    let max = 0;
    for (const a of actions) if (a.type === 'dice' && a.white > max) max = a.white;
    const w = Math.min(want, max);
    for (const a of actions) if (a.type === 'dice' && a.white === w) return a;
    return actions[0]!;
  }
  // A new order: no score of a search kept for it yet.
  if (turn.phase === 'order') chosenPlanner = null;
  // One order or one path to choose from: the choice the search would make, without the search (it keeps nothing another choice reads).
  if (actions.length === 1) return actions[0]!;
  const env = envOf(state, car);
  const k0 = ctxKey(ctxOf(car));
  const info = boardInfo(state.graph);
  const mustPit = (car.mustPit || car.mustStop) && info.hasPit;
  const wantsPit = mustPit || (state.config.fuelStops > car.stops && !onFinalLap(state, car) && lapsDone(car) >= 1) || car.box >= 2;
  const S = search ?? ({} as Search);
  search = S;
  S.env = env;
  S.graph = state.graph;
  S.info = info;
  S.t = info.t;
  S.lapLength = state.graph.lapLength;
  S.mustPit = mustPit;
  S.wantsPit = wantsPit;
  S.entryLanes = entryLanesOf(state.graph);
  S.flags = (mustPit ? 1 : 0) + (wantsPit ? 2 : 0);
  const R = reachOf(S.t, S.lapLength);
  const finishAt = (car.crossOffset + state.config.laps) * S.lapLength + R.minProgress;
  S.R = R;
  S.finishAt = finishAt;
  const planner = plannerOf(state);
  useMemo(planner);
  if (turn.phase === 'order') {
    let bestScore = -Infinity;
    // The first plan of the highest score, as if each were scored in turn; but in the order of their bounds, highest first, so that once a bound falls below the best score found, no plan left can beat it.
    const listed = legalPlans(state, turn);
    // The same legal plans from the same key with the same settings of the bot: the same choice (a pure function of them).
    const kept = keptChoice(listed, S.flags);
    if (kept) return chose(kept);
    if (bounds.length < listed.length) bounds = new Float64Array(listed.length * 2);
    boundOfSum.fill(NaN);
    let groups = 0;
    const roll = rollOf(turn.roll);
    rollCursor = 0;
    for (let i = 0; i < listed.length; i++) {
      // The bound reads the plan's dice only through their sum: one bound per sum.
      const sum = sumOf(roll, listed[i]!);
      let b = sum <= MAX_STEPS + 1 ? boundOfSum[sum]! : NaN;
      if (Number.isNaN(b)) {
        b = sum <= MAX_STEPS ? planBound(S, R, k0, sum, finishAt) : Infinity;
        if (sum <= MAX_STEPS + 1) boundOfSum[sum] = b;
        // Kept highest first (an insertion into a list of a few).
        let at = groups;
        while (at > 0 && distinct[at - 1]! < b) at--;
        if (at === 0 || distinct[at - 1] !== b) {
          distinct.copyWithin(at + 1, at, groups);
          distinct[at] = b;
          groups++;
        }
      }
      bounds[i] = b;
    }
    let bestIndex = -1;
    // The plans in the order of a stable sort by bound, highest first: each bound's plans in list order (a counting sort by the bound's place among the distinct ones).
    if (order.length < listed.length) {
      order = new Int32Array(listed.length * 2);
      groupOf = new Int32Array(listed.length * 2);
    }
    groupStart.fill(0, 0, groups + 1);
    for (let i = 0; i < listed.length; i++) {
      let g = 0;
      while (g < groups && distinct[g] !== bounds[i]) g++;
      groupOf[i] = g;
      if (g < groups) groupStart[g + 1]!++;
    }
    for (let g = 0; g < groups; g++) groupStart[g + 1]! += groupStart[g]!;
    groupFill.set(groupStart.subarray(0, groups));
    let ordered = 0;
    for (let i = 0; i < listed.length; i++) if (groupOf[i]! < groups) {
      order[groupFill[groupOf[i]!]!++] = i;
      ordered++;
    }
    for (let j = 0; j < ordered; j++) {
      const i = order[j]!;
      const b = bounds[i]!;
      if (b < bestScore) break;
      // A bound equal to the best score: the plan can at most tie it (never, when the bound has slack), and a tie counts only for a plan listed earlier.
      if (b === bestScore && (!R.exact || i > bestIndex)) continue;
      const score = outcome(S, listed[i]!.info, k0, 0);
      if (score > bestScore || (score === bestScore && i < bestIndex)) {
        bestScore = score;
        bestIndex = i;
      }
    }
    if (bestIndex < 0) return actions[0]!;
    keepChoice(listed, S.flags, listed[bestIndex]!);
    return choseSearched(listed[bestIndex]!, S, state, k0, planner, bestScore);
  }
  return choosePath(S, state, actions, k0, planner);
}

/**
 * A path: the first listed path to the best place the rest of the dice can
 * reach after it. The best score is known before any path is read: the
 * search's own (kept by the order choice for the first die, by the search's
 * memory for the others); then the paths are read in turn only until one ends
 * on a place of that score (most often the first or second), the same path
 * the scoring of every path picks.
 */
function choosePath(S: Search, state: MssState, actions: readonly MssAction[], k0: number, planner: object): MssAction {
  const turn = state.turn!;
  const die = turn.plan[turn.die]!;
  const p = turn.plan === chosenPlan ? chosenInfo! : planInfo(turn.plan);
  const next = turn.die + 1;
  // On a board with two steps between the same two spaces a path is followed along the first, which may end elsewhere than the drive that listed it: there every path is scored.
  if (!S.t.twinSteps) {
    const known = turn.die === 0 && turn.plan === chosenPlan && k0 === chosenFrom && planner === chosenPlanner && state.round === chosenRound && S.flags === chosenFlags;
    const top = known ? chosenScore : outcome(S, p, k0, turn.die);
    for (const a of actions) {
      if (a.type !== 'path') continue;
      const end = followKey(S.env, k0, a.to);
      // A path that cannot drive the die whole: every path is such, and each is scored by the points it leaves.
      if (a.to.length < die.value && doneOfKey(end) === 0) break;
      // No path scores above the best place: the first that reaches it is the one.
      if (outcome(S, p, end, next) >= top) return a;
    }
  }
  return scorePaths(S, state, actions, k0, p);
}

/** The first path of the highest score, each scored (a path that cannot drive the die whole by the points it leaves). */
function scorePaths(S: Search, state: MssState, actions: readonly MssAction[], k0: number, p: PlanInfo): MssAction {
  const turn = state.turn!;
  const die = turn.plan[turn.die]!;
  const next = turn.die + 1;
  let seen = 0;
  let best: MssAction = actions[0]!;
  let bestScore = -Infinity;
  for (const a of actions) {
    if (a.type !== 'path') continue;
    const end = followKey(S.env, k0, a.to);
    let score: number;
    if (a.to.length < die.value && doneOfKey(end) === 0) score = place(S, end, die.value - a.to.length + p.rest[turn.die]!);
    else {
      // Many paths end on the same place, and the rest of the dice score from there the same: each place scored once.
      let j = 0;
      while (j < seen && endKeys[j] !== end) j++;
      if (j < seen) score = endScores[j]!;
      else {
        score = outcome(S, p, end, next);
        if (seen < endKeys.length) {
          endKeys[seen] = end;
          endScores[seen++] = score;
        }
      }
    }
    if (score > bestScore) {
      bestScore = score;
      best = a;
    }
  }
  return best;
}

/**
 * The plan the bot chose last and what the searches read of it (its dice are
 * driven next); and, when it was searched for, its score and what it was
 * searched in: the car's place, the planner, the round and the bot's flags
 * (one turn of one car).
 */
let chosenPlan: readonly unknown[] | null = null;
let chosenInfo: PlanInfo | null = null;
let chosenFrom = -1;
let chosenPlanner: object | null = null;
let chosenRound = -1;
let chosenFlags = -1;
let chosenScore = 0;

function chose(plan: ListedPlan): MssAction {
  chosenPlan = plan.plan;
  chosenInfo = plan.info;
  return plan.action;
}

function choseSearched(plan: ListedPlan, S: Search, state: MssState, from: number, planner: object, score: number): MssAction {
  chosenFrom = from;
  chosenPlanner = planner;
  chosenRound = state.round;
  chosenFlags = S.flags;
  chosenScore = score;
  return chose(plan);
}

/** The places the paths of one die end on and their scores (a path choice's scratch). */
const endKeys = new Float64Array(64);
const endScores = new Float64Array(64);

const lapsDone = (car: MssState['cars'][number]) => Math.max(0, car.crossings - car.crossOffset);

export const heuristicBot: BotFactory<MssState, MssAction> = (): Bot<MssState, MssAction> => ({
  kind: 'heuristic',
  choose(state, _seat, actions) {
    return chooseHeuristic(state, actions);
  },
});
