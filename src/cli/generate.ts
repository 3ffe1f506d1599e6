/**
 * `generate [--ruleset|--game start-frei|formula-1] (--duration D --difficulty K | --minutes M --difficulty K | --like preset)
 *  [--box 1|2|file] [--count N] [--seed S] [--quick] [--out dir] [--json]`: layouts from your pieces that hit a target rating.
 * Exit 0 at least one layout hits the target, 1 none does (the closest are still given), 2 bad input.
 */
import { z } from 'zod';
import { GENERATED_GAMES, profileOf, runSearch, type Generated, type GenerateOptions, type Target } from '../rating';
import { TRACK_GAME_IDS } from '../track';
import { loadPreset, presetNames } from '../track/presets';
import { parseArgs } from './args';
import { parseOptions } from './cli-schema';
import { UsageError, type CliCommand } from './command';
import { inventoryArg } from './parts';

const usage = `Usage: npm run cli -- generate --duration <1-4> --difficulty <1-4> [options]
       npm run cli -- generate --ruleset formula-1 --minutes <M> --difficulty <1-4> [options]
       npm run cli -- generate [--ruleset <game>] --like <preset> [options]

Makes track layouts from your pieces that hit a target rating. Random valid
loops are rated by bot races, the closest improved by local search, and the
results rated in full, best first.

Start Frei aims at its printed scale: race duration in dots and difficulty in
squares. Formuła 1 prints no scale: it aims at minutes at a table of 3 players
and a difficulty level 1–4 of Chicane's own (trouble per player: tyres lost
and cars off the track; see docs/rating.md). Das Motorsportspiel is one
printed board, so there is nothing to build: rate its board with \`rate\`.

  --ruleset <game>    start-frei (default) or formula-1; --game is the same
  --duration <D>      Start Frei: race duration in dots, 1–4
  --minutes <M>       Formuła 1: race minutes at 3 players, 1–120
  --difficulty <K>    squares (Start Frei) or level (Formuła 1), 1–4
  --like <preset>     a preset's printed figures (Start Frei) or its rating (Formuła 1)
  --box <1|2|file>    the boxes you own, or a custom inventory file (default 1)
  --count <N>         layouts wanted, 1–10 (default 3)
  --seed <S>          default 1
  --quick             fewer races per candidate: sooner, rougher
  --out <dir>         write each layout (with its rating) as generated-<n>.json
  --json              print [{ layout, rating, distance, hit }]

Exit codes: 0 a layout hits the target, 1 none does (the closest are listed), 2 bad input.`;

const scale = z
  .string()
  .regex(/^[1-4]$/, 'must be 1, 2, 3 or 4')
  .transform(Number);

const optionsSchema = z
  .object({
    ruleset: z.enum(TRACK_GAME_IDS).optional(),
    game: z.enum(TRACK_GAME_IDS).optional(),
    duration: scale.optional(),
    minutes: z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'must be a number of minutes')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 120, 'must be between 1 and 120')
      .optional(),
    difficulty: scale.optional(),
    like: z
      .string()
      .refine((p) => presetNames.includes(p), `must be a preset: ${presetNames.join(', ')}`)
      .optional(),
    box: z.string().min(1).optional(),
    count: z
      .string()
      .regex(/^\d+$/, 'must be a whole number')
      .transform(Number)
      .refine((n) => n >= 1 && n <= 10, 'must be between 1 and 10')
      .optional(),
    seed: z
      .string()
      .regex(/^-?\d+$/, 'must be a whole number')
      .transform(Number)
      .refine((n) => Math.abs(n) < 2 ** 31, 'must be a 32-bit whole number')
      .optional(),
    out: z.string().min(1).optional(),
  })
  .strict();

type Options = z.output<typeof optionsSchema>;

function line(g: Generated, i: number): string {
  const mins = g.rating.tables.map((t) => `${t.minutes.value.toFixed(0)}′ at ${t.players}`).join(', ');
  const s = g.rating.scale;
  const p = profileOf(g.rating);
  const where = s
    ? `${s.dots} dot${s.dots === 1 ? '' : 's'} (score ${s.durationScore.toFixed(2)}), ${s.squares} square${s.squares === 1 ? '' : 's'} (score ${s.difficultyScore.toFixed(2)})`
    : `difficulty ${p.level} of 4 (score ${p.difficulty.toFixed(2)})`;
  return `  ${i + 1}. ${g.layout.pieces.length} pieces: ${where}; ${mins} players; ${g.hit ? 'hits the target' : `off by ${g.distance.toFixed(2)}`}`;
}

function targetOf(game: string, o: Options): GenerateOptions['target'] {
  if (o.like !== undefined) {
    if (o.duration !== undefined || o.minutes !== undefined || o.difficulty !== undefined) throw new UsageError('give --like or a duration and a difficulty, not both');
    const p = loadPreset(o.like);
    if (!p.ok || p.layout.game !== game) {
      throw new UsageError(game === 'start-frei' ? `--like: ${o.like} prints no Start Frei duration and difficulty (it is not a Start Frei track)` : `--like: ${o.like} is not a ${game} preset`);
    }
    if (game === 'start-frei' && (p.layout.meta.duration === undefined || p.layout.meta.difficulty === undefined)) throw new UsageError(`--like: ${o.like} prints no Start Frei duration and difficulty`);
    return { kind: 'like', preset: o.like };
  }
  if (game === 'start-frei') {
    if (o.minutes !== undefined) throw new UsageError('--minutes: Start Frei aims at its printed dots: give --duration');
    if (o.duration === undefined || o.difficulty === undefined) throw new UsageError('give --duration and --difficulty (or --like a preset)');
    return { kind: 'scale', dots: o.duration, squares: o.difficulty };
  }
  if (o.duration !== undefined) throw new UsageError('--duration: Formuła 1 prints no dots: give --minutes and --difficulty (or --like a preset)');
  if (o.minutes === undefined || o.difficulty === undefined) throw new UsageError('give --minutes and --difficulty (or --like a preset)');
  return { kind: 'profile', minutes: o.minutes, difficulty: o.difficulty };
}

function targetWords(game: string, t: Target): string {
  if (t.kind === 'scale') return `Start Frei tracks for ${t.dots} dot${t.dots === 1 ? '' : 's'} and ${t.squares} square${t.squares === 1 ? '' : 's'}`;
  return `${game === 'formula-1' ? 'Formuła 1' : game} tracks for about ${t.minutes.toFixed(0)} minutes at 3 players and difficulty ${t.difficulty.toFixed(1)} of 4`;
}

export const generateCommand: CliCommand = {
  name: 'generate',
  summary: 'make track layouts from your pieces that hit a duration and difficulty',
  usage,
  run(args, io) {
    const parsed = parseArgs(args, { options: ['ruleset', 'game', 'duration', 'minutes', 'difficulty', 'like', 'box', 'count', 'seed', 'out'], flags: ['json', 'quick'], positionals: [0, 0] });
    const o = parseOptions(optionsSchema, parsed.options);
    if (o.ruleset !== undefined && o.game !== undefined && o.ruleset !== o.game) throw new UsageError('--game and --ruleset name different games: give one');
    const game = o.ruleset ?? o.game ?? 'start-frei';
    if (game === 'motorsportspiel') throw new UsageError('Das Motorsportspiel is one printed board: there is nothing to build from a box; rate the board with `rate` instead');
    if (!GENERATED_GAMES.includes(game)) throw new UsageError(`--ruleset: the generator makes ${GENERATED_GAMES.join(' and ')} tracks`);
    const target = targetOf(game, o);
    const box = o.box ?? '1';
    const inventory = /^\d+$/.test(box)
      ? (() => {
          const n = Number(box);
          if (n < 1 || n > 10) throw new UsageError('--box: give 1 to 10 boxes or an inventory file');
          return inventoryArg(io, game, n, undefined);
        })()
      : inventoryArg(io, game, undefined, box);
    const result = runSearch({ game, target, inventory, count: o.count ?? 3, seed: o.seed ?? 1, effort: parsed.flags.has('quick') ? 'quick' : 'thorough' });
    const found = result.found;
    if (found.length === 0) {
      io.err('no valid layout could be made from these pieces');
      return 1;
    }
    if (o.out !== undefined) {
      const dir = o.out.replace(/\/+$/, '');
      found.forEach((g, i) => {
        try {
          io.writeFile(`${dir}/generated-${i + 1}.json`, `${JSON.stringify(g.layout, null, 1)}\n`);
        } catch {
          throw new UsageError(`--out: cannot write ${dir.slice(0, 80)}/generated-${i + 1}.json (does the folder exist?)`);
        }
      });
    }
    if (parsed.flags.has('json')) io.out(JSON.stringify(found, null, 2));
    else {
      io.out(`${targetWords(game, result.target)}, best first:`);
      found.forEach((g, i) => io.out(line(g, i)));
      if (o.out !== undefined) io.out(`  written to ${o.out}/generated-1.json … generated-${found.length}.json`);
    }
    return found.some((g) => g.hit) ? 0 : 1;
  },
};
