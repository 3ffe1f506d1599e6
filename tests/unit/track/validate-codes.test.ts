import { describe, expect, it } from 'vitest';
import { removePiece, TRACK_ERROR_CODES, validateLayout, type Layout, type TrackErrorCode } from '../../../src/track';
import { chained, curves, preset } from './fixtures';

const oval = () => preset('the-oval');
const ring = () => preset('motorsportspiel-ring');
const retype = (l: Layout, from: string, to: string, max = Infinity): Layout => {
  let n = 0;
  return { ...l, pieces: l.pieces.map((p) => (p.type === from && n++ < max ? { ...p, type: to } : p)) };
};

/** One bad layout per error code. */
const cases: Record<TrackErrorCode, () => Layout> = {
  'unknown-piece': () => retype(oval(), 'sf-straight', 'sf-teleporter', 1),
  'missing-side': () => ({ ...ring(), pieces: ring().pieces.map((p) => (p.type === 'msp-start' ? { ...p, side: 'B' as const } : p)) }),
  'duplicate-id': () => ({ ...oval(), pieces: oval().pieces.map((p, i) => (i === 3 ? { ...p, id: 'p1' } : p)) }),
  'bad-connection': () => ({ ...oval(), connections: [...oval().connections, { a: { piece: 'ghost', port: 0 }, b: { piece: 'p1', port: 0 } }] }),
  'port-reused': () => ({ ...oval(), connections: [...oval().connections, { a: { piece: 'p1', port: 1 }, b: { piece: 'p3', port: 0 } }] }),
  'port-misaligned': () => ({ ...oval(), pieces: oval().pieces.map((p) => (p.id === 'p3' ? { ...p, x: p.x + 0.5 } : p)) }),
  'lane-mismatch': () => chained('motorsportspiel', [{ type: 'msp-start' }, { type: 'msp-pit-lane' }]),
  'open-end': () => removePiece(oval(), 'p5'),
  overlap: () => ({ ...oval(), pieces: [...oval().pieces, { ...oval().pieces[2]!, id: 'extra' }] }),
  'no-start-finish': () => ({ ...oval(), pieces: oval().pieces.map((p) => (p.type === 'sf-start' ? { ...p, side: 'B' as const } : p)) }),
  'duplicate-start-finish': () => retype(oval(), 'sf-straight', 'sf-start', 1),
  'over-inventory': () => retype(oval(), 'sf-straight', 'sf-switch'),
  'against-travel': () => chained('motorsportspiel', [{ type: 'msp-start' }, { type: 'msp-straight' }, { type: 'msp-curve-2' }, { type: 'msp-curve-2' }, { type: 'msp-pit-merge', reversed: true }, { type: 'msp-straight' }, { type: 'msp-curve-2' }, { type: 'msp-curve-2' }]),
  'not-a-loop': () => chained('start-frei', [{ type: 'sf-start' }, ...curves(6), { type: 'sf-straight' }]),
  'unreachable-piece': () => {
    const far = chained('start-frei', curves(12)).pieces.map((p) => ({ ...p, id: `far-${p.id}`, x: p.x + 100 }));
    const c = chained('start-frei', curves(12)).connections.map((k) => ({ a: { ...k.a, piece: `far-${k.a.piece}` }, b: { ...k.b, piece: `far-${k.b.piece}` } }));
    return { ...oval(), inventory: 'custom' as const, plan: undefined, pieces: [...oval().pieces, ...far], connections: [...oval().connections, ...c] };
  },
  'bad-branch': () => retype(ring(), 'msp-pit-merge', 'msp-pit-split'),
  'loop-too-short': () => chained('start-frei', [{ type: 'sf-start' }, ...curves(6), { type: 'sf-straight' }, ...curves(6)]),
  'bad-plan': () => ({ ...oval(), meta: { ...oval().meta, plan: [...oval().meta.plan!].reverse() } }),
};

describe('validateLayout error codes', () => {
  it('has a case for every code', () => {
    expect(Object.keys(cases).sort()).toEqual([...TRACK_ERROR_CODES].sort());
  });

  it.each(Object.entries(cases))('%s', (code, make) => {
    const report = validateLayout(make());
    expect(report.valid).toBe(false);
    const hit = report.errors.find((e) => e.code === code);
    expect(hit, JSON.stringify(report.errors.map((e) => e.code))).toBeDefined();
    expect(hit!.message.length).toBeGreaterThan(10);
  });

  it('names the pieces involved', () => {
    const errors = validateLayout(removePiece(oval(), 'p5')).errors.filter((e) => e.code === 'open-end');
    expect(errors.map((e) => e.pieces[0]).sort()).toEqual(['p4', 'p6']);
    const overlap = validateLayout(cases.overlap()).errors.find((e) => e.code === 'overlap')!;
    expect(overlap.pieces).toEqual(['p3', 'extra']);
  });

  it('a pit lane that leaves and rejoins is a valid loop', () => {
    const report = validateLayout(ring());
    expect(report.errors).toEqual([]);
    expect(report.stats.pitSpaces).toBe(8);
  });

  it('a custom inventory lifts the box limit', () => {
    expect(validateLayout({ ...cases['over-inventory'](), inventory: 'custom' }).valid).toBe(true);
  });

  it('warns about a partly laid plan without failing', () => {
    const r = validateLayout({ ...oval(), meta: { ...oval().meta, laid: 6 } });
    expect(r.valid).toBe(true);
    expect(r.warnings.map((w) => w.code)).toContain('partly-laid');
  });
});
