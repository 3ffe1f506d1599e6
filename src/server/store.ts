/**
 * The game server's data folder (issue 31): one file per open table,
 * `<code>.json`, its record (record.ts). A record is written after every
 * change, atomically (a temporary file renamed over the old one, so a crash
 * mid-write leaves the previous record whole), and at most one write per
 * table is under way: changes that come while it is written are written
 * together next (the newest record wins). A table that ended, or that
 * everyone left, has its file removed.
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { oneLine } from '../track';

const FILE = /^([A-Z0-9]{1,12})\.json$/;

export class TableStore {
  readonly dir: string;
  /** Per table: the newest record not yet written (a function, so a record is serialised only when written), or `null` to remove its file. */
  private readonly pending = new Map<string, (() => unknown) | null>();
  private readonly writing = new Map<string, Promise<void>>();
  private readonly log: (line: string) => void;

  constructor(dir: string, log: (line: string) => void = (line) => console.warn(line)) {
    this.dir = dir;
    this.log = log;
    mkdirSync(dir, { recursive: true });
  }

  /** Writes the table's record (read when it is written). */
  save(code: string, record: () => unknown): void {
    this.pending.set(code, record);
    this.kick(code);
  }

  /** Removes the table's record. */
  remove(code: string): void {
    this.pending.set(code, null);
    this.kick(code);
  }

  /** Resolves once every write asked for so far is on disk. */
  async settled(): Promise<void> {
    while (this.writing.size > 0) await Promise.all([...this.writing.values()]);
  }

  /**
   * Every record in the folder, read as JSON; a file that is not JSON is skipped with one line in the log.
   * (What a record says is checked by whoever restores it.)
   */
  readAll(): { file: string; code: string; record: unknown }[] {
    const out: { file: string; code: string; record: unknown }[] = [];
    for (const name of readdirSync(this.dir).sort()) {
      const m = FILE.exec(name);
      if (!m) continue;
      const file = join(this.dir, name);
      try {
        out.push({ file, code: m[1]!, record: JSON.parse(readFileSync(file, 'utf8')) as unknown });
      } catch (error) {
        this.log(oneLine(`Table record ${name} skipped: ${error instanceof Error ? error.message : String(error)}`, 300));
      }
    }
    return out;
  }

  private kick(code: string): void {
    if (this.writing.has(code)) return;
    const run = (async () => {
      while (this.pending.has(code)) {
        const next = this.pending.get(code)!;
        this.pending.delete(code);
        const path = join(this.dir, `${code}.json`);
        try {
          if (next === null) await rm(path, { force: true });
          else {
            const tmp = `${path}.tmp`;
            // The folder is made again if it was removed while the server runs (the next write after restores it).
            await mkdir(this.dir, { recursive: true });
            await writeFile(tmp, JSON.stringify(next()));
            await rename(tmp, path);
          }
        } catch (error) {
          this.log(oneLine(`Table ${code}: its record could not be ${next === null ? 'removed' : 'written'}: ${error instanceof Error ? error.message : String(error)}`, 300));
        }
      }
    })();
    this.writing.set(code, run);
    void run.finally(() => {
      this.writing.delete(code);
      // A record asked for between the last write and now.
      if (this.pending.has(code)) this.kick(code);
    });
  }
}
