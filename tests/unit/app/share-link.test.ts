import { describe, expect, it } from 'vitest';
import { decodeShare, encodeShare, MAX_SHARE_CHARS } from '../../../src/app/share-link';

describe('share links', () => {
  it('round-trips a document', async () => {
    const doc = { version: 1, pieces: Array.from({ length: 40 }, (_, i) => ({ id: `p${i}`, kind: 'curve' })) };
    const enc = await encodeShare(doc);
    if (!enc.ok) throw new Error(enc.message);
    expect(enc.text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(await decodeShare(enc.text)).toEqual({ ok: true, value: doc });
  });

  it('refuses a damaged link with a message', async () => {
    const r = await decodeShare('not*base64');
    expect(r.ok).toBe(false);
    const r2 = await decodeShare('AAAA');
    expect(r2.ok).toBe(false);
  });

  it('refuses a document too large for a link', async () => {
    // Incompressible content: pseudo-random strings from a fixed LCG.
    let x = 1;
    const noise = Array.from({ length: 9000 }, () => ((x = (x * 1103515245 + 12345) % 2 ** 31), x.toString(36))).join('');
    const r = await encodeShare({ noise });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toContain(String(MAX_SHARE_CHARS));
  });
});
