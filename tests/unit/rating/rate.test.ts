import { describe, expect, it } from 'vitest';
import { mergeSamples, rateChunk, rateLayout, ratingSchema, RatingError, summarise } from '../../../src/rating';
import { type Layout } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import { boxStock, randomLoop, reshapeLoop, seededRandom } from '../../../src/track/random-track';

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

  it('races a chunk on the layout it names, whatever was raced before (a worker keeps the tables of recent layouts)', () => {
    const sprint = preset('formula-1-sprint-ring');
    const rnd = seededRandom(4);
    let circuit: Layout | undefined;
    while (!circuit) circuit = randomLoop('formula-1', boxStock('formula-1'), rnd, 'a loop');
    // Its mirror image: the same cells and name, every corner the other side up.
    const flipped = reshapeLoop(circuit, boxStock('formula-1'), rnd, ['mirror'])!;
    expect(flipped.pieces.length).toBe(circuit.pieces.length);
    const fresh = (layout: unknown, players: number) => rateLayout({ game: 'formula-1', layout, players: [players], races: 2, seed: 5 }).tables[0];
    const chunk = (layout: unknown, players: number) => summarise(rateChunk({ game: 'formula-1', layout, players, seed: 5, from: 0, count: 2 }), { game: 'formula-1', seed: 5 }).tables[0];
    const order: [unknown, number][] = [[circuit, 3], [flipped, 3], [circuit, 2], [sprint, 3], [circuit, 3], [flipped, 3]];
    for (const [layout, players] of order) expect(chunk(layout, players)).toEqual(fresh(layout, players));
    expect(chunk(flipped, 3)).not.toEqual(chunk(circuit, 3));
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

describe.each([
  ['formula-1', 'formula-1-circuit', 3, ['off-track', 'tyres-lost']],
  ['motorsportspiel', 'motorsportspiel-ring', 6, ['driving-error', 'off-track']],
] as const)('%s', (game, name, players, kinds) => {
  it('reports its incidents on pieces of the layout, and the grid and finish as seats', { timeout: 120_000 }, () => {
    const layout = preset(name);
    const samples = rateChunk({ game, layout, players, seed: 2, from: 0, count: 4 });
    const ids = new Set(layout.pieces.map((p) => p.id));
    let seen = 0;
    for (const s of samples) {
      expect([...s.grid].sort()).toEqual(Array.from({ length: players }, (_, i) => i));
      expect([...s.finish].sort()).toEqual(Array.from({ length: players }, (_, i) => i));
      for (const key of Object.keys(s.incidents)) {
        const [kind, piece] = key.split('@') as [string, string];
        expect(kinds).toContain(kind);
        expect(ids.has(piece)).toBe(true);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
