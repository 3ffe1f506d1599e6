/**
 * Track ratings: how long and how hard a race on a layout is, how fair its
 * grid, and where the trouble spots are — measured by bot races through the
 * `Game` interface. Pure and deterministic like src/sim (no clock, no
 * Math.random): node, the CLI and web workers run it.
 *
 * Contract (kept stable for the browser's worker pool):
 *
 * - `rateChunk({ game, layout, players, seed, from, count, config? })` plays
 *   races `from … from + count − 1` at a table of `players` bots and returns
 *   one `RaceSample` per race: plain JSON, safe to post from a worker. Race
 *   `i` has seed `raceSeed(seed, i)`, so the same races come out however the
 *   range is split among workers. A bad request, a layout that does not load
 *   or build, or a seat count the game does not allow throws a `RatingError`
 *   with a one-line message.
 * - `mergeSamples(...chunks)` joins chunks in any order (each race once, in
 *   race order); `summarise(samples, { game, seed })` turns them into a
 *   `Rating` (one `TableRating` per player count; Start Frei also gets its
 *   printed `scale`, dots and squares). Same samples, same rating.
 * - `rateLayout({ game, layout, players?, races?, seed?, onProgress? })` does
 *   all of it in one process; `defaultRaces(game)` and `defaultPlayers` are
 *   its defaults; `CHUNK_RACES` is its chunk size.
 * - `ratingSchema` validates a stored rating (a layout's optional `rating`).
 *
 * The model (minutes, dots, squares, intervals) is docs/rating.md; its
 * constants are data (data/calibration.json).
 */
export { rateChunk, rateLayout, defaultPlayers, chunkRequestSchema, CHUNK_RACES, type ChunkRequest, type RateOptions } from './rate';
export { mergeSamples, summarise, raceMinutes, dotScore, difficultyScore, squaresScore, measure, type SummariseOptions } from './summarise';
export { raceSeed, rateRace, type RaceTable } from './race';
export { raceTable, layoutConfig, ratingBot, RatingError, MAX_RACE_ACTIONS } from './table';
export { CALIBRATION, calibrationSchema, defaultRaces, type Calibration, type MinutesModel } from './calibration';
export { wilson, spearman, MeanAcc, Z95 } from './stats';
export { ratingSchema, tableRatingSchema, estimateSchema, type Rating, type TableRating, type RaceSample, type Estimate } from './types';
export { presetReport, printedPresets, fitMinutes, type PresetReport, type PresetRow } from './calibrate';
export { boxInventory, readInventory, partsList, withinInventory, inventoryFileSchema, type Inventory, type PartsList, type PartLine } from './inventory';
export { generateLayouts, runSearch, driveSearch, searchLayouts, type GenerateOptions, type Generated, type GenerateResult, type RateAsk, type Search } from './generate';
export { targetDistance, hitsTarget, profileOf, levelScore, searchSettings, GENERATE, GENERATED_GAMES, generateSettingsSchema, type Target, type Profile, type Effort, type GameSearch } from './targets';
export { layoutFingerprint, fnv1a, ratedFor, ratingFits } from './fingerprint';
