export { seedRng, nextUint, nextInt, shuffle, type RngState } from './rng';
export { reject, type Accepted, type Rejection, type ApplyResult, type RulesEngine } from './engine';
export { canonicalJson, fnv1a, hashState } from './hash';
export { verifyLog, checkpointIndices, chainStep, moveChain, CHECKPOINT_EVERY, type ReplayLog, type ReplayCheck } from './replay-log';
export {
  GAME_IDS,
  GAME_TITLES,
  isGameId,
  gamePositions,
  seatTokenRange,
  viewOf,
  withoutGenerator,
  HIDDEN,
  type Viewer,
  type GameView,
  type GameId,
  type Seat,
  type BoardKind,
  type LaneBoard,
  type SeatSetup,
  type GameResult,
  type Token,
  type Bot,
  type BotFactory,
  type GameExample,
  type GameRules,
  type Game,
  type AnyGame,
  type Incident,
  type RaceWatch,
  type GamePositions,
} from './game';
export { verifyMoves, gameHash, chainMoves, type Move, type Checkpoint, type MoveLog, type MoveCheck } from './moves';
export { BotRandom, uniformBot } from './bot-random';
export { checkAction, extraField, guarded, seatProblem, type ActionCheck } from './guard';
export { tableProblem, wholeNumber, oneOf, firstIssue, quoted } from './table';
export { REPLAY_FORMAT, SCENARIO_FORMAT, SEED_MAX } from './file-format';
export type { OlderFiles, OlderLog, OlderReplayRead, OlderScenarioRead, TableDraft, TableOption, TableOptions } from './older-files';
