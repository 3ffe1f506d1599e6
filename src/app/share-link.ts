/**
 * Share links: a document as deflated JSON in the URL hash (base64url), with a
 * size bound so a link stays usable. Decoding never trusts the link: the
 * caller parses the JSON through its schema.
 */

import { oneLine } from '../track/describe-value';
import { parseJsonText } from '../track/json-text';

/** Links longer than this are refused (most browsers and chat apps cope with 8 KB). */
export const MAX_SHARE_CHARS = 8000;

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const out = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('the link contains characters that are not base64url');
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4);
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export type Encoded = { ok: true; text: string } | { ok: false; message: string };

export async function encodeShare(value: unknown): Promise<Encoded> {
  const json = new TextEncoder().encode(JSON.stringify(value));
  const text = toBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
  if (text.length > MAX_SHARE_CHARS) {
    return { ok: false, message: `the layout is too large for a link (${text.length} characters, at most ${MAX_SHARE_CHARS}): export a file instead` };
  }
  return { ok: true, text };
}

export type Decoded = { ok: true; value: unknown } | { ok: false; message: string };

export async function decodeShare(text: string): Promise<Decoded> {
  if (text.length > MAX_SHARE_CHARS) return { ok: false, message: `the link is too long (${text.length} characters, at most ${MAX_SHARE_CHARS})` };
  try {
    const bytes = await pipe(fromBase64Url(text), new DecompressionStream('deflate-raw'));
    if (bytes.length > 2_000_000) return { ok: false, message: 'the link unpacks to more than 2 MB: refused' };
    const json = parseJsonText(new TextDecoder().decode(bytes), 'the link');
    return json.ok ? { ok: true, value: json.value } : { ok: false, message: `the link is damaged: ${json.error}` };
  } catch (error) {
    return { ok: false, message: oneLine(`the link is damaged: ${error instanceof Error ? error.message : 'it does not unpack'}`) };
  }
}
