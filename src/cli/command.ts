/** A CLI command: parses its own arguments and returns the process exit code. */
export interface CliCommand {
  readonly name: string;
  /** One line for the command list. */
  readonly summary: string;
  /** Full usage text printed by `<command> --help`. */
  readonly usage: string;
  run(args: readonly string[], io: CliIO): Promise<number> | number;
}

export interface CliIO {
  out(line: string): void;
  err(line: string): void;
  readFile(path: string): string;
  writeFile(path: string, text: string): void;
}

/**
 * Thrown for bad input (unreadable file, malformed JSON, bad argument):
 * the entry point prints its message as one line on stderr and exits 2.
 */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
