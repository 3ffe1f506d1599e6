/** Regression tests for the reproducers of issue 13 in the track loader and validation. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  describeValue, MAX_MESSAGE_CHARS, migrate, oneLine, parseJsonText, parseTrackFile, parseTrackText, TRACK_LIMITS, validateLayout, type Layout,
} from '../../../src/track';
import { findOverlaps } from '../../../src/track/overlap';
import { groupIssues, issue, MAX_ISSUES_PER_CODE } from '../../../src/track/issues';

const ovalText = readFileSync('public/tracks/the-oval.json', 'utf8');
const oval = () => JSON.parse(ovalText) as Record<string, unknown> & { pieces: Record<string, unknown>[] };

function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

function expectOneShortLine(message: string) {
  expect(message).not.toMatch(/[\n\r\u2028\u2029]/);
  expect(message.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS + 40);
}

describe('messages never embed an unbounded value', () => {
  it('a format nested 10,000 levels deep is refused without overflowing the stack', () => {
    const r = parseTrackFile({ format: nested(10_000), version: 3 });
    expect(r).toEqual({ ok: false, error: 'format: expected "chicane-track", got a list of 1 item' });
  });

  it('a version nested deep, or a huge string, is named by its type and cut', () => {
    const m = migrate({ format: 'chicane-track', version: nested(10_000) });
    expect(m.ok).toBe(false);
    if (!m.ok) expect(m.error).toBe('version: expected an integer 1..4, got a list of 1 item');
    const huge = parseTrackFile({ format: 'x'.repeat(5_000_000) });
    expect(huge.ok).toBe(false);
    if (!huge.ok) {
      expectOneShortLine(huge.error);
      expect(huge.error).toContain('got the text "xxxx');
    }
  });

  it('describeValue names each kind of value', () => {
    expect(describeValue(undefined)).toBe('nothing');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(-0)).toBe('the number -0');
    expect(describeValue(1e17)).toBe('the number 100000000000000000');
    expect(describeValue([1, 2, 3])).toBe('a list of 3 items');
    expect(describeValue({ a: 1 })).toBe('an object');
    expect(describeValue('a\nb')).toBe('the text "a b"');
    expect(describeValue('y'.repeat(100)).length).toBeLessThan(60);
  });

  it('oneLine flattens white space and cuts long text with an ellipsis', () => {
    expect(oneLine('a\n\n  b\tc')).toBe('a b c');
    expect(oneLine('z'.repeat(50), 10)).toBe(`${'z'.repeat(9)}…`);
    expect(oneLine('short', 10)).toBe('short');
  });

  it('a zod message about a huge unknown key is cut to one line', () => {
    const doc = { ...oval(), ['k'.repeat(100_000) + '\n']: 1 };
    const r = parseTrackFile(doc);
    expect(r.ok).toBe(false);
    if (!r.ok) expectOneShortLine(r.error);
  });
});

describe('parseJsonText: one short line, byte-order mark dropped', () => {
  it('accepts a UTF-8 byte-order mark before a track file, as the browser does', () => {
    const r = parseTrackText(`\uFEFF${ovalText}`);
    expect(r.ok).toBe(true);
  });

  it('a syntax error spread over lines gives one line without the input', () => {
    const r = parseJsonText('{"a":\n\n1,\n', 'the track file');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toMatch(/^not JSON: /);
      expectOneShortLine(r.error);
    }
  });

  it('a 5 MB string with a newline in it gives a short message', () => {
    const r = parseTrackText(`{"format": "${'x'.repeat(5_000_000)}\n"}`);
    expect(r.ok).toBe(false);
    if (!r.ok) expectOneShortLine(r.error);
  });

  it('an empty file says so, naming what it is', () => {
    expect(parseJsonText('\uFEFF  ', 'the track file')).toEqual({ ok: false, error: 'not JSON: the track file is empty' });
  });
});

describe('coordinates and rotations are bounded after parse', () => {
  it('a piece at x = 1e17 is refused by the schema', () => {
    const doc = oval();
    doc.pieces[3]!.x = 1e17;
    const r = parseTrackFile(doc);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^pieces\[3\]\.x: /);
  });

  it('rotation 1e308 is refused (it used to overflow to NaN positions that passed as valid)', () => {
    const doc = oval();
    doc.pieces[0]!.rotation = 1e308;
    const r = parseTrackFile(doc);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^pieces\[0\]\.rotation: /);
  });

  it('the limits admit the edges and refuse just beyond', () => {
    for (const [field, value, ok] of [
      ['x', TRACK_LIMITS.coordinate, true],
      ['z', -TRACK_LIMITS.coordinate - 1, false],
      ['rotation', -TRACK_LIMITS.rotation, true],
      ['rotation', TRACK_LIMITS.rotation + 0.5, false],
    ] as const) {
      const doc = oval();
      doc.pieces[5]![field] = value;
      expect(parseTrackFile(doc).ok, `${field} = ${value}`).toBe(ok);
    }
  });

  it('validation rejects non-finite poses defensively (a layout built in code, not parsed)', () => {
    const r = parseTrackFile(oval());
    if (!r.ok) throw new Error(r.error);
    expect(validateLayout(r.layout).valid).toBe(true);
    for (const change of [{ rotation: 1e308 }, { x: Number.NaN }, { z: Infinity }]) {
      const layout: Layout = { ...r.layout, pieces: r.layout.pieces.map((p, i) => (i === 4 ? { ...p, ...change } : p)) };
      const report = validateLayout(layout);
      expect(report.valid, JSON.stringify(change)).toBe(false);
      expect(report.errors.some((e) => e.code === 'port-misaligned')).toBe(true);
    }
  });

  it('findOverlaps leaves out a shape at 1e17 or with a NaN box instead of hanging', () => {
    const square = (x: number) => new Float64Array([x, 0, x + 1, 0, x + 1, 1, x, 1]);
    const pairs = findOverlaps([[square(0)], [square(0.5)], [square(1e17)], [new Float64Array([Number.NaN, 0, 1, 0, 1, 1, 0, 1])]], 4, 0.02);
    expect(pairs).toEqual([[0, 1]]);
  });
});

describe('the work per file is bounded', () => {
  const stacked = (n: number) => ({
    ...oval(),
    inventory: 'custom',
    pieces: Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, type: 'sf-straight', side: 'A', x: 0, z: 0, rotation: 0 })),
    connections: [],
    meta: {},
  });

  it('more pieces than the limit are refused by the schema', () => {
    const r = parseTrackFile(stacked(TRACK_LIMITS.pieces + 1));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^pieces: /);
  });

  it('2,000 straights at one point give a short, grouped report', () => {
    const r = parseTrackFile(stacked(TRACK_LIMITS.pieces));
    if (!r.ok) throw new Error(r.error);
    const report = validateLayout(r.layout);
    expect(report.valid).toBe(false);
    expect(report.errors.length).toBeLessThan(100);
    const overlaps = report.errors.filter((e) => e.code === 'overlap');
    expect(overlaps[0]!.message).toMatch(/^1,999 pieces lie on top of straight \d+: /);
    expect(overlaps[0]!.pieces.length).toBeLessThanOrEqual(50);
    expect(overlaps.at(-1)!.message).toMatch(/the check stopped after 20,000 overlapping pairs/);
    const openEnds = report.errors.filter((e) => e.code === 'open-end');
    expect(openEnds).toHaveLength(MAX_ISSUES_PER_CODE + 1);
    expect(openEnds.at(-1)!.message).toMatch(/^There are 3,975 more open ends, on straight \d+/);
    for (const e of report.errors) expectOneShortLine(e.message);
  });

  it('two pieces on top of each other still read as a pair', () => {
    const r = parseTrackFile(stacked(2));
    if (!r.ok) throw new Error(r.error);
    const overlaps = validateLayout(r.layout).errors.filter((e) => e.code === 'overlap');
    expect(overlaps).toEqual([{ code: 'overlap', message: 'Straight 1 and straight 2 lie on top of each other.', pieces: ['p1', 'p2'] }]);
  });

  it('groupIssues keeps short lists as they are and folds the rest of a code', () => {
    const few = [issue('open-end', 'a', ['p1']), issue('overlap', 'b', ['p2'])];
    expect(groupIssues(few)).toEqual(few);
    const many = Array.from({ length: 30 }, (_, i) => issue('open-end', `end ${i}`, [`p${i}`]));
    const grouped = groupIssues([...many, issue('overlap', 'x', [])]);
    expect(grouped).toHaveLength(MAX_ISSUES_PER_CODE + 2);
    expect(grouped.at(-1)).toEqual(issue('open-end', 'There are 5 more open ends, on p25, p26, p27, p28, p29.', ['p25', 'p26', 'p27', 'p28', 'p29']));
  });
});
