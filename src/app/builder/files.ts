/**
 * Import and export of track files. Import goes through the same parser and
 * zod schema as the CLI; a bad file yields a message and changes nothing.
 */
import { parseTrackText, type Layout, type ParseResult } from '../../track';

export const MAX_IMPORT_BYTES = 2_000_000;

export function layoutToJson(layout: Layout): string {
  return `${JSON.stringify(layout, null, 1)}\n`;
}

export function fileNameFor(layout: Layout, ext: string): string {
  const slug = layout.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'track';
  return `${slug}.${ext}`;
}

/** Parses an imported file's text; the message names the file and the first bad field. */
export function importTrackText(text: string, source: string): ParseResult {
  if (text.length > MAX_IMPORT_BYTES) return { ok: false, error: `${source} is larger than 2 MB: not a track file` };
  const r = parseTrackText(text);
  return r.ok ? r : { ok: false, error: `${source} was not loaded: ${r.error}` };
}

/** Offers a blob as a download (browser only). */
export function download(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
