/**
 * What the race commands share for games other than Start Frei (whose own
 * paths, in simulate.ts, replay.ts and scenario.ts, keep their files and
 * output byte for byte): `--ruleset`, the board, the config and the seats,
 * all through the `Game` interface.
 */
import { GAMES, gameById, UnknownGameError } from '../rules';
import type { AnyGame, SeatSetup } from '../rules/core';
import { oneLine } from '../track';
import { loadPreset, presetNames } from '../track/presets';
import { boardCodec, resultLines } from '../sim';
import { UsageError, type CliIO } from './command';
import { readJson } from './read-json';

/** The game `--ruleset` names; an unknown one is a usage error listing the known games. */
export function resolveGame(id: string): AnyGame {
  try {
    return gameById(id);
  } catch (error) {
    if (error instanceof UnknownGameError) throw new UsageError(`--ruleset: ${error.message}`);
    throw error;
  }
}

/** The ids of the games the CLI can play, for usage texts. */
export const RULESET_IDS = GAMES.map((g) => g.id).join(', ');

/** The game a file says it is for (a track's or replay's `game` field), if any. */
export function gameOfFile(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const g = (json as { game?: unknown }).game;
  return typeof g === 'string' ? g : undefined;
}

/** The JSON of `--track`: a preset's document or a file's. */
export function boardJson(io: CliIO, value: string): unknown {
  if (presetNames.includes(value)) {
    const p = loadPreset(value);
    if (!p.ok) throw new UsageError(p.error);
    return p.layout;
  }
  return readJson(io, value);
}

export interface GameTable {
  readonly board: unknown;
  readonly boardName: string;
  readonly config: unknown;
  readonly defaultSeats: number;
}

/** The board and config a command plays on: `--track` (a file or preset) and `--config`, or the game's first example. */
export function gameTable(io: CliIO, game: AnyGame, track: string | undefined, configPath: string | undefined): GameTable {
  let table: GameTable;
  if (track === undefined) {
    const example = game.examples[0];
    if (!example) throw new UsageError(`${game.title} has no example table: give --track`);
    const loaded = example.load();
    // The board's own name (a track's or a map's) when it has one: the example's name also counts its seats.
    const written = boardCodec(game.board)?.write(loaded.board) as { name?: unknown } | null | undefined;
    const boardName = typeof written?.name === 'string' && written.name !== '' ? written.name : example.name;
    table = { board: loaded.board, boardName, config: loaded.config, defaultSeats: example.seats };
  } else {
    const codec = boardCodec(game.board);
    if (!codec) throw new UsageError(`${game.title}'s boards cannot be read yet`);
    const read = codec.read(boardJson(io, track), game.id);
    if (!read.ok) throw new UsageError(`${oneLine(track, 80)}: ${read.error}`);
    table = { board: read.board, boardName: read.name, config: {}, defaultSeats: Math.min(game.seats.max, Math.max(game.seats.min, 4)) };
  }
  if (configPath !== undefined) {
    const parsed = game.configSchema.safeParse(readJson(io, configPath));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new UsageError(oneLine(`${oneLine(configPath, 80)}: ${issue.path.join('.') || '(root)'}: ${issue.message}`));
    }
    table = { ...table, config: parsed.data };
  }
  return table;
}

/** The seats of a bot table: `--bots` one kind for all or one per seat. */
export function botSeats(game: AnyGame, players: number, botsArg: string | undefined): SeatSetup[] {
  const known = Object.keys(game.bots);
  const kinds = (botsArg ?? (known.includes('heuristic') ? 'heuristic' : known[0]!)).split(',').map((k) => k.trim());
  for (const k of kinds) if (!known.includes(k)) throw new UsageError(`unknown bot kind '${oneLine(k, 40)}' for ${game.title} (try ${known.join(', ')})`);
  if (kinds.length !== 1 && kinds.length !== players) throw new UsageError(`--bots lists ${kinds.length} kinds for ${players} players`);
  return Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}`, kind: kinds[kinds.length === 1 ? 0 : i]! }));
}

/** The lines that end a command's output: the game's summary, then its result. */
export function gameLines(game: AnyGame, state: unknown, seats: readonly SeatSetup[]): string[] {
  const summary = game.summary?.(state) ?? [];
  return [...summary, ...resultLines(game.result(state), seats)];
}
