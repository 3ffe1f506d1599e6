import { describe, expect, it } from 'vitest';
import { ratingSchema, type Rating, type TableRating } from '../../../src/rating';
import { durationLine, durationSentence, fairnessSentence, heatOf, roundMinutes, troubleByPiece, kindExplanations } from '../../../src/ui/rating/rating-words';

const est = (value: number) => ({ value, low: value * 0.9, high: value * 1.1 });

function table(players: number, minutes: number, poleRate: number, poleFlag: boolean, incidents: TableRating['incidents']): TableRating {
  return {
    players, races: 100, unfinished: 0, minutes: est(minutes), actions: est(200), decisions: est(80), leadChanges: est(2), overtakes: est(5), troublePerPlayer: est(1),
    fairness: { grid: Array.from({ length: players }, (_, i) => ({ position: i + 1, wins: 0, rate: est(i === 0 ? poleRate : 0.1) })), poleFlag },
    incidents,
  };
}

const rating: Rating = ratingSchema.parse({
  version: 1, game: 'start-frei', seed: 1, races: 100,
  tables: [
    table(2, 38.2, 0.52, false, [{ piece: 'p7', kind: 'chicane-penalty', perRace: est(2) }, { piece: 'p3', kind: 'braking', perRace: est(0.5) }]),
    table(4, 61, 0.6, true, [{ piece: 'p7', kind: 'chicane-penalty', perRace: est(4) }, { piece: 'p3', kind: 'braking', perRace: est(1.5) }, { piece: 'p9', kind: 'braking', perRace: est(0) }]),
  ],
});

describe('a rating in words', () => {
  it.each([
    [38.2, 40], [61, 60], [12.4, 12], [0.2, 1], [22.4, 20],
  ])('%f minutes are said as about %i', (m, said) => expect(roundMinutes(m)).toBe(said));

  it('says the duration per player count', () => {
    expect(durationLine(rating.tables[0]!)).toBe('about 40 minutes for 2 players');
    expect(durationSentence(rating)).toBe('A race takes about 40 minutes for 2 players and about 60 minutes for 4 players.');
  });

  it('flags an unfair grid in plain words', () => {
    expect(fairnessSentence(rating.tables[0]!)).toEqual({ flagged: false, text: 'Fair with 2 players: the car starting first (on pole) wins 52 % of races, close to an even share of 50 %.' });
    const f = fairnessSentence(rating.tables[1]!);
    expect(f.flagged).toBe(true);
    expect(f.text).toBe('Not fair with 4 players: the car starting first (on pole) wins 60 % of races, where an even share is 25 % — starting in front is a clear advantage.');
  });

  it('ranks the trouble spots and scales the heat map to the worst piece', () => {
    const spots = troubleByPiece(rating);
    expect(spots.map((s) => s.piece)).toEqual(['p7', 'p3']);
    expect(spots[0]!.perRace).toBeCloseTo(3);
    expect(spots[1]!.perRace).toBeCloseTo(1);
    expect(heatOf(rating)).toEqual({ p7: 1, p3: expect.closeTo(1 / 3, 5) });
  });

  it('explains each incident kind with the game’s own sentence', () => {
    const kinds = kindExplanations('start-frei');
    expect(kinds.find((k) => k.kind === 'chicane-penalty')).toMatchObject({ name: 'chicane penalties', text: expect.stringContaining('chicane') });
  });
});
