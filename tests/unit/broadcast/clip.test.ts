import { describe, expect, it } from 'vitest';
import { clipSecondsSchema, clipType, recordClip } from '../../../src/app/broadcast';

describe('clips', () => {
  it('picks the first WebM type the browser records', () => {
    expect(clipType(() => true)).toBe('video/webm;codecs=vp8');
    expect(clipType((t) => t !== 'video/webm;codecs=vp8')).toBe('video/webm;codecs=vp9');
    expect(clipType(() => false)).toBeNull();
  });

  it('accepts only the offered lengths', () => {
    expect(clipSecondsSchema.safeParse(5).success).toBe(true);
    expect(clipSecondsSchema.safeParse(4).success).toBe(false);
    expect(clipSecondsSchema.safeParse('5').success).toBe(false);
  });

  it('refuses a length not offered with one line, and says when the browser cannot record', async () => {
    const canvas = {} as HTMLCanvasElement;
    expect(await recordClip(canvas, 7)).toEqual({ ok: false, message: 'a clip lasts 3, 5 or 10 seconds' });
    const r = await recordClip(canvas, 3);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.message).toMatch(/cannot record/);
  });
});
