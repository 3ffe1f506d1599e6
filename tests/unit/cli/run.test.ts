import { describe, expect, it } from 'vitest';
import { runCli } from '../../../src/cli';

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    io: {
      out: (l: string) => out.push(l),
      err: (l: string) => err.push(l),
      readFile: () => {
        throw new Error('no files in this test');
      },
      writeFile: () => undefined,
    },
  };
}

describe('cli', () => {
  it('lists the commands with --help and exits 0', async () => {
    const c = capture();
    expect(await runCli(['--help'], c.io)).toBe(0);
    const text = c.out.join('\n');
    for (const name of ['validate', 'simulate', 'replay', 'scenario']) expect(text).toContain(name);
  });

  it('rejects an unknown command with one line on stderr and exit 2', async () => {
    const c = capture();
    expect(await runCli(['frobnicate'], c.io)).toBe(2);
    expect(c.err).toHaveLength(1);
    expect(c.err[0]).toMatch(/unknown command 'frobnicate'/);
    expect(c.out).toHaveLength(0);
  });

  it('exits 2 with the usage when no command is given', async () => {
    const c = capture();
    expect(await runCli([], c.io)).toBe(2);
    expect(c.out.join('\n')).toContain('Usage');
  });
});
