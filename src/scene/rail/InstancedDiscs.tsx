import { useLayoutEffect, useRef } from 'react';
import { Color, InstancedMesh, Object3D } from 'three';
import type { Disc } from './rail-instances';

const dummy = new Object3D();
const color = new Color();

/** Flat round tokens (spaces, stations) as one instanced mesh: one draw call whatever the count. */
export function InstancedDiscs({ items, y, height }: { readonly items: readonly Disc[]; readonly y: number; readonly height: number }) {
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    items.forEach((it, i) => {
      dummy.position.set(it.x, y, it.z);
      dummy.rotation.set(0, 0, 0);
      dummy.scale.set(it.r, height, it.r);
      dummy.updateMatrix();
      mesh.setMatrixAt(i, dummy.matrix);
      mesh.setColorAt(i, color.set(it.color));
    });
    mesh.count = items.length;
    mesh.instanceMatrix.needsUpdate = true;
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true;
    mesh.computeBoundingSphere();
  }, [items, y, height]);
  if (items.length === 0) return null;
  return (
    <instancedMesh ref={ref} args={[undefined, undefined, items.length]} castShadow receiveShadow>
      <cylinderGeometry args={[1, 1, 1, 20]} />
      <meshStandardMaterial roughness={0.6} />
    </instancedMesh>
  );
}
