import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/rules';
import { gameReplayFile, loadGameReplay, parseGameReplay, runGame, verifyGameReplay, type GameLog } from '../../../src/sim';

/** Every registered game on its first example: bots play it, the replay file (version 3) re-runs, and a tampered one fails where it was changed. */
describe.each(GAMES.map((g) => [g.title, g] as const))('replay files of %s', (_title, game) => {
  const example = game.examples[0]!;
  const { board, config } = example.load();
  const kinds = Object.keys(game.bots);
  const seats = Array.from({ length: example.seats }, (_, i) => ({ name: `Seat ${i + 1}`, kind: kinds[i % kinds.length]! }));
  const run = runGame(game, board, config, seats, 7, example.maxActions);
  const log: GameLog = { game, board, boardName: example.name, config, seats, seed: 7, moves: run.moves };
  const file = gameReplayFile(log);
  const text = JSON.stringify(file);

  it('plays to the end and records the result', () => {
    expect(run.over).toBe(true);
    expect(file.result).not.toBeNull();
    expect(file.final.moves).toBe(run.moves.length);
  });

  it('verifies after a JSON round trip', () => {
    const load = loadGameReplay(text);
    if (!load.ok) throw new Error(load.error);
    const v = verifyGameReplay(load);
    expect(v.ok).toBe(true);
    if (v.ok) expect(v.moves).toBe(run.moves.length);
  });

  it('fails at the first changed move', () => {
    const at = Math.floor(run.moves.length / 2);
    const bad = JSON.parse(text) as { moves: { seat: number; action: unknown }[] };
    const m = bad.moves[at]!;
    // Another seat when there is one, else another action (the move chain pins both).
    bad.moves[at] = seats.length > 1 ? { seat: (m.seat + 1) % seats.length, action: m.action } : { seat: m.seat, action: { ...(m.action as object), type: 'changed' } };
    const load = parseGameReplay(bad);
    if (!load.ok) throw new Error(load.error);
    const v = verifyGameReplay(load);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.index).toBe(at);
  });

  it('refuses a claimed result that the moves do not give', () => {
    const bad = JSON.parse(text) as { result: unknown };
    bad.result = { kind: 'team', won: true, score: 0, reason: 'made up' };
    const load = parseGameReplay(bad);
    if (!load.ok) throw new Error(load.error);
    expect(verifyGameReplay(load).ok).toBe(false);
  });

  it('refuses a changed set-up', () => {
    const bad = JSON.parse(text) as { seed: number };
    bad.seed += 1;
    const load = parseGameReplay(bad);
    if (!load.ok) throw new Error(load.error);
    const v = verifyGameReplay(load);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.reason).toMatch(/set-up/);
  });
});

describe('replay files of games that cannot be read', () => {
  it('names the playable games for an unknown one', () => {
    const load = parseGameReplay({ format: 'chicane-replay', version: 3, game: 'chess', board: { kind: 'lane-graph', name: 'x', data: {} }, config: {}, seed: 1, seats: [{ name: 'A', kind: 'human' }], moves: [], setup: '00000000', chain: [], checkpoints: [], final: { moves: 0, hash: '00000000' }, result: null });
    expect(load.ok).toBe(false);
    if (!load.ok) expect(load.error).toMatch(/unknown game 'chess'; known games: start-frei/);
  });
  it('is one line for text that is not JSON', () => {
    const load = loadGameReplay('{"format": ');
    expect(load.ok).toBe(false);
    if (!load.ok) expect(load.error).not.toContain('\n');
  });
});
