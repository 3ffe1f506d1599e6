/**
 * Start Frei's direct runner: bots play a whole race through the engine's own API, not the Game interface (the
 * benchmark compares the two side by side, `npm run bench`).
 */
import type { LaneGraph } from '../../../track/lane-graph-types';
import type { Layout } from '../../../track/layout-schema';
import { applyAction } from '../apply';
import { createGame } from '../setup';
import type { Action, GameEvent, GameState, PlayerId, TileMode } from '../types';
import { startFreiActors } from '../actors';
import { legalActionsShared } from '../legal';
import { BOTS, type StartFreiBot as Bot } from '../bots';

export interface RaceSetup {
  readonly track: LaneGraph;
  /** The layout `track` was built from: with it, the last car's player chooses how to lay pieces (partly laid tracks). */
  readonly layout?: Layout;
  /** Bot kind per player ('heuristic' or 'random'). */
  readonly bots: readonly string[];
  readonly seed: number;
  readonly laid?: number;
  readonly aCards?: number;
  /** How the tiles come onto the table (default: as planned). */
  readonly tiles?: TileMode;
  /** Safety stop (default 100,000 actions). */
  readonly maxActions?: number;
  /** Keep the events of every action (off for benchmarks). */
  readonly keepEvents?: boolean;
}

export interface RaceResult {
  readonly state: GameState;
  readonly actions: readonly Action[];
  readonly events: readonly GameEvent[];
}

/** Who must act now (one seat at a time: in the choose phase the lowest seat still to choose); -1 when over. */
export function actor(state: GameState): PlayerId {
  return startFreiActors(state)[0] ?? -1;
}

export function makeBots(kinds: readonly string[], seed: number): Bot[] {
  return kinds.map((kind, i) => {
    const factory = BOTS[kind];
    if (!factory) throw new Error(`unknown bot kind '${kind}'`);
    return factory((seed * 31 + i * 7919) | 0);
  });
}

export function raceConfig(setup: RaceSetup) {
  return {
    track: setup.track,
    ...(setup.layout !== undefined ? { layout: setup.layout } : {}),
    players: setup.bots.map((kind, i) => ({ name: `Car ${i + 1}`, kind })),
    ...(setup.laid !== undefined ? { laid: setup.laid } : {}),
    ...(setup.aCards !== undefined ? { aCards: setup.aCards } : {}),
    ...(setup.tiles !== undefined && setup.tiles !== 'planned' ? { tiles: setup.tiles } : {}),
  };
}

/** Plays a race to the end (or `maxActions`). */
export function runRace(setup: RaceSetup): RaceResult {
  let state = createGame(raceConfig(setup), setup.seed);
  const bots = makeBots(setup.bots, setup.seed);
  const actions: Action[] = [];
  const events: GameEvent[] = [];
  const max = setup.maxActions ?? 100_000;
  while (state.phase !== 'over' && actions.length < max) {
    const who = actor(state);
    // In the choose phase, only this player's choices (the same list legalActions filtered by player).
    // The engine's own list, not a copy: the bot only reads it, and it is forgotten before the next call.
    const legal = legalActionsShared(state, who);
    const action = bots[who]!.choose(state, who, legal);
    const result = applyAction(state, action);
    if (!result.ok) throw new Error(`bot ${bots[who]!.kind} chose an illegal action: ${result.code} ${result.message}`);
    state = result.state;
    actions.push(action);
    if (setup.keepEvents) for (const e of result.events) events.push(e);
  }
  return { state, actions, events };
}
