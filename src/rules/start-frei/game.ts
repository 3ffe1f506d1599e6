/**
 * Start Frei on the game seam (src/rules/core/game.ts): the engine's own
 * functions behind the `Game` interface, nothing re-implemented. The bots
 * (./bots) are joined to it by the registry, src/rules/registry.ts.
 */
import { buildLaneGraph } from '../../track';
import { loadPreset } from '../../track/presets';
import { reject, type ApplyResult } from '../core/engine';
import { gamePositions, type GameExample, type GameResult, type GameRules, type LaneBoard, type Seat, type SeatSetup, type Token } from '../core/game';
import { seatPositionSchema, stateFromSeatPosition } from './scenario';
import { applyParsed, parseAction } from './apply';
import { PASS_LIMIT, SECTIONS_PER_PASS } from './data/material';
import { stateForHash } from './index';
import { legalActionsOf } from './legal';
import { isStartFreiActor, startFreiActors } from './actors';
import { actionSchema } from './action-schema';
import { createGame, SetupError } from './setup';
import { startFreiOptionsSchema, startFreiTableProblem, type StartFreiOptions } from './config-schema';
import { tableProblem } from '../core/table';
import { reverseLayout } from './reverse';
import { startFreiWatch } from './incidents';
import type { Action, GameEvent, GameState } from './types';

export { isStartFreiActor, startFreiActors, startFreiSeatOf } from './actors';
export { startFreiOptionsSchema, startFreiTableProblem, MAX_LAID, type StartFreiOptions } from './config-schema';

function apply(state: GameState, seat: Seat, action: Action): ApplyResult<GameState, GameEvent> {
  // Every action from outside goes through the action schema first (a string player, an inherited type: refused).
  const parsed = parseAction(state, action);
  if (!parsed.ok) return reject(parsed.code, parsed.reason);
  const a = parsed.action;
  if (state.phase === 'over') return reject('game-over', 'the race is over');
  if (!isStartFreiActor(state, seat)) return reject('not-your-turn', `seat ${String(seat)} may not act now (phase ${state.phase})`);
  // A card choice names its player: only the seat's own.
  if (a.type === 'choose' && a.player !== seat) return reject('not-your-seat', `seat ${seat} cannot choose for player ${a.player}`);
  // Outside the choose phase there is one actor, and the engine's legality is that seat's.
  return applyParsed(state, a, parsed.listed);
}

function result(state: GameState): GameResult | null {
  if (state.phase !== 'over' || !state.standings) return null;
  return { kind: 'ranking', order: state.standings, reason: state.endReason ?? 'finish' };
}

function tokens(state: GameState): Token[] {
  return state.players.map((p, seat) => ({ id: `car-${seat}`, seat, space: p.space, label: state.names[seat] ?? `Car ${seat + 1}` }));
}

/** The board driven the other way round (reverse.ts): its layout turned, the lane graph built again from it. */
function reversedBoard(board: LaneBoard): LaneBoard {
  if (!board.layout) throw new SetupError('config.reverse: driving the other way round needs the layout of the track');
  const r = reverseLayout(board.layout);
  if (!r.ok) throw new SetupError(`config.reverse: ${r.error}`);
  return { graph: buildLaneGraph(r.layout), layout: r.layout };
}

function setup(given: LaneBoard, options: StartFreiOptions, seats: readonly SeatSetup[], seed: number): GameState {
  // The limits the file loaders check, checked here too: one source (config-schema.ts).
  const problem = tableProblem(startFreiRules, given, options, seats);
  if (problem) throw new SetupError(problem);
  const board = options.reverse === true ? reversedBoard(given) : given;
  return createGame(
    {
      track: board.graph,
      ...(board.layout !== undefined ? { layout: board.layout } : {}),
      players: seats.map((s) => ({ name: s.name, kind: s.kind })),
      ...(options.laid !== undefined ? { laid: options.laid } : {}),
      ...(options.aCards !== undefined ? { aCards: options.aCards } : {}),
      ...(options.tiles === 'drawn' ? { tiles: options.tiles } : {}),
    },
    seed,
  );
}

/** A preset's name as players know it ("The Oval"), its file name when it has none. */
function presetTitle(preset: string): string {
  const l = loadPreset(preset);
  return l.ok && l.layout.name ? l.layout.name : preset;
}

/** A preset as a board with its printed options (laid pieces, A-cards). */
function presetExample(preset: string, seats: number): GameExample<StartFreiOptions, LaneBoard> {
  return {
    name: `${presetTitle(preset)}, ${seats} players`,
    seats,
    load: () => {
      const loaded = loadPreset(preset);
      if (!loaded.ok) throw new Error(`Start Frei example '${preset}': ${loaded.error}`);
      const layout = loaded.layout;
      const config = { ...(layout.meta.laid !== undefined ? { laid: layout.meta.laid } : {}), ...(layout.meta.aCards !== undefined ? { aCards: layout.meta.aCards } : {}) };
      return { board: { graph: buildLaneGraph(layout), layout }, config };
    },
    // The pass limit ends every race: per pass 6 sections of 4 turns (a turn is a bounded list of
    // instructions and specials, far below 40 actions) plus a pit stop and the pieces laid.
    maxActions: PASS_LIMIT * SECTIONS_PER_PASS * seats * 40,
  };
}


export const startFreiRules: GameRules<StartFreiOptions, GameState, Action, GameEvent, LaneBoard> = {
  id: 'start-frei',
  title: 'Start Frei',
  seats: { min: 2, max: 4, tokensPerSeat: () => 1 },
  board: 'lane-graph',
  configSchema: startFreiOptionsSchema,
  tableProblem: startFreiTableProblem,
  actionSchema,
  setup,
  // A file's position (scenario v2's `start`) gives the cars seat by seat; their names are the seats'.
  positions: gamePositions({ schema: seatPositionSchema, build: stateFromSeatPosition }),
  actors: startFreiActors,
  isActor: isStartFreiActor,
  legalActions: (state, seat) => legalActionsOf(state, seat),
  apply,
  result,
  hashable: stateForHash,
  tokens,
  summary: (state) =>
    state.players.map((car, p) => `${state.names[p] ?? `Car ${p + 1}`}: lap ${car.laps}, space ${car.space}, gear ${car.gear}, ${car.coins} coins`),
  spaceCount: (board) => board.graph.spaces.length,
  watch: startFreiWatch,
  // The Oval lays its pieces during the race (with laying choices); the others at 2 and 3 players.
  examples: [presetExample('the-oval', 4), presetExample('triangle', 3), presetExample('track-10', 2)],
};
