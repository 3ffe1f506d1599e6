import { describe, expect, it } from 'vitest';
import { allPorts, emptyLayout, openPorts, placePiece, snap, validateLayout, worldPorts, catalogs } from '../../../src/track';
import { chained, curves } from './fixtures';

describe('snapping', () => {
  it('a full circle of 12 curves closes within 1e-6 and joins itself', () => {
    const layout = chained('start-frei', curves(12));
    expect(layout.connections).toHaveLength(12);
    const cat = catalogs['start-frei'];
    const first = layout.pieces[0]!;
    const last = layout.pieces[11]!;
    const def = cat.byId.get('sf-curve')!;
    const a = worldPorts(first, def, def.sides.A, cat)[0]!;
    const b = worldPorts(last, def, def.sides.A, cat)[1]!;
    expect(Math.hypot(a.x - b.x, a.z - b.z)).toBeLessThan(1e-6);
  });

  it('flipping a curve mirrors its turn', () => {
    const left = chained('start-frei', curves(3, 'A'));
    const right = chained('start-frei', curves(3, 'B'));
    expect(left.pieces[2]!.rotation).toBeCloseTo(60, 9);
    expect(right.pieces[2]!.rotation).toBeCloseTo(-60, 9);
    expect(right.pieces[2]!.z).toBeCloseTo(-left.pieces[2]!.z, 9);
  });

  it('snaps a piece onto an open port and closes a loop on the last piece', () => {
    const placed = placePiece(emptyLayout('start-frei', 't'), { type: 'sf-start' });
    if (!placed.ok) throw new Error(placed.error);
    let l = placed.layout;
    let at = { piece: 'p1', port: 1 };
    const steps: string[] = [...Array<string>(6).fill('sf-curve'), 'sf-straight', ...Array<string>(6).fill('sf-curve')];
    for (const type of steps) {
      const r = snap(l, { type }, at);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      l = r.layout;
      at = { piece: r.piece.id, port: 1 };
    }
    // 14 pieces: the last curve lands on the start piece's port 0 and is joined automatically.
    expect(openPorts(l)).toHaveLength(0);
    expect(l.connections).toHaveLength(14);
    expect(allPorts(l).every((p) => !p.open)).toBe(true);
  });

  it('refuses to join ports of different lane counts', () => {
    const start = placePiece(emptyLayout('motorsportspiel', 't'), { type: 'msp-straight' });
    if (!start.ok) throw new Error(start.error);
    const r = snap(start.layout, { type: 'msp-pit-lane' }, { piece: 'p1', port: 1 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/lane-mismatch/);
  });

  it('refuses a port that is already joined', () => {
    const l = chained('start-frei', curves(2));
    expect(snap(l, { type: 'sf-curve' }, { piece: 'p1', port: 1 }).ok).toBe(false);
  });

  it('a snapped reversed switch straight is reported against travel', () => {
    const l = chained('start-frei', [{ type: 'sf-start' }, ...curves(6), { type: 'sf-switch', reversed: true }, { type: 'sf-straight' }, ...curves(6), { type: 'sf-straight' }, { type: 'sf-straight' }]);
    // A warning, not an error (the rulebook leaves the orientation to the player; the switch just cannot be used).
    const report = validateLayout(l);
    expect(report.warnings.map((w) => w.code)).toContain('switch-against-travel');
    expect(report.errors.map((e) => e.code)).not.toContain('switch-against-travel');
  });
});
