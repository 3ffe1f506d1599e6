/**
 * Issue 33's reproducers: files whose config or seats set-up would refuse
 * are refused when read, in one line naming the field, the value and the
 * allowed range — never an error from inside set-up.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { gameById } from '../../src/rules';
import { gameReplayFile, parseGameReplay, type GameReplayFile } from '../../src/sim';
import { parseReplay } from '../../src/rules/start-frei/files';

/** A version 3 replay of the game's example table `e` (no moves), as a file holds it. */
function replayOf(id: string, e = 0): GameReplayFile {
  const game = gameById(id);
  const example = game.examples[e]!;
  const { board, config } = example.load();
  const seats = Array.from({ length: example.seats }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'human' }));
  return gameReplayFile({ game, board, boardName: example.name, config, seats, seed: 1, moves: [] });
}

function refusal(file: unknown): string {
  const r = parseGameReplay(JSON.parse(JSON.stringify(file)));
  if (r.ok) expect.fail('the file was read');
  expect(r.error).not.toMatch(/\n/);
  return r.error;
}

const sixSeats = (f: GameReplayFile) => Array.from({ length: 6 }, (_, i) => ({ ...f.seats[0]!, name: `Seat ${i + 1}` }));

describe('a config or seat that set-up would refuse is refused when the file is read', () => {
  it('Start Frei: A-cards out of the box (version 3)', () => {
    const f = replayOf('start-frei');
    expect(refusal({ ...f, config: { aCards: 1000 } })).toBe('config.aCards: 1000 is not a number of A-cards a track prints: 8, 10, 12 or 14');
    expect(refusal({ ...f, config: { laid: -1 } })).toBe('config.laid: -1 is not a whole number from 0 to 2000');
    expect(refusal({ ...f, config: { aCards: 8, extra: 1 } })).toMatch(/^config: .*extra/);
  });

  it('Start Frei: A-cards out of the box (version 2, the demo replay)', () => {
    const demo = JSON.parse(readFileSync('public/replays/the-oval-seed-1.json', 'utf8')) as Record<string, unknown>;
    const r = parseReplay({ ...demo, aCards: 1000 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/aCards: 1000 is not a whole number from 0 to 14/);
  });

  it('Start Frei: a seat that drives 3 cars', () => {
    const f = replayOf('start-frei');
    expect(refusal({ ...f, seats: f.seats.map((s, i) => (i === 1 ? { ...s, tokens: 3 } : s)) })).toBe('seats.1.tokens: 3 cars, but a Start Frei seat at a table of 4 drives 1 car');
  });

  it('Formuła 1: a grid listing 2 slots for 6 cars, a seat with 3 cars, a slot off the grid, too many laps', () => {
    const f = replayOf('formula-1');
    expect(refusal({ ...f, seats: sixSeats(f), config: { grid: [1, 2] } })).toBe('config.grid: lists 2 slots for 6 cars (one slot per car)');
    expect(refusal({ ...f, seats: f.seats.map((s, i) => (i === 0 ? { ...s, tokens: 3 } : s)) })).toBe('seats.0.tokens: 3 cars, but a Formuła 1 seat at a table of 2 drives 1 or 2 cars');
    expect(refusal({ ...f, config: { grid: [1, 2, 3, 9] } })).toBe('config.grid.3: 9 is not a whole number from 1 to 6');
    expect(refusal({ ...f, config: { grid: [1, 2, 2, 3] } })).toBe('config.grid: grid slots must be distinct whole numbers from 1 to 6, not 1, 2, 2, 3');
    expect(refusal({ ...f, config: { laps: 11 } })).toBe('config.laps: 11 is not a whole number from 1 to 10');
    expect(refusal({ ...f, config: { roundLimit: 1e9 } })).toBe('config.roundLimit: 1000000000 is not a whole number from 1 to 10000');
    expect(refusal({ ...f, seats: [...sixSeats(f), f.seats[0]] })).toMatch(/^seats/);
  });

  it('the tables set-up accepts are read', () => {
    for (const id of ['start-frei', 'formula-1']) expect(parseGameReplay(JSON.parse(JSON.stringify(replayOf(id)))).ok).toBe(true);
    const f = replayOf('formula-1');
    expect(parseGameReplay({ ...f, seats: sixSeats(f), config: { grid: [6, 5, 4, 3, 2, 1] } }).ok).toBe(true);
  });
});
