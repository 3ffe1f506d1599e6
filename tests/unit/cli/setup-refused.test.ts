/**
 * Files that the schema accepts and the game's set-up then refuses are the file's problem: one line naming the field,
 * the value and what is allowed, exit 2, never "internal error" (issue 29). The bounds on a seat's tokens come from
 * the game itself (`seats.tokenRange`).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runCli } from '../../../src/cli';
import { gameById } from '../../../src/rules';
import { gameReplayFile, runGame, scenarioOf, boardCodec, type GameLog } from '../../../src/sim';
import type { GameId, SeatSetup } from '../../../src/rules/core';

function capture(files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      out: (l: string) => out.push(l),
      err: (l: string) => err.push(l),
      readFile: (p: string) => {
        const t = files[p];
        if (t === undefined) throw new Error('no such file');
        return t;
      },
      writeFile: () => {},
    },
  };
}

/** A finished bot game of `id` on its first example table, as a log (seats as given, or the example's). */
function played(id: GameId, seatCount?: number): GameLog {
  const game = gameById(id);
  const example = game.examples[0]!;
  const { board, config } = example.load();
  const kind = Object.keys(game.bots)[0]!;
  const seats: SeatSetup[] = Array.from({ length: seatCount ?? example.seats }, (_, i) => ({ name: `Seat ${i + 1}`, kind }));
  const run = runGame(game, board, config, seats, 5, example.maxActions);
  return { game, board, boardName: example.name, config, seats, seed: 5, moves: run.moves };
}

/** The replay file of `log` with the seats' fields changed after it was written (what a hand edit does). */
function edited(log: GameLog, seats: (s: Record<string, unknown>[]) => void): string {
  const file = JSON.parse(JSON.stringify(gameReplayFile(log))) as { seats: Record<string, unknown>[] };
  seats(file.seats);
  return JSON.stringify(file);
}

async function refusal(args: string[], files: Record<string, string>): Promise<string> {
  const c = capture(files);
  expect(await runCli(args, c.io)).toBe(2);
  expect(c.err).toHaveLength(1);
  expect(c.err[0]).not.toMatch(/internal error/);
  expect(c.err[0]).not.toContain('\n');
  return c.err[0]!;
}

describe('a file the set-up refuses is a file error', () => {
  it('Start Frei replay (version 2) with 1000 A-cards: names aCards, the value and the range', async () => {
    const demo = JSON.parse(readFileSync('public/replays/the-oval-seed-1.json', 'utf8')) as { aCards: number };
    demo.aCards = 1000;
    const line = await refusal(['replay', 'r.json'], { 'r.json': JSON.stringify(demo) });
    expect(line).toMatch(/aCards: 1000 is not a whole number from 0 to 14/);
  });

  it('a version 3 Start Frei replay whose seat drives 3 cars', async () => {
    const line = await refusal(['replay', 'r.json'], { 'r.json': edited(played('start-frei'), (s) => (s[0]!.tokens = 3)) });
    expect(line).toContain('seats.0.tokens: 3 cars, but a Start Frei seat at a table of');
    expect(line).toMatch(/drives 1 car$/);
  });

  it('a version 3 Formuła 1 replay whose seat drives 3 cars', async () => {
    const line = await refusal(['replay', 'r.json'], { 'r.json': edited(played('formula-1'), (s) => (s[1]!.tokens = 3)) });
    expect(line).toMatch(/seats\.1\.tokens: 3 cars, but a Formuła 1 seat at a table of \d drives 1 or 2 cars/);
  });

  it('a Bahn Frei solo seat with 12 trains', async () => {
    const line = await refusal(['replay', 'r.json'], { 'r.json': edited(played('bahn-frei', 1), (s) => (s[0]!.tokens = 12)) });
    expect(line).toContain('seats.0.tokens: 12 trains, but a Bahn Frei seat at a table of 1 drives 2 to 4 trains');
  });

  it('a Formuła 1 grid too small for the cars the seats drive: the set-up says what does not fit', async () => {
    // 4 seats of 2 cars each are 8 cars; the circuit's grid has 6 slots. Every seat's count is in range on its own.
    const line = await refusal(['replay', 'r.json'], { 'r.json': edited(played('formula-1', 4), (s) => s.forEach((seat) => (seat.tokens = 2))) });
    expect(line).toMatch(/seats: 8 cars do not fit on a grid of 6 slots/);
  });

  it('a Das Motorsportspiel team larger than the field', async () => {
    const line = await refusal(['replay', 'r.json'], { 'r.json': edited(played('motorsportspiel', 2), (s) => (s[0]!.tokens = 12)) });
    expect(line).toContain('seats.0.tokens: 12 cars, but a Das Motorsportspiel seat at a table of 2 drives 1 to 11 cars');
  });

  it('a version 2 scenario with the same seat problem', async () => {
    const log = played('formula-1');
    const file = scenarioOf(log, { board: boardCodec('lane-graph')!.write(log.board) }, 3);
    const broken = { ...file, seats: file.seats.map((s, i) => (i === 0 ? { ...s, tokens: 5 } : s)) };
    const line = await refusal(['scenario', 's.json'], { 's.json': JSON.stringify(broken) });
    expect(line).toMatch(/seats\.0\.tokens: 5 cars, but a Formuła 1 seat at a table of \d drives 1 or 2 cars/);
  });
});
