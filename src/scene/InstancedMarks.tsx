import { useLayoutEffect, useRef } from 'react';
import { Color, InstancedMesh, Object3D } from 'three';
import type { Instance } from './lane-graph-instances';
import { LookMaterial } from './look/LookMaterial';

const dummy = new Object3D();
const color = new Color();

/**
 * One instanced mesh for a list of flat boxes (tiles or marks): a single draw
 * call whatever the count. `flat` for marks printed on the table (thin, facing
 * up): shaded as the quality level shades flat things (look/quality.ts).
 */
export function InstancedMarks({ items, y, height, flat = false }: { items: readonly Instance[]; y: number; height: number; flat?: boolean }) {
  const ref = useRef<InstancedMesh>(null);
  useLayoutEffect(() => {
    const mesh = ref.current;
    if (!mesh) return;
    items.forEach((it, i) => {
      dummy.position.set(it.x, y, it.z);
      dummy.rotation.set(0, it.heading, 0);
      dummy.scale.set(it.length, height, it.width);
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
    <instancedMesh ref={ref} args={[undefined, undefined, items.length]} receiveShadow>
      <boxGeometry args={[1, 1, 1]} />
      <LookMaterial flat={flat} roughness={0.85} />
    </instancedMesh>
  );
}
