import { describe, expect, it } from 'vitest';
import { catalogs, resolveCatalog } from '../../../src/track';

const boxCount = (game: keyof typeof catalogs, kinds: string[]) =>
  catalogs[game].pieces.filter((p) => kinds.includes(p.kind)).reduce((n, p) => n + (p.count ?? 0), 0);

describe('catalogs', () => {
  it('start-frei holds what the box lists: 10 straights, 12 curves, 27 connecting pieces', () => {
    expect(boxCount('start-frei', ['straight', 'start'])).toBe(10);
    expect(boxCount('start-frei', ['curve'])).toBe(12);
    // The 22 tiles are all the track there is; the connecting pieces are the clips of the joins.
    expect(catalogs['start-frei'].pieces.reduce((n, p) => n + (p.count ?? 0), 0)).toBe(22);
    expect(catalogs['start-frei'].byId.has('sf-connector')).toBe(false);
    expect(catalogs['start-frei'].joints).toEqual({ label: 'Connecting piece', count: 27 });
    expect(catalogs['formula-1'].joints).toBeUndefined();
    // 12 curves of the box make one full circle.
    const curve = catalogs['start-frei'].byId.get('sf-curve')!;
    expect(curve.sides.A.angle * 12).toBeCloseTo(2 * Math.PI, 12);
    expect(curve.sides.B!.angle).toBeCloseTo(-curve.sides.A.angle, 12);
  });

  it('start-frei tiles as the issue lists them: 1 start, 3 switch, 3 chicane, 3 plain straights, 8 curves, 4 chicane curves', () => {
    const counts = Object.fromEntries(catalogs['start-frei'].pieces.map((p) => [p.id, p.count]));
    expect(counts).toEqual({ 'sf-start': 1, 'sf-switch': 3, 'sf-chicane': 3, 'sf-straight': 3, 'sf-curve': 8, 'sf-curve-chicane': 4 });
  });

  it('formula-1 holds 8 square and 8 triangular tiles of 3 lanes', () => {
    expect(boxCount('formula-1', ['square', 'start'])).toBe(8);
    expect(boxCount('formula-1', ['triangle'])).toBe(8);
    expect(catalogs['formula-1'].lanes).toBe(3);
  });

  it('keeps side-by-side spaces equal in start-frei (lane ties)', () => {
    for (const p of catalogs['start-frei'].pieces) {
      for (const side of [p.sides.A, p.sides.B]) if (side) expect(new Set(side.spaces).size, p.id).toBe(1);
    }
  });

  it('rejects a catalog whose feature lies off the piece', () => {
    const raw = { game: 'start-frei', laneWidth: 1, lanes: 2, diagonals: false, minLap: 1, gridSize: 4, pieces: [
      { id: 'x', kind: 'straight', label: 'x', count: 1, lanes: 2, shape: { length: 4 }, reversible: true,
        sides: { A: { label: 'x', spaces: [4, 4], features: [{ lane: 0, index: 9, chicane: 'normal' }] } } },
    ] };
    expect(() => resolveCatalog(raw)).toThrow(/off the piece/);
  });
});
