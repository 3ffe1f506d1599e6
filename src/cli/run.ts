import { commands } from './commands';
import { UsageError, type CliIO } from './command';
import { oneLine } from '../track';

const PLANNED = [
  ['validate', 'check a track file: open ends, overlaps, start/finish, inventory'],
  ['simulate', 'play a headless race with bots and write a replay file'],
  ['replay', 're-run a replay file and verify it'],
  ['scenario', 'apply a scenario file and print the events and final position'],
] as const;

export function helpText(): string {
  const lines = ['Usage: npm run cli -- <command> [options]', '', 'Commands:'];
  const names = new Set(commands.map((c) => c.name));
  for (const c of commands) lines.push(`  ${c.name.padEnd(10)} ${c.summary}`);
  for (const [name, summary] of PLANNED) {
    if (!names.has(name)) lines.push(`  ${name.padEnd(10)} ${summary} (coming soon)`);
  }
  lines.push('', 'Run `npm run cli -- <command> --help` for the options of a command.');
  lines.push('Exit codes: 0 success, 1 rule or validation failure, 2 bad input.');
  return lines.join('\n');
}

/** Runs the CLI and returns the exit code; bad input is one line on stderr and code 2. */
export async function runCli(argv: readonly string[], io: CliIO): Promise<number> {
  // Every line on stderr is one bounded line, whatever the input held.
  const raw = io.err;
  io = { ...io, err: (line: string) => raw(oneLine(line)) };
  const [name, ...rest] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    io.out(helpText());
    return name === undefined ? 2 : 0;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    const planned = PLANNED.some(([n]) => n === name);
    io.err(
      planned
        ? `chicane: command '${oneLine(name, 40)}' is not available yet`
        : `chicane: unknown command '${oneLine(name, 40)}' (try --help)`,
    );
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(command.usage);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`chicane ${name}: ${error.message}`);
      return 2;
    }
    throw error;
  }
}
