/** Formuła 1: the rules, the bots, and what the shells and tests need of them. */
import type { LaneBoard } from '../core/game';
import type { Game } from '../core/game';
import { FORMULA1_BOTS } from './bots';
import { formula1Rules } from './game';
import type { Formula1Action, Formula1Config, Formula1Event, Formula1State } from './types';

export const formula1Game: Game<Formula1Config, Formula1State, Formula1Action, Formula1Event, LaneBoard> = {
  ...formula1Rules,
  bots: FORMULA1_BOTS,
};

export { formula1Rules, carName } from './game';
export { heuristicBot, randomBot, canPit } from './bots';
export { activeCar, speedChoices, legalActionsOf, applyAction, drive, blockerSquare, type Roll } from './rules';
export { movePaths, reach, occupiedBy, entersPit } from './paths';
export { throwPlan, pathRisk, type PathRisk, type PlannedThrows } from './throws';
export { boardInfo, distanceOf, frontEdge, lapsDone, currentLap, pitAllowed } from './board';
export { runningOrder, compareCars, finalOrder, seatRanking } from './order';
export { createRace, carsPerSeat, seatsProblem, Formula1SetupError } from './setup';
export { actionSchema, configSchema, MAX_ROUND_LIMIT } from './action-schema';
export * from './data/speed';
export * from './data/material';
export type * from './types';
export { speedPreview, pathPreview, type SpeedPreview, type PathPreview } from './preview';
export { positionState, positionSchema, positionCarSchema, type Formula1Position } from './scenario';
