/** Simulation: bots and headless races over the rules engines. */
export { BotRandom, type Bot, type BotFactory } from './bot';
export { BOTS, BOT_KINDS, heuristicBot, randomBot } from '../rules/start-frei/bots';
export { runRace, makeBots, actor, raceConfig, type RaceSetup, type RaceResult } from './runner';
export { raceTrackFromJson, raceTrackFromLayout, raceTrackFromPreset, startFreiPresets, trackAtStart, withTiles, reversed, type RaceTrack, type TrackLoad } from './track-source';
export { makeReplay, recordReplay, replayConfig, replayTrack, parseReplay, verifyReplay, replaySchema, replaySchemaV1, setupHash, resultOf, boardProblems, OLDER_REPLAY_NOTE, REPLAY_FORMAT, SEED_MAX, REPLAY_VERSION, type ReplayFile, type ReplayFileV1, type ReplayVerdict, type ReplayResult, type ReplayLoad, type ReplayPlayer } from './replay-file';
export { runScenario, scenarioSchema, SCENARIO_FORMAT, type ScenarioFile, type ScenarioRun } from './scenario-file';
export { runGame, gameBots, type GameRun } from './game-runner';
export { boardCodec, registerBoardCodec, type BoardCodec, type BoardRead } from './boards';
export { gameReplayFile, parseGameReplay, loadGameReplay, verifyGameReplay, resultLines, gameReplaySchema, GAME_REPLAY_VERSION, MAX_REPLAY_MOVES, type GameReplayFile, type GameReplayLoad, type GameReplayVerdict, type GameLog } from './game-replay';
export { runGameScenario, scenarioOf, gameScenarioSchema, GAME_SCENARIO_VERSION, type GameScenarioFile, type GameScenarioRun } from './game-scenario';
export * from './table-protocol';
export { migrateStartFreiReplay, type ReplayMigration } from './start-frei-replay-migration';
