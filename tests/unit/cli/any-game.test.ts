/**
 * The race commands through the `Game` interface: --ruleset, replay files of
 * version 3 and scenario files of version 2 (any game), --legal and --json.
 * They run on every registered game (its first example table).
 */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runCli } from '../../../src/cli';
import { GAMES } from '../../../src/rules';
import { boardCodec, gameReplayFile, runGame, runGameScenario, scenarioOf, type GameLog } from '../../../src/sim';

function capture(files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const written: Record<string, string> = {};
  return {
    out,
    err,
    written,
    io: {
      out: (l: string) => out.push(l),
      err: (l: string) => err.push(l),
      readFile: (p: string) => {
        const t = files[p] ?? written[p] ?? (p.startsWith('public/') ? readFileSync(p, 'utf8') : undefined);
        if (t === undefined) throw new Error('no such file');
        return t;
      },
      writeFile: (p: string, t: string) => {
        written[p] = t;
      },
    },
  };
}

describe.each(GAMES.map((g) => [g.title, g] as const))('%s through the CLI', (_title, game) => {
  const example = game.examples[0]!;
  const { board, config } = example.load();
  const kinds = Object.keys(game.bots);
  const seats = Array.from({ length: example.seats }, (_, i) => ({ name: `Seat ${i + 1}`, kind: kinds[0]! }));
  const run = runGame(game, board, config, seats, 3, example.maxActions);
  const log: GameLog = { game, board, boardName: example.name, config, seats, seed: 3, moves: run.moves };
  const replay = JSON.stringify(gameReplayFile(log));

  it('verifies a version 3 replay and prints the result', async () => {
    const c = capture({ 'r.json': replay });
    expect(await runCli(['replay', 'r.json'], c.io)).toBe(0);
    expect(c.out[0]).toContain(`${game.title}, ${run.moves.length} moves verified`);
    expect(c.out.join('\n')).toMatch(/1\. Seat \d|the table (won|lost)/);
  });

  it('refuses a replay of another game than --ruleset names', async () => {
    const c = capture({ 'r.json': replay });
    expect(await runCli(['replay', 'r.json', '--ruleset', 'chess'], c.io)).toBe(2);
    expect(c.err[0]).toMatch(/unknown game 'chess'; known games: /);
  });

  it('opens a position half-way as a scenario and lists its legal actions', async () => {
    const half = Math.floor(run.moves.length / 2);
    const data = boardCodec(game.board)!.write(board);
    const scenario = JSON.stringify(scenarioOf(log, { board: data }, half));
    const c = capture({ 's.json': scenario });
    expect(await runCli(['scenario', 's.json', '--legal', '--json'], c.io)).toBe(0);
    const printed = JSON.parse(c.out[0]!) as { ok: boolean; legal: { seat: number; actions: unknown[] }[]; state: unknown; tokens: unknown[] };
    expect(printed.ok).toBe(true);
    // The position's actors and their actions are the game's own.
    let state = game.setup(board, config, seats, 3);
    for (const m of run.moves.slice(0, half)) {
      const r = game.apply(state, m.seat, m.action);
      if (!r.ok) throw new Error(r.message);
      state = r.state;
    }
    expect(printed.legal.map((l) => l.seat)).toEqual([...game.actors(state)]);
    expect(printed.legal[0]!.actions).toEqual(JSON.parse(JSON.stringify(game.legalActions(state, game.actors(state)[0]!))));
    expect(printed.state).toEqual(JSON.parse(JSON.stringify(game.hashable(state))));
  });

  it('says a scenario move that is not legal is illegal, with its index', async () => {
    const data = boardCodec(game.board)!.write(board);
    const file = scenarioOf(log, { board: data }, 2);
    const moves = [...file.moves, { seat: 0, action: { type: 'no-such-action' } }];
    const c = capture({ 's.json': JSON.stringify({ ...file, moves }) });
    expect(await runCli(['scenario', 's.json'], c.io)).toBe(1);
    expect(c.err[0]).toMatch(/^scenario: move 2: /);
  });
});

describe('--ruleset', () => {
  it('simulate refuses an unknown game, naming the playable ones', async () => {
    const c = capture();
    expect(await runCli(['simulate', '--ruleset', 'chess', '--track', 'the-oval'], c.io)).toBe(2);
    expect(c.err[0]).toBe(`chicane simulate: --ruleset: unknown game 'chess'; known games: ${GAMES.map((g) => g.id).join(', ')}`);
  });
  it('simulate --bots list names the bot kinds of the game', async () => {
    const c = capture();
    expect(await runCli(['simulate', '--track', 'the-oval', '--bots', 'list'], c.io)).toBe(0);
    expect(c.out).toEqual(['Start Frei bots: heuristic, random']);
  });
  it('validate refuses a track of another game', async () => {
    const c = capture();
    expect(await runCli(['validate', 'formula-1-circuit', '--ruleset', 'start-frei'], c.io)).toBe(2);
    expect(c.err[0]).toContain('a Formuła 1 track, not a Start Frei one');
  });
});

describe('scenario --legal on positions built from a file (issue 34)', () => {
  it.each([
    ['Das Motorsportspiel', 'tests/fixtures/motorsportspiel/positions/yellow-moves-last.json'],
    ['Bahn Frei', 'tests/fixtures/bahn-frei/positions/boarding-travel-time.json'],
  ])('%s: lists the legal actions of the position, the same as the game gives for the built state', async (_title, path) => {
    const text = readFileSync(path, 'utf8');
    const file = JSON.parse(text) as Record<string, unknown>;
    const c = capture({ 's.json': JSON.stringify({ ...file, moves: [] }) });
    expect(await runCli(['scenario', 's.json', '--legal', '--json'], c.io)).toBe(0);
    const printed = JSON.parse(c.out[0]!) as { ok: boolean; legal: { seat: number; actions: unknown[] }[] };
    expect(printed.ok).toBe(true);
    const built = runGameScenario({ ...file, moves: [] });
    if (!built.ok) throw new Error(built.error);
    const seat = built.game.actors(built.state)[0]!;
    expect(printed.legal[0]!.seat).toBe(seat);
    expect(printed.legal[0]!.actions.length).toBeGreaterThan(0);
    expect(printed.legal[0]!.actions).toEqual(JSON.parse(JSON.stringify(built.game.legalActions(built.state, seat))));
    const plain = capture({ 's.json': JSON.stringify({ ...file, moves: [] }) });
    expect(await runCli(['scenario', 's.json', '--legal'], plain.io)).toBe(0);
    expect(plain.out.some((l) => /^legal for .+ \(seat \d\): \d+ action/.test(l))).toBe(true);
  });
});
