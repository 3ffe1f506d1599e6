/**
 * Start Frei's 27 connecting pieces are the clips between the 22 tiles, not
 * track: one per join, counted against the box; version 2 files that laid
 * them as track are migrated (they go, their neighbours are joined directly).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedOval, migrate, parseTrackFile, refreshPlan, removePiece, snap, validateLayout, TRACK_VERSION, type Layout } from '../../../src/track';
import { suggestClosure } from '../../../src/track/close-loop';
import { preset } from './fixtures';

const v2 = (name: string): unknown => JSON.parse(readFileSync(`tests/unit/track/v2/${name}.json`, 'utf8'));

function parsed(json: unknown): { layout: Layout; migrated: readonly string[] } {
  const r = parseTrackFile(json);
  if (!r.ok) throw new Error(r.error);
  return { layout: r.layout, migrated: r.migrated ?? [] };
}

/** A version 2 Start Frei document laid as a chain: pieces 'p1'.. along +x, each joined to the next. */
function v2Chain(types: string[], closeTo?: number): Record<string, unknown> {
  let x = 0;
  const pieces = types.map((type, i) => {
    const piece = { id: `p${i + 1}`, type, side: 'A', x, z: 0, rotation: 0 };
    x += type === 'sf-connector' ? 1 : 4;
    return piece;
  });
  const connections = pieces.slice(1).map((p, i) => ({ a: { piece: pieces[i]!.id, port: 1 }, b: { piece: p.id, port: 0 } }));
  if (closeTo !== undefined) connections.push({ a: { piece: pieces[pieces.length - 1]!.id, port: 1 }, b: { piece: pieces[closeTo]!.id, port: 0 } });
  return { format: 'chicane-track', version: 2, game: 'start-frei', name: 'old', inventory: 'custom', pieces, connections, plan: pieces.map((p) => p.id), laid: pieces.length };
}

describe('joints: one connecting piece per join', () => {
  it('counts the joins of a layout against the 27 in the box', () => {
    const stats = validateLayout(preset('the-oval')).stats;
    expect(stats.joints).toEqual({ label: 'Connecting piece', used: 20, box: 27 });
    expect(validateLayout(preset('formula-1-circuit')).stats.joints).toBeUndefined();
  });

  it('more than 27 joins is an inventory problem, unless the inventory is custom', () => {
    const big = generatedOval(30);
    expect(big.connections).toHaveLength(30);
    expect(validateLayout(big).errors.filter((e) => e.code === 'over-inventory')).toEqual([]);
    const boxed = validateLayout({ ...big, inventory: 'box' });
    const joints = boxed.errors.filter((e) => e.code === 'over-inventory' && /joins/.test(e.message));
    expect(joints).toHaveLength(1);
    expect(joints[0]!.message).toBe('The layout has 30 joins and each needs a connecting piece, but the box holds 27 (choose a custom inventory to allow more).');
  });

  it('a connecting piece is no longer a piece to lay', () => {
    const r = snap(removePiece(preset('the-oval'), 'p4'), { type: 'sf-connector' }, { piece: 'p3', port: 1 });
    expect(r).toEqual({ ok: false, error: "'sf-connector' is not a start-frei piece" });
  });
});

describe('migrating version 2 connectors', () => {
  it('a preset that used connectors only as spacers keeps its shape: Track 10 from version 2 is the Track 10 preset', () => {
    const { layout, migrated } = parsed(v2('track-10'));
    expect(layout.version).toBe(TRACK_VERSION);
    expect(migrated).toHaveLength(1);
    expect(migrated[0]).toMatch(/^Connecting pieces are the clips between the tiles now, not track: the 4 connecting pieces laid as track \(p4, p5, p17, p18\) were taken out/);
    expect(migrated[0]).toMatch(/joined directly/);
    const report = validateLayout(layout);
    expect(report.errors).toEqual([]);
    expect(report.stats.lapLength).toBe(64);
    expect(layout).toEqual(preset('track-10'));
  });

  it('the same holds for Track 14 (bottom), which had 24 connectors between its tiles', () => {
    const { layout } = parsed(v2('track-14-bottom'));
    expect(layout.pieces).toHaveLength(22);
    expect(validateLayout(layout).valid).toBe(true);
    expect(layout).toEqual(preset('track-14-bottom'));
  });

  it('a loop whose connectors were not symmetric no longer closes: the ends are left open and the note says so', () => {
    const { layout, migrated } = parsed(v2('track-12'));
    expect(layout.pieces.some((p) => p.type === 'sf-connector')).toBe(false);
    expect(migrated.join(' ')).toMatch(/The loop no longer closes: p40 and p1 are 4\.0 units apart and were left open/);
    const codes = validateLayout(layout).errors.map((e) => e.code);
    expect(codes).toContain('open-end');
    expect(codes).not.toContain('port-misaligned');
    expect(codes).not.toContain('unknown-piece');
  });

  it('joins the tiles on either side of a run of connectors and slides the pieces behind up', () => {
    const { layout, migrated } = parsed(v2Chain(['sf-start', 'sf-connector', 'sf-connector', 'sf-straight', 'sf-straight']));
    expect(layout.pieces.map((p) => [p.id, p.x])).toEqual([['p1', 0], ['p4', 4], ['p5', 8]]);
    expect(layout.connections).toEqual(expect.arrayContaining([{ a: { piece: 'p1', port: 1 }, b: { piece: 'p4', port: 0 } }]));
    expect(layout.connections).toHaveLength(2);
    expect(layout.meta.plan).toEqual(['p1', 'p4', 'p5']);
    expect(layout.meta.laid).toBe(3);
    expect(migrated[0]).toMatch(/the 2 connecting pieces laid as track \(p2, p3\) were taken out, with the 2 spaces per lane they carried/);
  });

  it('connectors at an open end leave that end open', () => {
    const { layout, migrated } = parsed(v2Chain(['sf-start', 'sf-straight', 'sf-connector']));
    expect(layout.pieces.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(layout.connections).toEqual([{ a: { piece: 'p1', port: 1 }, b: { piece: 'p2', port: 0 } }]);
    expect(migrated.join(' ')).toMatch(/p2 port 1 is left open: no tile to join on the other side/);
  });

  it('counts only laid pieces out of `laid`', () => {
    const doc = { ...v2Chain(['sf-start', 'sf-connector', 'sf-straight', 'sf-connector', 'sf-straight']), laid: 3 };
    const { layout } = parsed(doc);
    expect(layout.meta.plan).toEqual(['p1', 'p3', 'p5']);
    expect(layout.meta.laid).toBe(2);
  });

  it('a version 2 file without connectors, or of another game, only changes its version and reports nothing', () => {
    const oval = { ...preset('the-oval'), version: 2 };
    const m = migrate(oval);
    expect(m.ok && m.notes).toEqual([]);
    const r = parsed(oval);
    expect(r.migrated).toEqual([]);
    expect(r.layout).toEqual(preset('the-oval'));
    const f1 = parsed({ ...preset('formula-1-circuit'), version: 2 });
    expect(f1.layout).toEqual(preset('formula-1-circuit'));
  });

  it('a file that is broken in other ways still gets a clear schema message after the connectors are gone', () => {
    const doc = v2Chain(['sf-start', 'sf-connector', 'sf-straight']);
    (doc.pieces as Record<string, unknown>[])[2]!.side = 'C';
    const r = parseTrackFile(doc);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/^pieces\[1\]\.side: /);
  });
});

describe('close the loop with the 22 tiles', () => {
  function closed(layout: Layout): Layout {
    const c = suggestClosure(layout);
    if (!c.ok) throw new Error(c.reason);
    let l = layout;
    let at = c.from;
    for (const s of c.steps) {
      const r = snap(l, { type: s.type, side: s.side, port: s.reversed ? 1 : 0 }, at);
      if (!r.ok) throw new Error(r.error);
      l = r.layout;
      at = { piece: r.piece.id, port: s.reversed ? 0 : 1 };
    }
    return refreshPlan(l);
  }

  it('uses a switch straight, laid along the direction of travel, when no plain straight is left', () => {
    // Two squares, one dot uses all 22 tiles; take out a switch straight (p2, side B, on the start straight).
    const full = preset('two-squares-one-dot');
    const taken = full.pieces.find((p) => p.type === 'sf-switch')!;
    const open = removePiece(full, taken.id);
    const c = suggestClosure(open);
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    expect(c.steps).toEqual([{ type: 'sf-switch', side: 'A', reversed: false }]);
    const report = validateLayout(closed(open));
    expect(report.errors).toEqual([]);
  });

  it('says so when the box has nothing left that closes the gap', () => {
    // Track 12 from version 2 lost 18 connectors: its ends are a straight's length apart, but all 22 tiles are down.
    const c = suggestClosure(parsed(v2('track-12')).layout);
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.reason).toMatch(/^no run of up to 8 tiles from what is left in the box joins the two open ends$/);
  });
});
