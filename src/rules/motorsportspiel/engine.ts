/**
 * The rules of Das Motorsportspiel in one place to import from: set-up, the
 * racing order, the turn (the white dice stated, the roll, the dice placed in
 * order and read top or bottom, each die driven), driving errors and flags,
 * the pit lane, laps and the finish. Pure: every function returns a new state.
 *
 * Each topic lives in its own file, named after the rulebook's sections it
 * implements (cited at the top of each); they import one another as a tree:
 *   types, data ← board ← steps ← paths, search ← plans ← legal
 *   config, draft, order, protocol ← round ← setup
 *   errors ← turn-end ← apply
 * and this file only re-exports them.
 */
export { MssSetupError, resolveConfig } from './config';
export { distance, distanceAt, lapsDone, onFinalLap, racingOrder, ranking } from './order';
export { protocolSheet, protocolText } from './protocol';
export { advance } from './round';
export { createGame } from './setup';
export { keepChoice, keptChoice, legalPlans, plannerOf, type ListedPlan } from './plans';
export { actorsOf, isListed, legalActions } from './legal';
export { drivingError } from './errors';
export { applyListed, previewPath, type Applied } from './apply';
