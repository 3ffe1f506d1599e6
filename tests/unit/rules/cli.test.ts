import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli';

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
        if (p in files) return files[p]!;
        if (p in written) return written[p]!;
        return readFileSync(p, 'utf8');
      },
      writeFile: (p: string, t: string) => {
        written[p] = t;
      },
    },
  };
}

describe('simulate / replay / scenario', () => {
  it('simulate is byte-identical for the same arguments and differs for another seed', async () => {
    const c = capture();
    const args = ['simulate', '--track', 'the-oval', '--players', '3', '--bots', 'heuristic,random,heuristic'];
    expect(await runCli([...args, '--seed', '5', '--out', 'a.json'], c.io)).toBe(0);
    expect(await runCli([...args, '--seed', '5', '--out', 'b.json'], c.io)).toBe(0);
    expect(await runCli([...args, '--seed', '6', '--out', 'c.json'], c.io)).toBe(0);
    expect(c.written['a.json']).toBe(c.written['b.json']);
    expect(c.written['a.json']).not.toBe(c.written['c.json']);
    expect(await runCli(['replay', 'a.json', '--json'], c.io)).toBe(0);
    expect(JSON.parse(c.out.at(-1)!)).toMatchObject({ ok: true, over: true });
  });

  it('replay: 1 at a hash mismatch with its index, 2 for a malformed file', async () => {
    const c = capture();
    await runCli(['simulate', '--track', 'the-oval', '--players', '2', '--seed', '3', '--out', 'r.json'], c.io);
    const replay = JSON.parse(c.written['r.json']!);
    replay.checkpoints.at(-1).hash = '00000000';
    const bad = capture({ 'bad.json': JSON.stringify(replay), 'junk.json': '{"format":1}' });
    expect(await runCli(['replay', 'bad.json'], bad.io)).toBe(1);
    // Start Frei's bot races are version 3 files now: their moves are counted as moves.
    expect(bad.err[0]).toMatch(/^replay: move \d+: state hash/);
    expect(await runCli(['replay', 'junk.json'], bad.io)).toBe(2);
    expect(bad.err).toHaveLength(2);
  });

  it.each([
    ['the default: three pieces at the start, tiles as planned', [], 3, undefined],
    ['--whole-track', ['--whole-track'], 'all', undefined],
    ['--tiles drawn', ['--tiles', 'drawn'], 3, 'drawn'],
    ['--reverse', ['--reverse'], 3, undefined],
  ] as const)('simulate %s', async (_name, extra, laid, tiles) => {
    const c = capture();
    expect(await runCli(['simulate', '--track', 'the-oval', '--players', '2', '--seed', '4', ...extra, '--out', 'r.json'], c.io)).toBe(0);
    // A version 3 file: the race options in the game's config, the track as the board, the actions as moves.
    const replay = JSON.parse(c.written['r.json']!);
    expect(replay.version).toBe(3);
    expect(replay.config.laid).toBe(laid === 'all' ? replay.board.data.meta.plan.length : laid);
    expect(replay.config.tiles).toBe(tiles);
    expect(replay.board.name).toBe((extra as readonly string[]).includes('--reverse') ? 'The Oval (reversed)' : 'The Oval');
    expect(replay.moves.some((m: { action: { type: string } }) => m.action.type === 'choose')).toBe(true);
    expect(await runCli(['replay', 'r.json', '--json'], c.io)).toBe(0);
    expect(JSON.parse(c.out.at(-1)!)).toMatchObject({ ok: true, over: true });
  });

  it('usage errors exit 2 with one line', async () => {
    const c = capture();
    expect(await runCli(['simulate', '--track', 'the-oval', '--players', '7'], c.io)).toBe(2);
    expect(await runCli(['simulate', '--track', 'the-oval', '--bots', 'genius'], c.io)).toBe(2);
    expect(await runCli(['simulate', '--track', 'the-oval', '--tiles', 'shuffled'], c.io)).toBe(2);
    expect(c.err).toHaveLength(3);
    expect(c.err[2]).toBe("chicane simulate: --tiles must be planned or drawn, got 'shuffled'");
  });

  it('scenario prints the events of the demo scenario', async () => {
    const c = capture();
    expect(await runCli(['scenario', 'public/scenarios/overtaking-example-4.json', '--json'], c.io)).toBe(0);
    const result = JSON.parse(c.out[0]!);
    expect(result.events.some((e: { type: string; outcome?: string }) => e.type === 'OvertakeResolved' && e.outcome === 'made-it')).toBe(true);
  });
});
