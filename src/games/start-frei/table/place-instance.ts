import { Object3D, type InstancedMesh } from 'three';

const dummy = new Object3D();

/** Puts instance `i` of `mesh` at (x, y, z), turned by the Euler angles (rx, ry, rz) and scaled evenly: a token of a pile or in flight. */
export function placeInstance(mesh: InstancedMesh, i: number, x: number, y: number, z: number, rx: number, ry: number, rz: number, scale: number): void {
  dummy.position.set(x, y, z);
  dummy.rotation.set(rx, ry, rz);
  dummy.scale.setScalar(scale);
  dummy.updateMatrix();
  mesh.setMatrixAt(i, dummy.matrix);
}
