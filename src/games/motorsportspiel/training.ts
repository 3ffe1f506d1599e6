/**
 * The training round driven by the bots: for each car a solo lap on the race's
 * board with the heuristic bot, through the game's own engine (seeded, so the
 * same seed gives the same results). It counts the rolls for the lap, a yellow
 * flag as one roll more and a red flag as two, and the spaces driven past the
 * line on the move that finished the lap: the rulebook's training result.
 */
import type { LaneGraph } from '../../track';
import { createGame, heuristicBot, legalActions, motorsportspielRules, type MssEvent, type MssState } from '../../rules/motorsportspiel';

export interface TrainingLap {
  readonly rolls: number;
  readonly yellows: number;
  readonly reds: number;
  readonly past: number;
  /** The lap was finished (false: stopped after `maxRolls` rolls, which counts as that many). */
  readonly finished: boolean;
}

/** A solo lap: a race of one lap where the second seat's car is out from the start, so the car drives alone. */
function soloStart(graph: LaneGraph, seed: number): MssState {
  const state = createGame(graph, { laps: 1 }, [{ name: 'Training', kind: 'heuristic' }, { name: 'Nobody', kind: 'heuristic' }], seed);
  return { ...state, cars: state.cars.map((c) => (c.id === 0 ? c : { ...c, status: 'out' as const, outReason: 'not in the training lap' })) };
}

/**
 * How far past the line the roll that finished the lap went: the spaces driven after the line on that move, the points
 * of that die left over (the car stops once it has finished) and the dice of the roll still to drive.
 */
function pastTheLine(before: MssState, events: readonly MssEvent[]): number {
  const graph = before.graph;
  const turn = before.turn!;
  let past = 0;
  let from = before.cars[0]!.space;
  for (const e of events) {
    if (e.type !== 'moved' || e.car !== 0) continue;
    let prev = graph.spaces[from]!.progress;
    let after = 0;
    for (const s of e.path) {
      const p = graph.spaces[s]!.progress;
      if (p < prev - graph.lapLength / 2) after = 0;
      after++;
      prev = p;
    }
    past = after + Math.max(0, e.value - e.path.length);
    from = e.path.at(-1) ?? from;
  }
  for (const d of turn.plan.slice(turn.die + 1)) past += d.value;
  return past;
}

/** One car's training lap, seeded by `seed`. */
export function trainingLap(graph: LaneGraph, seed: number, maxRolls = 60): TrainingLap {
  let state = soloStart(graph, seed);
  const bot = heuristicBot(seed);
  let rolls = 0;
  let yellows = 0;
  let reds = 0;
  for (let step = 0; step < maxRolls * 12; step++) {
    if (state.over || !state.turn) break;
    const actions = legalActions(state, 0);
    if (actions.length === 0) break;
    const action = bot.choose(state, 0, actions);
    const before = state;
    const r = motorsportspielRules.apply(state, 0, action);
    if (!r.ok) break;
    if (action.type === 'dice') rolls++;
    let finished = false;
    let past = 0;
    for (const e of r.events) {
      if (e.type === 'flag' && e.car === 0 && e.flag === 'yellow') yellows++;
      if (e.type === 'flag' && e.car === 0 && e.flag === 'red') reds++;
      if (e.type === 'finished' && e.car === 0) {
        finished = true;
        past = before.turn?.phase === 'move' ? pastTheLine(before, r.events) : 0;
      }
    }
    state = r.state;
    if (finished) return { rolls, yellows, reds, past, finished: true };
    if (rolls >= maxRolls) break;
  }
  return { rolls: Math.max(1, rolls), yellows, reds, past: 0, finished: false };
}

/** The whole training round: one lap per car, each with its own seed drawn from the race's seed. */
export function trainingRound(graph: LaneGraph, cars: number, seed: number): TrainingLap[] {
  return Array.from({ length: cars }, (_, i) => trainingLap(graph, (seed * 31 + i * 7919 + 1) % 2147483647));
}
