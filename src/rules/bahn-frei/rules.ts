/**
 * Bahn Frei's rules: set-up, the five phases of a round, the legal actions of
 * each seat and their effects. Pure and deterministic: chance comes from the
 * seeded generator kept in the state; the hourglass is the app's, and its end
 * comes in as the `time-up` action (or every seat saying `done`).
 *
 * The rules live in one file per rulebook section, each citing its sections:
 * setup.ts ("Setup and Preparation", "Game Play for 1 and 2 Players"),
 * round-start.ts ("Phase 1"), events.ts ("Phase 2", "Event Cards"),
 * legal.ts ("Chief of Operations", "Phase 3", who acts), operations.ts
 * ("Phase 4"), decisions.ts (the choices cards and abilities ask for),
 * complaints.ts ("Phase 5", "Round 15", "End of Game"), apply.ts (the phases in
 * order) and state.ts (the table's queries and edits). This file is their
 * public face.
 */
export { BahnSetupError, setupGame } from './setup';
export { COLOURS, coloursFor, PLAYERS, SOLO_TRAINS, seatsProblem, TRAINS_PER_PLAYER, trainsFor } from './limits';
export {
  aboard,
  aboardTrain,
  allAboard,
  baseRange,
  boardingCar,
  card,
  characterOf,
  CUBE_ID,
  driverOf,
  isExpress,
  operationsSeconds,
  partById,
  passengerOf,
  points,
  stationOfPart,
  trainCount,
  waiting,
  waitingAt,
} from './state';
export { allInRedStations, cashable, pendingPoints, shieldable } from './complaints';
export { movesOf } from './operations';
export { actors, isListed, legalActions, listedIn } from './legal';
export { applyListed, maxActionsFor } from './apply';
export { bahnPositionSchema, buildPosition, type BahnPosition } from './positions';
export { positionOf } from './position-of';
