/**
 * `rate <track.json | preset> [--ruleset] [--races N] [--players 2,3,4] [--seed S] [--json] [--save file]`
 * and `rate --presets`: a track rating by bot races (src/rating, docs/rating.md).
 * Exit 0 rated, 1 the layout cannot be rated, 2 bad input.
 */
import { z } from 'zod';
import { gameById } from '../rules';
import { defaultRaces, presetReport, rateLayout, ratedFor, RatingError, type Estimate, type PresetReport, type Rating } from '../rating';
import { catalogFor, oneLine, parseTrackFile, type Layout } from '../track';
import { loadPreset, presetNames } from '../track/presets';
import { parseArgs } from './args';
import { parseOptions } from './cli-schema';
import { UsageError, type CliCommand, type CliIO } from './command';
import { RULESET_IDS } from './game-arg';
import { readJson } from './read-json';

const usage = `Usage: npm run cli -- rate <file.json | preset name> [options]
       npm run cli -- rate --presets [--races N] [--seed S] [--json]

Rates a track by bot races: expected race duration in minutes for each
player count (with a 95 % interval), Start Frei's printed scale (race
duration in dots 1–4, difficulty in squares 1–4), fairness (win rate by grid
position; a pole-win rate far from even is flagged), lead changes and
overtakes per race, and the trouble spots: incidents per piece (chicane
penalties, braking, off-track, driving errors). The same seed gives the
same rating. The model is in docs/rating.md.

  --ruleset <game>   ${RULESET_IDS}; default: the game the file names
  --races <N>        races per player count (default 1000 for Start Frei,
                     100 for Formuła 1 and Das Motorsportspiel, which are slower)
  --players <list>   player counts, e.g. 2,3,4 or 2-6 (default 2,3,4)
  --seed <S>         default 1
  --json             print the rating as JSON (the format a layout stores)
  --save <file>      write the layout with its rating to this file
  --presets          rate the Start Frei presets and compare with the printed
                     scale (rank correlation, how close each lands)

Exit codes: 0 rated, 1 the layout cannot be rated, 2 bad input.`;

/** "2,3,4" or "2-6" → [2, 3, 4] / [2, 3, 4, 5, 6]. */
const playersSchema = z
  .string()
  .regex(/^\d{1,2}(-\d{1,2})?(,\d{1,2}(-\d{1,2})?)*$/, 'give player counts like 2,3,4 or 2-6')
  .transform((s) => {
    const out = new Set<number>();
    for (const part of s.split(',')) {
      const [a, b] = part.split('-').map(Number) as [number, number | undefined];
      for (let p = a; p <= (b ?? a); p++) out.add(p);
    }
    return [...out].sort((x, y) => x - y);
  })
  .refine((ps) => ps.length > 0 && ps.length <= 16, 'give 1 to 16 player counts');

const intText = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, `must be between ${min} and ${max}`);

const rateOptionsSchema = z
  .object({
    ruleset: z.string().max(40).optional(),
    races: intText(1, 100_000).optional(),
    players: playersSchema.optional(),
    seed: intText(-(2 ** 31), 2 ** 31 - 1).optional(),
    save: z.string().min(1).optional(),
  })
  .strict();

/** A track argument: a preset name or a file. */
export function readLayoutArg(io: CliIO, target: string): Layout {
  if (presetNames.includes(target)) {
    const p = loadPreset(target);
    if (!p.ok) throw new UsageError(p.error);
    return p.layout;
  }
  const parsed = parseTrackFile(readJson(io, target));
  if (!parsed.ok) throw new UsageError(`${oneLine(target, 80)}: not a track file: ${parsed.error}`);
  return parsed.layout;
}

const fmt = (e: Estimate, digits = 1) => `${e.value.toFixed(digits)} (${e.low.toFixed(digits)}–${e.high.toFixed(digits)})`;
const pct = (e: Estimate) => `${(e.value * 100).toFixed(0)} % (${(e.low * 100).toFixed(0)}–${(e.high * 100).toFixed(0)} %)`;

/** A piece as people find it on the table: its number in the layout and what it is ("piece 7, curve with chicane"). */
export function pieceName(layout: Layout, id: string): string {
  const i = layout.pieces.findIndex((p) => p.id === id);
  if (i < 0) return `piece ${oneLine(id, 40)}`;
  const def = catalogFor(layout.game).byId.get(layout.pieces[i]!.type);
  return `piece ${i + 1}${def ? ` (${def.label.toLowerCase()})` : ''}`;
}

/** The rating in words, as the builder shows it. */
export function ratingLines(layout: Layout, rating: Rating): string[] {
  const name = layout.name;
  const game = gameById(rating.game);
  const kinds = game.watch?.kinds ?? {};
  const lines = [`${name} (${game.title}): ${rating.races} bot races per table, seed ${rating.seed}; 95 % intervals in brackets`];
  if (rating.scale) {
    const s = rating.scale;
    lines.push(`  printed scale: race duration ${s.dots} dot${s.dots === 1 ? '' : 's'} (score ${s.durationScore.toFixed(2)}), difficulty ${s.squares} square${s.squares === 1 ? '' : 's'} (score ${s.difficultyScore.toFixed(2)})`);
  }
  for (const t of rating.tables) {
    lines.push(`  ${t.players} players: about ${fmt(t.minutes, 0)} minutes; ${fmt(t.decisions, 0)} decisions and ${fmt(t.actions, 0)} actions a race`);
    lines.push(`    lead changes ${fmt(t.leadChanges)}, overtakes ${fmt(t.overtakes)} a race; incidents ${fmt(t.troublePerPlayer)} per player a race`);
    const grid = t.fairness.grid.map((g) => `${g.position === 1 ? 'pole' : `grid ${g.position}`} ${pct(g.rate)}`).join(', ');
    lines.push(`    wins by grid position: ${grid}${t.fairness.poleFlag ? ` — the pole position wins far more or less often than an even 1 in ${t.players}` : ''}`);
    if (t.unfinished > 0) lines.push(`    ${t.unfinished} race${t.unfinished === 1 ? '' : 's'} stopped by the safety limit before the finish`);
    const top = t.incidents.slice(0, 5);
    if (top.length) lines.push(`    trouble spots: ${top.map((i) => `${pieceName(layout, i.piece)}: ${fmt(i.perRace, 2)} ${i.kind.replace(/-/g, ' ')} a race`).join('; ')}`);
  }
  const used = new Set(rating.tables.flatMap((t) => t.incidents.map((i) => i.kind)));
  for (const k of used) lines.push(`  ${k.replace(/-/g, ' ')}: ${kinds[k] ?? k}`);
  return lines;
}

/** The calibration report on the Start Frei presets in words. */
export function presetReportLines(report: PresetReport): string[] {
  const lines = ['Start Frei presets: printed scale against the rating (scores in brackets)', '  preset                          printed dots/squares   rated dots/squares    minutes at 2 / 3 / 4 players'];
  for (const r of report.rows) {
    const s = r.rating.scale!;
    const mins = r.rating.tables.map((t) => t.minutes.value.toFixed(0)).join(' / ');
    lines.push(`  ${`${r.name} `.padEnd(32)}${`${r.printed.dots} / ${r.printed.squares}`.padEnd(23)}${`${s.dots} (${s.durationScore.toFixed(2)}) / ${s.squares} (${s.difficultyScore.toFixed(2)})`.padEnd(22)}${mins}`);
  }
  lines.push(`  rank correlation (Spearman) with the print: dots ${report.dotsRho.toFixed(3)}, squares ${report.squaresRho.toFixed(3)} (the bar is 0.8)`);
  lines.push(`  minutes fitted in this run: ${report.fitted.perDecision.toFixed(4)} a decision + ${report.fitted.perAction.toFixed(4)} an other action`);
  return lines;
}

export const rateCommand: CliCommand = {
  name: 'rate',
  summary: 'rate a track by bot races: duration, difficulty, fairness, trouble spots',
  usage,
  run(args, io) {
    const parsed = parseArgs(args, { options: ['ruleset', 'races', 'players', 'seed', 'save'], flags: ['json', 'presets'], positionals: [0, 1] });
    const opts = parseOptions(rateOptionsSchema, parsed.options);
    if (parsed.flags.has('presets')) {
      if (parsed.positionals.length) throw new UsageError('--presets rates the presets: give no track');
      const report = presetReport(opts.races ?? 300, opts.seed ?? 1, opts.players ?? [2, 3, 4]);
      if (parsed.flags.has('json')) io.out(JSON.stringify({ dotsRho: report.dotsRho, squaresRho: report.squaresRho, fitted: report.fitted, rows: report.rows }, null, 2));
      else for (const l of presetReportLines(report)) io.out(l);
      return 0;
    }
    const target = parsed.positionals[0];
    if (target === undefined) throw new UsageError('give a track file or a preset name (or --presets)');
    const layout = readLayoutArg(io, target);
    const gameId = opts.ruleset ?? layout.game;
    if (opts.ruleset !== undefined) {
      try {
        gameById(opts.ruleset);
      } catch (error) {
        throw new UsageError(`--ruleset: ${(error as Error).message}`);
      }
    }
    let rating: Rating;
    try {
      rating = ratedFor(rateLayout({ game: gameId, layout, races: opts.races ?? defaultRaces(gameId), seed: opts.seed ?? 1, ...(opts.players ? { players: opts.players } : {}) }), layout);
    } catch (error) {
      if (!(error instanceof RatingError)) throw error;
      io.err(`${oneLine(target, 80)}: ${error.message}`);
      return 1;
    }
    if (opts.save !== undefined) io.writeFile(opts.save, `${JSON.stringify({ ...layout, rating }, null, 1)}\n`);
    if (parsed.flags.has('json')) io.out(JSON.stringify(rating, null, 2));
    else for (const l of ratingLines(layout, rating)) io.out(l);
    return 0;
  },
};
