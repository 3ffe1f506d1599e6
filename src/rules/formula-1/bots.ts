/**
 * Formuła 1's bots, pure and deterministic given their seed.
 * - random: any listed action.
 * - heuristic: a risk-aware driver. For every speed it can choose it scores
 *   each path at that speed: the distance gained, less the tyres paid for the
 *   change and the expected cost of the throws (tyres lost and the exact chance
 *   of leaving the track, from the die), plus what the next move will be worth
 *   from where it ends (its free speeds over the squares ahead, with their
 *   corner risk). Tyres are priced by how many are left per lap to go; it turns
 *   into the pit when the refill is worth more than the time lost, and always
 *   takes a path that finishes the race.
 */
import { uniformBot } from '../core/bot-random';
import type { LaneGraph } from '../../track/lane-graph-types';
import type { Bot, BotFactory } from '../core/game';
import { boardInfo, crossCount, distanceOf, edgesOf, isPitStep, lapsDone, pitAllowed, type BoardInfo } from './board';
import { PIT_TYRES } from './data/material';
import { SPEED_STEP, speedChangeCost, squaresAt, TOP_SPEED } from './data/speed';
import { CROSS_STEPS, NODE, PARENT, SEARCH_DEPTH, nodePath, pathsAt, searchOf, SQUARE, throwsAt, type Search } from './paths';
import { activeCar } from './rules';
import { pathRisk, throwsRisk, type PathRisk } from './throws';
import type { CarState, Formula1Action, Formula1State } from './types';

/** A uniform pick among the listed actions (the core's, as every game's). */
export const randomBot: BotFactory<Formula1State, Formula1Action> = uniformBot<Formula1State, Formula1Action>();

/**
 * What the bot reads again and again off one board, kept per graph (boards are
 * never changed): the squares straight ahead, and the value of a next move
 * (a pure function of the board, the square, the speed, the tyres, the tyre
 * value and the crossings left before the finish).
 */
interface BotTables {
  readonly squares: number;
  /** Per step `from * squares + to`: the edges of that step that cross the start line. */
  readonly crossing: Map<number, number>;
  /** Steps `from * squares + to` that turn into the pit service. */
  readonly pitEntry: Set<number>;
  readonly straight: Map<number, readonly number[]>;
  /**
   * The next move's values: one row per speed, tyres, tyre value and
   * crossings left, and in each row one value per square (NaN until asked).
   */
  next: NextRows;
}
const botTables = new WeakMap<LaneGraph, BotTables>();

function tablesOf(graph: LaneGraph): BotTables {
  let t = botTables.get(graph);
  if (!t) {
    const squares = graph.spaces.length;
    const crossing = new Map<number, number>();
    const pitEntry = new Set<number>();
    graph.out.forEach((edges, from) => {
      for (const e of edges) {
        const k = from * squares + e.to;
        if (e.crossesStart) crossing.set(k, (crossing.get(k) ?? 0) + 1);
        if (e.kind === 'pit-entry') pitEntry.add(k);
      }
    });
    t = { squares, crossing, pitEntry, straight: new Map(), next: nextRows() };
    botTables.set(graph, t);
  }
  return t;
}

/** Entries kept per board before a table starts again (bounds the memory of long sessions). */
const TABLE_LIMIT = 200_000;

/** The squares straight ahead of `from` in its lane (first forward edge; other cars ignored). */
function straightAhead(state: Formula1State, from: number, squares: number): readonly number[] {
  const t = tablesOf(state.graph).straight;
  const key = from * 16 + squares;
  const hit = squares < 16 ? t.get(key) : undefined;
  if (hit) return hit;
  const out = straightAheadOf(state, from, squares);
  if (squares < 16) {
    if (t.size >= TABLE_LIMIT) t.clear();
    t.set(key, out);
  }
  return out;
}

function straightAheadOf(state: Formula1State, from: number, squares: number): number[] {
  const out: number[] = [];
  let id = from;
  for (let d = 0; d < squares; d++) {
    const edges = edgesOf(state.graph, id).filter((e) => e.kind === 'forward' || e.kind === 'diagonal');
    const e = edges.find((x) => x.kind === 'forward') ?? edges[0];
    if (!e) break;
    id = e.to;
    out.push(id);
  }
  return out;
}

/** Squares a spin costs besides its tyres: the rest of the move and the climb back from 0 km/h. */
function spinSquares(kmh: number): number {
  return 4 + squaresAt(kmh) / 2;
}

/** The expected cost, in squares, of driving `path` at `kmh` with `tyres` (tyres priced at `value` squares). */
function riskCost(state: Formula1State, car: CarState, kmh: number, path: readonly number[], tyres: number, value: number): number {
  return costOfRisk(pathRisk(state, car, kmh, path, tyres), kmh, value);
}

function costOfRisk(risk: PathRisk, kmh: number, value: number): number {
  if (risk.throws === 0) return 0;
  return value * (risk.expectedTyreLoss + risk.expectedOffCost) + risk.offChance * spinSquares(kmh);
}

/**
 * What the next move is worth from square `at` at speed `kmh`: the best of the
 * free speeds (and one paid braking step) over the squares straight ahead,
 * less its tyres and the risk of its corners.
 */
function nextMoveValue(state: Formula1State, car: CarState, crossings: number, at: number, kmh: number, tyres: number, value: number, info = boardInfo(state.graph), tables = tablesOf(state.graph)): number {
  const row = nextRow(state, info, tables, crossings, kmh, tyres, value);
  if (row === null) return nextMoveValueOf(state, { ...car, crossings }, at, kmh, tyres, value);
  let v = row[at]!;
  if (v !== v) {
    v = nextMoveValueOf(state, { ...car, crossings }, at, kmh, tyres, value);
    row[at] = v;
  }
  return v;
}

/** Rows kept per board before the table starts again (bounds the memory of long sessions). */
const ROW_LIMIT = 4096;

/**
 * The row of next-move values for one speed, tyres, tyre value and crossings
 * (a value per square), or null for figures outside the table's keys.
 */
function nextRow(state: Formula1State, info: BoardInfo, tables: BotTables, crossings: number, kmh: number, tyres: number, value: number): Float64Array | null {
  // The throws of a straight-ahead path depend on the car only through its square and the crossings left before it has finished.
  const left = Math.max(0, Math.min(9, info.startCrossings + state.laps - crossings));
  const v10 = value * 10;
  const keyed = Number.isInteger(v10) && v10 >= 0 && v10 < 64 && Number.isInteger(tyres) && tyres >= 0 && tyres < 128 && kmh % SPEED_STEP === 0 && kmh >= 0 && kmh <= TOP_SPEED;
  if (!keyed) return null;
  const rows = tables.next;
  const outer = (kmh / SPEED_STEP) * 128 + tyres;
  const inner = v10 * 16 + left;
  let group = rows.groups[outer];
  if (!group) {
    group = new Array<Float64Array | undefined>(64 * 16);
    rows.groups[outer] = group;
  }
  let row = group[inner];
  if (!row) {
    if (rows.size >= ROW_LIMIT) {
      tables.next = nextRows();
      return nextRow(state, info, tables, crossings, kmh, tyres, value);
    }
    row = new Float64Array(info.n).fill(NaN);
    group[inner] = row;
    rows.size++;
  }
  return row;
}

/** The next-move rows of a board: by speed and tyres, then by tyre value and crossings left (plain lists, read in two steps). */
interface NextRows {
  readonly groups: ((Float64Array | undefined)[] | undefined)[];
  size: number;
}

function nextRows(): NextRows {
  return { groups: new Array<(Float64Array | undefined)[] | undefined>((TOP_SPEED / SPEED_STEP + 1) * 128), size: 0 };
}

function nextMoveValueOf(state: Formula1State, car: CarState, at: number, kmh: number, tyres: number, value: number): number {
  let best = -Infinity;
  const probe: CarState = { ...car, space: at, off: false, speed: kmh };
  for (let v = Math.max(0, kmh - 3 * SPEED_STEP); v <= Math.min(TOP_SPEED, kmh + 3 * SPEED_STEP); v += SPEED_STEP) {
    const paid = speedChangeCost(kmh, v);
    if (paid > tyres) continue;
    const path = straightAhead(state, at, squaresAt(v));
    const s = path.length - value * paid - riskCost(state, probe, v, path, tyres - paid, value);
    if (s > best) best = s;
  }
  return best === -Infinity ? 0 : best;
}

/**
 * How much a tyre is worth now, in squares: by the tyres left for each lap to
 * go (a pit stop ahead refills them, so they are worth less when one is open).
 */
function tyreValue(state: Formula1State, car: CarState, tyres: number, info = boardInfo(state.graph)): number {
  const lapsToGo = Math.max(1, state.laps - Math.max(0, lapsDone(info, car)));
  const perLap = tyres / lapsToGo;
  const pitAhead = lapsToGo > 1 && info.pitEntries.size > 0;
  const base = perLap >= 16 ? 0.5 : perLap >= 9 ? 0.9 : perLap >= 5 ? 1.4 : 2.2;
  return pitAhead ? Math.min(base, 1.2) : base;
}

/** What every score of one decision reads: the board, the car, the distance it has come and the crossings at which it finishes. */
interface Decision {
  readonly state: Formula1State;
  readonly car: CarState;
  readonly info: BoardInfo;
  readonly tables: BotTables;
  readonly distance: number;
  readonly finishAt: number;
}

function decisionOf(state: Formula1State, car: CarState): Decision {
  const info = boardInfo(state.graph);
  return { state, car, info, tables: tablesOf(state.graph), distance: distanceOf(info, car), finishAt: info.startCrossings + state.laps };
}

/**
 * The score of a move at `kmh` after paying `paid` tyres, given what the path
 * comes to: the square it ends on, the square before it, the steps that
 * cross the start line and the throws it makes. `memo`, when given, keeps the
 * risks and next-move values of one speed (they depend only on the throws, and
 * on the square and crossings).
 */
function scoreOf(d: Decision, kmh: number, paid: number, tyres: number, value: number, end: number, before: number, crossings: number, throws: number, memo?: SpeedMemo): number {
  const info = d.info;
  const state = d.state;
  const gain = crossings * info.lapLength + info.front[end]! - d.distance;
  const risk = memo && throws < memo.risks.length ? memoRisk(memo, throws, tyres, kmh) : throwsRisk(throws, tyres, speedChangeCost(kmh, 0));
  let score = gain - value * paid - costOfRisk(risk, kmh, value);
  if (crossings - info.startCrossings >= state.laps) return score + 100;
  if (info.pitEntry[before] === 1 && isPitStep(info, before, end)) return score + 0.8 * (PIT_TYRES - tyres) * value - 12;
  // The next move, if the car stays on the track.
  const next = memo && crossings < 16 ? memoNext(memo, d, crossings, end, kmh, tyres, value) : nextMoveValue(state, d.car, crossings, end, kmh, tyres, value, info, d.tables);
  score += 0.8 * (1 - risk.offChance) * next;
  return score;
}

/** Per speed weighed: the risks by throws and the next-move values by square and crossings (stamped, not cleared). */
interface SpeedMemo {
  stamp: number;
  readonly risks: (PathRisk | undefined)[];
  readonly riskStamp: Int32Array;
  /** Per throws: the cost of their risk and the share of the next move kept (see `memoCost`), with their stamp. */
  readonly cost: Float64Array;
  readonly keep: Float64Array;
  readonly costStamp: Int32Array;
  /** Per crossings (below 16): the row of next-move values of this speed (null: not in the table). */
  readonly rows: (Float64Array | null)[];
  readonly rowStamp: Int32Array;
}
/**
 * The score of the move of one node of the search, or −Infinity when the
 * move can neither beat `best` (the best of this speed so far) nor reach
 * `floor` (the best of the speeds weighed before): its throws cost something
 * or nothing, and only lower the next move's worth, so it scores at most its
 * gain less the tyres paid plus the next move's worth when that is positive
 * (so it is in floating point too, each step rounding the same way).
 */
function scoreNode(d: Decision, found: Search, node: number, kmh: number, paid: number, tyres: number, value: number, memo: SpeedMemo, best: number, floor: number): number {
  const nodes = found.nodes;
  const info = d.info;
  const base = d.car.crossings;
  const end = nodes[node * NODE + SQUARE]!;
  const before = nodes[nodes[node * NODE + PARENT]! * NODE + SQUARE]!;
  const crossings = base + nodes[node * NODE + CROSS_STEPS]!;
  // A move that neither finishes nor turns into the pit: bounded first, then scored here as `scoreOf` scores it (the same steps in the same order).
  const plain = crossings < 16 && crossings - info.startCrossings < d.state.laps && !(info.pitEntry[before] === 1 && isPitStep(info, before, end));
  let next = 0;
  let gained = 0;
  if (plain) {
    const gain = crossings * info.lapLength + info.front[end]! - d.distance;
    next = memoNext(memo, d, crossings, end, kmh, tyres, value);
    gained = gain - value * paid;
    const bound = gained + 0.8 * Math.max(0, next);
    if (bound <= best || bound < floor) return -Infinity;
  }
  const throws = nodeThrows(d, found, node, kmh);
  if (!plain || throws >= memo.risks.length) return scoreOf(d, kmh, paid, tyres, value, end, before, crossings, throws, memo);
  if (throws === 0) return gained + 0.8 * next;
  if (memo.costStamp[throws] !== memo.stamp) memoCost(memo, throws, tyres, kmh, value);
  return gained - memo.cost[throws]! + memo.keep[throws]! * next;
}

/** The throws of a node's path at `kmh`, as `throwPlan` counts them (see `throwsAt`). */
function nodeThrows(d: Decision, found: Search, node: number, kmh: number): number {
  return throwsAt(found, node, kmh, d.info.safe);
}

const speedMemo: SpeedMemo = { stamp: 0, risks: new Array<PathRisk | undefined>(64), riskStamp: new Int32Array(64), cost: new Float64Array(64), keep: new Float64Array(64), costStamp: new Int32Array(64), rows: new Array<Float64Array | null>(16).fill(null), rowStamp: new Int32Array(16) };

/** The memo, emptied for a new speed. */
function freshMemo(): SpeedMemo {
  const memo = speedMemo;
  if (memo.stamp >= 0x3fffffff) {
    memo.stamp = 0;
    memo.riskStamp.fill(0);
    memo.costStamp.fill(0);
    memo.rowStamp.fill(0);
  }
  memo.stamp++;
  return memo;
}

/**
 * Keeps, for `throws` at this speed, the cost of their risk and the share of
 * the next move's worth that stays (0.8 × the chance of staying on the
 * track): a score is then `gained − cost + keep × next`, rounding as
 * `gained − costOfRisk(…) + 0.8 × (1 − offChance) × next` does.
 */
function memoCost(memo: SpeedMemo, throws: number, tyres: number, kmh: number, value: number): void {
  const risk = memoRisk(memo, throws, tyres, kmh);
  memo.cost[throws] = costOfRisk(risk, kmh, value);
  memo.keep[throws] = 0.8 * (1 - risk.offChance);
  memo.costStamp[throws] = memo.stamp;
}

function memoRisk(memo: SpeedMemo, throws: number, tyres: number, kmh: number): PathRisk {
  if (memo.riskStamp[throws] === memo.stamp) return memo.risks[throws]!;
  const risk = throwsRisk(throws, tyres, speedChangeCost(kmh, 0));
  memo.riskStamp[throws] = memo.stamp;
  memo.risks[throws] = risk;
  return risk;
}

/** The row of next-move values of this speed for `crossings` (below 16), kept for the speed. */
function memoRow(memo: SpeedMemo, d: Decision, crossings: number, kmh: number, tyres: number, value: number): Float64Array | null {
  if (memo.rowStamp[crossings] === memo.stamp) return memo.rows[crossings]!;
  const row = nextRow(d.state, d.info, d.tables, crossings, kmh, tyres, value);
  memo.rows[crossings] = row;
  memo.rowStamp[crossings] = memo.stamp;
  return row;
}

function memoNext(memo: SpeedMemo, d: Decision, crossings: number, end: number, kmh: number, tyres: number, value: number): number {
  const row = memoRow(memo, d, crossings, kmh, tyres, value);
  if (row === null) return nextMoveValueOf(d.state, { ...d.car, crossings }, end, kmh, tyres, value);
  let v = row[end]!;
  if (v !== v) {
    v = nextMoveValueOf(d.state, { ...d.car, crossings }, end, kmh, tyres, value);
    row[end] = v;
  }
  return v;
}

/** The score of driving `path` (a list of squares) at `kmh` after paying `paid` tyres. */
function scorePath(d: Decision, kmh: number, paid: number, value: number, path: readonly number[], memo: SpeedMemo): number {
  const car = d.car;
  const info = d.info;
  const tyres = car.tyres - paid;
  // One pass over the path: the crossings of the line, and the throws (as `throwPlan` counts them: none once finished).
  let crossings = car.crossings;
  let planCrossings = car.crossings;
  let planning = true;
  let throws = 0;
  let prev = car.space;
  for (const id of path) {
    const c = crossCount(info, prev, id);
    if (c > 0) crossings++;
    if (planning) {
      planCrossings += c;
      if (planCrossings >= d.finishAt) planning = false;
      else {
        const safe = info.safe[id] ?? 0;
        if (safe > 0 && kmh > safe) throws += Math.ceil((kmh - safe) / SPEED_STEP);
      }
    }
    prev = id;
  }
  const end = path[path.length - 1]!;
  const before = path.length >= 2 ? path[path.length - 2]! : car.space;
  return scoreOf(d, kmh, paid, tyres, value, end, before, crossings, throws, memo);
}

/**
 * The best score of the moves at `kmh` (after paying `paid`), read off the
 * search's nodes without listing their squares; −Infinity when no move
 * reaches `floor` (the moves that cannot are not scored in full).
 */
function bestAtSpeed(d: Decision, found: Search, kmh: number, paid: number, floor: number): number {
  const car = d.car;
  const info = d.info;
  const tyres = car.tyres - paid;
  const value = tyreValue(d.state, car, tyres, info);
  const steps = squaresAt(kmh);
  const memo = freshMemo();
  let best = -Infinity;
  if (steps <= 0 || steps > found.depth) return best;
  const pits = found.pitsBefore[steps]!;
  const first = found.layerStart[steps]!;
  const last = first + found.layerSize[steps]!;
  let bestNode = -1;
  // The pit entries found after fewer squares, then the layer: in the order of `movePaths`.
  for (let i = 0; i < pits; i++) {
    const s = scoreNode(d, found, found.pits[i]!, kmh, paid, tyres, value, memo, best, floor);
    if (s > best) {
      best = s;
      bestNode = found.pits[i]!;
    }
  }
  // The layer: `scoreNode` written out, with what every node of one speed shares read once.
  const nodes = found.nodes;
  const base = car.crossings;
  const laps = d.state.laps;
  const lapLength = info.lapLength;
  const front = info.front;
  const pitEntry = info.pitEntry;
  const distance = d.distance;
  const costPaid = value * paid;
  let rowAt = -1;
  let row: Float64Array | null = null;
  for (let node = first; node < last; node++) {
    const o = node * NODE;
    const end = nodes[o + SQUARE]!;
    const before = nodes[nodes[o + PARENT]! * NODE + SQUARE]!;
    const crossings = base + nodes[o + CROSS_STEPS]!;
    if (!(crossings < 16 && crossings - info.startCrossings < laps && !(pitEntry[before] === 1 && isPitStep(info, before, end)))) {
      const s = scoreNode(d, found, node, kmh, paid, tyres, value, memo, best, floor);
      if (s > best) {
        best = s;
        bestNode = node;
      }
      continue;
    }
    if (crossings !== rowAt) {
      row = memoRow(memo, d, crossings, kmh, tyres, value);
      rowAt = crossings;
    }
    let next: number;
    if (row === null) next = nextMoveValueOf(d.state, { ...car, crossings }, end, kmh, tyres, value);
    else {
      next = row[end]!;
      if (next !== next) {
        next = nextMoveValueOf(d.state, { ...car, crossings }, end, kmh, tyres, value);
        row[end] = next;
      }
    }
    const gained = crossings * lapLength + front[end]! - distance - costPaid;
    const bound = gained + 0.8 * Math.max(0, next);
    if (bound <= best || bound < floor) continue;
    const throws = nodeThrows(d, found, node, kmh);
    let s: number;
    if (throws === 0) s = gained + 0.8 * next;
    else if (throws < memo.risks.length) {
      if (memo.costStamp[throws] !== memo.stamp) memoCost(memo, throws, tyres, kmh, value);
      s = gained - memo.cost[throws]! + memo.keep[throws]! * next;
    } else s = scoreOf(d, kmh, paid, tyres, value, end, before, crossings, throws, memo);
    if (s > best) {
      best = s;
      bestNode = node;
    }
  }
  bestFound = bestNode;
  return best;
}

/** The node of the best move of the last `bestAtSpeed` (the first of equal scores, in the order of `movePaths`), −1 when none was scored in full. */
let bestFound = -1;

/**
 * The move to make at the car's speed, read off the search when `actions` are
 * exactly the listed moves of this state (the same lists, in the same order):
 * the first of the best, scored as `scorePath` scores each path (with nothing
 * paid, each step rounds as there). Null when the list is another one.
 */
function bestMove(state: Formula1State, ci: number, d: Decision, actions: readonly Formula1Action[]): Formula1Action | null {
  const steps = squaresAt(d.car.speed);
  if (steps <= 0) return null;
  const found = searchOf(state, ci, steps);
  const paths = pathsAt(found, steps);
  if (paths.length !== actions.length) return null;
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    if (a.type !== 'move' || a.path !== paths[i]) return null;
  }
  const score = bestAtSpeed(d, found, d.car.speed, 0, -Infinity);
  if (score === -Infinity || bestFound < 0) return null;
  const path = nodePath(found, bestFound);
  const i = paths.indexOf(path);
  return i >= 0 ? actions[i]! : null;
}

export const heuristicBot: BotFactory<Formula1State, Formula1Action> = (seed) => {
  const fallback = randomBot(seed);
  const bot: Bot<Formula1State, Formula1Action> = {
    kind: 'heuristic',
    choose(state, seat, actions) {
      const ci = activeCar(state);
      if (ci === null || actions.length === 1) return actions[0] ?? fallback.choose(state, seat, actions);
      const car = state.cars[ci]!;
      const d = decisionOf(state, car);
      if (state.phase === 'move') {
        const move = bestMove(state, ci, d, actions);
        if (move) return move;
      }
      let best = actions[0]!;
      let bestScore = -Infinity;
      let found: Search | undefined;
      // The moves are all at the car's speed, with nothing to pay: one tyre value and one memo for them all.
      const moveValue = state.phase === 'move' ? tyreValue(state, car, car.tyres, d.info) : 0;
      const memo = freshMemo();
      // Weighed from the last action to the first (the fastest speed first, so its score bounds the others),
      // and on equal scores the earlier action kept, as in list order.
      for (let i = actions.length - 1; i >= 0; i--) {
        const a = actions[i]!;
        let s = -Infinity;
        if (a.type === 'move') s = a.path.length > 0 ? scorePath(d, car.speed, 0, moveValue, a.path, memo) : -Infinity;
        else if (a.type === 'speed') {
          const paid = speedChangeCost(car.speed, a.kmh);
          if (a.kmh === 0) s = -value0(car) + 0.8 * nextMoveValue(state, car, car.crossings, car.space, 0, car.tyres - paid, tyreValue(state, car, car.tyres - paid));
          else {
            // The paths at this speed: the search does not read the speed or the tyres, so one search serves every speed.
            found ??= searchOf(state, ci, SEARCH_DEPTH);
            s = bestAtSpeed(d, found, a.kmh, paid, bestScore);
          }
        } else s = 0;
        if (s >= bestScore) {
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
