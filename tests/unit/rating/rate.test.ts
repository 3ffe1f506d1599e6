import { describe, expect, it } from 'vitest';
import { mergeSamples, rateChunk, rateLayout, ratingSchema, RatingError, summarise } from '../../../src/rating';
import { loadPreset } from '../../../src/track';

function preset(name: string) {
  const l = loadPreset(name);
  if (!l.ok) throw new Error(l.error);
  return l.layout;
}

const oval = preset('the-oval');

describe('rating', () => {
  it('gives the same rating for the same seed, and another for another seed', () => {
    const a = rateLayout({ game: 'start-frei', layout: oval, players: [2], races: 40, seed: 7 });
    const b = rateLayout({ game: 'start-frei', layout: oval, players: [2], races: 40, seed: 7 });
    const c = rateLayout({ game: 'start-frei', layout: oval, players: [2], races: 40, seed: 8 });
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
    expect(ratingSchema.parse(JSON.parse(JSON.stringify(a)))).toEqual(a);
  });

  it('gives the same races however the range is split, in any order', () => {
    const req = { game: 'start-frei', layout: oval, players: 3, seed: 11 };
    const whole = rateChunk({ ...req, from: 0, count: 12 });
    const parts = [rateChunk({ ...req, from: 7, count: 5 }), rateChunk({ ...req, from: 0, count: 4 }), rateChunk({ ...req, from: 4, count: 3 })];
    expect(mergeSamples(...parts)).toEqual(whole);
    expect(summarise(mergeSamples(...parts), { game: 'start-frei', seed: 11 })).toEqual(summarise(whole, { game: 'start-frei', seed: 11 }));
    // A sample is plain JSON (a worker posts it).
    expect(JSON.parse(JSON.stringify(whole))).toEqual(whole);
  });

  it('reports progress up to the total', () => {
    const seen: [number, number][] = [];
    rateLayout({ game: 'start-frei', layout: oval, players: [2, 3], races: 60, seed: 1, onProgress: (d, t) => seen.push([d, t]) });
    expect(seen.at(-1)).toEqual([120, 120]);
    expect(seen.every(([d], i) => i === 0 || d > seen[i - 1]![0])).toBe(true);
  });

  it('keys incidents by the layout piece they happened on', () => {
    const r = rateLayout({ game: 'start-frei', layout: oval, players: [2], races: 30, seed: 3 });
    const ids = new Set(oval.pieces.map((p) => p.id));
    const t = r.tables[0]!;
    expect(t.incidents.length).toBeGreaterThan(0);
    for (const i of t.incidents) {
      expect(ids.has(i.piece)).toBe(true);
      expect(i.perRace.low).toBeLessThanOrEqual(i.perRace.value);
      expect(i.perRace.high).toBeGreaterThanOrEqual(i.perRace.value);
    }
    // Chicane penalties happen only on pieces with a chicane printed on them.
    const chicanePieces = new Set(oval.pieces.filter((p) => p.type.includes('chicane')).map((p) => p.id));
    for (const i of t.incidents.filter((x) => x.kind === 'chicane-penalty')) expect(chicanePieces.has(i.piece)).toBe(true);
  });

  it('refuses what cannot be rated with a one-line reason', () => {
    expect(() => rateChunk({ game: 'start-frei', layout: oval, players: 9, seed: 1, from: 0, count: 1 })).toThrow(/2 to 4 players/);
    expect(() => rateChunk({ game: 'formula-1', layout: oval, players: 2, seed: 1, from: 0, count: 1 })).toThrow(RatingError);
    expect(() => rateChunk({ game: 'start-frei', layout: { nope: 1 }, players: 2, seed: 1, from: 0, count: 1 })).toThrow(/does not load/);
    expect(() => rateChunk({ game: 'start-frei', layout: oval, players: 2, seed: 1.5, from: 0, count: 1 } as never)).toThrow(/seed/);
  });
});
