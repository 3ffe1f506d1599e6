import { describe, expect, it } from 'vitest';
import { inProgressItems } from '../../../src/app/library/in-progress';
import { loadPreset } from '../../../src/track/presets';

const oval = (() => {
  const r = loadPreset('the-oval');
  if (!r.ok) throw new Error(r.error);
  return r.layout;
})();

describe("the library's In progress entries", () => {
  it('lists the builder layout with its pieces and a picture, in words', () => {
    const [item, ...rest] = inProgressItems({ layout: oval, game: null, gameLive: false });
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ key: 'layout', name: oval.name, game: 'Start Frei', open: 'Open in Build' });
    expect(item!.summary).toContain(`${oval.pieces.length} pieces`);
    expect(item!.thumbnail).toMatch(/^M/);
  });

  it('leaves out an empty table', () => {
    const empty = { ...oval, pieces: [] };
    expect(inProgressItems({ layout: empty, game: null, gameLive: false })).toEqual([]);
  });

  it('offers to resume an unfinished game, saying how far it got and when', () => {
    const game = { game: 'formula-1', names: ['Ada', 'Ben', 'Cy'], moves: 12, savedAt: '2026-12-01T11:00:00.000Z', layout: null };
    const items = inProgressItems({ layout: null, game, gameLive: false });
    expect(items.map((i) => i.key)).toEqual(['game']);
    expect(items[0]).toMatchObject({ name: 'Unfinished game of Formuła 1', open: 'Resume the game' });
    expect(items[0]!.when).toMatch(/^saved /);
    expect(items[0]!.summary).toBe('Ada, Ben and Cy: 12 moves made. It resumes where it stopped.');
  });

  it('a game being played is one to go back to', () => {
    const items = inProgressItems({ layout: null, game: { game: 'bahn-frei', names: ['Ada'], moves: 1, savedAt: '', layout: null }, gameLive: true });
    expect(items.map((i) => i.open)).toEqual(['Go back to the game']);
  });
});
