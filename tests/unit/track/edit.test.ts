import { describe, expect, it } from 'vitest';
import { flipPiece, moveGroup, refreshPlan, removePiece, replacePiece, reversePiece, snap, validateLayout } from '../../../src/track';
import { suggestClosure } from '../../../src/track/close-loop';
import { chained, curves, preset } from './fixtures';

describe('replacing pieces', () => {
  it('swaps a straight in the middle of a loop for another straight and stays valid', () => {
    const r = replacePiece(preset('the-oval'), 'p4', { type: 'sf-chicane', side: 'B' });
    expect(r.ok).toBe(true);
    if (r.ok) expect(validateLayout(r.layout).valid).toBe(true);
  });

  it('refuses to flip a curve inside a closed loop and says why', () => {
    const r = flipPiece(preset('the-oval'), 'p5');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/no longer fits/);
  });

  it('flipping a curve at the end of a chain re-lays the pieces after it', () => {
    const l = chained('start-frei', [{ type: 'sf-start' }, ...curves(3), { type: 'sf-straight' }]);
    const r = flipPiece(l, 'p2');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.layout.pieces[1]!.side).toBe('B');
    // The two curves after the flipped one now make a straight line again: the straight heads 30° left instead of 90°.
    expect(r.layout.pieces[4]!.rotation).toBeCloseTo(30, 6);
    expect(validateLayout(r.layout).errors.filter((e) => e.code === 'port-misaligned')).toEqual([]);
  });

  it('turns a reversible piece end for end and refuses one that is not', () => {
    const l = chained('start-frei', [{ type: 'sf-start' }, { type: 'sf-straight' }]);
    const r = reversePiece(l, 'p2');
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.layout.connections[0]!.b).toEqual({ piece: 'p2', port: 1 });
    const f1 = chained('formula-1', [{ type: 'f1-start' }, { type: 'f1-square' }]);
    const bad = reversePiece(f1, 'p1');
    expect(bad.ok).toBe(false);
  });

  it('refuses a piece without the port a joint needs', () => {
    const l = chained('motorsportspiel', [{ type: 'msp-start' }, { type: 'msp-pit-split' }]);
    const withPit = snap(l, { type: 'msp-pit-lane' }, { piece: 'p2', port: 2 });
    if (!withPit.ok) throw new Error(withPit.error);
    const r = replacePiece(withPit.layout, 'p2', { type: 'msp-straight', side: 'A' });
    expect(r.ok).toBe(false);
  });
});

describe('moving a group', () => {
  it('moves and turns everything joined together, keeping joints', () => {
    const l = chained('start-frei', [{ type: 'sf-start' }, ...curves(2)]);
    const r = moveGroup(l, 'p2', 2, -1, 90);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.layout.pieces.every((p, i) => p.rotation !== l.pieces[i]!.rotation)).toBe(true);
    expect(validateLayout(r.layout).errors.filter((e) => e.code === 'port-misaligned')).toEqual([]);
  });
});

describe('close the loop', () => {
  it('finds the pieces missing from the Oval', () => {
    const open = removePiece(removePiece(preset('the-oval'), 'p12'), 'p13');
    const c = suggestClosure(open);
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    let l = open;
    let at = c.from;
    for (const s of c.steps) {
      const r = snap(l, { type: s.type, side: s.side, port: s.reversed ? 1 : 0 }, at);
      if (!r.ok) throw new Error(r.error);
      l = r.layout;
      at = { piece: r.piece.id, port: s.reversed ? 0 : 1 };
    }
    expect(validateLayout(refreshPlan(l)).valid).toBe(true);
  });

  it('explains when it cannot help', () => {
    const c = suggestClosure(preset('the-oval'));
    expect(c.ok).toBe(false);
    if (!c.ok) expect(c.reason).toMatch(/two open ends/);
  });
});

describe('plan upkeep', () => {
  it('keeps a sound plan and appends new pieces', () => {
    const l = preset('the-oval');
    const removed = refreshPlan(removePiece(l, 'p20'));
    expect(removed.meta.plan).toHaveLength(19);
    expect(removed.meta.laid).toBe(19);
  });
});
