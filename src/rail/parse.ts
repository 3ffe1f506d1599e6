/** Loading a rail-map file: JSON text → schema → a one-line error naming the first bad field. */
import { describeValue, oneLine, QUOTE_CHARS } from '../track/describe-value';
import { parseJsonText } from '../track/json-text';
import { RAIL_MAP_FORMAT, railMapSchema, type RailMap } from './schema';

export type RailParseResult = { readonly ok: true; readonly map: RailMap } | { readonly ok: false; readonly error: string };

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else {
      const name = oneLine(String(key), QUOTE_CHARS);
      out += out === '' ? name : `.${name}`;
    }
  }
  return out === '' ? '(root)' : out;
}

/** Checks an already JSON-decoded rail-map file. */
export function parseRailMapFile(json: unknown): RailParseResult {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return { ok: false, error: `not a rail map: the file holds ${describeValue(json)}, not an object` };
  const format = (json as { format?: unknown }).format;
  if (format === undefined) return { ok: false, error: 'not a rail map: it has no format number' };
  if (format !== RAIL_MAP_FORMAT) return { ok: false, error: oneLine(`format: this is rail-map format ${typeof format === 'number' ? String(format) : describeValue(format)}; Chicane reads format ${RAIL_MAP_FORMAT}`) };
  const result = railMapSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    if (!issue) return { ok: false, error: 'not a rail map' };
    const more = result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more)` : '';
    return { ok: false, error: oneLine(`${formatPath(issue.path)}: ${oneLine(issue.message, 160)}${more}`) };
  }
  return { ok: true, map: result.data };
}

/** Parses the text of a rail-map file (a byte-order mark is dropped); malformed JSON is a one-line error too. */
export function parseRailMapText(text: string): RailParseResult {
  const json = parseJsonText(text, 'the rail-map file');
  if (!json.ok) return json;
  return parseRailMapFile(json.value);
}

/** The text of a rail-map file (what a save or a share writes). */
export function railMapText(map: RailMap): string {
  return `${JSON.stringify(map, null, 2)}\n`;
}
