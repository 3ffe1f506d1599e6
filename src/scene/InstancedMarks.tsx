import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { BoxGeometry, Color, InstancedMesh, Object3D, PlaneGeometry } from 'three';
import type { Instance } from './lane-graph-instances';
import { LookMaterial, useLook } from './look/LookMaterial';

const dummy = new Object3D();
const color = new Color();

/** A unit box, or its top face alone (the plane at y = 0.5, facing up): what a mark is drawn as. */
function markGeometry(relief: boolean): BoxGeometry | PlaneGeometry {
  return relief ? new BoxGeometry(1, 1, 1) : new PlaneGeometry(1, 1).rotateX(-Math.PI / 2).translate(0, 0.5, 0);
}

/**
 * One instanced mesh for a list of flat boxes (tiles or marks): a single draw
 * call whatever the count. `flat` for marks printed on the table (thin, facing
 * up): shaded as the quality level shades flat things, and drawn as their
 * top faces alone where the level leaves out the marks' relief
 * (look/quality.ts `markRelief`).
 */
export function InstancedMarks({ items, y, height, flat = false }: { items: readonly Instance[]; y: number; height: number; flat?: boolean }) {
  const ref = useRef<InstancedMesh>(null);
  const relief = useLook().markRelief || !flat;
  const geometry = useMemo(() => markGeometry(relief), [relief]);
  useEffect(() => () => geometry.dispose(), [geometry]);
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
  }, [items, y, height, geometry]);
  if (items.length === 0) return null;
  return (
    <instancedMesh ref={ref} args={[geometry, undefined, items.length]} receiveShadow>
      <LookMaterial flat={flat} roughness={0.85} />
    </instancedMesh>
  );
}
