/**
 * The bounded fuzz run of `npm test`: a few hundred mutants per loader with a
 * fresh seed each run (fast-check prints the seed and the shrunk case when
 * one fails). The long run is `npm run fuzz`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { check, GAME_LOADERS, deepText, gameReplayLoader, libraryLoader, mutants, objectMutants, OWN_LOADERS, spliced, trackLoader, lessonLoader, trackObjectLoader, MAX_ERROR_CHARS, Finding } from './harness';
import { parseLibraryText } from '../../src/app/library';

const RUNS: Record<string, number> = { track: 1000, lesson: 600, autosave: 600, 'game replay': 120, 'game scenario': 120, 'corpus replay': 120, 'rail map': 300, 'library export': 100 };

describe('fuzz: the shared loaders return a result or a one-line error, and never throw', () => {
  for (const loader of [...OWN_LOADERS, ...GAME_LOADERS]) {
    it(`${loader.kind} files`, () => {
      const all = fc.oneof(...loader.files.map(mutants));
      fc.assert(
        fc.property(all, (m) => {
          check(loader, m.text);
        }),
        { numRuns: RUNS[loader.kind] ?? 100 },
      );
    });
  }

  it('track documents with values JSON cannot spell', () => {
    fc.assert(
      fc.property(fc.oneof(...trackObjectLoader.files.map(objectMutants)), (m) => {
        const r = trackObjectLoader.load(m.value);
        if (!r.ok) expect(r.error.length).toBeLessThanOrEqual(MAX_ERROR_CHARS);
      }),
      { numRuns: 800 },
    );
  });
});

describe('fuzz oracle and reproducers', () => {
  const oval = JSON.parse(trackLoader.files.find((f) => f.name.endsWith('the-oval.json'))!.text) as unknown;

  it('the library export the fuzzer starts from is taken whole: every entry kept, none left out', () => {
    const r = parseLibraryText(libraryLoader.files[0]!.text);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.skipped).toEqual([]);
      expect(r.entries.map((e) => e.kind)).toEqual(['layout', 'race', 'race', 'race', 'race', 'lesson']);
    }
  });

  it('the shipped files load', () => {
    for (const loader of OWN_LOADERS) for (const f of loader.files) expect(check(loader, f.text), f.name).toEqual({ ok: true });
  });

  it('the oracle catches a multi-line or overlong message and a throw', () => {
    expect(() => check({ kind: 'fake', load: () => ({ ok: false, error: 'two\nlines' }) }, '')).toThrow(Finding);
    expect(() => check({ kind: 'fake', load: () => ({ ok: false, error: 'x'.repeat(MAX_ERROR_CHARS + 1) }) }, '')).toThrow(Finding);
    expect(() => check({ kind: 'fake', load: () => { throw new RangeError('Maximum call stack size exceeded'); } }, '')).toThrow(/threw RangeError/);
  });

  it.each([
    ['format nested 10,000 lists deep', ['format'], deepText(10_000, false)],
    ['a piece at x = 1e17', ['pieces', 0, 'x'], '1e17'],
    ['rotation 1e308', ['pieces', 0, 'rotation'], '1e308'],
    ['a 5 MB format string with a newline', ['format'], JSON.stringify(`${'x'.repeat(5_000_000)}\n`)],
  ])('track reproducer: %s is refused with one line', (_, path, raw) => {
    const r = check(trackLoader, spliced(oval, path as (string | number)[], raw));
    expect(r.ok).toBe(false);
  });

  it('track reproducer: a byte-order mark is accepted', () => {
    expect(check(trackLoader, `\uFEFF${JSON.stringify(oval)}`)).toEqual({ ok: true });
  });

  it.each(GAME_LOADERS.flatMap((loader) => loader.files.map((f) => [f.name, loader] as const)))('%s reproducer: a config nested 2,700 objects deep is refused with one line, not a stack overflow', (_, loader) => {
    // Found by the fuzz run: every recursive walk after the parse (schema, set-up hash) overflowed the stack.
    const doc = JSON.parse(loader.files[0]!.text) as Record<string, unknown>;
    const path = 'config' in doc ? ['config'] : Object.keys(doc).slice(-1);
    const r = check(loader, spliced(doc, path, deepText(2_700, true)));
    expect(r).toMatchObject({ ok: false, error: expect.stringMatching(/more than 100 levels deep/) as unknown });
  });

  it('a file nested 100 levels deep still reads; the nesting is counted outside strings only', () => {
    expect(check(gameReplayLoader, deepText(99, false)).ok).toBe(false); // not a replay, but read as JSON
    const inString = JSON.stringify({ ...(JSON.parse(gameReplayLoader.files[0]!.text) as object), note: '['.repeat(5000) });
    expect(check(gameReplayLoader, inString)).toEqual({ ok: true });
  });

  it('lesson reproducer: a forced "drs" gear die is answered by the rules in one line, not a crash', () => {
    const lesson = JSON.parse(lessonLoader.files.find((f) => f.name.endsWith('drs-reroll.json'))!.text) as { dice: unknown[] };
    lesson.dice = lesson.dice.map(() => 'drs');
    // The loader checks every message it meets (one line, bounded) and throws on a crash.
    expect(() => check(lessonLoader, JSON.stringify(lesson))).not.toThrow();
  });
});
