import { z } from 'zod';
import { UsageError, type CliCommand, type CliIO } from './command';
import { intOption, parseArgs } from './args';
import { TILE_MODES, type GameState, type TileMode } from '../rules/start-frei';
import { oneLine, parseJsonText, presetNames } from '../track';
import { BOT_KINDS, makeReplay, raceTrackFromJson, raceTrackFromPreset, reversed, runRace, trackAtStart, withTiles, type RaceTrack } from '../sim';

const tileModeSchema = z.enum(TILE_MODES as [TileMode, ...TileMode[]]);

// Helpers shared by the race commands (simulate, replay, scenario).
export function readJson(io: CliIO, path: string): unknown {
  let text: string;
  try {
    text = io.readFile(path);
  } catch {
    throw new UsageError(`cannot read '${path}'`);
  }
  // A byte-order mark is dropped; a syntax error is one short line.
  const json = parseJsonText(text, `'${oneLine(path, 80)}'`);
  if (!json.ok) throw new UsageError(`'${oneLine(path, 80)}': ${json.error}`);
  return json.value;
}

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

const usage = `Usage: npm run cli -- simulate --track <file|preset> [options]

Plays a headless Start Frei race with bots and writes a replay file.
The same arguments always give a byte-identical file.

Options:
  --ruleset start-frei   the game (only start-frei so far)
  --track <file|preset>  a track file or a preset's name (required)
  --players <2..4>       number of cars (default 4)
  --bots <kinds>         comma-separated bot kinds, one per car or one for all:
                         ${BOT_KINDS.join(', ')} (default heuristic)
  --seed <n>             the seed (default 1)
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
    const a = parseArgs(args, { options: ['ruleset', 'track', 'players', 'bots', 'seed', 'out', 'tiles'], flags: ['json', 'whole-track', 'reverse'] });
    const ruleset = a.options.ruleset ?? 'start-frei';
    if (ruleset !== 'start-frei') throw new UsageError(`--ruleset must be start-frei, got '${ruleset}'`);
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
