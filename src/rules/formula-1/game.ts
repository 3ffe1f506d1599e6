/** Formuła 1 on the game seam (src/rules/core/game.ts). */
import { buildLaneGraph } from '../../track';
import { loadPreset } from '../../track/presets';
import { gamePositions, type GameExample, type GameResult, type GameRules, type LaneBoard, type Token } from '../core/game';
import { actionSchema, configSchema } from './action-schema';
import { roundLimitFor } from './data/material';
import { seatRanking } from './order';
import { activeCar, applyAction, legalActionsOf } from './rules';
import { carsPerSeat, createRace, formula1Table } from './setup';
import { formula1Watch } from './incidents';
import { positionSchema, positionState } from './scenario';
import type { CarState, Formula1Action, Formula1Config, Formula1Event, Formula1State } from './types';

/** The car's name for people: the seat's name, and "car 1"/"car 2" when the seat drives two. */
export function carName(state: Formula1State, ci: number): string {
  const car = state.cars[ci]!;
  const name = state.names[car.seat] ?? `Player ${car.seat + 1}`;
  const two = state.cars.some((c) => c.seat === car.seat && c.index === 1);
  return two ? `${name} (car ${car.index + 1})` : name;
}

/** A car beside the track and the cars beside the same square that left before it ("the second car is placed beside the first"). */
function asideRank(state: Formula1State, car: CarState): number {
  return state.cars.filter((c) => c.off && c.space === car.space && c.offSeq < car.offSeq).length;
}

function tokens(state: Formula1State): Token[] {
  return state.cars.map((c, i) => {
    const rank = c.off ? asideRank(state, c) : 0;
    return { id: `f1-${c.seat}-${c.index}`, seat: c.seat, space: c.space, label: carName(state, i), ...(c.off ? { aside: true } : {}), ...(rank > 0 ? { asideRank: rank } : {}) };
  });
}

function result(state: Formula1State): GameResult | null {
  if (state.phase !== 'over') return null;
  return { kind: 'ranking', order: seatRanking(state), reason: state.endReason ?? 'finish' };
}

function hashable(state: Formula1State): unknown {
  const { graph: _graph, ...rest } = state;
  return rest;
}

/**
 * A preset table. The bound: every round each car acts at most twice (a
 * speed, then a path or nothing), and the race ends by the round limit of the
 * board's lap length.
 */
/** A preset's name as players know it, its file name when it has none. */
function presetTitle(preset: string): string {
  const l = loadPreset(preset);
  return l.ok && l.layout.name ? l.layout.name : preset;
}

function presetExample(preset: string, seats: number, laps: number): GameExample<Formula1Config, LaneBoard> {
  const boardOf = (): LaneBoard => {
    const l = loadPreset(preset);
    if (!l.ok) throw new Error(`Formuła 1 example '${preset}': ${l.error}`);
    return { graph: buildLaneGraph(l.layout), layout: l.layout };
  };
  let lapLength: number | null = null;
  const cars = seats * carsPerSeat(seats);
  return {
    name: `${presetTitle(preset)}, ${seats} players, ${cars} cars, ${laps} lap${laps === 1 ? '' : 's'}`,
    seats,
    load: () => ({ board: boardOf(), config: { laps } }),
    get maxActions() {
      lapLength ??= boardOf().graph.lapLength;
      return roundLimitFor(laps, lapLength) * cars * 2;
    },
  };
}

export const formula1Rules: GameRules<Formula1Config, Formula1State, Formula1Action, Formula1Event, LaneBoard> = {
  id: 'formula-1',
  title: 'Formuła 1',
  // formula-1: a player drives 1 or 2 cars (2 each at small tables, setup.ts).
  seats: formula1Table.seats,
  board: 'lane-graph',
  configSchema,
  tableProblem: formula1Table.tableProblem,
  actionSchema,
  setup: (board, config, seats, seed) => createRace(board.graph, config, seats, seed),
  // A file's position names its cars by seat; the seats' names come from the scenario's seats.
  positions: gamePositions({
    schema: positionSchema.omit({ names: true }),
    build: (board: LaneBoard, config: Formula1Config, seats, position, seed) => positionState(board.graph, { ...position, names: seats.map((s) => s.name) }, config, seed),
  }),
  actors: (state) => {
    const ci = activeCar(state);
    return ci === null ? [] : [state.cars[ci]!.seat];
  },
  legalActions: legalActionsOf,
  apply: applyAction,
  result,
  hashable,
  tokens,
  spaceCount: (board) => board.graph.spaces.length,
  watch: formula1Watch,
  examples: [presetExample('formula-1-circuit', 2, 2), presetExample('formula-1-circuit', 6, 1)],
};
