/**
 * Driving one die, in one place to import from: which steps a car may take
 * (`steps.ts`: "Changing Lanes", "Shifting Gears", "The Fast-lane", "Pit-stops"),
 * every path a die can drive (`paths.ts`: "Game Play"), and the fewest points
 * a plan of dice must lose (`search.ts`: "Driving Errors"), with the board's
 * lists of nearby spaces their memory is keyed by (`nearby.ts`).
 */
export {
  backOfKey,
  canMoveAtAll,
  crossingsOfKey,
  ctxKey,
  ctxOf,
  ctxOfKey,
  dieCode,
  doneOfKey,
  dutiesOf,
  envOf,
  follow,
  followKey,
  isCurveSpace,
  occupancy,
  spaceOfKey,
  stepBlock,
  stepEdge,
  stepTo,
  type Ctx,
  type MoveEnv,
  type Occupancy,
  type StepBlock,
} from './steps';
export { diePaths, type DiePaths } from './paths';
export { NEARBY_STEPS, nearbyCars, nearbyOf, type Nearby } from './nearby';
export {
  bestUnusable,
  bestUnusableKey,
  dieEnds,
  drivesAllStraight,
  drivesStraight,
  endsSlot,
  newPlanner,
  planInfo,
  straightRun,
  type PlanInfo,
  type Planner,
} from './search';
