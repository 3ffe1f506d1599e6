/** Das Motorsportspiel: the rules (pure, seeded), its bots, and the game on the seam. */
export { motorsportspielGame, motorsportspielRules, stateForHash, maxActionsFor } from './game';
export { heuristicBot, randomBot } from './bots';
export * from './data';
export * from './types';
export { actionSchema, configSchema } from './schema';
export { createGame, resolveConfig, legalActions, actorsOf, applyListed, racingOrder, distance, lapsDone, ranking, protocolText, protocolSheet, previewPath, legalPlans, MssSetupError } from './engine';
export { boardInfo } from './board';
export { buildPosition, positionOf, positionSchema, type MssPosition } from './positions';
export { diePaths, bestUnusable, stepBlock, envOf, ctxOf, occupancy } from './moves';
