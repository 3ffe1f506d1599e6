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
