/** Simulation: headless games, replays and scenarios of any game, through the Game interface and the registry. */
export { REPLAY_FORMAT, SCENARIO_FORMAT, SEED_MAX } from './file-format';
export { runGame, gameBots, type GameRun } from './game-runner';
export { boardCodec, registerBoardCodec, type BoardCodec, type BoardRead } from './boards';
export { gameReplayFile, parseGameReplay, loadGameReplay, verifyGameReplay, resultLines, gameReplaySchema, GAME_REPLAY_VERSION, MAX_REPLAY_MOVES, type GameReplayFile, type GameReplayLoad, type GameReplayVerdict, type GameLog } from './game-replay';
export { runGameScenario, runScenarioFrom, scenarioOf, gameScenarioSchema, GAME_SCENARIO_VERSION, type GameScenarioFile, type GameScenarioRun } from './game-scenario';
export * from './table-protocol';
export { checkOlderReplay, isOlderReplay, isOlderScenario, migrateReplay, migrateScenario, runOlderScenario, type OlderReplayCheck, type ReplayMigration, type ScenarioMigration } from './older-files';
export * from './class-protocol';
