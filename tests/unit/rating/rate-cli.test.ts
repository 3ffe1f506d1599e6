import { describe, expect, it } from 'vitest';
import { ratingSchema } from '../../../src/rating';
import { layoutSchema } from '../../../src/track';
import { cli } from './cli-helpers';

describe('rate', () => {
  it('rates a preset in words: minutes, scale, fairness, trouble spots by piece', async () => {
    const r = await cli(['rate', 'the-oval', '--races', '40', '--players', '2,3']);
    expect(r.code).toBe(0);
    expect(r.text).toMatch(/printed scale: race duration \d dots? .*difficulty \d squares?/);
    expect(r.text).toMatch(/2 players: about \d+ \(\d+–\d+\) minutes/);
    expect(r.text).toMatch(/3 players: about \d+/);
    expect(r.text).not.toMatch(/4 players/);
    expect(r.text).toMatch(/wins by grid position: pole \d+ %/);
    expect(r.text).toMatch(/trouble spots: piece \d+ \(/);
    expect(r.text).toMatch(/chicane penalty: a car came into a chicane too fast/);
  });

  it('prints the stored format with --json, the same for the same seed, and saves it with the layout', async () => {
    const a = await cli(['rate', 'the-oval', '--races', '30', '--players', '2', '--seed', '5', '--json', '--save', 'rated.json']);
    const b = await cli(['rate', 'the-oval', '--races', '30', '--players', '2', '--seed', '5', '--json']);
    expect(a.code).toBe(0);
    expect(a.text).toBe(b.text);
    const rating = ratingSchema.parse(JSON.parse(a.text));
    expect(rating.races).toBe(30);
    const saved = layoutSchema.parse(JSON.parse(a.written['rated.json']!));
    expect(saved.rating).toEqual(rating);
  });

  it('rates a Formuła 1 track with its player range', async () => {
    const r = await cli(['rate', 'formula-1-circuit', '--races', '3', '--players', '2-3', '--json']);
    expect(r.code).toBe(0);
    const rating = ratingSchema.parse(JSON.parse(r.text));
    expect(rating.tables.map((t) => t.players)).toEqual([2, 3]);
    expect(rating.scale).toBeUndefined();
  });

  it.each([
    [['rate', 'the-oval', '--races', 'many'], /--races: must be a whole number/],
    [['rate', 'the-oval', '--races', '0'], /--races: must be between 1 and 100000/],
    [['rate', 'the-oval', '--players', 'two'], /--players: give player counts like 2,3,4/],
    [['rate', 'the-oval', '--ruleset', 'chess'], /--ruleset: unknown game 'chess'/],
    [['rate', 'nope.json'], /cannot read 'nope.json'/],
    [['rate'], /give a track file or a preset name/],
  ])('refuses %j with one line (exit 2)', async (args, message) => {
    const r = await cli(args);
    expect(r.code).toBe(2);
    expect(r.err).toHaveLength(1);
    expect(r.err[0]).toMatch(message);
  });

  it('says why a layout cannot be rated (exit 1)', async () => {
    const r = await cli(['rate', 'the-oval', '--players', '5']);
    expect(r.code).toBe(1);
    expect(r.err.join('\n')).toMatch(/2 to 4 players, not 5/);
  });
});
