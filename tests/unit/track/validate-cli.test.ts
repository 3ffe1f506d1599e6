import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli';
import { removePiece } from '../../../src/track';
import { preset } from './fixtures';

function capture(files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      out: (l: string) => out.push(l),
      err: (l: string) => err.push(l),
      readFile: (path: string) => {
        if (path in files) return files[path]!;
        if (path.startsWith('public/tracks/')) return readFileSync(path, 'utf8');
        throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      },
      writeFile: () => undefined,
    },
  };
}

describe('cli validate', () => {
  it('exits 0 for a valid file and prints the stats', async () => {
    const c = capture({ 'oval.json': JSON.stringify(preset('the-oval')) });
    expect(await runCli(['validate', 'oval.json'], c.io)).toBe(0);
    expect(c.out.join('\n')).toMatch(/The Oval: valid/);
    expect(c.out.join('\n')).toMatch(/lap 56 spaces/);
    expect(c.err).toEqual([]);
  });

  it('says what a migrated version 2 file lost, and counts the joins', async () => {
    const c = capture({ 'old.json': readFileSync('tests/unit/track/v2/track-12.json', 'utf8') });
    expect(await runCli(['validate', 'old.json'], c.io)).toBe(1);
    const text = c.out.join('\n');
    expect(text).toMatch(/migrated: Connecting pieces are the clips between the tiles now, not track: the 18 connecting pieces/);
    expect(text).toMatch(/migrated: The loop no longer closes/);
    expect(text).toMatch(/joins: 21 of 27 connecting pieces/);
    const j = capture({ 'old.json': readFileSync('tests/unit/track/v2/track-12.json', 'utf8') });
    await runCli(['validate', 'old.json', '--json'], j.io);
    expect((JSON.parse(j.out.join('\n')) as { migrated: string[] }).migrated).toHaveLength(2);
  });

  it('accepts a preset name', async () => {
    const c = capture();
    expect(await runCli(['validate', 'motorsportspiel-ring'], c.io)).toBe(0);
  });

  it('exits 1 for an invalid layout, listing codes and pieces; --json is machine-readable', async () => {
    const broken = JSON.stringify(removePiece(preset('the-oval'), 'p5'));
    const c = capture({ 'broken.json': broken });
    expect(await runCli(['validate', 'broken.json'], c.io)).toBe(1);
    expect(c.out.join('\n')).toMatch(/error open-end: .*\[p4\]/);

    const j = capture({ 'broken.json': broken });
    expect(await runCli(['validate', 'broken.json', '--json'], j.io)).toBe(1);
    const report = JSON.parse(j.out.join('\n'));
    expect(report.valid).toBe(false);
    expect(Object.keys(report)).toEqual(['valid', 'errors', 'warnings', 'stats']);
    expect(report.errors[0]).toEqual({ code: expect.any(String), message: expect.any(String), pieces: expect.any(Array) });
  });

  it.each([
    [['validate', 'missing.json'], /missing.json: no such file/],
    [['validate', 'bad.json'], /not a track file: not JSON/],
    [['validate', 'wrong.json'], /not a track file: pieces\[0\]\.side/],
    [['validate'], /expected 1 argument/],
    [['validate', 'a.json', '--frob'], /unknown option --frob/],
  ])('exits 2 with one line on stderr for bad input %#', async (argv, message) => {
    const wrong = { ...preset('the-oval'), pieces: [{ ...preset('the-oval').pieces[0]!, side: 'Z' }] };
    const c = capture({ 'bad.json': '{ nope', 'wrong.json': JSON.stringify(wrong) });
    expect(await runCli(argv, c.io)).toBe(2);
    expect(c.err).toHaveLength(1);
    expect(c.err[0]).toMatch(message);
    expect(c.err[0]).not.toMatch(/\n/);
  });

  it('prints usage with --help', async () => {
    const c = capture();
    expect(await runCli(['validate', '--help'], c.io)).toBe(0);
    expect(c.out.join('\n')).toMatch(/--json/);
  });
});
