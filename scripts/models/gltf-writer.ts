/**
 * A minimal glTF 2.0 writer: meshes made of coloured primitives, one buffer
 * embedded as base64. Enough for the low-poly models Chicane generates, with
 * no dependency on a browser (three's GLTFExporter needs FileReader).
 */

export interface Primitive {
  readonly positions: number[];
  readonly normals: number[];
  readonly indices: number[];
  readonly material: string;
}

export interface NodeSpec {
  readonly name: string;
  readonly primitives: readonly Primitive[];
  readonly translation?: readonly [number, number, number];
}

export interface MaterialSpec {
  readonly name: string;
  readonly color: readonly [number, number, number];
  readonly metallic?: number;
  readonly roughness?: number;
}

export function writeGltf(sceneName: string, nodes: readonly NodeSpec[], materials: readonly MaterialSpec[]): string {
  const chunks: Buffer[] = [];
  let byteLength = 0;
  const bufferViews: object[] = [];
  const accessors: object[] = [];
  const materialIndex = new Map(materials.map((m, i) => [m.name, i]));

  function addView(data: Buffer, target: number): number {
    const pad = (4 - (byteLength % 4)) % 4;
    if (pad) {
      chunks.push(Buffer.alloc(pad));
      byteLength += pad;
    }
    bufferViews.push({ buffer: 0, byteOffset: byteLength, byteLength: data.length, target });
    chunks.push(data);
    byteLength += data.length;
    return bufferViews.length - 1;
  }

  function addFloatAccessor(values: number[], withBounds: boolean): number {
    const data = Buffer.from(new Float32Array(values).buffer);
    const view = addView(data, 34962);
    const accessor: Record<string, unknown> = { bufferView: view, componentType: 5126, count: values.length / 3, type: 'VEC3' };
    if (withBounds) {
      const min = [Infinity, Infinity, Infinity];
      const max = [-Infinity, -Infinity, -Infinity];
      for (let i = 0; i < values.length; i++) {
        const axis = i % 3;
        min[axis] = Math.min(min[axis]!, values[i]!);
        max[axis] = Math.max(max[axis]!, values[i]!);
      }
      accessor.min = min.map(round);
      accessor.max = max.map(round);
    }
    accessors.push(accessor);
    return accessors.length - 1;
  }

  function addIndexAccessor(values: number[]): number {
    const data = Buffer.from(new Uint16Array(values).buffer);
    const view = addView(data, 34963);
    accessors.push({ bufferView: view, componentType: 5123, count: values.length, type: 'SCALAR' });
    return accessors.length - 1;
  }

  const meshes = nodes.map((node) => ({
    name: node.name,
    primitives: node.primitives.map((p) => {
      const material = materialIndex.get(p.material);
      if (material === undefined) throw new Error(`unknown material ${p.material}`);
      return {
        attributes: { POSITION: addFloatAccessor(p.positions, true), NORMAL: addFloatAccessor(p.normals, false) },
        indices: addIndexAccessor(p.indices),
        material,
      };
    }),
  }));

  const buffer = Buffer.concat(chunks);
  const gltf = {
    asset: { version: '2.0', generator: 'Chicane scripts/make-models.ts' },
    scene: 0,
    scenes: [{ name: sceneName, nodes: nodes.map((_, i) => i) }],
    nodes: nodes.map((n, i) => ({ name: n.name, mesh: i, ...(n.translation ? { translation: [...n.translation] } : {}) })),
    meshes,
    materials: materials.map((m) => ({
      name: m.name,
      pbrMetallicRoughness: {
        baseColorFactor: [...m.color, 1],
        metallicFactor: m.metallic ?? 0.1,
        roughnessFactor: m.roughness ?? 0.6,
      },
    })),
    accessors,
    bufferViews,
    buffers: [{ byteLength: buffer.length, uri: `data:application/octet-stream;base64,${buffer.toString('base64')}` }],
  };
  return JSON.stringify(gltf, null, 1) + '\n';
}

function round(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** An axis-aligned box centred at (cx, cy, cz) with flat normals. */
export function box(cx: number, cy: number, cz: number, sx: number, sy: number, sz: number, material: string): Primitive {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  const faces: [number[], number[], number[]][] = [
    [[1, 0, 0], [0, 1, 0], [0, 0, 1]],
    [[-1, 0, 0], [0, 0, 1], [0, 1, 0]],
    [[0, 1, 0], [0, 0, 1], [1, 0, 0]],
    [[0, -1, 0], [1, 0, 0], [0, 0, 1]],
    [[0, 0, 1], [1, 0, 0], [0, 1, 0]],
    [[0, 0, -1], [0, 1, 0], [1, 0, 0]],
  ];
  const half = [sx / 2, sy / 2, sz / 2];
  for (const [n, u, v] of faces) {
    const base = positions.length / 3;
    for (const [a, b] of [[-1, -1], [1, -1], [1, 1], [-1, 1]] as const) {
      const p = [0, 1, 2].map((k) => (n[k]! + u[k]! * a + v[k]! * b) * half[k]!);
      positions.push(cx + p[0]!, cy + p[1]!, cz + p[2]!);
      normals.push(n[0]!, n[1]!, n[2]!);
    }
    indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  }
  return { positions, normals, indices, material };
}

/** A cylinder along the x axis (a wheel), `segments` sides, with caps. */
export function wheel(cx: number, cy: number, cz: number, radius: number, width: number, segments: number, material: string): Primitive {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  const hw = width / 2;
  for (let i = 0; i <= segments; i++) {
    const a = (i / segments) * Math.PI * 2;
    const y = Math.cos(a);
    const z = Math.sin(a);
    positions.push(cx - hw, cy + y * radius, cz + z * radius, cx + hw, cy + y * radius, cz + z * radius);
    normals.push(0, y, z, 0, y, z);
  }
  for (let i = 0; i < segments; i++) {
    const a = i * 2;
    indices.push(a, a + 2, a + 1, a + 1, a + 2, a + 3);
  }
  for (const side of [-1, 1]) {
    const centre = positions.length / 3;
    positions.push(cx + side * hw, cy, cz);
    normals.push(side, 0, 0);
    for (let i = 0; i <= segments; i++) {
      const a = (i / segments) * Math.PI * 2;
      positions.push(cx + side * hw, cy + Math.cos(a) * radius, cz + Math.sin(a) * radius);
      normals.push(side, 0, 0);
    }
    for (let i = 0; i < segments; i++) {
      if (side > 0) indices.push(centre, centre + 1 + i, centre + 2 + i);
      else indices.push(centre, centre + 2 + i, centre + 1 + i);
    }
  }
  return { positions, normals, indices, material };
}

/** One cross-section of a lofted hull: at `z`, centred at height `y`, half width `w`, half height `h`. */
export interface Section {
  readonly z: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/**
 * A smooth lofted body through cross-sections along z (a superellipse ring
 * each; `round` 2 is an ellipse, larger is boxier), with smooth normals and
 * flat caps at both ends.
 */
export function hull(sections: readonly Section[], round: number, segments: number, material: string): Primitive {
  const positions: number[] = [];
  const normals: number[] = [];
  const indices: number[] = [];
  const e = 2 / round;
  const ring = (a: number) => {
    const c = Math.cos(a);
    const s = Math.sin(a);
    return { x: Math.sign(c) * Math.abs(c) ** e, y: Math.sign(s) * Math.abs(s) ** e, nx: Math.sign(c) * Math.abs(c) ** (2 - e), ny: Math.sign(s) * Math.abs(s) ** (2 - e) };
  };
  for (const sec of sections) {
    for (let i = 0; i <= segments; i++) {
      const r = ring((i / segments) * Math.PI * 2);
      positions.push(r.x * sec.w, sec.y + r.y * sec.h, sec.z);
      const nx = r.nx / Math.max(1e-6, sec.w);
      const ny = r.ny / Math.max(1e-6, sec.h);
      const l = Math.hypot(nx, ny) || 1;
      normals.push(nx / l, ny / l, 0);
    }
  }
  const row = segments + 1;
  for (let k = 0; k + 1 < sections.length; k++) {
    for (let i = 0; i < segments; i++) {
      const a = k * row + i;
      const b = (k + 1) * row + i;
      // Sections run from the back (-z) to the front (+z): wind outwards.
      indices.push(a, a + 1, b, a + 1, b + 1, b);
    }
  }
  for (const [k, nz] of [[0, -1], [sections.length - 1, 1]] as const) {
    const sec = sections[k]!;
    const centre = positions.length / 3;
    positions.push(0, sec.y, sec.z);
    normals.push(0, 0, nz);
    for (let i = 0; i <= segments; i++) {
      const r = ring((i / segments) * Math.PI * 2);
      positions.push(r.x * sec.w, sec.y + r.y * sec.h, sec.z);
      normals.push(0, 0, nz);
    }
    for (let i = 0; i < segments; i++) {
      if (nz > 0) indices.push(centre, centre + 1 + i, centre + 2 + i);
      else indices.push(centre, centre + 2 + i, centre + 1 + i);
    }
  }
  return { positions, normals, indices, material };
}

/** An upright cylinder (a chimney, a dome), `segments` sides, with caps. */
export function post(cx: number, cy: number, cz: number, radius: number, height: number, segments: number, material: string): Primitive {
  const p = hull(
    [
      { z: -height / 2, y: 0, w: radius, h: radius },
      { z: height / 2, y: 0, w: radius, h: radius },
    ],
    2,
    segments,
    material,
  );
  // Stand the z-axis cylinder up: (x, y, z) -> (x, z, -y), then move it into place.
  const positions: number[] = [];
  const normals: number[] = [];
  for (let i = 0; i < p.positions.length; i += 3) {
    positions.push(cx + p.positions[i]!, cy + p.positions[i + 2]!, cz - p.positions[i + 1]!);
    normals.push(p.normals[i]!, p.normals[i + 2]!, -p.normals[i + 1]!);
  }
  return { positions, normals, indices: p.indices, material };
}
