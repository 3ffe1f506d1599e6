/**
 * `validate <file.json | preset> [--json]`: checks a track file.
 * Exit 0 valid, 1 invalid, 2 unreadable or not a track file.
 */
import { parseArgs } from './args';
import { UsageError, type CliCommand, type CliIO } from './command';
import { parseTrackText, validateLayout, type ValidationReport } from '../track';
import { presetNames, presetPath } from '../track/presets';
import { GAME_IDS, GAME_TITLES, isGameId } from '../rules/core';

const usage = `Usage: npm run cli -- validate <file.json | preset name> [--ruleset <game>] [--json]

Checks a track file: open ends, overlaps, lane counts, start/finish,
box inventory, switch direction, lap length, the Start Frei plan.

  --ruleset <game>  the game the track must be for (${GAME_IDS.join(', ')});
           default: the game the file names
  --json   print { valid, errors: [{code, message, pieces}], warnings, stats,
           migrated (what an older file lost, when it was migrated) }

Presets: ${presetNames.join(', ')}
Exit codes: 0 valid, 1 invalid, 2 unreadable or not a track file.`;

function readTrack(target: string, io: CliIO): string {
  try {
    return io.readFile(target);
  } catch (error) {
    // A bare preset name reads the preset file from public/tracks/.
    if (presetNames.includes(target)) return io.readFile(presetPath(target));
    const reason = error instanceof Error && 'code' in error && error.code === 'ENOENT' ? 'no such file' : 'cannot read it';
    throw new UsageError(`${target}: ${reason}`);
  }
}

function printReport(name: string, report: ValidationReport, io: CliIO): void {
  const s = report.stats;
  io.out(`${name}: ${report.valid ? 'valid' : `invalid (${report.errors.length} error${report.errors.length === 1 ? '' : 's'})`}`);
  for (const e of report.errors) io.out(`  error ${e.code}: ${e.message}${e.pieces.length ? ` [${e.pieces.slice(0, 8).join(', ')}]` : ''}`);
  for (const w of report.warnings) io.out(`  warning ${w.code}: ${w.message}`);
  io.out(`  ${s.pieces} pieces, lap ${s.lapLength} spaces (lanes ${s.laneLengths.join(' / ')}), ${s.spaces} spaces in all`);
  io.out(`  chicanes ${s.chicanes.normal} normal / ${s.chicanes.dangerous} dangerous, switches ${s.switches}, safe-speed squares ${s.safeSpeedSquares}, fast-lane spaces ${s.fastLaneSpaces}, pit spaces ${s.pitSpaces}`);
  const used = s.inventory.filter((l) => l.used > 0).map((l) => `${l.type} ${l.used}${l.box === null ? '' : `/${l.box}`}`);
  io.out(`  pieces used: ${used.join(', ')}`);
  if (s.joints) io.out(`  joins: ${s.joints.used} of ${s.joints.box} connecting pieces`);
}

export const validateCommand: CliCommand = {
  name: 'validate',
  summary: 'check a track file: open ends, overlaps, start/finish, inventory',
  usage,
  run(args, io) {
    const parsed = parseArgs(args, { options: ['ruleset'], flags: ['json'], positionals: [1, 1] });
    const target = parsed.positionals[0]!;
    const ruleset = parsed.options.ruleset;
    if (ruleset !== undefined && !isGameId(ruleset)) throw new UsageError(`--ruleset: unknown game '${ruleset.slice(0, 40)}'; known games: ${GAME_IDS.join(', ')}`);
    const wanted = ruleset !== undefined && isGameId(ruleset) ? { id: ruleset, title: GAME_TITLES[ruleset] } : null;
    const result = parseTrackText(readTrack(target, io));
    if (!result.ok) throw new UsageError(`${target}: not a track file: ${result.error}`);
    if (wanted && result.layout.game !== wanted.id) throw new UsageError(`${target}: a ${GAME_TITLES[result.layout.game]} track, not a ${wanted.title} one`);
    const report = validateLayout(result.layout);
    const migrated = result.migrated ?? [];
    if (parsed.flags.has('json')) {
      io.out(JSON.stringify({ valid: report.valid, errors: report.errors, warnings: report.warnings, stats: report.stats, ...(migrated.length ? { migrated } : {}) }, null, 2));
    } else {
      printReport(result.layout.name, report, io);
      for (const note of migrated) io.out(`  migrated: ${note}`);
    }
    return report.valid ? 0 : 1;
  },
};
