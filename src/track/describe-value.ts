/**
 * Bounded words for untrusted values and text in messages. No message may
 * embed an unbounded value: a 5 MB string or a value nested 10,000 levels
 * deep must not end up (or be stringified) in an error. Nothing here recurses.
 */

/** Longest piece of a value or of foreign text quoted in a message. */
export const QUOTE_CHARS = 40;
/** Longest message a loader returns (one line). */
export const MAX_MESSAGE_CHARS = 300;

/**
 * Text on one line, at most `max` characters: runs of white space (newlines
 * included) become one space, and a longer text is cut with "…".
 */
export function oneLine(text: string, max: number = MAX_MESSAGE_CHARS): string {
  // Look at a bounded prefix only: the rest is cut anyway.
  const head = text.length > max * 4 + 16 ? text.slice(0, max * 4 + 16) : text;
  const flat = head.replace(/[\s\u2028\u2029]+/g, ' ').trim();
  if (flat.length <= max && head.length === text.length) return flat;
  return `${flat.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/**
 * A value's type and a short, cut rendering of it, e.g. `the number 1e+17`,
 * `the text "chicane-trak"`, `a list of 3 items`, `an object`, `nothing`.
 */
export function describeValue(value: unknown, max: number = QUOTE_CHARS): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
      return value.length === 0 ? 'empty text' : `the text ${JSON.stringify(oneLine(value, max))}`;
    case 'number':
      return Object.is(value, -0) ? 'the number -0' : `the number ${String(value)}`;
    case 'boolean':
      return String(value);
    case 'bigint':
      return `the big number ${oneLine(String(value), max)}`;
    case 'object':
      if (Array.isArray(value)) return value.length === 1 ? 'a list of 1 item' : `a list of ${value.length} items`;
      return 'an object';
    default:
      return `a ${typeof value}`;
  }
}
