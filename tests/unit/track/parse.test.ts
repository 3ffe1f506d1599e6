import { describe, expect, it } from 'vitest';
import { migrate, parseTrackFile, parseTrackText, TRACK_VERSION } from '../../../src/track';
import { presetNames, presets } from '../../../src/track/presets';

describe('parseTrackFile', () => {
  it('accepts every preset file and names its game', () => {
    for (const name of presetNames) {
      const r = parseTrackFile(presets[name]);
      expect(r.ok, name).toBe(true);
      if (r.ok) expect(['start-frei', 'formula-1', 'motorsportspiel']).toContain(r.layout.game);
    }
  });

  it.each([
    [{ ...(presets['the-oval'] as object), pieces: [{ id: 'p1', type: 'sf-start', side: 'C', x: 0, z: 0, rotation: 0 }] }, /^pieces\[0\]\.side: /],
    [{ ...(presets['the-oval'] as object), game: 'monopoly' }, /^game: /],
    [{ ...(presets['the-oval'] as object), connections: [{ a: { piece: 'p1', port: 7 }, b: { piece: 'p2', port: 0 } }] }, /^connections\[0\]\.a\.port: /],
    [{ format: 'chicane-track', version: 9 }, /^version: 9 is newer/],
    [{ format: 'other' }, /^format: /],
    [[1, 2], /JSON object/],
  ])('rejects bad input with the path of the bad field (%#)', (doc, message) => {
    const r = parseTrackFile(doc);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it('reports malformed JSON without throwing', () => {
    const r = parseTrackText('{ not json');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^not JSON/);
  });

  it('migrates version 1 (implicit connections, radians) to the current version', () => {
    const v1 = {
      format: 'chicane-track',
      version: 1,
      game: 'start-frei',
      name: 'old',
      pieces: [
        { id: 'a', type: 'sf-start', side: 'A', x: 0, z: 0, heading: Math.PI / 2 },
        { id: 'b', type: 'sf-straight', side: 'A', x: 0, z: -4, heading: Math.PI / 2 },
      ],
    };
    const m = migrate(v1);
    expect(m.ok).toBe(true);
    const r = parseTrackFile(v1);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.layout.version).toBe(TRACK_VERSION);
    expect(r.migrated).toBeUndefined();
    expect(r.layout.pieces[0]!.rotation).toBeCloseTo(90, 9);
    expect(r.layout.connections).toEqual([
      { a: { piece: 'a', port: 1 }, b: { piece: 'b', port: 0 } },
      { a: { piece: 'b', port: 1 }, b: { piece: 'a', port: 0 } },
    ]);
  });
});
