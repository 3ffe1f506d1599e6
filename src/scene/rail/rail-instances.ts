/**
 * What the 3D rail map is made of, as plain instance lists (no three.js):
 * route bars, spaces, stations, a stylised outline of the country around the
 * stations, and the trains. Map units become table units by `RAIL_SCALE`.
 */
import type { RailMap } from '../../rail';
import { spacePoints } from '../../games/bahn-frei/layout';

/** Table units per map unit (the Germany map is about 600 units across: a table of about 30). */
export const RAIL_SCALE = 1 / 20;

export interface Disc {
  readonly x: number;
  readonly z: number;
  readonly r: number;
  readonly color: string;
}
export interface Bar {
  readonly x: number;
  readonly z: number;
  readonly heading: number;
  readonly length: number;
  readonly width: number;
  readonly color: string;
}

const SPACE_COLOUR: Readonly<Record<string, string>> = { black: '#1d1d1d', white: '#f4f4f0', red: '#c8281c' };

export interface RailInstances {
  readonly bars: readonly Bar[];
  readonly spaces: readonly Disc[];
  readonly stations: readonly Disc[];
  /** Every space's place on the table (stations first, as the rules number them). */
  readonly points: readonly { readonly x: number; readonly z: number }[];
  readonly outline: readonly { readonly x: number; readonly z: number }[];
  readonly bounds: { readonly minX: number; readonly maxX: number; readonly minZ: number; readonly maxZ: number };
}

function bar(ax: number, az: number, bx: number, bz: number, width: number, color: string): Bar {
  const dx = bx - ax;
  const dz = bz - az;
  return { x: (ax + bx) / 2, z: (az + bz) / 2, heading: -Math.atan2(dz, dx), length: Math.hypot(dx, dz), width, color };
}

/** The convex hull of points (monotone chain), anticlockwise. */
export function convexHull(points: readonly { x: number; z: number }[]): { x: number; z: number }[] {
  const p = [...points].sort((a, b) => a.x - b.x || a.z - b.z);
  if (p.length < 3) return p;
  const cross = (o: { x: number; z: number }, a: { x: number; z: number }, b: { x: number; z: number }) => (a.x - o.x) * (b.z - o.z) - (a.z - o.z) * (b.x - o.x);
  const lower: { x: number; z: number }[] = [];
  for (const q of p) {
    while (lower.length >= 2 && cross(lower[lower.length - 2]!, lower[lower.length - 1]!, q) <= 0) lower.pop();
    lower.push(q);
  }
  const upper: { x: number; z: number }[] = [];
  for (const q of [...p].reverse()) {
    while (upper.length >= 2 && cross(upper[upper.length - 2]!, upper[upper.length - 1]!, q) <= 0) upper.pop();
    upper.push(q);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

export function railInstances(map: RailMap, closedRoutes: readonly string[] = []): RailInstances {
  const s = RAIL_SCALE;
  const points = spacePoints(map).map((p) => ({ x: p.x * s, z: p.y * s }));
  const at = new Map(map.stations.map((st) => [st.id, st]));
  const closed = new Set(closedRoutes);
  const bars: Bar[] = [];
  for (const r of map.routes) {
    const a = at.get(r.from);
    const b = at.get(r.to);
    if (!a || !b) continue;
    if (r.express) bars.push(bar(a.x * s, a.y * s, b.x * s, b.y * s, 0.34, '#d9584d'));
    bars.push(bar(a.x * s, a.y * s, b.x * s, b.y * s, 0.09, closed.has(r.id) ? '#9a9a9a' : '#4a4a4a'));
  }
  const spaces: Disc[] = [];
  let k = map.stations.length;
  for (const r of map.routes) {
    for (const colour of r.spaces) {
      const p = points[k++]!;
      spaces.push({ x: p.x, z: p.z, r: 0.2, color: SPACE_COLOUR[colour]! });
    }
  }
  const stations: Disc[] = map.stations.map((st) => ({ x: st.x * s, z: st.y * s, r: st.hub ? 0.5 : 0.36, color: st.hub ? '#c8281c' : '#1d1d1d' }));
  // A stylised outline of the country: the stations' hull, pushed out from its centre.
  const hull = convexHull(stations.map((d) => ({ x: d.x, z: d.z })));
  const cx = hull.reduce((a, p) => a + p.x, 0) / Math.max(1, hull.length);
  const cz = hull.reduce((a, p) => a + p.z, 0) / Math.max(1, hull.length);
  const outline = hull.map((p) => {
    const d = Math.hypot(p.x - cx, p.z - cz) || 1;
    return { x: p.x + ((p.x - cx) / d) * 2.2, z: p.z + ((p.z - cz) / d) * 2.2 };
  });
  const xs = outline.length > 0 ? outline.map((p) => p.x) : [0];
  const zs = outline.length > 0 ? outline.map((p) => p.z) : [0];
  const bounds = { minX: Math.min(...xs) - 3, maxX: Math.max(...xs) + 3, minZ: Math.min(...zs) - 2, maxZ: Math.max(...zs) + 2 };
  return { bars, spaces, stations, points, outline, bounds };
}
