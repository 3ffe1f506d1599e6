/**
 * A generated car split into the few parts a whole field of cars is drawn
 * with: per part (the body, and where the field moves, the DRS flap and each
 * axle) one geometry per colour channel: `paint` (tinted per car), `trim`
 * (the livery's second colour) and `rest` (coloured per vertex). Each becomes
 * one instanced mesh, so 12 cars cost the same draw calls as one.
 */
import { BufferAttribute, BufferGeometry, Color, Matrix4, Mesh, Vector3, type MeshStandardMaterial, type Object3D } from 'three';
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js';

export type Channel = 'paint' | 'trim' | 'rest';

export interface FleetPart {
  /** 'body', 'rear-wing' or a `wheel-…` axle. */
  readonly name: string;
  readonly channel: Channel;
  readonly geometry: BufferGeometry;
  /** Where the part's pivot sits in the car (the axle's centre, the flap's hinge). */
  readonly pivot: Vector3;
}

const inverse = new Matrix4();
const local = new Matrix4();

function pivotOf(o: Object3D, movable: boolean): Object3D | null {
  if (!movable) return null;
  for (let p: Object3D | null = o; p; p = p.parent) if (p.name === 'rear-wing' || p.name.startsWith('wheel-')) return p;
  return null;
}

export function splitCar(scene: Object3D, movable: boolean): FleetPart[] {
  scene.updateMatrixWorld(true);
  const groups = new Map<string, { name: string; channel: Channel; pivot: Vector3; parts: BufferGeometry[] }>();
  scene.traverse((o) => {
    if (!(o instanceof Mesh)) return;
    const pivot = pivotOf(o, movable);
    const name = pivot?.name ?? 'body';
    const mat = o.material as MeshStandardMaterial;
    const channel: Channel = mat.name === 'paint' ? 'paint' : mat.name === 'trim' ? 'trim' : 'rest';
    if (pivot) local.multiplyMatrices(inverse.copy(pivot.matrixWorld).invert(), o.matrixWorld);
    else local.copy(o.matrixWorld);
    const g = (o.geometry as BufferGeometry).clone().applyMatrix4(local);
    if (!g.getAttribute('normal')) g.computeVertexNormals();
    const plain = new BufferGeometry();
    plain.setAttribute('position', g.getAttribute('position'));
    plain.setAttribute('normal', g.getAttribute('normal'));
    if (g.index) plain.setIndex(g.index);
    const c = channel === 'rest' ? (mat.color ?? new Color('#888888')) : new Color('#ffffff');
    const n = plain.getAttribute('position').count;
    const colors = new Float32Array(n * 3);
    for (let i = 0; i < n; i++) colors.set([c.r, c.g, c.b], i * 3);
    plain.setAttribute('color', new BufferAttribute(colors, 3));
    const key = `${name}/${channel}`;
    const entry = groups.get(key) ?? { name, channel, pivot: pivot ? new Vector3().setFromMatrixPosition(pivot.matrixWorld) : new Vector3(), parts: [] };
    entry.parts.push(plain.index ? plain.toNonIndexed() : plain);
    groups.set(key, entry);
  });
  return [...groups.values()].map((e) => ({ name: e.name, channel: e.channel, pivot: e.pivot, geometry: mergeGeometries(e.parts) ?? new BufferGeometry() }));
}
