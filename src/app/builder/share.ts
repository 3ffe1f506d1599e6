/** Share links: the layout in the URL hash (`#track=…`), validated on open. */
import { parseTrackFile, type Layout, type ParseResult } from '../../track';
import { decodeShare, encodeShare } from '../share-link';

const PREFIX = '#track=';

export async function shareUrl(layout: Layout, base: string): Promise<{ ok: true; url: string } | { ok: false; message: string }> {
  const enc = await encodeShare(layout);
  if (!enc.ok) return enc;
  const url = new URL(base);
  url.hash = PREFIX.slice(1) + enc.text;
  return { ok: true, url: url.toString() };
}

export function hasSharedTrack(hash: string): boolean {
  return hash.startsWith(PREFIX);
}

export async function readSharedTrack(hash: string): Promise<ParseResult> {
  const dec = await decodeShare(hash.slice(PREFIX.length));
  if (!dec.ok) return { ok: false, error: `the shared link was not opened: ${dec.message}` };
  const r = parseTrackFile(dec.value);
  return r.ok ? r : { ok: false, error: `the shared link was not opened: ${r.error}` };
}
