/**
 * Replays and scenarios in a game's own older formats (Start Frei's replays of versions 1 and 2, its scenarios of
 * version 1), through the registry only: the game named by the file (`game`, or the older `ruleset`) reads them
 * into today's terms (src/rules/core/older-files.ts), and they are verified and run as today's files are.
 */
import type { AnyGame, OlderFiles, OlderReplayRead } from '../rules/core';
import { gameById, olderFiles, UnknownGameError } from '../rules/registry';
import { gameReplayFile, type GameLog, type GameReplayFile } from './game-replay';
import { GAME_SCENARIO_VERSION, runScenarioFrom, scenarioOf, startState, type GameScenarioFile, type GameScenarioRun } from './game-scenario';

function field(json: unknown, name: string): unknown {
  return typeof json === 'object' && json !== null ? (json as Record<string, unknown>)[name] : undefined;
}

/** The game an older file is for (its `game`, or `ruleset` as older files name it) and the older files it reads. */
function olderOf(json: unknown): { game: AnyGame; older: OlderFiles } | { error: string } {
  const id = field(json, 'game') ?? field(json, 'ruleset');
  if (typeof id !== 'string') return { error: 'game: the file names no game (game or ruleset)' };
  let game: AnyGame;
  try {
    game = gameById(id);
  } catch (error) {
    if (error instanceof UnknownGameError) return { error: `game: ${error.message}` };
    throw error;
  }
  const older = olderFiles(game.id);
  if (!older) return { error: `version: ${game.title} has no older files to read` };
  return { game, older };
}

/** Whether a JSON value is a replay of a game's own older format (by its game and version). */
export function isOlderReplay(json: unknown): boolean {
  const o = olderOf(json);
  return !('error' in o) && o.older.replayVersions.includes(field(json, 'version') as number);
}

export type OlderReplayCheck = { readonly game: AnyGame; readonly read: OlderReplayRead } | { readonly game: null; readonly read: Extract<OlderReplayRead, { kind: 'malformed' }> };

/** Reads and re-runs an older replay as it stands. Never throws for a file's fault. */
export function checkOlderReplay(json: unknown): OlderReplayCheck {
  const o = olderOf(json);
  if ('error' in o) return { game: null, read: { ok: false, kind: 'malformed', error: o.error } };
  return { game: o.game, read: o.older.replay(json) };
}

export type ReplayMigration = { readonly ok: true; readonly log: GameLog; readonly file: GameReplayFile } | { readonly ok: false; readonly error: string };

/** An older replay as a verified version 3 file (the old file re-runs as recorded first). */
export function migrateReplay(json: unknown): ReplayMigration {
  const { game, read } = checkOlderReplay(json);
  if (!read.ok) return { ok: false, error: read.kind === 'malformed' ? read.error : `action ${read.index}: ${read.reason}` };
  if (typeof read.log === 'string') return { ok: false, error: read.log };
  const log: GameLog = { game: game!, ...read.log };
  return { ok: true, log, file: gameReplayFile(log) };
}

/** Whether a JSON value is a scenario of a game's own older format. */
export function isOlderScenario(json: unknown): boolean {
  const o = olderOf(json);
  return !('error' in o) && o.older.scenarioVersions.includes(field(json, 'version') as number);
}

export type ScenarioMigration =
  | { readonly ok: true; readonly log: GameLog; readonly start: unknown; readonly title?: string; /** The version 2 file, when the board has a file form. */ readonly file: GameScenarioFile | null }
  | { readonly ok: false; readonly error: string };

/** An older scenario in today's terms: its set-up, its built position (`start`) and its moves. */
export function migrateScenario(json: unknown): ScenarioMigration {
  const o = olderOf(json);
  if ('error' in o) return { ok: false, error: o.error };
  const read = o.older.scenario(json);
  if (!read.ok) return read;
  const log: GameLog = { game: o.game, ...read.log };
  const file = read.boardData === null ? null : { ...scenarioOf(log, { board: read.boardData, ...(read.title !== undefined ? { title: read.title } : {}) }), start: read.start, position: 0 };
  return { ok: true, log, start: read.start, ...(read.title !== undefined ? { title: read.title } : {}), file: file && file.version === GAME_SCENARIO_VERSION ? file : null };
}

/** Runs an older scenario as a version 2 one: from its built position, every move reported. */
export function runOlderScenario(json: unknown): GameScenarioRun {
  const m = migrateScenario(json);
  if (!m.ok) return { ok: false, kind: 'malformed', error: m.error };
  const built = startState(m.log.game, m.log, m.start);
  if (!built.ok) return { ok: false, kind: 'malformed', error: built.error };
  return runScenarioFrom(m.log, built.state, 0, m.start);
}
