import { describe, expect, it } from 'vitest';
import { AtlasGrid, cellRect, type AtlasCell } from '../../../src/scene/table/atlas-grid';
import { LABEL_GRID } from '../../../src/scene/table/label-atlas';
import { ATLAS_COLS, ATLAS_ROWS, cellUv } from '../../../src/scene/rail/card-atlas';

const shape = { cols: 4, rows: 2, maxRows: 8, cellW: 100, cellH: 20 };
const overlap = (a: AtlasCell, b: AtlasCell) => a.u < b.u + b.w - 1e-9 && b.u < a.u + a.w - 1e-9 && a.v < b.v + b.h - 1e-9 && b.v < a.v + a.h - 1e-9;

describe('the one atlas allocator', () => {
  it('every distinct key gets its own cell once, in order of first use, the lowest free first', () => {
    const g = new AtlasGrid<string>(shape);
    const r = g.sync(['Anna', '27 tyres', 'Anna', '1 — one tyre lost']);
    expect(r).toEqual({ added: ['Anna', '27 tyres', '1 — one tyre lost'], left: [], grew: false });
    expect(['Anna', '27 tyres', '1 — one tyre lost'].map((k) => g.cellOf(k))).toEqual([0, 1, 2]);
  });

  it('a key that stays keeps its cell; a key gone gives its cell back to the next new one', () => {
    const g = new AtlasGrid<string>(shape);
    g.sync(['a', 'b', 'c']);
    const r = g.sync(['c', 'd', 'a']);
    expect(r.added).toEqual(['d']);
    expect(g.cellOf('a')).toBe(0);
    expect(g.cellOf('c')).toBe(2);
    expect(g.cellOf('d')).toBe(1);
    expect(g.cellOf('b')).toBeUndefined();
    // Nothing new: nothing to paint.
    expect(g.sync(['a', 'c', 'd'])).toEqual({ added: [], left: [], grew: false });
  });

  it('grows by doubling its rows when the keys do not fit, up to its limit; past it keys are left out, never drawn over others', () => {
    const g = new AtlasGrid<number>(shape);
    expect([g.capacity, g.width, g.height]).toEqual([8, 400, 40]);
    const nine = g.sync(Array.from({ length: 9 }, (_, i) => i));
    expect(nine.grew).toBe(true);
    expect([g.rows, g.capacity, g.height]).toEqual([4, 16, 80]);
    const many = g.sync(Array.from({ length: 40 }, (_, i) => i));
    expect(g.rows).toBe(8);
    expect(g.capacity).toBe(g.limit);
    expect(many.added).toHaveLength(32 - 9);
    expect(many.left).toEqual(Array.from({ length: 8 }, (_, i) => 32 + i));
    const cells = Array.from({ length: 32 }, (_, i) => g.cellOf(i));
    expect(new Set(cells).size).toBe(32);
  });

  it('cells lie inside the texture, side by side and never overlapping, at every size', () => {
    for (const rows of [1, 2, 8, 12]) {
      const rects = Array.from({ length: 4 * rows }, (_, c) => cellRect(c, 4, rows));
      for (const r of rects) {
        expect(r.u).toBeGreaterThanOrEqual(0);
        expect(r.v).toBeGreaterThanOrEqual(0);
        expect(r.u + r.w).toBeLessThanOrEqual(1 + 1e-9);
        expect(r.v + r.h).toBeLessThanOrEqual(1 + 1e-9);
      }
      for (let i = 0; i < rects.length; i++) for (let j = i + 1; j < rects.length; j++) expect(overlap(rects[i]!, rects[j]!)).toBe(false);
    }
    // The canvas is painted from the top, texture v runs from the bottom: cell 0 is the top left.
    expect(cellRect(0, 4, 2)).toEqual({ u: 0, v: 0.5, w: 0.25, h: 0.5 });
    const g = new AtlasGrid<string>(shape);
    g.sync(['x', 'y', 'z', 'w', 'five']);
    expect(g.pixel(g.cellOf('five')!)).toEqual({ x: 0, y: 20 });
    // A cell's pixels and its UVs name the same place: its top edge in pixels is 1 − (v + h) of the texture.
    const uv = g.uv(g.cellOf('five')!);
    expect(1 - (uv.v + uv.h)).toBeCloseTo(20 / g.height);
    expect(uv.u).toBeCloseTo(0);
  });

  it('the labels and the passenger cards use it with their own shapes', () => {
    expect(LABEL_GRID.rows).toBeLessThan(LABEL_GRID.maxRows);
    expect(LABEL_GRID.cols * LABEL_GRID.maxRows).toBeGreaterThanOrEqual(48);
    expect(cellUv(5)).toEqual([cellRect(5, ATLAS_COLS, ATLAS_ROWS).u, cellRect(5, ATLAS_COLS, ATLAS_ROWS).v]);
    expect(() => new AtlasGrid({ ...shape, maxRows: 1 })).toThrow(/maxRows/);
  });
});
