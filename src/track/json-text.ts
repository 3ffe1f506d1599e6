/**
 * The one way untrusted text becomes JSON: a UTF-8 byte-order mark is
 * dropped (browsers drop it when they read a file; Node does not), and a
 * syntax error is one short line (V8's own message quotes the input, newlines
 * and all, so a 5 MB file would give a 5 MB message).
 */
import { oneLine } from './describe-value';

export type JsonText = { ok: true; value: unknown } | { ok: false; error: string };

const BOM = '\uFEFF';

/** Longest syntax-error detail, in characters. */
const DETAIL_CHARS = 120;

/**
 * Deepest nesting of arrays and objects a file may have. Chicane's own files
 * nest fewer than 15 levels; a value nested thousands deep would overflow the
 * stack of every recursive walk after the parse (schemas, hashes, messages).
 */
export const MAX_JSON_DEPTH = 100;

/** The deepest nesting of `[` and `{` outside strings, scanned without recursion (stops counting past `limit`). */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 || c === 123) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (c === 93 || c === 125) depth--;
  }
  return deepest;
}

/** Text without a leading byte-order mark. */
export function stripBom(text: string): string {
  return text.startsWith(BOM) ? text.slice(1) : text;
}

/**
 * Parses the text of a file or link; `what` names it in the message when it
 * is empty (e.g. "the track file"). The error is one line of at most a few
 * hundred characters: `not JSON: …`.
 */
export function parseJsonText(text: string, what: string): JsonText {
  const body = stripBom(text);
  if (body.trim() === '') return { ok: false, error: `not JSON: ${oneLine(what, 60)} is empty` };
  if (jsonDepth(body) > MAX_JSON_DEPTH) return { ok: false, error: `not a Chicane file: ${oneLine(what, 60)} nests values more than ${MAX_JSON_DEPTH} levels deep` };
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch (error) {
    return { ok: false, error: `not JSON: ${syntaxDetail(error)}` };
  }
}

/** V8's message without the quoted input, on one bounded line. */
function syntaxDetail(error: unknown): string {
  const raw = error instanceof Error ? error.message : 'unreadable';
  // `Unexpected token 'o', "{oops…" is not valid JSON`: the quoted input goes.
  const head = raw.length > 400 ? raw.slice(0, 200) : raw;
  const quoted = head.indexOf(', "');
  const cut = quoted >= 0 ? head.slice(0, quoted) : head;
  const detail = oneLine(cut, DETAIL_CHARS);
  return detail === '' ? 'a syntax error' : detail;
}
