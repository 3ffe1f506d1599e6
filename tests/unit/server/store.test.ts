/**
 * The game server's data folder (store.ts): the newest record of a table wins, a removed table's file goes, a file
 * that is not JSON is skipped with one line, and a folder removed while the server runs is made again.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TableStore } from '../../../src/server/store';

const root = mkdtempSync(join(tmpdir(), 'chicane-store-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the tables’ data folder', () => {
  it('keeps the newest record of each table, removes a closed one, and skips a file that is not JSON', async () => {
    const logged: string[] = [];
    const store = new TableStore(join(root, 'a'), (line) => logged.push(line));
    for (let i = 0; i < 20; i++) store.save('ABCDE', () => ({ n: i }));
    store.save('FGHJK', () => ({ n: 'other' }));
    await store.settled();
    expect(JSON.parse(readFileSync(join(root, 'a', 'ABCDE.json'), 'utf8'))).toEqual({ n: 19 });
    store.remove('FGHJK');
    await store.settled();
    expect(existsSync(join(root, 'a', 'FGHJK.json'))).toBe(false);
    writeFileSync(join(root, 'a', 'ZZZZZ.json'), '{ not json');
    writeFileSync(join(root, 'a', 'notes.txt'), 'not a record');
    expect(store.readAll().map((r) => [r.code, r.record])).toEqual([['ABCDE', { n: 19 }]]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^Table record ZZZZZ\.json skipped: /);
  });

  it('makes its folder again when it was removed while the server runs', async () => {
    const logged: string[] = [];
    const dir = join(root, 'b');
    const store = new TableStore(dir, (line) => logged.push(line));
    rmSync(dir, { recursive: true, force: true });
    store.save('ABCDE', () => ({ n: 1 }));
    await store.settled();
    expect(logged).toEqual([]);
    expect(JSON.parse(readFileSync(join(dir, 'ABCDE.json'), 'utf8'))).toEqual({ n: 1 });
  });
});
