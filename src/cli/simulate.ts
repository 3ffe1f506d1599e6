import { z } from 'zod';
import { UsageError, type CliCommand, type CliIO } from './command';
import { intOption, parseArgs } from './args';
import { TILE_MODES, type GameState, type TileMode } from '../rules/start-frei';
import { presetNames } from '../track';
import { readJson } from './read-json';
import { boardJson, botSeats, gameLines, gameOfFile, gameTable, resolveGame, RULESET_IDS } from './game-arg';
import { gameReplayFile, runGame } from '../sim';
import type { AnyGame } from '../rules/core';
import { BOT_KINDS, makeReplay, raceTrackFromJson, raceTrackFromPreset, reversed, runRace, trackAtStart, withTiles, type RaceTrack } from '../sim';

const tileModeSchema = z.enum(TILE_MODES as [TileMode, ...TileMode[]]);

export { readJson } from './read-json';

/** `--track` takes a preset's name or a track file. */
export function resolveTrack(io: CliIO, value: string): RaceTrack {
  const load = presetNames.includes(value) ? raceTrackFromPreset(value) : raceTrackFromJson(readJson(io, value), value);
  if (!load.ok) throw new UsageError(load.error);
  return load.track;
}

export function standingsLines(state: GameState): string[] {
  const order = state.standings ?? [];
  return order.map((p, i) => {
    const car = state.players[p]!;
    return `${i + 1}. ${state.names[p]} — laps ${car.laps}, space ${car.space}, ${car.coins} coins`;
  });
}

const usage = `Usage: npm run cli -- simulate [--ruleset <game>] --track <file|preset> [options]

Plays a headless race with bots and writes a replay file.
The same arguments always give a byte-identical file.

Options:
  --ruleset <game>       the game: ${RULESET_IDS}
                         (default: the track's game, else start-frei)
  --track <file|preset>  a track file or a preset's name (required for
                         Start Frei; other games default to their example table)
  --config <file.json>   the game's options (other games than Start Frei)
  --bots list            print the bot kinds of the game and stop
  --players <n>          number of players (Start Frei 2..4, default 4)
  --bots <kinds>         comma-separated bot kinds, one per player or one for
                         all (Start Frei: ${BOT_KINDS.join(', ')}; default heuristic)
  --seed <n>             the seed (default 1)
Start Frei only:
  --tiles <planned|drawn>
                         planned (default): every piece is the tile the layout
                         names; drawn: as in the box, the tiles come from two
                         shuffled piles (straights, curves) as they are laid
  --reverse              drive the layout the other way round (the start piece
                         and the straights with switches turned round)
  --whole-track          start on the whole layout (default: as the box plays,
                         the start/finish piece and the next two lie on the
                         table and the last car lays 2 more after each race section)
  --out <replay.json>    where to write the replay (default: print the summary only)
  --json                 print the summary as JSON`;

export const simulateCommand: CliCommand = {
  name: 'simulate',
  summary: 'play a headless race with bots and write a replay file',
  usage,
  run(args, io) {
    const a = parseArgs(args, { options: ['ruleset', 'track', 'players', 'bots', 'seed', 'out', 'tiles', 'config'], flags: ['json', 'whole-track', 'reverse'] });
    const ruleset = a.options.ruleset ?? (a.options.track !== undefined ? gameOfFile(boardJson(io, a.options.track)) : undefined) ?? 'start-frei';
    const game = resolveGame(ruleset);
    if (a.options.bots === 'list') {
      io.out(`${game.title} bots: ${Object.keys(game.bots).join(', ')}`);
      return 0;
    }
    if (game.id !== 'start-frei') return simulateGame(game, a, io);
    if (a.options.config !== undefined) throw new UsageError('--config is for games other than Start Frei (its options come from the track)');
    if (!a.options.track) throw new UsageError('--track is required (a file or a preset name)');
    const players = intOption(a.options.players, 'players', 4, 2, 4);
    const seed = intOption(a.options.seed, 'seed', 1, 0, 2 ** 31 - 1);
    const kinds = (a.options.bots ?? 'heuristic').split(',').map((k) => k.trim());
    for (const k of kinds) if (!BOT_KINDS.includes(k)) throw new UsageError(`unknown bot kind '${k}' (try ${BOT_KINDS.join(', ')})`);
    if (kinds.length !== 1 && kinds.length !== players) throw new UsageError(`--bots lists ${kinds.length} kinds for ${players} players`);
    const bots = Array.from({ length: players }, (_, i) => kinds[kinds.length === 1 ? 0 : i]!);
    const parsedTiles = tileModeSchema.safeParse(a.options.tiles ?? 'planned');
    if (!parsedTiles.success) throw new UsageError(`--tiles must be ${TILE_MODES.join(' or ')}, got '${a.options.tiles}'`);
    const tiles = parsedTiles.data;
    let raced = resolveTrack(io, a.options.track);
    if (a.flags.has('reverse')) {
      const r = reversed(raced);
      if (!r.ok) throw new UsageError(r.error);
      raced = r.track;
    }
    const track = withTiles(trackAtStart(raced, a.flags.has('whole-track')), tiles);
    if (track.graph.grid.length < players) throw new UsageError(`track '${track.name}' has ${track.graph.grid.length} grid spaces for ${players} cars`);
    const race = runRace({ track: track.graph, layout: track.layout, bots, seed, laid: track.laid, aCards: track.aCards, ...(track.tiles ? { tiles: track.tiles } : {}) });
    const replay = makeReplay(track, seed, bots, race);
    if (a.options.out) io.writeFile(a.options.out, JSON.stringify(replay, null, 1) + '\n');
    if (a.flags.has('json')) {
      io.out(JSON.stringify({ track: track.name, seed, bots, actions: race.actions.length, result: replay.result, out: a.options.out ?? null }));
    } else {
      io.out(`${track.name}, seed ${seed}, ${bots.join('/')}: ${race.actions.length} actions, ${race.state.pass} passes (${race.state.endReason})`);
      for (const line of standingsLines(race.state)) io.out(line);
      if (a.options.out) io.out(`replay written to ${a.options.out}`);
    }
    return 0;
  },
};

/** A bot game of any other game through the `Game` interface, written as a version 3 replay. */
function simulateGame(game: AnyGame, a: ReturnType<typeof parseArgs>, io: CliIO): number {
  for (const only of ['tiles', 'whole-track', 'reverse'] as const) {
    if (a.options[only] !== undefined || a.flags.has(only)) throw new UsageError(`--${only} is a Start Frei option, not one of ${game.title}`);
  }
  const table = gameTable(io, game, a.options.track, a.options.config);
  const players = intOption(a.options.players, 'players', table.defaultSeats, game.seats.min, game.seats.max);
  const seed = intOption(a.options.seed, 'seed', 1, 0, 2 ** 31 - 1);
  const seats = botSeats(game, players, a.options.bots);
  let run;
  try {
    run = runGame(game, table.board, table.config, seats, seed);
  } catch (error) {
    throw new UsageError(`${table.boardName}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const replay = gameReplayFile({ game, board: table.board, boardName: table.boardName, config: table.config, seats, seed, moves: run.moves });
  if (a.options.out) io.writeFile(a.options.out, JSON.stringify(replay, null, 1) + '\n');
  const kinds = seats.map((s) => s.kind);
  if (a.flags.has('json')) {
    io.out(JSON.stringify({ game: game.id, track: table.boardName, seed, bots: kinds, actions: run.moves.length, result: replay.result, out: a.options.out ?? null }));
  } else {
    io.out(`${game.title} on ${table.boardName}, seed ${seed}, ${kinds.join('/')}: ${run.moves.length} actions${run.over ? '' : ' (stopped before the end)'}`);
    for (const line of gameLines(game, run.state, seats)) io.out(line);
    if (a.options.out) io.out(`replay written to ${a.options.out}`);
  }
  return 0;
}
