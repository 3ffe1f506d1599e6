import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { runCli } from '../../../src/cli';

/** Runs the CLI on in-memory files. */
async function run(args: string[], files: Record<string, string>) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    readFile: (p) => {
      const f = files[p];
      if (f === undefined) throw new Error('no such file');
      return f;
    },
    writeFile: () => undefined,
  });
  return { code, out, err };
}

const oval = readFileSync('public/tracks/the-oval.json', 'utf8');
const demo = readFileSync('public/replays/the-oval-seed-1.json', 'utf8');

describe('CLI messages are one short line, whatever the input', () => {
  it('a byte-order mark is accepted, as the browser accepts it', async () => {
    expect((await run(['validate', 'oval.json'], { 'oval.json': '\uFEFF' + oval })).code).toBe(0);
    expect((await run(['replay', 'demo.json'], { 'demo.json': '\uFEFF' + demo })).code).toBe(0);
  });

  for (const [what, text] of [
    ['a syntax error spread over lines', '{\n  "format": "chicane-replay",\n  "version": 1,\n  oops\n}'],
    ['a 5 MB format string', JSON.stringify({ format: 'x'.repeat(5_000_000) })],
    ['a value nested 10,000 levels deep', `{"format": ${'['.repeat(10_000)}${']'.repeat(10_000)}}`],
  ] as const) {
    for (const command of ['replay', 'scenario', 'validate']) {
      it(`${command}: ${what} gives exit 2 and one line under 400 characters`, async () => {
        const r = await run([command, 'bad.json'], { 'bad.json': text });
        expect(r.code).toBe(2);
        expect(r.err).toHaveLength(1);
        expect(r.err[0]).not.toMatch(/\n/);
        expect(r.err[0]!.length).toBeLessThan(400);
      });
    }
  }
});
