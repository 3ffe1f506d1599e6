import { UsageError } from './command';

export interface ArgSpec {
  /** Flags that take a value, e.g. `--seed 3`. */
  readonly options?: readonly string[];
  /** Flags without a value, e.g. `--json`. */
  readonly flags?: readonly string[];
  /** Number of positional arguments accepted (min, max). */
  readonly positionals?: readonly [number, number];
}

export interface ParsedArgs {
  readonly options: Readonly<Record<string, string>>;
  readonly flags: ReadonlySet<string>;
  readonly positionals: readonly string[];
}

/** Strict argument parsing: anything unknown is a UsageError (exit 2). */
export function parseArgs(args: readonly string[], spec: ArgSpec): ParsedArgs {
  const options: Record<string, string> = {};
  const flags = new Set<string>();
  const positionals: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--')) {
      const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      if (spec.flags?.includes(key)) {
        if (inline !== undefined) throw new UsageError(`--${key} takes no value`);
        flags.add(key);
      } else if (spec.options?.includes(key)) {
        const value = inline ?? args[++i];
        if (value === undefined || value.startsWith('--')) throw new UsageError(`--${key} needs a value`);
        options[key] = value;
      } else {
        throw new UsageError(`unknown option --${key}`);
      }
    } else {
      positionals.push(arg);
    }
  }
  const [min, max] = spec.positionals ?? [0, 0];
  if (positionals.length < min) throw new UsageError(`expected ${min} argument${min === 1 ? '' : 's'}, got ${positionals.length}`);
  if (positionals.length > max) throw new UsageError(`unexpected argument '${positionals[max]}'`);
  return { options, flags, positionals };
}

/** Parses an integer option, or throws a UsageError naming the option. */
export function intOption(value: string | undefined, name: string, fallback: number, min = -Infinity, max = Infinity): number {
  if (value === undefined) return fallback;
  if (!/^-?\d+$/.test(value)) throw new UsageError(`--${name} must be an integer, got '${value}'`);
  const n = Number(value);
  if (n < min || n > max) throw new UsageError(`--${name} must be between ${min} and ${max}, got ${n}`);
  return n;
}
