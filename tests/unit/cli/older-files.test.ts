/** The CLI reads Start Frei's older replays and scenarios through the registry's migrations only. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli';

async function run(args: string[], files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { out: (l) => out.push(l), err: (l) => err.push(l), readFile: (p) => files[p] ?? readFileSync(p, 'utf8'), writeFile: (p, t) => void (files[p] = t) });
  return { code, out, err, files };
}

describe('older files on the command line', () => {
  it('replay --upgrade-to-3 writes the demo race as a version 3 file that verifies to the same result', async () => {
    const first = await run(['replay', 'public/replays/the-oval-seed-1.json', '--upgrade-to-3', 'v3.json']);
    expect(first.code).toBe(0);
    const v3 = JSON.parse(first.files['v3.json']!) as { version: number; game: string; result: unknown };
    expect(v3.version).toBe(3);
    expect(v3.game).toBe('start-frei');
    expect(v3.result).toEqual({ kind: 'ranking', order: [0, 3, 2, 1], reason: 'finish' });
    const again = await run(['replay', 'v3.json', '--json'], first.files);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.out.at(-1)!)).toMatchObject({ ok: true, version: 3, over: true });
  });

  it('a version 1 scenario with --legal lists the seats that may act, by name', async () => {
    const r = await run(['scenario', 'public/scenarios/overtaking-example-4.json', '--legal']);
    expect(r.code).toBe(0);
    expect(r.out.some((l) => l.startsWith('OvertakeResolved'))).toBe(true);
    expect(r.out.some((l) => /^legal for \S+ \(seat \d\): \d+ action/.test(l) || l.startsWith('legal: nobody'))).toBe(true);
  });

  it('simulate takes a Start Frei option for Start Frei only, and refuses a bad value in one line', async () => {
    const other = await run(['simulate', '--ruleset', 'formula-1', '--tiles', 'drawn']);
    expect(other.code).toBe(2);
    expect(other.err).toHaveLength(1);
    expect(other.err[0]).toMatch(/--tiles is a Start Frei option, not one of Formuła 1/);
    const bad = await run(['simulate', '--track', 'the-oval', '--tiles', 'shuffled']);
    expect(bad.code).toBe(2);
  });
});
