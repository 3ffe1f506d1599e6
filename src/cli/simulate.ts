import { UsageError, type CliCommand } from './command';
import { intOption, parseArgs } from './args';
import { GAMES, tableOptions } from '../rules';
import type { AnyGame, TableDraft, TableOption } from '../rules/core';
import { oneLine } from '../track';
import { boardJson, botSeats, gameLines, gameOfFile, gameTable, resolveGame, RULESET_IDS } from './game-arg';
import { gameReplayFile, runGame, SEED_MAX } from '../sim';

export { readJson } from './read-json';

/** Every game's table options, each with the games that take it (the registry's `tableOptions`). */
function allTableOptions(): { option: TableOption; games: AnyGame[] }[] {
  const all: { option: TableOption; games: AnyGame[] }[] = [];
  for (const game of GAMES) {
    for (const option of tableOptions(game.id)?.options ?? []) {
      const known = all.find((o) => o.option.name === option.name);
      if (known) known.games.push(game);
      else all.push({ option, games: [game] });
    }
  }
  return all;
}

function usage(): string {
  const extra = allTableOptions()
    .map(({ option, games }) => `${games.map((g) => g.title).join(', ')} only:\n  ${option.help}`)
    .join('\n');
  return `Usage: npm run cli -- simulate [--ruleset <game>] [--track <file|preset>] [options]

Plays a headless game with bots and writes a version 3 replay file.
The same arguments always give a byte-identical file.

Options:
  --ruleset <game>       the game: ${RULESET_IDS}
                         (default: the track's game, else start-frei)
  --track <file|preset>  a track (or map) file or a preset's name (default:
                         the game's first example table)
  --config <file.json>   the game's options (default: those the track prints)
  --bots list            print the bot kinds of the game and stop
  --players <n>          number of players (default: the example's, or 4
                         within the game's seat limits)
  --bots <kinds>         comma-separated bot kinds, one per player or one for
                         all (default heuristic, else the game's first kind)
  --seed <n>             the seed (default 1)
  --out <replay.json>    where to write the replay (default: print the summary only)
  --json                 print the summary as JSON
${extra}`;
}

export const simulateCommand: CliCommand = {
  name: 'simulate',
  summary: 'play a headless race with bots and write a replay file',
  usage: usage(),
  run(args, io) {
    const extra = allTableOptions();
    const a = parseArgs(args, {
      options: ['ruleset', 'track', 'players', 'bots', 'seed', 'out', 'config', ...extra.filter((o) => o.option.values).map((o) => o.option.name)],
      flags: ['json', ...extra.filter((o) => !o.option.values).map((o) => o.option.name)],
    });
    const ruleset = a.options.ruleset ?? (a.options.track !== undefined ? gameOfFile(boardJson(io, a.options.track)) : undefined) ?? 'start-frei';
    const game = resolveGame(ruleset);
    if (a.options.bots === 'list') {
      io.out(`${game.title} bots: ${Object.keys(game.bots).join(', ')}`);
      return 0;
    }
    const own = tableOptions(game.id);
    for (const { option, games } of extra) {
      const given = option.values ? a.options[option.name] !== undefined : a.flags.has(option.name);
      if (given && !games.includes(game)) throw new UsageError(`--${option.name} is a ${games.map((g) => g.title).join(' and ')} option, not one of ${game.title}`);
    }
    // Validate the values first (a usage error before any board is read).
    for (const option of own?.options ?? []) {
      const value = a.options[option.name];
      if (option.values && value !== undefined && !option.values.includes(value)) {
        throw new UsageError(`--${option.name} must be ${option.values.join(' or ')}, got '${oneLine(value, 40)}'`);
      }
    }
    let table = gameTable(io, game, a.options.track, a.options.config);
    const players = intOption(a.options.players, 'players', table.defaultSeats, game.seats.min, game.seats.max);
    const seed = intOption(a.options.seed, 'seed', 1, 0, SEED_MAX);
    const seats = botSeats(game, players, a.options.bots);
    if (own) {
      let draft: TableDraft = { board: table.board, boardName: table.boardName, config: a.options.config !== undefined || a.options.track === undefined ? table.config : own.defaults(table.board) };
      for (const option of own.options) {
        const given = option.values ? a.options[option.name] : a.flags.has(option.name) ? '' : undefined;
        if (given === undefined) continue;
        try {
          draft = option.set(draft, option.values ? given : undefined);
        } catch (error) {
          throw new UsageError(oneLine(error instanceof Error ? error.message : String(error)));
        }
      }
      table = { ...table, ...draft };
    }
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
  },
};
