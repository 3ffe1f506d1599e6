import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../../src/rules';
import { gameReplayFile, runGame, type GameLog } from '../../../src/sim';
import { runVerify, verifyReplayText } from '../../../src/app/verify/check';
import { isLarge, OFF_THREAD_BYTES, verifyStats, verifyText } from '../../../src/app/verify/off-thread';

const demo = readFileSync(new URL('../../../public/replays/the-oval-seed-1.json', import.meta.url), 'utf8');

/** The check a worker runs for a large replay: the same full check as opening it, as a message in, a verdict out. */
describe('checking replay files off the main thread', () => {
  it('accepts the demo replay and counts its moves', () => {
    const v = verifyReplayText(demo, 'demo.json');
    expect(v).toEqual({ ok: true, moves: (JSON.parse(demo) as { actions: unknown[] }).actions.length });
  });

  it('refuses a Start Frei replay with one action changed, in one line that names the file', () => {
    const json = JSON.parse(demo) as { actions: { type: string; die?: unknown }[] };
    const i = json.actions.findIndex((a) => a.type === 'shift');
    expect(i).toBeGreaterThanOrEqual(0);
    json.actions.splice(i, 1);
    const v = verifyReplayText(JSON.stringify(json), 'cut.json');
    expect(v.ok).toBe(false);
    if (!v.ok) {
      expect(v.message).toMatch(/^cut\.json: /);
      expect(v.message).not.toMatch(/\n/);
    }
  });

  it('refuses text that is not JSON, and never throws', () => {
    const v = verifyReplayText('{"version": 2, "actions": [', 'broken.json');
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.message).toMatch(/broken\.json: not JSON/);
    expect(runVerify({ id: 7, kind: 'replay', text: '[]', name: 'x' })).toMatchObject({ id: 7, ok: false });
  });

  it.each(GAMES.map((g) => [g.title, g] as const))('checks a replay of %s (version 3) and refuses it with a move changed', (_t, game) => {
    const example = game.examples[0]!;
    const { board, config } = example.load();
    const kinds = Object.keys(game.bots);
    const seats = Array.from({ length: example.seats }, (_, i) => ({ name: `Seat ${i + 1}`, kind: kinds[i % kinds.length]! }));
    const run = runGame(game, board, config, seats, 3, example.maxActions);
    const log: GameLog = { game, board, boardName: example.name, config, seats, seed: 3, moves: run.moves };
    const file = gameReplayFile(log);
    expect(verifyReplayText(JSON.stringify(file), 'ok.json')).toEqual({ ok: true, moves: run.moves.length });
    const moves = [...file.moves];
    moves.splice(Math.floor(moves.length / 2), 1);
    const v = verifyReplayText(JSON.stringify({ ...file, moves }), 'tampered.json');
    expect(v.ok).toBe(false);
  });

  it('checks inline where there are no workers (as here), with the same verdict', async () => {
    const before = verifyStats.inline;
    const padded = demo + ' '.repeat(OFF_THREAD_BYTES);
    expect(isLarge(padded)).toBe(true);
    expect(isLarge(demo)).toBe(false);
    await expect(verifyText('replay', padded, 'big.json')).resolves.toEqual(verifyReplayText(demo, 'big.json'));
    expect(verifyStats.inline).toBe(before + 1);
  });
});
