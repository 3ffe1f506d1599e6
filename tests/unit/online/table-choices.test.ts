/**
 * The tables a host can set an online table up on (issue 31, "preset or my layout from the library"): the layout in
 * Build first, then the game's layouts in the library, then its presets; a layout of another game, or one that does
 * not build, is not offered; each offered table loads a board the server's codec reads back.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tableChoices } from '../../../src/app/online/OnlineScreens';
import { gameById } from '../../../src/rules/registry';
import { parseTrackFile, type Layout } from '../../../src/track';
import { boardCodec } from '../../../src/sim/boards';
import type { LibraryEntry } from '../../../src/app/library';

const parsed = parseTrackFile(JSON.parse(readFileSync('public/tracks/the-oval.json', 'utf8')));
if (!parsed.ok) throw new Error(parsed.error);
const oval: Layout = parsed.layout;

const entry = (id: string, name: string, game: string, data: unknown, kind: LibraryEntry['kind'] = 'layout'): LibraryEntry => ({ id, kind, name, game, created: 1, updated: 1, summary: '', thumbnail: '', data });

describe('online tables', () => {
  const startFrei = gameById('start-frei');

  it('offers the layout in Build, then the library’s layouts of the game, then the presets', () => {
    const library = [
      entry('a', 'Kitchen loop', 'start-frei', { ...oval, name: 'Kitchen loop' }),
      entry('b', 'A Formuła 1 track', 'formula-1', oval),
      entry('c', 'A race', 'start-frei', oval, 'race'),
      entry('d', 'Broken', 'start-frei', { pieces: 'none' }),
      entry('e', 'Half a loop', 'start-frei', { ...oval, pieces: oval.pieces.slice(0, 3) }),
    ];
    const names = tableChoices(startFrei, { ...oval, name: 'My oval' }, null, library).map((t) => t.name);
    expect(names.slice(0, 2)).toEqual(['Your layout in Build, “My oval”', 'From your library, “Kitchen loop”']);
    expect(names.slice(2)).toEqual(startFrei.examples.map((e) => e.name));
  });

  it('leaves out a layout in Build of another game', () => {
    const f1 = gameById('formula-1');
    const names = tableChoices(f1, oval, null, []).map((t) => t.name);
    expect(names).toEqual(f1.examples.map((e) => e.name));
  });

  it('each table loads a board the server reads back as this game’s', () => {
    const tables = tableChoices(startFrei, oval, null, [entry('a', 'Kitchen loop', 'start-frei', oval)]);
    const codec = boardCodec(startFrei.board)!;
    for (const t of tables) {
      const loaded = t.load();
      expect(loaded, t.name).not.toBeNull();
      const read = codec.read(codec.write(loaded!.board), 'start-frei');
      expect(read.ok, t.name).toBe(true);
      expect(startFrei.configSchema.safeParse(loaded!.config).success, t.name).toBe(true);
    }
  });
});
