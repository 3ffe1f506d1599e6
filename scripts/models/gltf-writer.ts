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
