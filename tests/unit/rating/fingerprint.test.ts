import { describe, expect, it } from 'vitest';
import { layoutFingerprint, ratedFor, ratingFits, ratingSchema } from '../../../src/rating';
import { layoutSchema, type Layout } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import { storedRating, withRating } from '../../../src/app/rating/stored';

function preset(name: string): Layout {
  const l = loadPreset(name);
  if (!l.ok) throw new Error(l.error);
  return l.layout;
}

const oval = preset('the-oval');
const first = oval.pieces[3]!;

const edits: readonly [string, (l: Layout) => Layout][] = [
  ['a piece moved', (l) => ({ ...l, pieces: l.pieces.map((p) => (p.id === first.id ? { ...p, x: p.x + 0.5 } : p)) })],
  ['a piece turned', (l) => ({ ...l, pieces: l.pieces.map((p) => (p.id === first.id ? { ...p, rotation: p.rotation + 0.1 } : p)) })],
  ['a piece flipped', (l) => ({ ...l, pieces: l.pieces.map((p) => (p.id === first.id ? { ...p, side: p.side === 'A' ? 'B' : 'A' } : p)) })],
  ['a piece of another type', (l) => ({ ...l, pieces: l.pieces.map((p) => (p.id === first.id ? { ...p, type: p.type === 'sf-straight' ? 'sf-chicane' : 'sf-straight' } : p)) })],
  ['a piece taken away', (l) => ({ ...l, pieces: l.pieces.filter((p) => p.id !== first.id) })],
  ['a join taken away', (l) => ({ ...l, connections: l.connections.slice(1) })],
  ['another game', (l) => ({ ...l, game: 'formula-1' })],
  ['fewer pieces laid at the start', (l) => ({ ...l, meta: { ...l.meta, laid: (l.meta.laid ?? l.pieces.length) - 1 } })],
];

describe('layout fingerprint', () => {
  it.each(edits)('changes with %s', (_, edit) => {
    expect(layoutFingerprint(edit(oval))).not.toBe(layoutFingerprint(oval));
  });

  it('does not change with a no-op: a rename, a new description, a round trip through a file', () => {
    expect(layoutFingerprint({ ...oval, name: 'Another name' })).toBe(layoutFingerprint(oval));
    expect(layoutFingerprint({ ...oval, meta: { ...oval.meta, description: 'said otherwise' } })).toBe(layoutFingerprint(oval));
    const trip = layoutSchema.parse(JSON.parse(JSON.stringify(oval)));
    expect(layoutFingerprint(trip)).toBe(layoutFingerprint(oval));
  });

  it('every preset has its own', () => {
    const names = ['the-oval', 'triangle', 'track-10', 'formula-1-circuit', 'formula-1-hairpins', 'motorsportspiel-ring'];
    expect(new Set(names.map((n) => layoutFingerprint(preset(n)))).size).toBe(names.length);
  });
});

const rating = ratingSchema.parse({
  version: 1,
  game: 'start-frei',
  seed: 1,
  races: 10,
  tables: [
    {
      players: 2,
      races: 10,
      unfinished: 0,
      minutes: { value: 20, low: 18, high: 22 },
      actions: { value: 100, low: 90, high: 110 },
      decisions: { value: 50, low: 45, high: 55 },
      leadChanges: { value: 1, low: 0, high: 2 },
      overtakes: { value: 2, low: 1, high: 3 },
      troublePerPlayer: { value: 1, low: 0.5, high: 1.5 },
      fairness: { grid: [], poleFlag: false },
      incidents: [],
    },
  ],
});

describe('a rating says which layout it is for', () => {
  it('carries the fingerprint through the file schema', () => {
    const r = ratedFor(rating, oval);
    expect(ratingSchema.parse(JSON.parse(JSON.stringify(r))).madeFor).toBe(layoutFingerprint(oval));
    expect(ratingFits(r, oval)).toBe(true);
    expect(ratingFits(r, edits[0]![1](oval))).toBe(false);
    expect(ratingFits(rating, oval)).toBeUndefined();
  });

  it('is stale in the builder once the layout changes, not before; a file read elsewhere knows it too', () => {
    const rated = withRating(oval, rating, oval);
    const file = layoutSchema.parse(JSON.parse(JSON.stringify(rated)));
    expect(storedRating(file)?.stale).toBe(false);
    const moved = edits[0]![1](file);
    expect(storedRating(moved)?.stale).toBe(true);
    expect(storedRating({ ...file, name: 'renamed' })?.stale).toBe(false);
  });
});
