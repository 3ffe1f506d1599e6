/** The library over a real IndexedDB implementation (fake-indexeddb): save, search, rename, duplicate, delete with undo, export and import. */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { filterEntries, LIBRARY_FORMAT, LIBRARY_VERSION, parseLibraryText, thumbnailOf, useLibrary } from '../../../src/app/library';
import { type Layout } from '../../../src/track';
import { loadPreset, presetNames } from '../../../src/track/presets';

function preset(name: string): Layout {
  const r = loadPreset(name);
  if (!r.ok) throw new Error(r.error);
  return r.layout;
}

describe('library', () => {
  beforeEach(async () => {
    const lib = useLibrary.getState();
    await lib.refresh();
    for (const e of useLibrary.getState().entries) await useLibrary.getState().remove(e.id);
    useLibrary.setState({ removed: null, status: null, query: '', kind: 'all' });
  });

  it('keeps a layout with its name, game, thumbnail and dates; saving again updates the same entry', async () => {
    const oval = preset('the-oval');
    expect(await useLibrary.getState().saveLayout(oval)).toBe(true);
    let entries = useLibrary.getState().entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'layout', name: 'The Oval', game: 'start-frei' });
    expect(entries[0]!.thumbnail).toMatch(/^M[\d. L]+Z/);
    await useLibrary.getState().saveLayout({ ...oval, name: 'The Oval, edited' });
    entries = useLibrary.getState().entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]!.name).toBe('The Oval, edited');
  });

  it('renames, duplicates, searches, and deletes with an undo', async () => {
    const lib = () => useLibrary.getState();
    await lib().saveLayout(preset('formula-1-circuit'));
    const id = lib().entries[0]!.id;
    await lib().rename(id, '  Monza  ');
    expect(lib().entries[0]!.name).toBe('Monza');
    await lib().duplicate(id);
    expect(lib().entries.map((e) => e.name).sort()).toEqual(['Monza', 'Monza (copy)']);
    expect(filterEntries(lib().entries, 'copy', 'all')).toHaveLength(1);
    expect(filterEntries(lib().entries, 'formuła', 'all')).toHaveLength(2);
    expect(filterEntries(lib().entries, '', 'race')).toHaveLength(0);
    await lib().remove(id);
    expect(lib().entries.map((e) => e.name)).toEqual(['Monza (copy)']);
    expect(lib().removed?.name).toBe('Monza');
    await lib().undoRemove();
    expect(lib().entries.map((e) => e.name).sort()).toEqual(['Monza', 'Monza (copy)']);
  });

  it('exports and imports the whole library as one file; bad entries are left out with a reason', async () => {
    await useLibrary.getState().saveLayout(preset('triangle'));
    const entries = useLibrary.getState().entries;
    const text = JSON.stringify({ format: LIBRARY_FORMAT, version: LIBRARY_VERSION, entries: [...entries, { ...entries[0], id: 'x', name: 'Broken', data: { format: 'chicane-track' } }, { nonsense: true }] });
    const parsed = parseLibraryText(text);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.entries.map((e) => e.name)).toEqual(['Triangle track']);
    expect(parsed.skipped).toHaveLength(2);
    expect(parsed.skipped[0]).toMatch(/“Broken” is not a track/);
    // Imported into an empty library, the entry comes back.
    await useLibrary.getState().remove(entries[0]!.id);
    await useLibrary.getState().importText(text, 'backup.json');
    expect(useLibrary.getState().entries.map((e) => e.name)).toEqual(['Triangle track']);
    expect(useLibrary.getState().status?.text).toMatch(/^Imported 1 entry from “backup.json”; 2 left out/);
  });

  it('refuses a file that is not a library, in one sentence, and changes nothing', async () => {
    await useLibrary.getState().saveLayout(preset('triangle'));
    await useLibrary.getState().importText('{"format":"chicane-track"}', 'track.json');
    expect(useLibrary.getState().status).toMatchObject({ error: true });
    expect(useLibrary.getState().status!.text).toMatch(/not a Chicane library file/);
    expect(useLibrary.getState().entries).toHaveLength(1);
    expect(parseLibraryText('not json').ok).toBe(false);
  });

  it('draws no thumbnail for a layout that does not build', () => {
    expect(thumbnailOf({ ...preset('triangle'), pieces: [] })).toBe('');
  });

  /** The corners of a thumbnail's lines, and the rectangle they span. */
  function drawn(name: string) {
    const points = [...thumbnailOf(preset(name)).matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    const xs = points.map(([x]) => x);
    const zs = points.map(([, z]) => z);
    return { points: points.length, x0: Math.min(...xs), x1: Math.max(...xs), z0: Math.min(...zs), z1: Math.max(...zs) };
  }

  it.each(presetNames)('%s: the thumbnail keeps inside its 100 × 60 box, 4 from each edge', (name) => {
    const d = drawn(name);
    expect(d.points).toBeGreaterThan(10);
    // Within the rounding to 0.1.
    expect(d.x0).toBeGreaterThanOrEqual(3.9);
    expect(d.x1).toBeLessThanOrEqual(96.1);
    expect(d.z0).toBeGreaterThanOrEqual(3.9);
    expect(d.z1).toBeLessThanOrEqual(56.1);
  });

  it.each(['the-oval', 'triangle'])('%s (no pit lane): the thumbnail is centred in its box and fills it the wider way', (name) => {
    const d = drawn(name);
    expect(Math.max(d.x1 - d.x0 - 92, d.z1 - d.z0 - 52)).toBeGreaterThan(-0.3);
    expect(Math.abs(d.x0 + d.x1 - 100)).toBeLessThan(0.3);
    expect(Math.abs(d.z0 + d.z1 - 60)).toBeLessThan(0.3);
  });
});
