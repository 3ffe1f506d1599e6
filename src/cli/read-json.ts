import { oneLine, parseJsonText } from '../track';
import { UsageError, type CliIO } from './command';

/** A file's JSON; an unreadable file or bad JSON is a usage error of one line. */
export function readJson(io: CliIO, path: string): unknown {
  let text: string;
  try {
    text = io.readFile(path);
  } catch {
    throw new UsageError(`cannot read '${oneLine(path, 80)}'`);
  }
  // A byte-order mark is dropped; a syntax error is one short line.
  const json = parseJsonText(text, `'${oneLine(path, 80)}'`);
  if (!json.ok) throw new UsageError(`'${oneLine(path, 80)}': ${json.error}`);
  return json.value;
}
