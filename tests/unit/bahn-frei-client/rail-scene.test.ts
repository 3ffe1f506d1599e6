import { describe, expect, it } from 'vitest';
import { germanyMap, spaceCount } from '../../../src/rail';
import { convexHull, railInstances, RAIL_SCALE } from '../../../src/scene/rail/rail-instances';
import { tablePieces } from '../../../src/scene/rail/table-pieces';
import { bahnFreiClient } from '../../../src/games/bahn-frei/client';
import { bahnFreiGame, type BahnState } from '../../../src/rules/bahn-frei';

describe('the 3D rail map as instances', () => {
  const map = germanyMap();
  const inst = railInstances(map, ['cologne-frankfurt']);

  it('has one disc per space and per station, one bar per route and one more per express route', () => {
    expect(inst.stations).toHaveLength(map.stations.length);
    expect(inst.spaces).toHaveLength(spaceCount(map) - map.stations.length);
    expect(inst.points).toHaveLength(spaceCount(map));
    expect(inst.bars).toHaveLength(map.routes.length + map.routes.filter((r) => r.express).length);
  });

  it('puts stations where the map says, red hubs larger, and greys a closed route', () => {
    const i = map.stations.findIndex((s) => s.id === 'kassel');
    expect(inst.stations[i]).toEqual({ x: map.stations[i]!.x * RAIL_SCALE, z: map.stations[i]!.y * RAIL_SCALE, r: 0.36, color: '#1d1d1d' });
    const h = map.stations.findIndex((s) => s.hub);
    expect(inst.stations[h]!.r).toBeGreaterThan(0.36);
    const closed = map.routes.findIndex((r) => r.id === 'cologne-frankfurt');
    expect(closed).toBeGreaterThanOrEqual(0);
    expect(inst.bars.filter((b) => b.color === '#9a9a9a')).toHaveLength(1);
  });

  it('the outline surrounds every station and the bounds surround the outline', () => {
    const inside = (p: { x: number; z: number }) => {
      const o = inst.outline;
      // Anticlockwise hull: every point is left of (or on) every edge.
      return o.every((a, i) => {
        const b = o[(i + 1) % o.length]!;
        return (b.x - a.x) * (p.z - a.z) - (b.z - a.z) * (p.x - a.x) >= -1e-9;
      });
    };
    for (const s of inst.stations) expect(inside(s)).toBe(true);
    for (const p of inst.outline) {
      expect(p.x).toBeGreaterThan(inst.bounds.minX);
      expect(p.x).toBeLessThan(inst.bounds.maxX);
      expect(p.z).toBeGreaterThan(inst.bounds.minZ);
      expect(p.z).toBeLessThan(inst.bounds.maxZ);
    }
  });

  it('convex hull of a square with a point inside is the square', () => {
    const hull = convexHull([
      { x: 0, z: 0 },
      { x: 1, z: 0 },
      { x: 1, z: 1 },
      { x: 0, z: 1 },
      { x: 0.5, z: 0.5 },
    ]);
    expect(hull).toHaveLength(4);
    expect(hull).not.toContainEqual({ x: 0.5, z: 0.5 });
  });
});

describe('the timed phase of Bahn Frei (the hourglass)', () => {
  it('is the rail operations only: 30 seconds with players, 1 minute solo', () => {
    const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'human' }));
    for (const [n, seconds] of [
      [1, 60],
      [3, 30],
    ] as const) {
      let s = bahnFreiGame.setup(germanyMap(), {}, seats(n), 7) as BahnState;
      expect(bahnFreiClient.timedPhase!(s)).toBeNull();
      // Play the first listed action of the first actor until the rail operations begin.
      for (let i = 0; i < 200 && s.phase !== 'operations'; i++) {
        const seat = bahnFreiGame.actors(s)[0]!;
        const r = bahnFreiGame.apply(s, seat, bahnFreiGame.legalActions(s, seat)[0]!);
        if (!r.ok) throw new Error(r.message);
        s = r.state;
      }
      expect(bahnFreiClient.timedPhase!(s)).toEqual({ key: 'round-1', seconds });
      const seat = bahnFreiGame.actors(s)[0]!;
      const up = bahnFreiGame.apply(s, seat, { type: 'time-up' });
      expect(up.ok && bahnFreiClient.timedPhase!(up.state)).toBeNull();
    }
  });
});

describe('the pieces beside the map', () => {
  const pieces = tablePieces({ round: 4, rounds: 15, complaints: 3, maxComplaints: 8, vouchers: 2, maxVouchers: 3, event: true, plates: [{ color: '#f00', cars: [1, 0, 4, 0, 0] }, { color: '#0f0', cars: [0, 0, 0, 0, 0] }] }, 0, 0, 30);

  it('marks the round, fills complaints in red and puts a cube on each voucher', () => {
    const fields = pieces.flat.filter((b) => b.length < 1.2 && b.width === 0.9 && b.z === 0.8);
    expect(fields).toHaveLength(15);
    expect(fields.filter((f) => f.color === '#f1d36b')).toHaveLength(1);
    expect(fields.findIndex((f) => f.color === '#f1d36b')).toBe(3);
    expect(pieces.flat.filter((b) => b.color === '#c8281c' && b.length === 0.65)).toHaveLength(3);
    expect(pieces.tall.filter((b) => b.color === '#ef7d1a')).toHaveLength(2);
  });

  it('draws a plate with five cars per train and the passenger cards in them (at most 3 shown a car)', () => {
    expect(pieces.flat.filter((b) => b.color === '#f00' || b.color === '#0f0')).toHaveLength(2);
    expect(pieces.cards).toHaveLength(1 + 3);
    expect(pieces.labels.map((l) => l.text)).toEqual(['Round 4 of 15', 'Complaints 3 of 8', 'Vouchers 2 of 3', 'Event']);
  });
});
