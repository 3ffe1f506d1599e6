/**
 * Issue 33: the library import checks what it takes — an entry's game is a
 * game Chicane plays and its data's game; two entries with one id are both
 * kept; nothing in the library is lost or overwritten; 10,000 entries import
 * (the time is printed, not asserted: the import is linear, one pass with maps).
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { LIBRARY_FORMAT, LIBRARY_VERSION, parseLibraryText, useLibrary, type LibraryEntry } from '../../../src/app/library';
import { type Layout } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';

function preset(name: string): Layout {
  const r = loadPreset(name);
  if (!r.ok) throw new Error(r.error);
  return r.layout;
}

const fileOf = (entries: readonly unknown[]) => JSON.stringify({ format: LIBRARY_FORMAT, version: LIBRARY_VERSION, entries });
const lib = () => useLibrary.getState();

function layoutEntry(id: string, name: string, layout = preset('triangle')): LibraryEntry {
  return { id, kind: 'layout', name, game: layout.game, created: 1, updated: 2, summary: `${layout.pieces.length} pieces`, thumbnail: '', data: layout };
}

describe('the library import checks what it takes', () => {
  beforeEach(async () => {
    await lib().refresh();
    for (const e of lib().entries) await lib().remove(e.id);
    useLibrary.setState({ removed: null, status: null });
  });

  it.each(['formula-2', 'START-FREI', 'constructor', '__proto__', 'toString'])('refuses an entry of the game %j, naming the entry', (game) => {
    const good = layoutEntry('a', 'Good');
    const r = parseLibraryText(fileOf([good, { ...layoutEntry('b', 'Odd one'), game }]));
    if (!r.ok) throw new Error(r.error);
    expect(r.entries.map((e) => e.name)).toEqual(['Good']);
    expect(r.skipped).toHaveLength(1);
    expect(r.skipped[0]).toMatch(/^“Odd one” is of a game Chicane does not know, ".*" \(games: start-frei, .*\) \(entry 2\)$/);
  });

  it('refuses an entry whose data is another game than it says', () => {
    const f1 = preset('formula-1-circuit');
    const r = parseLibraryText(fileOf([{ ...layoutEntry('a', 'Monza', f1), game: 'start-frei' }]));
    if (!r.ok) throw new Error(r.error);
    expect(r.entries).toEqual([]);
    expect(r.skipped[0]).toBe('“Monza” is marked as Start Frei, but its data is of Formuła 1 (entry 1)');
  });

  it('keeps both of two entries with the same id, the second under a new id, and says so', () => {
    const r = parseLibraryText(fileOf([layoutEntry('same', 'First'), layoutEntry('same', 'Second'), layoutEntry('other', 'Third')]));
    if (!r.ok) throw new Error(r.error);
    expect(r.entries.map((e) => e.name)).toEqual(['First', 'Second', 'Third']);
    expect(r.entries[0]!.id).toBe('same');
    expect(new Set(r.entries.map((e) => e.id)).size).toBe(3);
    expect(r.renamed).toEqual(['“Second” (entry 2) has the id of entry 1']);
  });

  it('overwrites nothing in the library: the same entry again is skipped, another one under a taken id comes in beside it', async () => {
    expect(await lib().saveLayout(preset('triangle'))).toBe(true);
    const mine = lib().entries[0]!;
    const text = fileOf([mine, { ...mine, name: 'Not mine', updated: mine.updated + 1000 }, layoutEntry(mine.id, 'Also not mine')]);
    await lib().importText(text, 'other.json');
    const names = lib().entries.map((e) => e.name).sort();
    expect(names).toEqual(['Also not mine', 'Not mine', mine.name].sort());
    expect(lib().entries.find((e) => e.id === mine.id)).toEqual(mine);
    expect(lib().status?.text).toMatch(/^Imported 2 entries from “other.json” \(1 already here\); 2 sharing an id with another entry kept under a new id: “Not mine” \(entry 2\) has the id of entry 1\.$/);
  });

  it('imports 10,000 entries, all kept', async () => {
    const layout = preset('triangle');
    const entries = Array.from({ length: 10_000 }, (_, i) => layoutEntry(`e${i % 9_000}`, `Layout ${i + 1}`, layout));
    const text = fileOf(entries);
    const t0 = performance.now();
    const parsed = parseLibraryText(text);
    const t1 = performance.now();
    await lib().importText(text, 'big.json');
    const t2 = performance.now();
    if (!parsed.ok) throw new Error(parsed.error);
    expect(parsed.entries).toHaveLength(10_000);
    expect(parsed.renamed).toHaveLength(1_000);
    expect(lib().entries).toHaveLength(10_000);
    expect(new Set(lib().entries.map((e) => e.id)).size).toBe(10_000);
    console.log(`library import of 10,000 entries (${(text.length / 1e6).toFixed(1)} MB): read and checked in ${(t1 - t0).toFixed(0)} ms, imported into the library in ${(t2 - t1).toFixed(0)} ms`);
  }, 300_000);
});
