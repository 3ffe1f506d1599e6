/** Start Frei's replay files of versions 1 and 2 load through one migration into version 3 and still verify, with their outcome. */
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { migrateReplay, parseGameReplay, verifyGameReplay } from '../../../src/sim';

const files = {
  'the demo replay (version 2)': 'public/replays/the-oval-seed-1.json',
  'the same race in version 1': 'tests/unit/replay/fixtures/the-oval-seed-1.v1.json',
};

describe.each(Object.entries(files))('%s', (_name, path) => {
  const json = JSON.parse(readFileSync(path, 'utf8')) as { result: { standings: number[]; reason: string } | null; actions: unknown[] };

  it('migrates into a version 3 file that verifies to the same result', () => {
    const migrated = migrateReplay(json);
    if (!migrated.ok) throw new Error(migrated.error);
    // Through text, as a file is read: the v3 file stands on its own.
    const reread = parseGameReplay(JSON.parse(JSON.stringify(migrated.file)));
    if (!reread.ok) throw new Error(reread.error);
    const check = verifyGameReplay(reread);
    expect(check.ok).toBe(true);
    expect(migrated.file.version).toBe(3);
    expect(migrated.file.game).toBe('start-frei');
    expect(migrated.file.moves).toHaveLength(json.actions.length);
    expect(json.result).not.toBeNull();
    expect(migrated.file.result).toEqual({ kind: 'ranking', order: json.result!.standings, reason: json.result!.reason });
  });

  it('refuses an old file that does not verify, saying at which action', () => {
    // Another seed: version 2's set-up hash no longer matches, version 1's dice (and so its checkpoints) differ.
    const migrated = migrateReplay({ ...json, seed: 424242 });
    expect(migrated.ok).toBe(false);
    expect(migrated.ok ? '' : migrated.error).toMatch(/^action \d+: /);
  });
});
