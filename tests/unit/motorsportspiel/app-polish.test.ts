import { describe, expect, it } from 'vitest';
import { buildLaneGraph } from '../../../src/track';
import { loadPreset } from '../../../src/track/presets';
import { trainingLap, trainingRound } from '../../../src/games/motorsportspiel/training';
import { raceName } from '../../../src/games/motorsportspiel/race-name';
import { verb, youSentence } from '../../../src/ui/words';
import { eventLine } from '../../../src/app/play/session';
import { motorsportspielClient } from '../../../src/games/motorsportspiel/client';
import { motorsportspielGame, type MssState } from '../../../src/rules/motorsportspiel';
import { pathPreviews } from '../../../src/games/motorsportspiel/table';
import { readFileSync } from 'node:fs';

const ring = () => {
  const l = loadPreset('motorsportspiel-ring');
  if (!l.ok) throw new Error(l.error);
  return buildLaneGraph(l.layout);
};

describe('the training round driven by the bots', () => {
  it('drives each car a finished solo lap: rolls counted, flags and the distance past the line, the same for the same seed', () => {
    const graph = ring();
    const round = trainingRound(graph, 4, 5);
    expect(round).toHaveLength(4);
    for (const lap of round) {
      expect(lap.finished).toBe(true);
      // A lap of the ring takes several rolls (at most 6 + 6 + 3 spaces a roll).
      expect(lap.rolls).toBeGreaterThan(3);
      expect(lap.rolls).toBeLessThan(60);
      expect(lap.past).toBeGreaterThan(0);
      expect(lap.past).toBeLessThanOrEqual(15);
    }
    expect(trainingRound(graph, 4, 5)).toEqual(round);
    // The seeds differ car by car: not every car drives the same lap.
    const all = trainingRound(graph, 8, 11);
    expect(new Set(all.map((l) => `${l.rolls}/${l.yellows}/${l.reds}/${l.past}`)).size).toBeGreaterThan(1);
  });

  it('stops a lap that takes too long at the roll limit, unfinished', () => {
    const lap = trainingLap(ring(), 3, 2);
    expect(lap.finished).toBe(false);
    expect(lap.rolls).toBe(2);
  });
});

describe('the race set up, in words', () => {
  it('says the cars, laps, grid and variants chosen', () => {
    expect(raceName({ laps: 1 }, 2)).toBe('2 cars, 1 lap, the grid in seat order, no variants');
    expect(raceName({ laps: 5, grid: 'random', timePenalties: true, moveSeconds: 20, bigError: true, fuelStops: 1 }, 12)).toBe(
      '12 cars, 5 laps, the grid by a random draw, with time penalties (20 s a move), 1 fuel and tyre stop and the BIG error',
    );
    expect(raceName({ training: [], finalLapAlternate: true, alternatePit: true }, 3)).toBe('3 cars, 3 laps, the grid by a training round, with the final-lap rule and the alternate pit rule');
  });
});

describe('log sentences for the seat named You', () => {
  it('puts "You" in the second person, with or without a car number, and leaves other names alone', () => {
    expect(youSentence('You rolls: red die 3 (1 below).')).toBe('You roll: red die 3 (1 below).');
    expect(youSentence('You places the dice: 3, then 5.')).toBe('You place the dice: 3, then 5.');
    expect(youSentence('You (#3) flies off into the gravel.')).toBe('You (#3) fly off into the gravel.');
    expect(youSentence('You goes from 0 to 40 km/h.')).toBe('You go from 0 to 40 km/h.');
    expect(youSentence('You has the black flag.')).toBe('You have the black flag.');
    expect(youSentence('You crosses the finish line.')).toBe('You cross the finish line.');
    expect(youSentence('Anna rolls: red die 2.')).toBe('Anna rolls: red die 2.');
    expect(youSentence('Youssef rolls.')).toBe('Youssef rolls.');
  });

  it('is what the shell logs for every game: the Motorsportspiel says "You roll", "Anna rolls"', () => {
    const state = motorsportspielGame.setup({ graph: ring() }, { laps: 1 }, [{ name: 'You', kind: 'human' }, { name: 'Anna', kind: 'human' }], 1);
    const faces = { red: { top: 3, bottom: 1 } };
    expect(eventLine(motorsportspielClient, state, { type: 'rolled', car: 0, white: 0, faces } as never, ['You', 'Anna'])).toBe('You roll: red die 3 (1 below).');
    expect(eventLine(motorsportspielClient, state, { type: 'rolled', car: 1, white: 0, faces } as never, ['You', 'Anna'])).toBe('Anna rolls: red die 3 (1 below).');
    expect(eventLine(motorsportspielClient, state, { type: 'off', car: 0 } as never, ['You', 'Anna'])).toBe('You fly off into the gravel and miss the next turn.');
  });

  it('is the same put through twice (a game that already says "You pass" stays right)', () => {
    for (const line of ['You passes (2nd)', 'You misses the turn.', 'You rolls: red die 3.', 'You is blocked.']) expect(youSentence(youSentence(line))).toBe(youSentence(line));
    expect(verb('You', 'pass')).toBe('pass');
  });
});

describe('the path preview on the table', () => {
  it('in the rulebook’s Example 2, before the 3 is driven: it cannot be driven, 6 points unusable, a severe error', () => {
    const lesson = JSON.parse(readFileSync('src/games/motorsportspiel/lessons/02-example-2.json', 'utf8'));
    const sc = lesson.scenario;
    let s = motorsportspielGame.setup({ graph: buildLaneGraph(sc.board.data), layout: sc.board.data } as never, sc.config, sc.seats, sc.seed) as MssState;
    const seen: ReturnType<typeof pathPreviews>[] = [];
    for (let i = 0; i < 59; i++) {
      const r = motorsportspielGame.apply(s, sc.moves[i].seat, sc.moves[i].action);
      if (!r.ok) throw new Error(`move ${i} refused`);
      s = r.state as MssState;
      seen.push(pathPreviews(s));
    }
    // Before the 2: paths into the curve, each driven in full.
    expect(seen[57]!.length).toBeGreaterThan(0);
    for (const p of seen[57]!) expect(p).toMatchObject({ unusable: 0, error: null, text: null });
    expect(seen[58]).toEqual([{ spaces: [], end: s.cars[1]!.space, unusable: 6, error: 'a severe error (red flag, off the track)', text: '6 points unusable: a severe error (red flag, off the track)' }]);
    // Outside the move phase nothing is previewed.
    expect(seen[56]).toEqual([]);
  });
});
