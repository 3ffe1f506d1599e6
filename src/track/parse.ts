import { layoutSchema, type Layout } from './layout-schema';
import { migrate } from './migrate';

/** `migrated`: what an older file lost when it was brought to the current version, in plain words. */
export type ParseResult = { ok: true; layout: Layout; migrated?: readonly string[] } | { ok: false; error: string };

/** `pieces[3].rotation` style path for messages. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
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
    return { ok: false, error: `${formatPath(issue.path)}: ${issue.message}${more}` };
  }
  return migrated.notes.length > 0 ? { ok: true, layout: result.data, migrated: migrated.notes } : { ok: true, layout: result.data };
}

/** Parses the text of a track file; malformed JSON is an error like any other. */
export function parseTrackText(text: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `not JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  return parseTrackFile(json);
}
