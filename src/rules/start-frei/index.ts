/** Start Frei: the public API of the rules engine. */
import type { RulesEngine } from '../core/engine';
import { hashState } from '../core/hash';
import { applyAction } from './apply';
import { legalActions } from './legal';
import { createGame, type StartFreiConfig } from './setup';
import type { Action, GameEvent, GameState } from './types';

export { applyAction } from './apply';
export { legalActions, legalActionsOf, sameAction } from './legal';
export { createGame, SetupError, type StartFreiConfig } from './setup';
export { previewMove, type PreviewOptions } from './preview';
export { moveOptions, sameSwitches, type MoveOption, type MoveInput, type StopReason } from './movement';
export { overtakeOptions } from './overtaking';
export { stateFromPosition, positionSchema, actionSchema, diceSchema, type Position } from './scenario';
export { pendingMoveOptions, carSpaces } from './turn';
export { standings, placementOf, distance } from './standings';
export { trackContext, type TrackContext } from './track-context';
export { TILE_MODES } from './tiles';
export { reverseLayout, type Reversed } from './reverse';
export { layOptions, describeLayChoice, type LayChoiceInfo } from './laying';
export { plannedPieceId } from './track-context';
export { CARDS, A_CARD_IDS, A_CARD_COUNTS, card, starterHand, instructionsFor, type CardDef, type Special, type Instruction, type Placement } from './data/cards';
export { GEAR_DICE, BOOST_DIE, GEAR_NAMES, LOWEST_GEAR, HIGHEST_GEAR, maxFace, type BoostFace, type Gear } from './data/dice';
export * from './data/material';
export type * from './types';

/** The state without the (shared, large) track tables: what hashes and snapshots cover. */
export function stateForHash(state: GameState): Partial<Omit<GameState, 'track'>> {
  const { track: _track, laying, layChoices, tiles, ...rest } = state;
  // Laying fields only when used, so hashes of races without laying choices (or drawn tiles) are what they were before these existed.
  return { ...rest, ...(laying ? { laying } : {}), ...(layChoices.length > 0 ? { layChoices } : {}), ...(tiles ? { tiles } : {}) };
}

export function stateHash(state: GameState): string {
  return hashState(stateForHash(state));
}

export const startFrei: RulesEngine<StartFreiConfig, GameState, Action, GameEvent> = {
  ruleset: 'start-frei',
  createGame,
  legalActions,
  applyAction,
  isOver: (s) => s.phase === 'over',
  stateHash,
};
export { isTurnStart, positionOf, teachStep } from './teach';
