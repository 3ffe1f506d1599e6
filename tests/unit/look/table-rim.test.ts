import { describe, expect, it } from 'vitest';
import { tableRimArrays, type TableRim } from '../../../src/scene/look/table-rim';

const RIM: TableRim = { width: 12, depth: 7, border: 1.5, thickness: 0.5, top: -0.01, repeat: 8 };

/** The triangles of the rim: corners, the normal given, the normal the winding gives. */
function triangles(rim: TableRim) {
  const { positions, normals } = tableRimArrays(rim);
  const out: { p: number[][]; n: number[]; wound: number[] }[] = [];
  for (let t = 0; t < positions.length / 9; t++) {
    const p = [0, 1, 2].map((k) => [positions[t * 9 + k * 3]!, positions[t * 9 + k * 3 + 1]!, positions[t * 9 + k * 3 + 2]!]);
    const u = [0, 1, 2].map((i) => p[1]![i]! - p[0]![i]!);
    const v = [0, 1, 2].map((i) => p[2]![i]! - p[0]![i]!);
    const c = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    const len = Math.hypot(...c);
    out.push({ p, n: [normals[t * 9]!, normals[t * 9 + 1]!, normals[t * 9 + 2]!], wound: c.map((x) => x / len) });
  }
  return out;
}

const area = (p: number[][]) => {
  const u = [0, 1, 2].map((i) => p[1]![i]! - p[0]![i]!);
  const v = [0, 1, 2].map((i) => p[2]![i]! - p[0]![i]!);
  return Math.hypot(u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!) / 2;
};

describe('the table rim round the felt', () => {
  const tris = triangles(RIM);
  const tops = tris.filter((t) => t.n[1] === 1);

  it('faces the way its normals say (drawn from outside, culled from inside)', () => {
    for (const t of tris) t.wound.forEach((x, i) => expect(x).toBeCloseTo(t.n[i]!, 6));
  });

  it('tops exactly the wood that shows: the whole table less the felt, nothing under the felt', () => {
    const total = tops.reduce((s, t) => s + area(t.p), 0);
    const outer = (RIM.width + 2 * RIM.border) * (RIM.depth + 2 * RIM.border);
    expect(total).toBeCloseTo(outer - RIM.width * RIM.depth, 6);
    for (const t of tops) {
      const cx = (t.p[0]![0]! + t.p[1]![0]! + t.p[2]![0]!) / 3;
      const cz = (t.p[0]![2]! + t.p[1]![2]! + t.p[2]![2]!) / 3;
      expect(Math.abs(cx) > RIM.width / 2 || Math.abs(cz) > RIM.depth / 2).toBe(true);
      for (const q of t.p) expect(q[1]).toBeCloseTo(RIM.top, 6);
    }
  });

  it('has four outer edges the board thick, and no inner ones', () => {
    const sides = tris.filter((t) => t.n[1] === 0);
    expect(sides).toHaveLength(8);
    for (const t of sides) {
      const out = t.n[0] !== 0 ? Math.abs(t.p[0]![0]!) : Math.abs(t.p[0]![2]!);
      expect(out).toBeCloseTo(t.n[0] !== 0 ? RIM.width / 2 + RIM.border : RIM.depth / 2 + RIM.border, 6);
      const ys = t.p.map((q) => q[1]!);
      expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(RIM.thickness, 6);
    }
  });

  it('runs the grain on across the strips: a top corner\'s texture coordinate is its place on the table over the repeat', () => {
    const { positions, normals, uvs } = tableRimArrays(RIM);
    for (let i = 0; i < positions.length / 3; i++) {
      if (normals[i * 3 + 1] !== 1) continue;
      expect(uvs[i * 2]!).toBeCloseTo((positions[i * 3]! + RIM.width / 2 + RIM.border) / RIM.repeat, 6);
      expect(uvs[i * 2 + 1]!).toBeCloseTo((positions[i * 3 + 2]! + RIM.depth / 2 + RIM.border) / RIM.repeat, 6);
    }
  });
});
