import { readFileSync } from 'node:fs';
import { runCli } from '../../../src/cli';

/** Runs the CLI with captured output and an in-memory file system over the repository's public/ files. */
export async function cli(args: string[], files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const written: Record<string, string> = {};
  const io = {
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
  };
  const code = await runCli(args, io);
  return { code, out, err, written, text: out.join('\n') };
}
