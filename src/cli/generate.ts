/**
 * `generate --ruleset start-frei --duration D --difficulty K [--like preset] [--box 1|2|file]
 *  [--count N] [--seed S] [--out dir] [--json]`: layouts from your pieces that hit a target rating.
 * Exit 0 at least one layout hits the target, 1 none does (the closest are still given), 2 bad input.
 */
import { z } from 'zod';
import { generateLayouts, type Generated } from '../rating';
import { loadPreset, presetNames, TRACK_GAME_IDS } from '../track';
import { parseArgs } from './args';
import { parseOptions } from './cli-schema';
import { UsageError, type CliCommand } from './command';
import { inventoryArg } from './parts';

const usage = `Usage: npm run cli -- generate --duration <1-4> --difficulty <1-4> [options]
       npm run cli -- generate --like <preset> [options]

Makes track layouts from your pieces that hit a target rating: Start Frei's
race duration (dots) and difficulty (squares). Random valid loops are rated
by bot races, the closest improved by local search (other tiles, other
sides up), and the results rated in full, best first.

  --ruleset <game>    start-frei (the game with a printed scale; default)
  --duration <D>      race duration in dots, 1–4
  --difficulty <K>    difficulty in squares, 1–4
  --like <preset>     the duration and difficulty printed with this preset
  --box <1|2|file>    the boxes you own, or a custom inventory file (default 1)
  --count <N>         layouts wanted, 1–10 (default 3)
  --seed <S>          default 1
  --out <dir>         write each layout (with its rating) as generated-<n>.json
  --json              print [{ layout, rating, distance, hit }]

Exit codes: 0 a layout hits the target, 1 none does (the closest are listed), 2 bad input.`;

const scale = z
  .string()
  .regex(/^[1-4]$/, 'must be 1, 2, 3 or 4')
  .transform(Number);

const optionsSchema = z
  .object({
    ruleset: z.enum(TRACK_GAME_IDS).refine((g) => g === 'start-frei', 'only Start Frei prints a duration and a difficulty to aim at').optional(),
    duration: scale.optional(),
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

function line(g: Generated, i: number): string {
  const s = g.rating.scale!;
  const mins = g.rating.tables.map((t) => `${t.minutes.value.toFixed(0)}′ at ${t.players}`).join(', ');
  return `  ${i + 1}. ${g.layout.pieces.length} pieces: ${s.dots} dot${s.dots === 1 ? '' : 's'} (score ${s.durationScore.toFixed(2)}), ${s.squares} square${s.squares === 1 ? '' : 's'} (score ${s.difficultyScore.toFixed(2)}); ${mins} players; ${g.hit ? 'hits the target' : `off by ${g.distance.toFixed(2)}`}`;
}

export const generateCommand: CliCommand = {
  name: 'generate',
  summary: 'make track layouts from your pieces that hit a duration and difficulty',
  usage,
  run(args, io) {
    const parsed = parseArgs(args, { options: ['ruleset', 'duration', 'difficulty', 'like', 'box', 'count', 'seed', 'out'], flags: ['json'], positionals: [0, 0] });
    const o = parseOptions(optionsSchema, parsed.options);
    let target: { dots: number; squares: number };
    if (o.like !== undefined) {
      if (o.duration !== undefined || o.difficulty !== undefined) throw new UsageError('give --like or --duration and --difficulty, not both');
      const p = loadPreset(o.like);
      if (!p.ok || p.layout.game !== 'start-frei' || p.layout.meta.duration === undefined || p.layout.meta.difficulty === undefined) {
        throw new UsageError(`--like: ${o.like} prints no Start Frei duration and difficulty`);
      }
      target = { dots: p.layout.meta.duration, squares: p.layout.meta.difficulty };
    } else {
      if (o.duration === undefined || o.difficulty === undefined) throw new UsageError('give --duration and --difficulty (or --like a preset)');
      target = { dots: o.duration, squares: o.difficulty };
    }
    const box = o.box ?? '1';
    const inventory = /^\d+$/.test(box)
      ? (() => {
          const n = Number(box);
          if (n < 1 || n > 10) throw new UsageError('--box: give 1 to 10 boxes or an inventory file');
          return inventoryArg(io, 'start-frei', n, undefined);
        })()
      : inventoryArg(io, 'start-frei', undefined, box);
    const found = generateLayouts({ game: 'start-frei', target, inventory, count: o.count ?? 3, seed: o.seed ?? 1 });
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
      io.out(`Start Frei tracks for ${target.dots} dot${target.dots === 1 ? '' : 's'} and ${target.squares} square${target.squares === 1 ? '' : 's'}, best first:`);
      found.forEach((g, i) => io.out(line(g, i)));
      if (o.out !== undefined) io.out(`  written to ${o.out}/generated-1.json … generated-${found.length}.json`);
    }
    return found.some((g) => g.hit) ? 0 : 1;
  },
};
