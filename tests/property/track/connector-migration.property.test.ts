/**
 * Version 2 laid connecting pieces as 1-space straights. A Start Frei loop
 * with connectors as spacers (as many in one direction as in the opposite
 * one) migrates back to the very loop of tiles; uneven ones leave the loop
 * open at exactly one joint.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogFor, frameFor, localPort, normAngle, parseTrackFile, radToDeg, toWorld, validateLayout, type Layout, type Pose } from '../../../src/track';
import { randomTrack } from '../../../src/track/random-track';

/**
 * The v2 document of a chained Start Frei loop with `extra[i]` connectors laid
 * after piece i, and the pieces in `swap` (straights) laid as 4 connectors each.
 */
function asVersion2(layout: Layout, extra: ReadonlyMap<number, number>, swap: ReadonlySet<number> = new Set()): Record<string, unknown> {
  const catalog = catalogFor('start-frei');
  const entry = new Map(layout.connections.map((c) => [c.b.piece, c.b.port]));
  const pieces: Record<string, unknown>[] = [];
  const order: { id: string; entry: number }[] = [];
  let at: Pose = { x: 0, z: 0, heading: 0 };
  let n = 0;
  const connector = () => {
    const id = `c${++n}`;
    pieces.push({ id, type: 'sf-connector', side: 'A', x: at.x, z: at.z, rotation: radToDeg(normAngle(at.heading)) });
    order.push({ id, entry: 0 });
    at = { x: at.x + Math.cos(at.heading), z: at.z - Math.sin(at.heading), heading: at.heading };
  };
  layout.pieces.forEach((p, i) => {
    if (swap.has(i)) {
      for (let k = 0; k < 4; k++) connector();
      return;
    }
    const def = catalog.byId.get(p.type)!;
    const side = (p.side === 'A' ? def.sides.A : def.sides.B)!;
    const port = i === 0 ? 0 : entry.get(p.id)!;
    const frame = frameFor(localPort(def, side, port, 1), { ...at, heading: at.heading + Math.PI });
    pieces.push({ ...p, x: frame.x, z: frame.z, rotation: radToDeg(normAngle(frame.heading)) });
    order.push({ id: p.id, entry: port });
    at = toWorld(frame, localPort(def, side, 1 - port, 1));
    for (let k = 0; k < (extra.get(i) ?? 0); k++) connector();
  });
  const connections = order.map((o, i) => {
    const next = order[(i + 1) % order.length]!;
    return { a: { piece: o.id, port: 1 - o.entry }, b: { piece: next.id, port: next.entry } };
  });
  return { format: 'chicane-track', version: 2, game: 'start-frei', name: layout.name, inventory: 'box', pieces, connections, plan: order.map((o) => o.id), laid: order.length };
}

const pairKey = (c: Layout['connections'][number]) => [`${c.a.piece}:${c.a.port}`, `${c.b.piece}:${c.b.port}`].sort().join('-');

describe('migrating connectors laid as track', () => {
  it('spacers in opposite directions: the migrated layout is the loop of tiles again', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 1, max: 3 }), (seed, run, k) => {
        const tiles = randomTrack('start-frei', seed);
        const curves = tiles.pieces.flatMap((p, i) => (p.type.startsWith('sf-curve') ? [i] : []));
        expect(curves).toHaveLength(12);
        // After curve r and after curve r + 6 the track heads in opposite directions.
        const doc = asVersion2(tiles, new Map([[curves[run]!, k], [curves[run + 6]!, k]]));
        const r = parseTrackFile(doc);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.migrated).toHaveLength(1);
        expect(r.layout.pieces.map((p) => p.id)).toEqual(tiles.pieces.map((p) => p.id));
        r.layout.pieces.forEach((p, i) => {
          const q = tiles.pieces[i]!;
          expect(p.x).toBeCloseTo(q.x, 6);
          expect(p.z).toBeCloseTo(q.z, 6);
          expect(Math.abs(normAngle(((p.rotation - q.rotation) * Math.PI) / 180))).toBeLessThan(1e-6);
        });
        expect(new Set(r.layout.connections.map(pairKey))).toEqual(new Set(tiles.connections.map(pairKey)));
        expect(r.layout.meta.plan).toEqual(tiles.meta.plan);
        expect(validateLayout(r.layout).errors).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('a straight laid as 4 connectors: the loop is one straight short, open at one joint, and the note says so', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.nat(), (seed, pick) => {
        const tiles = randomTrack('start-frei', seed);
        const straights = tiles.pieces.flatMap((p, i) => (i > 0 && !p.type.startsWith('sf-curve') ? [i] : []));
        const doc = asVersion2(tiles, new Map(), new Set([straights[pick % straights.length]!]));
        const r = parseTrackFile(doc);
        expect(r.ok).toBe(true);
        if (!r.ok) return;
        expect(r.layout.pieces).toHaveLength(tiles.pieces.length - 1);
        // Two joins of the straight gone, its neighbours joined, the joint that no longer meets cut.
        expect(r.layout.connections).toHaveLength(tiles.connections.length - 2);
        expect(r.migrated?.[0]).toMatch(/the 4 connecting pieces laid as track \(c1, c2, c3, c4\) were taken out/);
        expect(r.migrated?.[1]).toMatch(/^The loop no longer closes: .* are 4\.0 units apart and were left open/);
        const codes = validateLayout(r.layout).errors.map((e) => e.code);
        expect(codes.filter((c) => c === 'open-end')).toHaveLength(2);
        expect(codes).not.toContain('port-misaligned');
      }),
      { numRuns: 40 },
    );
  });
});
