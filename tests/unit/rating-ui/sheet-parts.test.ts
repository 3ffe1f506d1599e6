import { describe, expect, it } from 'vitest';
import { catalogFor, type Layout } from '../../../src/track';
import { loadPreset, presetNames } from '../../../src/track/presets';
import { boxesNeeded, checkBoxes, missingSentence, partsOf, sheetDrawing, templatePages, columnLetter, CM_PER_UNIT, A4 } from '../../../src/app/sheet';

function preset(name: string): Layout {
  const r = loadPreset(name);
  if (!r.ok) throw new Error(r.error);
  return r.layout;
}

describe('the build sheet parts list', () => {
  it.each(presetNames)('%s: the parts list holds exactly the layout’s pieces, by kind and side', (name) => {
    const layout = preset(name);
    const lines = partsOf(layout);
    // Every (kind, side) count equals the layout's pieces of that kind and side.
    for (const l of lines) {
      expect(l.sides.A).toBe(layout.pieces.filter((p) => p.type === l.type && p.side === 'A').length);
      expect(l.sides.B).toBe(layout.pieces.filter((p) => p.type === l.type && p.side === 'B').length);
      expect(l.count).toBe(l.sides.A + l.sides.B);
      expect(l.count).toBeGreaterThan(0);
    }
    expect(new Set(lines.map((l) => l.type))).toEqual(new Set(layout.pieces.map((p) => p.type)));
    expect(lines.reduce((a, l) => a + l.count, 0)).toBe(layout.pieces.length);
  });

  it.each(presetNames)('%s: the sheet draws and numbers every piece once, 1 to n', (name) => {
    const layout = preset(name);
    const d = sheetDrawing(layout);
    expect(d.pieces.map((p) => p.id).sort()).toEqual(layout.pieces.map((p) => p.id).sort());
    expect(d.pieces.map((p) => p.number)).toEqual(layout.pieces.map((_, i) => i + 1));
    expect(d.pieces[0]!.kind).toBe('start');
  });

  it.each(presetNames)('%s: the sheet covers every outline, each edge touching one', (name) => {
    const d = sheetDrawing(preset(name));
    const xs = d.pieces.flatMap((p) => p.polygons.flatMap((poly) => poly.filter((_, i) => i % 2 === 0)));
    const zs = d.pieces.flatMap((p) => p.polygons.flatMap((poly) => poly.filter((_, i) => i % 2 === 1)));
    expect(xs.length).toBeGreaterThan(0);
    expect({ minX: d.bounds.minX, maxX: d.bounds.maxX, minZ: d.bounds.minZ, maxZ: d.bounds.maxZ }).toEqual({ minX: Math.min(...xs), maxX: Math.max(...xs), minZ: Math.min(...zs), maxZ: Math.max(...zs) });
  });

  it('an empty layout gets a small square around the middle of the table', () => {
    expect(sheetDrawing({ ...preset('the-oval'), pieces: [] }).bounds).toEqual({ minX: -1, maxX: 1, minZ: -1, maxZ: 1 });
  });

  it('follows the Start Frei plan, and only the laid pieces start on the table', () => {
    const oval = preset('the-oval');
    const plan = [...oval.meta.plan!];
    const reordered = { ...oval, meta: { ...oval.meta, plan: [plan[0]!, ...plan.slice(1).reverse()], laid: 3 } };
    const d = sheetDrawing(reordered);
    expect(d.pieces.map((p) => p.id)).toEqual(reordered.meta.plan);
    expect(d.atStart).toBeGreaterThanOrEqual(3);
    expect(d.pieces.filter((p) => p.atStart).length).toBe(d.atStart);
    expect(sheetDrawing(oval).atStart).toBe(oval.pieces.length);
    expect(sheetDrawing(preset('formula-1-circuit')).atStart).toBeUndefined();
  });
});

describe('what my boxes build', () => {
  it('one Start Frei box holds the Oval; the clips are counted too', () => {
    const oval = preset('the-oval');
    const c = checkBoxes(oval, { kind: 'boxes', boxes: 1 });
    expect(c.missingTotal).toBe(0);
    expect(c.clips?.need).toBe(oval.connections.length);
    expect(c.clips?.have).toBe(27);
    expect(missingSentence(c, 'Your boxes')).toBe('Your boxes hold every part this layout needs.');
  });

  it('names what a custom inventory is short of, in numbers', () => {
    const oval = preset('the-oval');
    const curves = oval.pieces.filter((p) => p.type === 'sf-curve').length;
    const pieces: Record<string, number> = {};
    for (const d of catalogFor('start-frei').pieces) pieces[d.id] = d.count ?? 0;
    pieces['sf-curve'] = curves - 2;
    const c = checkBoxes(oval, { kind: 'custom', pieces, clips: 27 });
    const line = c.lines.find((l) => l.type === 'sf-curve')!;
    expect(line).toMatchObject({ need: curves, have: curves - 2, missing: 2 });
    expect(c.missingTotal).toBe(2);
    expect(missingSentence(c, 'Your pieces')).toContain('2 × Curve (30 degrees)');
  });

  it('a layout larger than one box needs two', () => {
    const oval = preset('the-oval');
    const extra = oval.pieces.filter((p) => p.type === 'sf-curve').map((p, i) => ({ ...p, id: `x${i}` }));
    const big = { ...oval, pieces: [...oval.pieces, ...extra] };
    expect(boxesNeeded(oval)).toBe(1);
    expect(boxesNeeded(big)).toBe(2);
    expect(checkBoxes(big, { kind: 'boxes', boxes: 1 }).missingTotal).toBeGreaterThan(0);
    expect(checkBoxes(big, { kind: 'boxes', boxes: 2 }).lines.every((l) => l.missing === 0)).toBe(true);
  });

  it('Das Motorsportspiel has no box count', () => {
    const c = checkBoxes(preset('motorsportspiel-ring'), { kind: 'boxes', boxes: 1 });
    expect(c.unlimited).toBe(true);
    expect(boxesNeeded(preset('motorsportspiel-ring'))).toBeNull();
  });
});

describe('the 1:1 template', () => {
  it('covers the layout with overlapping A4 pages named like a map', () => {
    const oval = preset('the-oval');
    const d = sheetDrawing(oval);
    const t = templatePages(d.bounds, CM_PER_UNIT['start-frei']);
    expect(t.pages.length).toBe(t.rows * t.columns);
    const last = t.pages[t.pages.length - 1]!;
    expect(last.x + last.width).toBeGreaterThanOrEqual(d.bounds.maxX);
    expect(last.z + last.height).toBeGreaterThanOrEqual(d.bounds.maxZ);
    expect(t.pages[0]!.x).toBeLessThanOrEqual(d.bounds.minX);
    if (t.columns > 1) expect(t.pages[1]!.x).toBeCloseTo(t.pages[0]!.x + t.pages[0]!.width - A4.overlap / CM_PER_UNIT['start-frei']);
    expect(t.pages.map((p) => p.label).slice(0, 2)).toEqual(t.columns > 1 ? ['A1', 'B1'] : ['A1', 'A2']);
    expect([columnLetter(0), columnLetter(25), columnLetter(26)]).toEqual(['A', 'Z', 'AA']);
  });
});
