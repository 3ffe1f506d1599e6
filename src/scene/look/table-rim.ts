/**
 * The wooden rim of a table with a felt inlay: only the wood that shows.
 * A whole board under the felt would be drawn at every pixel the felt
 * covers, and a software renderer pays for every layer it draws, hidden or
 * not (the frame bench measured the board under the felt at about a
 * quarter of Learn's frame at Low). So the rim is four strips of top round
 * the inlay and the four outer edges, one geometry, with texture
 * coordinates in table units (one repeat of the wood every `repeat` units)
 * so the grain runs on across the strips.
 */
import { BufferAttribute, BufferGeometry } from 'three';

export interface TableRim {
  /** The felt inlay's size: the hole in the rim. */
  readonly width: number;
  readonly depth: number;
  /** How far the wood reaches beyond the felt on each side. */
  readonly border: number;
  /** The board's thickness; its top lies at `top`. */
  readonly thickness: number;
  readonly top: number;
  /** Table units covered by one repeat of the wood texture. */
  readonly repeat: number;
}

type Vec3 = readonly [number, number, number];

/** Position, normal and texture coordinate arrays of the rim (two triangles a quad, wound counter-clockwise seen from outside). */
export function tableRimArrays({ width, depth, border, thickness, top, repeat }: TableRim): { positions: Float32Array; normals: Float32Array; uvs: Float32Array } {
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const ox = width / 2 + border;
  const oz = depth / 2 + border;
  const ix = width / 2;
  const iz = depth / 2;
  const bottom = top - thickness;
  // a, b, c, d counter-clockwise seen from the side the normal points to; uv per corner.
  const quad = (a: Vec3, b: Vec3, c: Vec3, d: Vec3, n: Vec3, uv: readonly [number, number][]) => {
    for (const [i, p] of [0, 1, 2, 0, 2, 3].map((k) => [k, [a, b, c, d][k]!] as const)) {
      positions.push(...p);
      normals.push(...n);
      uvs.push(...uv[i]!);
    }
  };
  const up: Vec3 = [0, 1, 0];
  const flat = (x: number, z: number): [number, number] => [(x + ox) / repeat, (z + oz) / repeat];
  const topQuad = (x0: number, z0: number, x1: number, z1: number) =>
    quad([x0, top, z1], [x1, top, z1], [x1, top, z0], [x0, top, z0], up, [flat(x0, z1), flat(x1, z1), flat(x1, z0), flat(x0, z0)]);
  // Near and far strips run the whole length; the left and right ones fill between them.
  topQuad(-ox, iz, ox, oz);
  topQuad(-ox, -oz, ox, -iz);
  topQuad(-ox, -iz, -ix, iz);
  topQuad(ix, -iz, ox, iz);
  // The outer edges: the grain runs along each edge.
  const h = thickness / repeat;
  const long = (2 * ox) / repeat;
  const deep = (2 * oz) / repeat;
  quad([-ox, bottom, oz], [ox, bottom, oz], [ox, top, oz], [-ox, top, oz], [0, 0, 1], [[0, 0], [long, 0], [long, h], [0, h]]);
  quad([ox, bottom, -oz], [-ox, bottom, -oz], [-ox, top, -oz], [ox, top, -oz], [0, 0, -1], [[0, 0], [long, 0], [long, h], [0, h]]);
  quad([ox, bottom, oz], [ox, bottom, -oz], [ox, top, -oz], [ox, top, oz], [1, 0, 0], [[0, 0], [deep, 0], [deep, h], [0, h]]);
  quad([-ox, bottom, -oz], [-ox, bottom, oz], [-ox, top, oz], [-ox, top, -oz], [-1, 0, 0], [[0, 0], [deep, 0], [deep, h], [0, h]]);
  return { positions: new Float32Array(positions), normals: new Float32Array(normals), uvs: new Float32Array(uvs) };
}

/** The rim as one geometry (the caller disposes it). */
export function tableRimGeometry(rim: TableRim): BufferGeometry {
  const { positions, normals, uvs } = tableRimArrays(rim);
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(positions, 3));
  g.setAttribute('normal', new BufferAttribute(normals, 3));
  g.setAttribute('uv', new BufferAttribute(uvs, 2));
  g.computeBoundingSphere();
  return g;
}
