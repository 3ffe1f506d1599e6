import { beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { runCli } from '../../../src/cli';

// The shipped CLI is one bundled file run by plain node (no TypeScript loader).
const BUILT = 'dist-cli/chicane.mjs';

function inProcess(args: string[]): Promise<{ code: number; out: string }> {
  const out: string[] = [];
  return runCli(args, {
    out: (l) => out.push(l),
    err: () => undefined,
    readFile: (p) => readFileSync(p, 'utf8'),
    writeFile: () => undefined,
  }).then((code) => ({ code, out: out.map((l) => l + '\n').join('') }));
}

describe('built CLI', () => {
  beforeAll(() => {
    execFileSync(process.execPath, ['scripts/build-cli.mjs'], { stdio: 'inherit' });
  }, 120_000);

  it('prints what the source CLI prints, with the same exit code', async () => {
    for (const args of [['validate', 'the-oval', '--json'], ['simulate', '--track', 'the-oval', '--players', '3', '--seed', '5']]) {
      const built = spawnSync(process.execPath, [BUILT, ...args], { encoding: 'utf8' });
      const source = await inProcess(args);
      expect(built.status).toBe(source.code);
      expect(built.stdout).toBe(source.out);
    }
  });

  it('bad input: exit 2 and one line on stderr', () => {
    const r = spawnSync(process.execPath, [BUILT, 'validate', 'no-such-file.json'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('starts with a shebang so the bin entry runs it', () => {
    expect(readFileSync(BUILT, 'utf8').startsWith('#!/usr/bin/env node')).toBe(true);
  });
});
