import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildLaneGraph, catalogs, chain, emptyLayout, openPorts, placePiece, removePiece, snap, validateLayout, worldPorts, type Layout } from '../../../src/track';
import { loadPreset, presetNames } from '../../../src/track/presets';

const sfTypes = catalogs['start-frei'].pieces.map((p) => p.id);

/** Every edge of the graph joins two spaces of the graph and leaves the space it belongs to. */
function noDanglingEdges(layout: Layout): void {
  const g = buildLaneGraph(layout);
  g.out.forEach((edges, i) => {
    for (const e of edges) {
      expect(e.from).toBe(i);
      expect(Number.isInteger(e.to) && e.to >= 0 && e.to < g.spaces.length).toBe(true);
    }
  });
  expect(g.out).toHaveLength(g.spaces.length);
}

describe('track properties', () => {
  it('random snap sequences never produce dangling edges', () => {
    const op = fc.record({ type: fc.constantFrom(...sfTypes), side: fc.constantFrom('A' as const, 'B' as const), port: fc.constantFrom(0, 1), target: fc.nat() });
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 30 }), (ops) => {
        const first = placePiece(emptyLayout('start-frei', 'random', 'custom'), { type: 'sf-start' });
        if (!first.ok) throw new Error(first.error);
        let layout = first.layout;
        for (const o of ops) {
          const open = openPorts(layout);
          if (open.length === 0) break;
          const t = open[o.target % open.length]!;
          const r = snap(layout, { type: o.type, side: o.side, port: o.port }, { piece: t.piece, port: t.port });
          if (r.ok) layout = r.layout;
        }
        noDanglingEdges(layout);
        const report = validateLayout(layout);
        expect(report.valid || report.errors.length > 0).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('removing any piece of a valid loop yields an open-end error', () => {
    const names = presetNames;
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.nat(), (name, k) => {
        const r = loadPreset(name);
        if (!r.ok) throw new Error(r.error);
        const victim = r.layout.pieces[k % r.layout.pieces.length]!.id;
        const report = validateLayout(removePiece(r.layout, victim));
        expect(report.errors.some((e) => e.code === 'open-end')).toBe(true);
        noDanglingEdges(removePiece(r.layout, victim));
      }),
      { numRuns: 150 },
    );
  });

  it('every preset validates', () => {
    for (const name of presetNames) {
      const r = loadPreset(name);
      if (!r.ok) throw new Error(r.error);
      expect(validateLayout(r.layout).errors, name).toEqual([]);
    }
  });

  it('a full circle of curves closes within 1e-6, whatever the side, orientation and start pose', () => {
    const cat = catalogs['start-frei'];
    fc.assert(
      fc.property(fc.constantFrom('sf-curve', 'sf-curve-chicane'), fc.constantFrom('A' as const, 'B' as const), fc.boolean(), (type, side, reversed) => {
        const r = chain('start-frei', 'circle', Array.from({ length: 12 }, () => ({ type, side, reversed })), 'custom');
        if (!r.ok) throw new Error(r.error);
        const def = cat.byId.get(type)!;
        const s = side === 'A' ? def.sides.A : def.sides.B!;
        const first = worldPorts(r.layout.pieces[0]!, def, s, cat)[reversed ? 1 : 0]!;
        const last = worldPorts(r.layout.pieces[11]!, def, s, cat)[reversed ? 0 : 1]!;
        expect(Math.hypot(first.x - last.x, first.z - last.z)).toBeLessThan(1e-6);
        expect(r.layout.connections).toHaveLength(12);
      }),
    );
  });
});
