/**
 * Das Motorsportspiel on the game seam (src/rules/core/game.ts).
 */
import { buildLaneGraph } from '../../track';
import { loadPreset } from '../../track/presets';
import { canonicalJson } from '../core/hash';
import { reject, type ApplyResult } from '../core/engine';
import { gamePositions, type Game, type GameExample, type GameResult, type GameRules, type LaneBoard, type Seat, type SeatSetup, type Token } from '../core/game';
import { heuristicBot, randomBot } from './bots';
import { ACTIONS_PER_TURN, MAX_CARS } from './data';
import { actorsOf, applyListed, createGame, isListed, legalActions, ranking, resolveConfig } from './engine';
import { buildPosition, positionSchema } from './positions';
import { Recent } from './recent';
import { actionSchema, configSchema } from './schema';
import { motorsportspielWatch } from './incidents';
import type { MssAction, MssConfig, MssEvent, MssState } from './types';

const keyCache = new Recent<MssState, Map<string, MssAction>>(4);

/** The listed actions of the seat on turn by their canonical key (one map per state). */
function listedByKey(state: MssState, seat: Seat): Map<string, MssAction> {
  let m = keyCache.get(state);
  if (!m) {
    m = new Map(legalActions(state, seat).map((a) => [canonicalJson(a), a]));
    keyCache.set(state, m);
  }
  return m;
}

function apply(state: MssState, seat: Seat, action: MssAction): ApplyResult<MssState, MssEvent> {
  if (isListed(state, seat, action)) {
    const r = applyListed(state, action);
    return { ok: true, state: r.state, events: r.events };
  }
  const parsed = actionSchema.safeParse(action);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return reject('malformed-action', `not a Motorsportspiel action (${where}${issue?.message ?? 'unreadable'})`);
  }
  if (state.over) return reject('game-over', 'the race is over');
  if (!actorsOf(state).includes(seat)) return reject('not-your-turn', `seat ${String(seat)} may not act now`);
  const key = canonicalJson(parsed.data);
  const listed = listedByKey(state, seat).get(key);
  if (!listed) return reject('illegal-action', `${key} is not a legal action now`);
  const r = applyListed(state, listed);
  return { ok: true, state: r.state, events: r.events };
}

function result(state: MssState): GameResult | null {
  if (!state.over) return null;
  const order = ranking(state);
  const seats: number[] = [];
  for (const id of order) {
    const seat = state.cars[id]!.seat;
    if (!seats.includes(seat)) seats.push(seat);
  }
  return { kind: 'ranking', order: seats, reason: state.endReason ?? 'finish' };
}

/**
 * Where the `place`-th car to finish (0 first) is parked: two spaces further past the line than the
 * car before it (room for its length), counted from the first finisher's space along its lane. The rules stop every finisher on the first
 * spaces past the line, so without this the finished cars would stand on one another and only one would show.
 */
function parkedSpace(state: MssState, place: number): number {
  const first = state.cars[state.finish[0]!]!;
  let space = first.space;
  for (let k = 0; k < 2 * place; k++) {
    const ahead = state.graph.out[space]?.find((e) => e.kind === 'forward');
    if (!ahead) break;
    space = ahead.to;
  }
  return space;
}

function tokens(state: MssState): Token[] {
  return state.cars.map((c) => {
    const place = c.status === 'finished' ? state.finish.indexOf(c.id) : -1;
    const at = place >= 0 ? { space: parkedSpace(state, place) } : { space: c.space, ...(c.off ? { aside: true } : {}) };
    return { id: `car-${c.id}`, seat: c.seat, label: `#${c.number} ${c.name}`, ...at };
  });
}

/**
 * The state as plain data: everything but the board (which the log carries).
 * The rest of a state is plain data already (never changed once made), so it
 * is shared, not copied.
 */
export function stateForHash(state: MssState): unknown {
  const { graph: _graph, ...rest } = state;
  return rest;
}

function setup(board: LaneBoard, config: MssConfig, seats: readonly SeatSetup[], seed: number): MssState {
  return createGame(board.graph, config, seats, seed);
}

/** An honest bound: the safety round limit × cars × the most actions of one turn. */
export function maxActionsFor(config: MssConfig, cars: number): number {
  return resolveConfig(config).roundLimit * cars * ACTIONS_PER_TURN;
}

function ringExample(seats: number, config: MssConfig, label: string): GameExample<MssConfig, LaneBoard> {
  return {
    name: `the Motorsportspiel ring, ${seats} cars, ${label}`,
    seats,
    load: () => {
      const loaded = loadPreset('motorsportspiel-ring');
      if (!loaded.ok) throw new Error(`Motorsportspiel example: ${loaded.error}`);
      return { board: { graph: buildLaneGraph(loaded.layout), layout: loaded.layout }, config };
    },
    maxActions: maxActionsFor(config, seats),
  };
}

export const motorsportspielRules: GameRules<MssConfig, MssState, MssAction, MssEvent, LaneBoard> = {
  id: 'motorsportspiel',
  title: 'Das Motorsportspiel',
  // A seat may run a team of cars, as long as every other seat keeps one (at most MAX_CARS race).
  seats: { min: 2, max: MAX_CARS, tokensPerSeat: () => 1, tokenRange: (n) => ({ min: 1, max: MAX_CARS - (n - 1) }) },
  // The whole field, not only each seat: at most MAX_CARS cars race (set-up refuses more).
  tableProblem: (_board, _config, seats) => {
    const cars = seats.reduce((sum, s) => sum + (s.tokens ?? 1), 0);
    return cars > MAX_CARS ? `seats: at most ${MAX_CARS} cars race, not ${cars}` : null;
  },
  board: 'lane-graph',
  configSchema,
  actionSchema,
  setup,
  positions: gamePositions({
    schema: positionSchema,
    build: (board: LaneBoard, config: MssConfig, seats, position, seed) => buildPosition(board.graph, config, seats, position, seed),
  }),
  actors: actorsOf,
  legalActions,
  apply,
  result,
  hashable: stateForHash,
  tokens,
  spaceCount: (board) => board.graph.spaces.length,
  watch: motorsportspielWatch,
  examples: [
    ringExample(2, { laps: 1 }, '1 lap'),
    ringExample(6, { laps: 1, timePenalties: true, bigError: true }, '1 lap, time penalties, BIG error'),
    // Stopped by the safety end after 10 rounds (keeps the contract's step-by-step checks of 12 cars short).
    ringExample(12, { laps: 1, finalLapAlternate: true, alternatePit: true, grid: 'random', roundLimit: 10 }, '1 lap, final-lap rule, alternate pit rule, random grid, 10 rounds at most'),
  ],
};

export const motorsportspielGame: Game<MssConfig, MssState, MssAction, MssEvent, LaneBoard> = {
  ...motorsportspielRules,
  bots: { heuristic: heuristicBot, random: randomBot },
};
