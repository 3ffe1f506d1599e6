/**
 * Start Frei's own file formats from before today's (replays of versions 1 and 2, scenarios of version 1), its
 * tracks as races take them, and its direct runner (the benchmark's side of "direct runner vs Game interface").
 * Only Start Frei and its client parts import this; src/sim and the CLI reach it through the registry
 * (`olderFiles`, `tableOptions`).
 */
export { BotRandom } from '../../core/bot-random';
export { BOTS, BOT_KINDS, heuristicBot, randomBot, type StartFreiBot as Bot, type StartFreiBotFactory as BotFactory } from '../bots';
export { runRace, makeBots, actor, raceConfig, type RaceSetup, type RaceResult } from './runner';
export { raceTrackFromJson, raceTrackFromLayout, raceTrackFromPreset, startFreiPresets, trackAtStart, withTiles, reversed, type RaceTrack, type TrackLoad } from './track-source';
export { makeReplay, recordReplay, replayConfig, replayTrack, parseReplay, verifyReplay, replaySchema, replaySchemaV1, setupHash, resultOf, boardProblems, OLDER_REPLAY_NOTE, REPLAY_FORMAT, SEED_MAX, REPLAY_VERSION, type ReplayFile, type ReplayFileV1, type ReplayVerdict, type ReplayResult, type ReplayLoad, type ReplayPlayer } from './replay-file';
export { runScenario, scenarioBoard, scenarioSchema, SCENARIO_FORMAT, MAX_GRAPH_SPACES, type ScenarioFile, type ScenarioRun } from './scenario-file';
export { migrateStartFreiReplay, startFreiOlderFiles, type ReplayMigration } from './migrate-replay';
export { startFreiTableOptions } from './table-options';
