import { readFileSync, writeFileSync } from 'node:fs';
import { runCli } from './run';
import { oneLine } from '../track';

// A closed pipe (e.g. `| head`) ends the output quietly, not with a stack trace.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const io = {
  out: (line: string) => process.stdout.write(line + '\n'),
  err: (line: string) => process.stderr.write(line + '\n'),
  readFile: (path: string) => readFileSync(path, 'utf8'),
  writeFile: (path: string, text: string) => writeFileSync(path, text),
};

runCli(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Last resort: never print a stack trace to the user.
    io.err(oneLine(`chicane: internal error: ${error instanceof Error ? error.message : String(error)}`));
    process.exitCode = 2;
  },
);
