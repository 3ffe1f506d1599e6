import { layoutSchema, type Layout } from './layout-schema';
import { migrate } from './migrate';
import { MAX_MESSAGE_CHARS, oneLine, QUOTE_CHARS } from './describe-value';
import { parseJsonText } from './json-text';

/** `migrated`: what an older file lost when it was brought to the current version, in plain words. */
export type ParseResult = { ok: true; layout: Layout; migrated?: readonly string[] } | { ok: false; error: string };

/** `pieces[3].rotation` style path for messages. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (out.length > MAX_MESSAGE_CHARS) return `${out}…`;
    if (typeof key === 'number') out += `[${key}]`;
    else {
      // A key is foreign text: cut, on one line.
      const name = oneLine(String(key), QUOTE_CHARS);
      out += out === '' ? name : `.${name}`;
    }
  }
  return out === '' ? '(root)' : out;
}

/**
 * Parses a track file (already JSON-decoded): migrates older versions, then
 * checks the schema. On failure the message names the path of the first bad
 * field, e.g. `pieces[2].side: Invalid option: expected one of "A"|"B"`.
 */
export function parseTrackFile(json: unknown): ParseResult {
  const migrated = migrate(json);
  if (!migrated.ok) return migrated;
  const result = layoutSchema.safeParse(migrated.doc);
  if (!result.success) {
    const issue = result.error.issues[0];
    if (!issue) return { ok: false, error: 'not a track file' };
    const more = result.error.issues.length > 1 ? ` (and ${result.error.issues.length - 1} more)` : '';
    return { ok: false, error: oneLine(`${formatPath(issue.path)}: ${oneLine(issue.message, 160)}${more}`) };
  }
  return migrated.notes.length > 0 ? { ok: true, layout: result.data, migrated: migrated.notes } : { ok: true, layout: result.data };
}

/** Parses the text of a track file (a byte-order mark is dropped); malformed JSON is a one-line error like any other. */
export function parseTrackText(text: string): ParseResult {
  const json = parseJsonText(text, 'the track file');
  if (!json.ok) return json;
  return parseTrackFile(json.value);
}
